// The HTML /sitemaps/ page: every XML sitemap (spec 000 §9 feed names) with its years,
// and the RSS feeds.
import type { PageContext } from '../../../context.ts';
import type { SitemapEntry, SitemapsPageProps } from '../../../render/components/listing/listing-props.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { contentRequest } from '../content-request.ts';
import { breadcrumbsOf, listingPage } from './common.ts';
import { feedPath } from './feed-paths.ts';
import { SITEMAP_LABELS, SITEMAP_NAMES, sitemapYears } from './sitemap-data.ts';

export async function loadSitemapsPage(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<SitemapsPageProps>> {
  const request = contentRequest(ctx);
  const sitemaps: SitemapEntry[] = await Promise.all(
    SITEMAP_NAMES.map(async (name) => {
      const years = await sitemapYears(services.project, services.content, name, request);
      return {
        name,
        label: SITEMAP_LABELS[name] ?? name,
        url: `/sitemaps/${name}/`,
        count: years.reduce((sum, year) => sum + year.count, 0),
        years: years.map((year) => ({ year: year.year, url: `/sitemaps/${name}/${year.year}/`, count: year.count })),
      };
    }),
  );
  const heading = 'Sitemaps';
  const description = `Every story on ${ctx.site.name}, by kind and year.`;
  const breadcrumbs = breadcrumbsOf(ctx, [{ name: heading, url: ctx.request.path }]);
  const feeds = [...services.project.brands.values()].flatMap((brand) => [
    { title: `${brand.site.name}: all stories (RSS)`, url: feedPath(brand.site.id) },
    ...SITEMAP_NAMES.map((name) => ({ title: `${brand.site.name}: ${SITEMAP_LABELS[name] ?? name} (RSS)`, url: feedPath(brand.site.id, name) })),
  ]);
  const props: SitemapsPageProps = { heading, description, sitemaps, feeds, breadcrumbs };
  return listingPage({ ctx, services, props, heading, description, path: ctx.request.path, breadcrumbs });
}
