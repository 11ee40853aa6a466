import type { SiteSummary } from '../../page-data.ts';

interface Props {
  site: SiteSummary;
  /** Whether the brand mark links home (paid-search landings do not). */
  linked: boolean;
}

export function MinimalHeader({ site, linked }: Props) {
  return (
    <header className="site-header site-header--minimal">
      {linked ? (
        <a className="site-header__brand" href={site.prefix}>
          {site.name}
        </a>
      ) : (
        <span className="site-header__brand">{site.name}</span>
      )}
    </header>
  );
}
