// Sitemap data for both brands (spec 000 §7 sitemaps calls, §9 feed names): one host
// serves both brands, so a sitemap lists the items of every brand's site.
import type { LoaderProject } from '../../page-loaders.ts';
import type { ContentApi } from '../../../content/api.ts';
import { FEED_NAMES } from '../../../content/api-words.ts';
import type { ContentLink } from '../../../content/schemas/content-list.ts';
import type { ContentRequestContext } from '../../../content/transport.ts';
import { siteOf } from '../content-request.ts';

/** URLs per sitemap page (well under the 50,000 a sitemap may hold). */
export const SITEMAP_PAGE_SIZE = 1000;

export const SITEMAP_NAMES: readonly string[] = FEED_NAMES;

/** Readable names of the sitemaps (spec 000 §9 feed names). */
export const SITEMAP_LABELS: Readonly<Record<string, string>> = {
  article: 'Articles',
  gallery: 'Galleries',
  updating_story: 'Live coverage',
  review: 'Reviews',
  video: 'Videos',
  static: 'Pages',
  best: 'Best lists',
  news: 'News',
  'how-to': 'How to',
};

export function isSitemapName(value: string): boolean {
  return SITEMAP_NAMES.includes(value);
}

export function brandSites(project: Pick<LoaderProject, 'brands'>): string[] {
  return [...project.brands.values()].map((brand) => siteOf(brand.site));
}

export interface SitemapYear {
  year: number;
  count: number;
  /** Pages of the year's sitemap: each page holds up to SITEMAP_PAGE_SIZE items per brand. */
  pages: number;
  lastModified?: string;
}

/** Years of a sitemap across every brand, newest first. */
export async function sitemapYears(project: Pick<LoaderProject, 'brands'>, content: ContentApi, name: string, ctx: ContentRequestContext): Promise<SitemapYear[]> {
  const indexes = await Promise.all(brandSites(project).map((site) => content.getSitemapIndex({ site, slug: name }, ctx)));
  const years = new Map<number, SitemapYear>();
  for (const index of indexes) {
    const perYear = new Map<number, number>();
    for (const entry of index.entries) {
      const year = years.get(entry.year) ?? { year: entry.year, count: 0, pages: 0 };
      year.count += entry.count;
      perYear.set(entry.year, (perYear.get(entry.year) ?? 0) + entry.count);
      if (entry.lastModified && (!year.lastModified || entry.lastModified > year.lastModified)) year.lastModified = entry.lastModified;
      years.set(entry.year, year);
    }
    for (const [year, count] of perYear) {
      const entry = years.get(year);
      if (entry) entry.pages = Math.max(entry.pages, Math.ceil(count / SITEMAP_PAGE_SIZE));
    }
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

/** One page of a year's sitemap across every brand (each brand's slice of the page). */
export async function sitemapItems(
  project: Pick<LoaderProject, 'brands'>,
  content: ContentApi,
  name: string,
  year: number,
  page: number,
  ctx: ContentRequestContext,
): Promise<ContentLink[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  const sitemaps = await Promise.all(
    brandSites(project).map((site) => content.getSitemap({ site, slug: name, year, limit: SITEMAP_PAGE_SIZE, offset }, ctx)),
  );
  return sitemaps.flatMap((sitemap) => sitemap.items);
}
