import type { SiteSummary } from '../../page-data.ts';

interface Props {
  site: SiteSummary;
}

export function Header({ site }: Props) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href={site.prefix}>
          {site.name}
        </a>
        <nav className="site-header__nav" aria-label={`${site.name} sections`}>
          <ul>
            {site.header.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
