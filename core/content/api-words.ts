// The content API's words, written once for both ends: the client (api.ts, the transports)
// builds paths with them and the embedded service reads paths with them (spec 000 §7, §9).
import type { BrandId } from '../routing/types.ts';
import { DEFAULT_BRAND_FACTS } from '../config/brand-facts.ts';
import { ownValue } from './own-value.ts';

// Paths (spec 000 §7, spec 001 §7)

/** Every content API path starts here. */
export const API_PREFIX = '/api/neutron';
/** Hosts of the legacy vanity service answer on /v1/xapi/vanity/{site}/web. */
export const LEGACY_VANITY_PREFIX = '/v1/xapi/vanity';
/** The experience segment that ends most paths (spec 000 §7: `{experience=web}`). */
export const DEFAULT_EXPERIENCE = 'web';

/** The service segment after the prefix, one per family of calls. */
export const API_SERVICES = Object.freeze({
  composer: 'composer',
  components: 'components',
  vanity: 'vanity',
  seamless: 'seamless',
  sitemaps: 'sitemaps',
  feeds: 'feeds',
  urlGenerator: 'url-generator',
  shortcodes: 'shortcodes',
  liveArticles: 'livearticles',
  videos: 'videos',
} as const);

/** The calls of spec 001 §7 on the API host that take POST only, by service segment, each
 *  as its segments after {site}. The embedded content service answers none of them (the
 *  broadband plugin's embedded geo service answers the geo ones) but knows their shapes, so
 *  asking one with GET is 405, not an unknown path. */
export const POST_ONLY_CALLS: Readonly<Record<string, readonly (readonly string[])[]>> = Object.freeze({
  geo: [
    ['allconnect', 'providers', DEFAULT_EXPERIENCE],
    ['smarty', 'address', 'autocomplete', DEFAULT_EXPERIENCE],
    ['smarty', 'address', 'validation', DEFAULT_EXPERIENCE],
  ],
});

/** Fixed segments inside a service's path. */
export const API_SEGMENTS = Object.freeze({
  pages: 'pages',
  editorial: 'editorial',
  listing: 'listing',
  dictionary: 'dictionary',
  index: 'index',
  commerce: 'commerce',
  items: 'items',
  captions: 'captions',
} as const);

/** Date segments of a sitemap path, each followed by its number: /year/{y}/month/{m}/day/{d}. */
export const SITEMAP_DATE_PARTS = ['year', 'month', 'day'] as const;
export type SitemapDatePart = (typeof SITEMAP_DATE_PARTS)[number];

/** Query parameter that carries the API key; the service never echoes it back. */
export const API_KEY_PARAM = 'apiKey';

/** Editorial components that hold the header and footer navigation (spec 000 §7). */
export const NAV_COMPONENT_HEADER = 'curated-nav-redesign';
export const NAV_COMPONENT_FOOTER = 'curated-nav-redesign-footer';

// Sites and editions

/** The site path segments the embedded service answers: the shipped brands' content API
 *  sites (cnet, roadshow; spec 000 §1), as brand-facts.ts knows them. */
export type SiteSegment = string;
export const SITE_SEGMENTS: readonly SiteSegment[] = Object.freeze(Object.values(DEFAULT_BRAND_FACTS).map((facts) => facts.contentSite));

/** The content API's site path segment of a shipped brand (a project's own site files may
 *  rename it: core/server/loaders/content-request.ts `siteOf`). */
export function siteSegment(brand: BrandId): SiteSegment {
  return DEFAULT_BRAND_FACTS[brand].contentSite;
}

export function isSiteSegment(value: string): value is SiteSegment {
  return (SITE_SEGMENTS as readonly string[]).includes(value);
}

/** Edition of content that names none (spec 000 §3 "edition (default us)"). */
export const DEFAULT_EDITION = 'us';

// Names of things

/** Content-type url slugs (spec 000 §9). */
export const CONTENT_TYPE_SLUGS = ['articles', 'galleries', 'livearticles', 'reviews', 'videos', 'static', 'best', 'news', 'how-to'] as const;

/** Page types of the composer page call: the content-type url slugs, the pages of products
 *  and of listings, the front door and the doors. */
