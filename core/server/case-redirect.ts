// Mixed-case paths of the app's own reader-facing routes answer 301 to their lower-case
// form, as mixed-case page paths do (spec 000 §2.6; the page handler folds those itself).
// Without this, a route with a parameter takes the mixed-case path and answers 404
// (`/sitemaps/Article/`, `/products/Pixel-9-Pro/specs/`), or the page catch-all takes it
// (`/Products/…`) and folds it without knowing that the lower-case path redirects again.
//
// The routes folded onto are the content routes that are not pages (content-route-urls.ts):
// feeds, Apple News, XML sitemaps, robots.txt, product redirects and the edition URL
// generator. Every other path keeps its case, because its case is part of the address:
// image URLs (signed ones are signed over the exact path, and file names keep their case),
// the hashed browser files under /_neutron/, the content API under /api/neutron/ (ids are
// the caller's, and a program does not follow a 301), the ops paths, and plugin endpoints
// (a program's, by their own rules).
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from './cache-headers.ts';
import type { ContentRoutes } from './loaders/content-route-urls.ts';
import { splitUrl } from './request-url.ts';
import { isSafeLocalPath } from './safe-redirect.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers only with a redirect (or 404): a mixed-case path folded onto it is
     *  answered by the route itself, so the reader goes where it leads in one hop. */
    redirectsOnly?: boolean;
  }
}

/** An upper-case letter outside the percent escapes (`%2F` and `%2f` are one byte). */
function hasUpperCase(path: string): boolean {
  return /[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ''));
}

/** The requests whose URL was folded to lower case before routing. */
const folded = new WeakSet<object>();

/**
 * The URL a request is routed by: a GET or HEAD of a mixed-case path whose lower-case form
 * one of the app's own reader-facing routes takes is routed by that form (fastify
 * `rewriteUrl`, before routing), so the lower-case route answers it, never a 404 or a page.
 */
export function caseFoldedUrl(routes: ContentRoutes, request: { method?: string | undefined }, url: string): string {
  // Most URLs have no capital at all: they cost one test.
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !/[A-Z]/.test(url)) return url;
  const { path, search } = splitUrl(url);
  const lower = caseFoldedPath(routes, path);
  if (lower === undefined) return url;
  folded.add(request);
  return `${lower}${search}`;
}

/** The lower-case form of a mixed-case path when one of the app's own reader-facing routes
 *  takes it, else undefined (`neutron match` asks too). */
export function caseFoldedPath(routes: ContentRoutes, path: string): string | undefined {
  if (!hasUpperCase(path) || !isSafeLocalPath(path)) return undefined;
  const lower = path.toLowerCase();
  return routes.find(lower) ? lower : undefined;
}

/** A folded request is a 301 to its lower-case URL (query kept), unless its route only
 *  redirects: then the route's own 301 goes where the lower-case path leads, one hop. */
export function registerCaseRedirects(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!folded.has(request.raw) || request.routeOptions.config.redirectsOnly === true) return done();
    void reply.code(301).header('cache-control', NO_CACHE).redirect(request.url, 301);
  });
}
