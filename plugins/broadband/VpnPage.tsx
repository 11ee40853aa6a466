// The VPN paid-search landing (/tech/services-and-software/(landing|rvmn-landing)/{variation}/,
// paid search layout): the variation's offers as call-to-action blocks, best first, then
// the page's other blocks; the other variations' blocks are not shown. The variation's own
// description and social title are set here (<Helmet>): they win over the landing's
// generic description in the head, on a full load and after in-app navigation alike.
import { Helmet, type PageProps } from '../../core/browser.ts';
import { LandingHeader, LandingIntro, LandingSections } from './LandingHeader.tsx';
import type { VpnPageProps } from './page-props.ts';

/** What a search result says of one variation: its name and how many offers it ranks. */
export function vpnDescription({ variation, offers }: Pick<VpnPageProps, 'variation' | 'offers'>): string {
  return offers.length > 0 ? `${variation.title}: the ${offers.length} offers our editors rank first, tested for privacy, speed and price.` : `${variation.title}: VPNs tested for privacy, speed and price.`;
}

export function VpnPage({ props }: PageProps<VpnPageProps>) {
  return (
    <article className="broadband-page vpn-page" data-variation={props.variation.id}>
      <Helmet>
        <meta name="description" content={vpnDescription(props)} />
        <meta property="og:title" content={props.variation.title} />
      </Helmet>
      <LandingHeader text={props} title={props.variation.title} kicker={props.headline} />
      <ol className="vpn-offers">
        {props.offers.map((offer, index) => (
          <li key={`${offer.url}-${offer.title}`} className="vpn-offer">
            <span className="vpn-offer__rank">{index + 1}</span>
            <div>
              <h2>{offer.title}</h2>
              {offer.description ? <p>{offer.description}</p> : null}
            </div>
            <a className="vpn-offer__cta" href={offer.url}>
              See the offer
            </a>
          </li>
        ))}
      </ol>
      <LandingIntro text={props} />
      <LandingSections sections={props.sections} />
    </article>
  );
}
