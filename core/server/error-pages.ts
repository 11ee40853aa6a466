// Error pages (spec 000 §2.7) and error reporting: what a reader may see of an error,
// which errors count as the site's, and the page itself, with a plain fallback when
// rendering the error page fails too. Its header and footer are the ones every other page
// shows: the content API's navigation when this node keeps it, read without waiting on
// the upstream (an error page must not depend on it), else the site YAML's.
import { randomUUID } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/types.ts';
import type { PageContext } from '../context.ts';
import { NOT_FOUND_MESSAGE, statusOf } from '../errors.ts';
import { isContentUpstream } from '../content/errors.ts';
import { pluginOf } from '../hooks.ts';
import { DEFAULT_DEVICE } from '../device.ts';
import { LOCALE_COOKIE, localeHome, localeWithoutRoute } from '../locale.ts';
import type { PageData } from '../page-data.ts';
import type { BrandId } from '../routing/types.ts';
import { CONSENT_NOT_MANAGED, CONSENT_UNKNOWN, type ConsentState } from '../scripts/consent.ts';
import { buildPolicy, type Policy } from '../scripts/content-security-policy.ts';
import { renderErrorFallback } from '../render/error-fallback.ts';
import { errorPageTexts } from '../render/pages/ErrorPage.tsx';
import type { BrandServer, BrandServers } from './brand-servers.ts';
import { NO_CACHE } from './cache-headers.ts';
import { siteOf } from './loaders/content-request.ts';
import type { ServerMetrics } from './metrics.ts';
import type { NavigationCache } from './navigation.ts';
import { CONTENT_TYPES, type PageFormat, pageHeadTags, type Rendered, renderPageBody } from './page-renderer.ts';
import { pageStores } from './page-stores.ts';
import { splitUrl } from './request-url.ts';

/** Error codes whose message the spec shows readers even in production. */
const PUBLIC_ERROR_CODES: ReadonlySet<string> = new Set(['NEUTRON_ERR_STATIC', 'NEUTRON_ERR_UNKNOWN_MIDDLEWARE']);

/** Where an error came from, as its report names it. */
export interface ErrorSource {
  /** The route name request metrics use ('unmatched' for a request no route took). */
  route: string;
  /** A page (the page handler's routes), an endpoint (any other route), or a request no
   *  route took. */
  kind: 'page' | 'endpoint' | 'request';
  /** The plugin whose `server` tap added the endpoint. */
  plugin?: string;
  /** The route asks for its errors not to be counted (the static error page). */
  noReport?: boolean;
}

export interface ErrorPages {
  /** Logs an error; the site's own (5xx, unless the route says not to) are counted as reported. */
  report(error: unknown, source: ErrorSource): void;
  /** What a reader may see of an error. */
  publicMessage(status: number, error: unknown): string;
  /** The error page; `ctx` keeps the headers the middleware set (x-tx-id, x-ab-*) and
   *  gives the locale and the reader's consent. Without one, they are read from `request`:
   *  the locale of the path's prefix, else of the reader's locale cookie, else the brand's
   *  default; the consent as the brand's consent hook reads the request. */
  render(status: number, message: string, requestPath: string, ctx: PageContext | undefined, format: PageFormat, request?: ReaderRequest): Rendered;
  notFound(requestPath: string, ctx: PageContext | undefined, format: PageFormat, request?: ReaderRequest): Rendered;
}

/** What an error page no route took reads of its request (cookies are absent when the
 *  request failed before they were parsed: a URL that cannot be decoded). */
export type ReaderRequest = Pick<FastifyRequest, 'url' | 'headers'> & { cookies?: FastifyRequest['cookies'] };

function cookiesOf(request: ReaderRequest | undefined): Record<string, string | undefined> {
  if (!request) return {};
  return request.cookies ?? parseCookie(typeof request.headers.cookie === 'string' ? request.headers.cookie : '');
}

