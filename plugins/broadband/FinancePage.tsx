// The hidden finance pages (/_hidden/personal-finance/…): the page's text and blocks, with
// the rate tables.
import type { PageProps } from '../../core/browser.ts';
import { LandingHeader, LandingIntro } from './LandingHeader.tsx';
import type { FinancePageProps } from './page-props.ts';
import { RateTables } from './RateTables.tsx';

export function FinancePage({ props }: PageProps<FinancePageProps>) {
  return (
    <article className="broadband-page finance-page">
      <LandingHeader text={props} />
      <LandingIntro text={props} />
      <RateTables rates={props.rates} />
      {props.sections.map((section) => (
        <section key={section.id} className="broadband-page__section">
          <h2>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={`${link.url}-${link.title}`}>
                <a href={link.url}>{link.title}</a>
                {link.description ? ` — ${link.description}` : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
