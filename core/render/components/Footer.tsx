import type { SiteSummary } from '../../page-data.ts';

interface Props {
  site: SiteSummary;
}

export function Footer({ site }: Props) {
  return (
    <footer className="site-footer">
      <nav aria-label={`${site.name} links`}>
        <ul>
          {site.footer.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__brand">
        {site.name}
        {site.tagline ? ` — ${site.tagline}` : ''}
      </p>
    </footer>
  );
}
