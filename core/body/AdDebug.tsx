// The ad placement debug view (`?adDebug=1` outside production): every candidate
// position, whether a slot was placed there, and why. Rendered on the server only, to
// static HTML (adDebugHtml): no browser chunk carries this view's code.
import { renderToStaticMarkup } from 'react-dom/server';
import type { AdPositionReport, PlacedSlot } from './types.ts';

interface Props {
  positions: AdPositionReport[];
  placed: PlacedSlot[];
  suppressed?: string | undefined;
  /** No ad slot engine ran: no plugin the brand enables fills ad slots. */
  noAdEngine?: boolean | undefined;
}

/** Why a brand's bodies carry no ad slot at all (its `body.adSlots` places nothing). */
export const NO_AD_ENGINE = 'No ad slots: no plugin enabled on this brand fills them, so body.adSlots places nothing';

/** True when the debug view may show: asked for, and not in production. */
export function adDebugEnabled(query: URLSearchParams, environment: string): boolean {
  return environment !== 'production' && query.get('adDebug') === '1';
}

function summary({ placed, suppressed, noAdEngine }: Props) {
  if (noAdEngine === true) return <p className="ad-debug__suppressed">{NO_AD_ENGINE}</p>;
  if (suppressed !== undefined) return <p className="ad-debug__suppressed">{`Ads suppressed: ${suppressed}`}</p>;
  return <p>{`${placed.length} slot(s) placed: ${placed.map((slot) => slot.id).join(', ') || 'none'}`}</p>;
}

export function AdDebug(props: Props) {
  const { positions } = props;
  return (
    <section className="ad-debug" aria-label="Ad placement debug">
      <h2>Ad placement</h2>
      {summary(props)}
      {positions.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">After block</th>
              <th scope="col">Characters</th>
              <th scope="col">Slot</th>
              <th scope="col">Reasons</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => (
              <tr key={position.position} data-chosen={position.chosen !== undefined ? 'true' : 'false'}>
                <td>{`${position.position}: ${position.after}`}</td>
                <td>{position.characters}</td>
                <td>{position.chosen ?? ''}</td>
                <td>{position.reasons.length > 0 ? position.reasons.join('; ') : 'allowed, not wanted by any slot'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The debug view as HTML, for the page data of a page that shows it. */
export function adDebugHtml(report: Props): string {
  return renderToStaticMarkup(<AdDebug {...report} />);
}
