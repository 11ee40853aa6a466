// The A/B test summary page (spec 000 §2.2): one row per test of the brand.
import type { PageProps } from '../../core/browser.ts';
import type { SummaryProps } from './summary.ts';

export function SummaryPage({ page, props }: PageProps<SummaryProps>) {
  const { tests } = props;
  return (
    <article className="ab-test-summary">
      <h1>{page.title}</h1>
      <p>
        {tests.length} test{tests.length === 1 ? '' : 's'} on {page.site.name}, as of {props.today}.
      </p>
      {/* On a phone the table scrolls inside its own box, not the page. */}
      <div className="table-scroll" role="region" aria-label="A/B tests" tabIndex={0}>
        <table className="ab-test-summary__table">
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Version</th>
              <th scope="col">Window</th>
              <th scope="col">Status</th>
              <th scope="col">Allocations</th>
              <th scope="col">Criteria</th>
              <th scope="col">Your bucket</th>
            </tr>
          </thead>
          <tbody>
            {tests.map((test) => (
              <tr key={test.id} data-test-id={test.id} className={`ab-test-summary__row ab-test-summary__row--${test.status}`}>
                <th scope="row">{test.id}</th>
                <td>{test.version}</td>
                <td>
                  {test.startDate} to {test.endDate}
                </td>
                <td className="ab-test-summary__status">{test.status}</td>
                <td>
                  <ul>
                    {test.allocations.map((allocation) => (
                      <li key={allocation.bucket}>
                        {allocation.bucket}: {allocation.percentage}%
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {test.criteria.length === 0 ? (
                    'every page'
                  ) : (
                    <ul>
                      {test.criteria.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="ab-test-summary__bucket">{test.bucket ?? 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