export const PAGE_TYPES = [...CONTENT_TYPE_SLUGS, 'products', 'topics', 'tags', 'collections', 'authors', 'frontdoor', 'doors'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** `typeName` of each kind of content (spec 000 §2.8 type groups). */
export const TYPE_NAMES = Object.freeze({
  article: 'content_article',
  livearticle: 'content_updating_story',
  review: 'content_review',
  gallery: 'content_gallery',
  video: 'content_video',
  static: 'content_static',
  product: 'content_product',
  topic: 'content_topic',
  tag: 'content_tag',
  collection: 'content_collection',
  author: 'content_author',
} as const);

/** XML feed names, which are also the sitemap slugs (spec 000 §9). */
export const FEED_NAMES = ['article', 'gallery', 'updating_story', 'review', 'video', 'static', 'best', 'news', 'how-to'] as const;
export type FeedName = (typeof FEED_NAMES)[number];
/** The feed endpoint that holds every kind of story. */
export const ALL_FEED = 'all';

// Default limits

/** Feed paging when the caller names none (spec 000 §7; spec 001 §9 "feed defaults
 *  offset 0 limit 25"). */
export const FEED_OFFSET = 0;
export const FEED_LIMIT = 25;
/** Read-next picks asked for (spec 001 §9 "seamless limit 3"), and the most answered. */
export const SEAMLESS_LIMIT = 3;
export const SEAMLESS_MAX_LIMIT = 10;
/** Items the embedded service answers for a listing or door request that names no limit.
 *  The spec's listing limit is 4 (spec 001 §9), the few stories a listing beside other
 *  content shows; the embedded lists serve whole listing pages instead, so their default
 *  is the page size, 12 (core/server/loaders/paging.ts LISTING_PAGE_SIZE), which fills the
 *  2-, 6- and 12-column grid of spec 001 §9 evenly where 4 would leave rows half empty. */
export const LISTING_LIMIT = 12;
/** The most items one listing or feed page holds, whatever the request asks. */
export const MAX_LIST_LIMIT = 100;
/** Items on a sitemap page when the request names no limit, and the most it holds. */
export const SITEMAP_LIMIT = 1000;
export const SITEMAP_MAX_LIMIT = 50_000;

// Captions (spec 001 §7: format webvtt, extension vtt)

export const DEFAULT_CAPTION_FORMAT = 'webvtt';
/** File extension of each caption format; any other format is asked for with its own name. */
export const CAPTION_EXTENSIONS: Readonly<Record<string, string>> = Object.freeze({ webvtt: 'vtt' });
/** Media type of each caption format: what the service sends and the client accepts. */
export const CAPTION_MEDIA_TYPES: Readonly<Record<string, string>> = Object.freeze({ webvtt: 'text/vtt' });

export function captionExtension(format: string): string {
  return ownValue(CAPTION_EXTENSIONS, format) ?? format;
}

// Path shapes: segments are checked by the caller (request-guard.ts) before they get here.

function apiPath(...segments: (string | number)[]): string {
  return [API_PREFIX, ...segments].join('/');
}

/** /api/neutron/composer/{site}/pages/{type}/{id}/{experience} */
export function composerPagePath(site: string, type: string, id: string, experience = DEFAULT_EXPERIENCE): string {
  return apiPath(API_SERVICES.composer, site, API_SEGMENTS.pages, type, id, experience);
}

/** /api/neutron/components/{site}/editorial/{name}/web */
export function editorialComponentPath(site: string, name: string): string {
  return apiPath(API_SERVICES.components, site, API_SEGMENTS.editorial, name, DEFAULT_EXPERIENCE);
}

/** /api/neutron/components/{site}/listing/{type}/{id}/web */
export function listingPath(site: string, type: string, id: string): string {
  return apiPath(API_SERVICES.components, site, API_SEGMENTS.listing, type, id, DEFAULT_EXPERIENCE);
}

/** /api/neutron/vanity/{site}/web, or /v1/xapi/vanity/{site}/web on a legacy host */
export function vanityPath(site: string, legacy = false): string {
  return legacy ? `${LEGACY_VANITY_PREFIX}/${site}/${DEFAULT_EXPERIENCE}` : apiPath(API_SERVICES.vanity, site, DEFAULT_EXPERIENCE);
}

/** /api/neutron/vanity/{site}/dictionary */
export function vanityDictionaryPath(site: string): string {
  return apiPath(API_SERVICES.vanity, site, API_SEGMENTS.dictionary);
}

/** /api/neutron/seamless/{site}/{slug}/web */
export function seamlessPath(site: string, slug: string): string {
  return apiPath(API_SERVICES.seamless, site, slug, DEFAULT_EXPERIENCE);
}

/** /api/neutron/sitemaps/{site}/{slug}[/year/{y}[/month/{m}[/day/{d}]]]/{experience}: a
 *  later date part is written only under the one before it. */
export function sitemapPath(
  site: string,
  slug: string,
  date: Partial<Record<SitemapDatePart, number>>,
  experience = DEFAULT_EXPERIENCE,
): string {
  const dateSegments: (string | number)[] = [];
  for (const part of SITEMAP_DATE_PARTS) {
    const value = date[part];
    if (value === undefined) break;
    dateSegments.push(part, value);
  }
  return apiPath(API_SERVICES.sitemaps, site, slug, ...dateSegments, experience);
}

/** /api/neutron/sitemaps/{site}/{slug}/index/{experience} */
export function sitemapIndexPath(site: string, slug: string, experience = DEFAULT_EXPERIENCE): string {
  return apiPath(API_SERVICES.sitemaps, site, slug, API_SEGMENTS.index, experience);
}

/** /api/neutron/feeds/{site}/{endpoint}/ (with the trailing slash) */
export function feedPath(site: string, endpoint: string): string {
  return `${apiPath(API_SERVICES.feeds, site, endpoint)}/`;
}

/** /api/neutron/url-generator/{site}/{contentType}/{slug} */
export function urlGeneratorPath(site: string, contentType: string, slug: string): string {
  return apiPath(API_SERVICES.urlGenerator, site, contentType, slug);
}

/** /api/neutron/shortcodes/{site}/commerce/{id}/web */
export function commerceShortcodePath(site: string, id: string): string {
  return apiPath(API_SERVICES.shortcodes, site, API_SEGMENTS.commerce, id, DEFAULT_EXPERIENCE);
}

/** /api/neutron/livearticles/{site}/items/{contentId}/{start}/web (spec 001 §7) */
export function liveItemsPath(site: string, contentId: string, start: number): string {
  return apiPath(API_SERVICES.liveArticles, site, API_SEGMENTS.items, contentId, start, DEFAULT_EXPERIENCE);
}

/** /api/neutron/videos/{site}/captions/{format}/{slug}.{extension} */
export function captionsPath(site: string, format: string, slug: string): string {
  return apiPath(API_SERVICES.videos, site, API_SEGMENTS.captions, format, `${slug}.${captionExtension(format)}`);
}
