// Feeds and sitemaps by feed name (spec 000 §7, §9): a feed's newest stories, a sitemap's
// stories of a year, month or day, and the sitemap index of year and month counts.
import {
  ALL_FEED,
  API_SEGMENTS,
  FEED_LIMIT,
  FEED_NAMES,
  MAX_LIST_LIMIT,
  SITEMAP_DATE_PARTS,
  SITEMAP_LIMIT,
  SITEMAP_MAX_LIMIT,
  type SitemapDatePart,
  siteSegment,
} from '../api-words.ts';
import { badRequest, notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import { STORY_KINDS } from './kinds.ts';
import { intParam } from './paging.ts';
import type { ContentStore } from './store.ts';

const isFeedName = (name: string) => (FEED_NAMES as readonly string[]).includes(name);

/** GET sitemaps/{site}/{slug}[/year/{y}[/month/{m}[/day/{d}]]]/{experience} and …/index/{experience} */
export function sitemapAnswer(store: ContentStore, site: string, slug: string, rest: string[], query: Query): ServiceResponse {
  if (!isFeedName(slug)) return notFound(`Unknown sitemap ${slug}`);
  if (rest[0] === API_SEGMENTS.index) {
    return ok({
      slug,
      entries: store
        .dateBuckets(site, slug)
        .map((b) => ({ year: b.year, month: b.month, count: b.count, ...(b.lastModified ? { lastModified: b.lastModified } : {}) })),
    });
  }
  const parts: Partial<Record<SitemapDatePart, number>> = {};
  for (let index = 0; index + 1 < rest.length; index += 2) {
    const name = rest[index];
    const value = rest[index + 1];
    if ((SITEMAP_DATE_PARTS as readonly (string | undefined)[]).includes(name) && value && /^\d{1,4}$/.test(value))
      parts[name as SitemapDatePart] = Number(value);
    else return badRequest(`Invalid sitemap path segment ${name}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  const datePrefix =
    parts.year === undefined
      ? undefined
      : `${parts.year}${parts.month !== undefined ? `-${pad(parts.month)}${parts.day !== undefined ? `-${pad(parts.day)}` : ''}` : ''}`;
  const limit = intParam(query.limit, SITEMAP_LIMIT, SITEMAP_MAX_LIMIT);
  const offset = intParam(query.offset, 0);
  const { items, total } = store.list({ site, feed: slug, ...(datePrefix ? { datePrefix } : {}), limit, offset });
  return ok({ slug, ...parts, items, paging: { limit, offset, total } });
}

/** GET feeds/{site}/{endpoint}/: a named feed, or every story. */
export function feedAnswer(store: ContentStore, site: string, endpoint: string, query: Query): ServiceResponse {
  const all = endpoint === ALL_FEED;
  if (!all && !isFeedName(endpoint)) return notFound(`Unknown feed ${endpoint}`);
  const limit = intParam(query.limit, FEED_LIMIT, MAX_LIST_LIMIT);
  const offset = intParam(query.offset, 0);
  const { items, total } = store.list({
    site,
    ...(all ? { kinds: STORY_KINDS } : { feed: endpoint }),
    limit,
    offset,
  });
  const brand = site === siteSegment('auto') ? 'Roadshow' : 'CNET';
  return ok({
    endpoint,
    title: all ? `${brand}` : `${brand} ${endpoint.replace(/[_-]/g, ' ')}`,
    description: `Latest ${all ? 'stories' : endpoint} from ${brand}`,
    items,
    paging: { limit, offset, total },
  });
}