export function createErrorPages(
  app: AppConfig,
  brands: BrandServers,
  metrics: ServerMetrics,
  log: FastifyBaseLogger,
  navigation?: Pick<NavigationCache, 'keptOrFallback'>,
): ErrorPages {
  const production = app.environment === 'production';
  // Error pages load no plugin scripts: each brand's policy with nothing declared.
  const policies = new Map<BrandId, Policy>();
  for (const id of brands.ids()) {
    const site = brands.get(id)?.runtime.site;
    if (site?.csp.enabled) policies.set(id, buildPolicy({ scripts: [], frameHosts: site.body.iframeHosts, reportOnly: site.csp.reportOnly }));
  }

  /** The brand's header and footer as normal pages show them, from what is kept now. */
  function siteOfPage(brand: BrandServer, ctx: PageContext | undefined): PageData['site'] {
    if (!navigation) return brand.summary;
    const request = ctx ? { txId: ctx.txId, edition: ctx.edition, log: ctx.log } : { txId: randomUUID(), edition: brand.runtime.site.edition, log };
    return { ...brand.summary, ...navigation.keptOrFallback(siteOf(brand.runtime.site), request, brand.summary) };
  }

  /** The reader's consent on an error page: the page's own reading, else what the brand's
   *  consent hook reads of the request; only the critical category when there is nothing
   *  to read or the reading fails (an error page must render). */
  function consentOf(brand: BrandServer, ctx: PageContext | undefined, request: ReaderRequest | undefined): ConsentState {
    if (ctx) return ctx.consent;
    const { consent } = brand.runtime.hooks;
    if (!consent.isUsed()) return CONSENT_NOT_MANAGED;
    if (!request) return CONSENT_UNKNOWN;
    const { path, search } = splitUrl(request.url);
    try {
      return consent.call({ request: { url: request.url, path, query: new URLSearchParams(search), headers: request.headers, cookies: cookiesOf(request) }, response: { vary: new Set() }, cacheKey: [] }) ?? CONSENT_NOT_MANAGED;
    } catch (error) {
      log.error({ err: error }, 'error page: the consent hook failed; critical scripts only');
      return CONSENT_UNKNOWN;
    }
  }

  function errorPageData(brand: BrandServer, status: number, message: string, requestPath: string, locale: string, ctx: PageContext | undefined, request: ReaderRequest | undefined): PageData {
    return {
      page: 'error',
      layout: 'error',
      brand: brand.id,
      status,
      title: errorPageTexts(status).title,
      locale,
      route: { name: 'error', params: {}, path: requestPath },
      site: siteOfPage(brand, ctx),
      props: { status, message, showDetails: !production, homeHref: localeHome(brand.summary.prefix, locale, brand.runtime.site) },
      device: DEFAULT_DEVICE,
      features: [],
      scripts: [],
      consent: consentOf(brand, ctx, request),
      stores: pageStores({ site: brand.runtime.site, edition: brand.runtime.site.edition, routeName: 'error' }),
      // Page view of spec 000 §2.7: article type error_<status>, section error.
      plugins: { tracking: { articleType: `error_${status}`, siteSection: 'error', channelType: 'error:error_page' } },
    };
  }

  const pages: ErrorPages = {
    report(error, { route, kind, plugin: endpointPlugin, noReport = false }) {
      const status = statusOf(error);
      // An error a plugin's tap threw names that plugin; else a plugin's endpoint names its
      // own: the report says whose it is.
      const plugin = pluginOf(error) ?? endpointPlugin;
      const named = plugin ? { plugin } : {};
      // Client errors (a missing page, a malformed request) are the reader's, not the site's.
      if (status < 500 || noReport) {
        log.debug({ err: error, route, status, ...named }, `${kind} error (not reported)`);
        return;
      }
      metrics.errors.inc({ route, status: String(status) });
      // A failing content upstream is reported as the upstream's, not as a fault of the site's code.
      if (isContentUpstream(error)) {
        log.error({ err: error, route, status, reported: true, upstream: 'content', ...named }, 'upstream error');
        return;
      }
      log.error({ err: error, route, status, reported: true, ...named }, plugin ? `${kind} error in plugin ${plugin}` : `${kind} error`);
    },

    publicMessage(status, error) {
      if (status === 404) return NOT_FOUND_MESSAGE;
      if (status < 500 && production) return errorPageTexts(status).title;
      const code = (error as { code?: unknown } | null)?.code;
      if (!production || (typeof code === 'string' && PUBLIC_ERROR_CODES.has(code))) return (error as Error).message;
      return 'Something went wrong';
    },

    render(status, message, requestPath, ctx, format, request) {
      const brand = (ctx && brands.get(ctx.brand)) ?? brands.forPath(requestPath);
      // A page whose URL names no locale (no route took it) follows the reader's last page;
      // error pages are never kept (private, no-cache), so reading the cookie splits no cache.
      const locale = ctx?.locale ?? localeWithoutRoute(requestPath, brand.runtime.site, cookiesOf(request)[LOCALE_COOKIE.name]);
      const data = { ...errorPageData(brand, status, message, requestPath, locale, ctx, request), ...(ctx ? { device: ctx.device, features: [...ctx.features] } : {}) };
      // Headers the middleware set stay; caching does not.
      const headers = new Map<string, string>([...(ctx?.response.headers ?? []), ['cache-control', NO_CACHE]]);
      headers.delete('last-modified');
      try {
        const body = renderPageBody(brand, format, data, pageHeadTags(brand, data, ctx), locale);
        const policy = format === 'html' ? policies.get(brand.id) : undefined;
        return { status, headers, body, contentType: CONTENT_TYPES[format], ...(policy ? { policy } : {}) };
      } catch (renderError) {
        log.error({ err: renderError }, 'error page failed to render');
        const details = production ? `${status}` : `${status}: ${message}\n${(renderError as Error).message}`;
        return { status, headers, body: Buffer.from(renderErrorFallback(details, '/')), contentType: CONTENT_TYPES.html };
      }
    },

    notFound(requestPath, ctx, format, request) {
      return pages.render(404, NOT_FOUND_MESSAGE, requestPath, ctx, format, request);
    },
  };
  return pages;
}
