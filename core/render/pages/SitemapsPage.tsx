// The HTML sitemaps page (/sitemaps/): each XML sitemap with its years, and the feeds.
// Links to XML open with a full page load (they are not pages of the app).
import type { SitemapsPageProps } from '../components/listing/listing-props.ts';
import { ListingHeader } from '../components/listing/ListingHeader.tsx';
import type { PageProps } from '../page-props.ts';

export function SitemapsPage({ props }: PageProps<SitemapsPageProps>) {
  return (
    <div className="sitemaps-page">
      <ListingHeader title={props.heading} description={props.description} breadcrumbs={props.breadcrumbs} />
      <section aria-labelledby="sitemaps-xml">
        <h2 id="sitemaps-xml">XML sitemaps</h2>
        <ul className="sitemaps-page__list">
          {props.sitemaps.map((sitemap) => (
            <li key={sitemap.name}>
              <a href={sitemap.url} data-full-reload="">
                {sitemap.label}
              </a>{' '}
              <span className="sitemaps-page__count">
                ({sitemap.count} {sitemap.count === 1 ? 'item' : 'items'})
              </span>
              {sitemap.years.length > 0 ? (
                <ul className="sitemaps-page__years">
                  {sitemap.years.map((year) => (
                    <li key={year.year}>
                      <a href={year.url} data-full-reload="">
                        {year.year}
                      </a>{' '}
                      ({year.count})
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemaps-feeds">
        <h2 id="sitemaps-feeds">RSS feeds</h2>
        <ul className="sitemaps-page__feeds">
          {props.feeds.map((feed) => (
            <li key={feed.url}>
              <a href={feed.url} data-full-reload="">
                {feed.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
