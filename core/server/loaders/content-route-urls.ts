// The URL patterns of the content routes that are not pages (content-routes.ts), each with
// the name it answers under, read from the same constants the routes are registered with.
// `neutron match` finds a path among them without building the app (no content layer,
// no plugins), so what it says agrees with what the server answers; the server folds a
// mixed-case path onto them by the same list (case-redirect.ts).
import FindMyWay from 'find-my-way';
import type { BrandId } from '../../routing/types.ts';
import { ROUTER_OPTIONS } from '../request-url.ts';
import { EDITION_URL_PATH } from './listing/edition-url-route.ts';
import { appleNewsPath, feedPath } from './listing/feed-paths.ts';
import { PRODUCT_REDIRECT_URLS } from './listing/product-redirects.ts';
import { ROBOTS_PATH } from './listing/robots-route.ts';
import { SITEMAP_NAMES } from './listing/sitemap-data.ts';
import { SITEMAP_URLS } from './listing/sitemap-routes.ts';

export interface ContentRouteUrl {
  name: string;
  /** The fastify URL pattern. */
  url: string;
  /** The route answers only with a 301 (or 404). */
  redirectsOnly?: true;
}

export function contentRouteUrls(brands: Iterable<BrandId>): ContentRouteUrl[] {
  const feeds = [...brands].flatMap((brand) => [
    { name: 'feed', url: feedPath(brand) },
    ...SITEMAP_NAMES.map((name) => ({ name: 'feed', url: feedPath(brand, name) })),
    { name: 'apple-news', url: appleNewsPath(brand) },
  ]);
  return [
    { name: 'sitemap_index', url: SITEMAP_URLS.siteIndex },
    ...[SITEMAP_URLS.index, SITEMAP_URLS.year, SITEMAP_URLS.page].map((url) => ({ name: 'sitemap', url })),
    { name: 'robots', url: ROBOTS_PATH },
    ...feeds,
    ...Object.values(PRODUCT_REDIRECT_URLS).map((url) => ({ name: 'product-redirect', url, redirectsOnly: true as const })),
    { name: 'edition-url-generator', url: EDITION_URL_PATH },
  ];
}

/** The content routes a path reaches, found by fastify's own router (find-my-way, with the
 *  app's router options) holding only those routes. */
export interface ContentRoutes {
  /** The route a GET of `path` reaches, or undefined. */
  find(path: string): ContentRouteUrl | undefined;
}

export function contentRoutes(brands: Iterable<BrandId>): ContentRoutes {
  return routesOf(contentRouteUrls(brands));
}

/** `entries` held by a router of their own, found as fastify finds them. */
export function routesOf(entries: Iterable<ContentRouteUrl>): ContentRoutes {
  const router = FindMyWay(ROUTER_OPTIONS);
  for (const entry of entries) router.on('GET', entry.url, () => {}, entry);
  return { find: (path) => router.find('GET', path)?.store as ContentRouteUrl | undefined };
}
