// The page handler of both brands. A request reads top to bottom:
//   target → match → context → middleware → cache → load → head → render → send
// each step a function below; a redirect or an error at any step ends in `fail`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { PageContext } from '../context.ts';
import type { CacheState } from '../content/stale-cache.ts';
import { NotFoundError, redirectOf, StaticErrorPageError, statusOf } from '../errors.ts';
import { skippedTaps } from '../hooks.ts';
import { DATA_PREFIX, type HeadTag, type PageData } from '../page-data.ts';
import type { Project } from '../project.ts';
import { matchWithSlashRedirect } from '../routing/matcher.ts';
import type { RouteMatch } from '../routing/types.ts';
import type { BrandServer, BrandServers } from './brand-servers.ts';
import type { ContentInstall } from './content-setup.ts';
import type { ErrorPages } from './error-pages.ts';
import { transactionId } from './middleware.ts';
import { type CachedPage, isCacheableQuery, keyedQuery, type PageCache, pageCacheKey, UnkeptPage } from './page-cache.ts';
import { adDebugEnabled } from '../body/AdDebug.tsx';
import { contentReadsOf, contentRequest, siteOf } from './loaders/content-request.ts';
import { packBody } from './page-encoding.ts';
import type { PageLoaderRegistry } from './page-loaders.ts';
import { DEVICE_HEADER } from '../device.ts';
import { CONSENT_NOT_MANAGED } from '../scripts/consent.ts';
import { readDevice } from './device.ts';
import { CONTENT_TYPES, type PageFormat, pageHeadTags, type Rendered, renderPageBody } from './page-renderer.ts';
import { debugToolbarOn } from '../debug-access.ts';
import { DEBUG_CACHE_CONTROL, type DebugFacts, debugSections, watchPage, withDebugToolbar } from './debug-toolbar.tsx';
import { type PageScripts, pageScripts } from './page-scripts.ts';
import { type PageReply, type ReplyContext, writeKeptPage } from './page-reply.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { EarlyHits, type Replay } from './early-hits.ts';
import { type ReadNames, RequestReads } from './request-reads.ts';
import { NO_CACHE } from './cache-headers.ts';
import { pageStores } from './page-stores.ts';
import { isPagePath, type Target, splitUrl } from './request-url.ts';
import { isSafeLocalPath, isSafeOffSiteUrl } from './safe-redirect.ts';
import { surrogateKeyOf } from './surrogate-keys.ts';

export interface PageHandlerDeps {
  app: FastifyInstance;
  project: Project;
  brands: BrandServers;
  content: ContentInstall;
  pageCache: PageCache;
  errors: ErrorPages;
  reply: PageReply;
  /** Pages are compressed when made (and kept compressed). */
  compress: boolean;
  /** The 405 of a path that is no page but an endpoint taking other methods (a plugin's
   *  POST-only route); undefined for any other path. */
  refuseMethod(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply | undefined;
}

export interface PageHandler {
  /** Answers a page request: the page (`html`) or its data (`json`), or its error page. */
  handlePage(request: FastifyRequest, reply: FastifyReply, format: PageFormat): Promise<FastifyReply>;
  /**
   * Answers a GET that fastify has not seen yet with the kept page an earlier request of
   * the same path was made into (early-hits.ts), while it is fresh: no routing, hooks or
   * reply objects for a hit that needs none of them. Answers the route's name, or
   * undefined (nothing written) when the request is not such a hit.
   */
  answerKeptPage(request: IncomingMessage, response: ServerResponse, cookiesOf: (header: string) => Record<string, string | undefined>): KeptAnswer | undefined;
}

/** A request answered with a kept page before fastify saw it: its route and the headers sent. */
export interface KeptAnswer {
  route: string;
  headers: ReadonlyMap<string, string>;
}

/** A page as the cache or the render gave it. */
interface Served {
  page: CachedPage;
  state: CacheState;
  /** The page was rendered for this request and is kept nowhere. */
  owned: boolean;
  /** Where it is kept, and the names of what the context and middleware read to say so. */
  kept?: { key: string; names: ReadNames | undefined };
  debug?: DebugFacts;
}

function target(request: FastifyRequest, format: PageFormat): Target {
  return splitUrl(format === 'json' ? request.url.slice(DATA_PREFIX.length) || '/' : request.url);
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True when `method` of `path` reaches one of the app's own routes (a feed, a product
 *  redirect, an image, a plugin endpoint) rather than the page catch-all, which takes the
 *  whole path as its wildcard. */
export function takesOwnRoute(app: FastifyInstance, method: HTTPMethods, path: string): boolean {
  const found = app.findRoute({ method, url: path });
  if (!found) return false;
  const params = found.params as Record<string, string | undefined>;
  const wildcard = params['*'];
  const isPageCatchAll = Object.keys(params).length === 1 && (wildcard === path.slice(1) || wildcard === decodedOrRaw(path.slice(1)));
  return !isPageCatchAll;
}

/** True when a GET of `path` reaches one of the app's own routes, not a page. */
export const isServerSidePath = (app: FastifyInstance, path: string): boolean => takesOwnRoute(app, 'GET', path);

/** The request's headers and cookies as its context reads them, each read written down. */
type PageReads = RequestReads<FastifyRequest['headers'], FastifyRequest['cookies']>;

function createContext(request: FastifyRequest, reads: PageReads, match: RouteMatch, brand: BrandServer, { path, search }: Target, project: Project): PageContext {
  const { site, hooks } = brand.runtime;
  const query = new URLSearchParams(search);
  const { headers, cookies } = reads;
  const device = readDevice({ query, cookies, headers });
  const ctx: PageContext = {
    request: { url: path + search, path, query, headers, cookies },
    response: { status: match.meta.status ?? 200, headers: new Map(), cookies: [], vary: new Set(), private: false },
    app: project.app,
    site,
    route: match,
    brand: match.brand,
    locale: site.locale,
    edition: site.edition,
    features: new Set(),
    device: device.device,
    consent: CONSENT_NOT_MANAGED,
    txId: transactionId(request.headers['x-tx-id']),
    // One reading of the device for the whole request: pages differ by device, so a CDN
    // in front splits on its own cdn-device header rather than on every cookie.
    cacheKey: [`device=${device.device}`],
    state: {},
    log: request.log,
  };
  ctx.response.vary.add(DEVICE_HEADER);
  if (device.cookie) ctx.response.cookies.push(device.cookie);
  if (project.app.environment !== 'production') ctx.response.headers.set('x-neutron-device', `${device.device} (${device.source})`);
  ctx.consent = hooks.consent.call(ctx) ?? CONSENT_NOT_MANAGED;
  return ctx;
}

/** Where this response lives in the page cache, if it may be kept at all. */
function cacheKeyOf(request: FastifyRequest, ctx: PageContext, format: PageFormat, loaders: PageLoaderRegistry): string | undefined {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (ctx.response.private || !readOnly || !isCacheableQuery(ctx.request.query)) return undefined;
  const keyed = keyedQuery(ctx.request.query, { pagedByQuery: loaders.isPagedByQuery(ctx.route.meta.page), adDebug: adDebugEnabled(ctx.request.query, ctx.app.environment) });
  return pageCacheKey(format, ctx.brand, ctx.request.path, keyed, ctx.cacheKey);
}

async function buildPageData(ctx: PageContext, brand: BrandServer, content: ContentInstall, scripts: PageScripts): Promise<{ data: PageData; seo: HeadTag[] }> {
  if (ctx.route.meta.page === 'error-static') throw new StaticErrorPageError();
  const loaders = content.loaders.get(brand.id);
  if (!loaders) throw new Error(`no page loaders for brand ${brand.id}`);
  // The header and footer are asked for beside the page's own content, never after it.
  const navigation = content.navigation.get(siteOf(brand.runtime.site), contentRequest(ctx), brand.summary);
  const loaded = await loaders.load(ctx, content.services);
  const base: PageData = {
    page: ctx.route.meta.page,
    layout: ctx.route.meta.layout,
    brand: ctx.brand,
    status: loaded.status ?? ctx.response.status,
    title: loaded.title,
    locale: ctx.locale,
    route: { name: ctx.route.name, params: ctx.route.params, path: ctx.request.path },
    site: { ...brand.summary, ...(await navigation) },
    props: loaded.props,
    plugins: {},
    device: ctx.device,
    features: [...ctx.features],
    scripts: scripts.browser,
    consent: ctx.consent,
    ...(loaded.content ? { content: loaded.content } : {}),
    stores: pageStores({ site: ctx.site, edition: ctx.edition, routeName: ctx.route.name }, loaded.stores),
  };
  return { data: await brand.runtime.hooks.loadPage.promise(base, ctx), seo: loaded.head ?? [] };
}

export function createPageHandler({ app, project, brands, content, pageCache, errors, reply: pageReply, compress, refuseMethod }: PageHandlerDeps): PageHandler {
  const earlyHits = new EarlyHits(project.app.cache.pageCache.maxEntries);
  /** A redirect asked for by middleware or a loader, or the error page. */
  function fail(reply: FastifyReply, error: unknown, ctx: PageContext, { path, search }: Target, format: PageFormat): FastifyReply {
    const redirect = redirectOf(error, search);
    if (redirect) {
      if (format === 'html') return pageReply.redirect(reply, redirect.location, redirect.code, ctx, redirect);
      if (!isSafeLocalPath(redirect.location) && !(redirect.offSite && isSafeOffSiteUrl(redirect.location))) {
        return pageReply.send(reply, errors.notFound(path, ctx, format), ctx);
      }
      return pageReply.sendJson(reply, { redirect: redirect.location });
    }
    const status = statusOf(error);
    errors.report(error, { route: ctx.route.name, kind: 'page', noReport: ctx.route.meta.noReport });
    const message = error instanceof NotFoundError ? errors.publicMessage(404, error) : errors.publicMessage(status, error);
    // A 503 or 504 (an upstream down or slow) gets its Retry-After on the way out (retry-after.ts).
    return pageReply.send(reply, errors.render(status, message, path, ctx, format), ctx);
  }

  /** Renders the page; a page that may not be kept is thrown out as UnkeptPage (and is
   *  compressed only when sent, for a reader that takes it). */
  async function render(ctx: PageContext, brand: BrandServer, format: PageFormat, kept: boolean, debug?: DebugFacts): Promise<{ value: CachedPage; ids: readonly string[] }> {
    // The scripts are the page's own: its policy is kept with its bytes, so a hit neither
    // asks the plugins for them again nor sends a policy that differs from its body.
    const scripts = pageScripts(ctx, brand);
    const { policy } = scripts;
    const { data, seo } = await buildPageData(ctx, brand, content, scripts);
    const head = pageHeadTags(brand, data, ctx, seo);
    const document = renderPageBody(brand, format, data, head, ctx.locale, scripts.server);
    const body = debug ? withDebugToolbar(document, debugSections(ctx, data, brand, debug)) : document;
    const reads = contentReadsOf(ctx);
    const ids = [...reads.ids];
    // A page made from stale content answers, or without the part of a plugin tap that
    // failed, is sent, not kept: the next request makes it afresh.
    const surrogateKey = surrogateKeyOf(ids);
    if (data.status !== 200 || ctx.response.private || reads.stale || skippedTaps(ctx).length > 0) throw new UnkeptPage({ status: data.status, body, surrogateKey, ...(policy ? { policy } : {}) }, ids);
    const packed = compress && kept ? packBody(body) : undefined;
    return { value: { status: data.status, body, surrogateKey, ...(packed ? { packed } : {}), ...(policy ? { policy } : {}) }, ids };
  }

  /** The kept or freshly made page of a matched request, after its middleware. */
  async function servePage(request: FastifyRequest, reads: PageReads, ctx: PageContext, brand: BrandServer, loaders: PageLoaderRegistry, format: PageFormat, debugging: boolean): Promise<Served> {
    await brand.runner.run(ctx, reads);
    let key = pageCache.enabled ? cacheKeyOf(request, ctx, format, loaders) : undefined;
    const names = reads.names();
    let debug: DebugFacts | undefined;
    if (debugging) {
      // One reader's view: neither kept nor served from the page cache, nor by a CDN.
      debug = { pageCache: pageCache.enabled, cacheKey: key, cacheControl: ctx.response.headers.get('cache-control') };
      key = undefined;
      ctx.response.private = true;
      ctx.response.headers.set('cache-control', DEBUG_CACHE_CONTROL);
    }
    // A fresh hit is answered at once; anything else waits for the cache or the render.
    let answer = key ? pageCache.fresh(key) : undefined;
    // Without a key the page is rendered for this request alone; with one it is kept, or
    // shared by the concurrent misses of that key.
    const owned = key === undefined;
    try {
      answer ??= key ? await pageCache.get(key, () => render(ctx, brand, format, true)) : { ...(await render(ctx, brand, format, false, debug)), state: 'miss' };
    } catch (error) {
      if (!(error instanceof UnkeptPage)) throw error;
      answer = { value: error.page, ids: error.ids, state: 'miss' };
    }
    return { page: answer.value, state: answer.state, owned, ...(key ? { kept: { key, names } } : {}), ...(debug ? { debug } : {}) };
  }

  /** The brand and loaders that serve a matched route; none for a brand not set up. */
  function servedBy(match: RouteMatch): { match: RouteMatch; brand: BrandServer; loaders: PageLoaderRegistry } | undefined {
    const brand = brands.get(match.brand);
    const loaders = content.loaders.get(match.brand);
    return brand && loaders ? { match, brand, loaders } : undefined;
  }

  /** What the slashed path itself answers when it redirects (a moved or legacy page): the
   *  reader is sent there at once, one hop instead of two. Anything else (the page, an
   *  error) leaves the slash redirect as it is; a page made here is kept for the next request. */
  async function redirectBeyondSlash(request: FastifyRequest, slashed: Target, format: PageFormat): Promise<{ error: unknown; ctx: PageContext } | undefined> {
    const found = matchWithSlashRedirect(project.router, slashed.path);
    const served = found && !('redirect' in found) ? servedBy(found.match) : undefined;
    if (!served) return undefined;
    const { brand, loaders } = served;
    const reads = new RequestReads(request.headers, request.cookies);
    const ctx = createContext(request, reads, served.match, brand, slashed, project);
    try {
      await servePage(request, reads, ctx, brand, loaders, format, false);
      return undefined;
    } catch (error) {
      return redirectOf(error, slashed.search) ? { error, ctx } : undefined;
    }
  }

  /** A kept page sent with the headers the cache and the middleware gave it. */
  function sendPage(reply: FastifyReply, page: CachedPage, ctx: ReplyContext, format: PageFormat, owned: boolean): FastifyReply {
    if (page.surrogateKey) reply.header('surrogate-key', page.surrogateKey);
    return pageReply.send(reply, keptRendered(page, ctx, format, owned), ctx);
  }

  function answerKeptPage(request: IncomingMessage, response: ServerResponse, cookiesOf: (header: string) => Record<string, string | undefined>): KeptAnswer | undefined {
    const { url = '', method } = request;
    // A query, a HEAD or anything but a plain path goes the whole way (as does an absolute-form URL).
    if (method !== 'GET' || !pageCache.enabled || url.includes('?') || !url.startsWith('/')) return undefined;
    const format: PageFormat = url === DATA_PREFIX || url.startsWith(`${DATA_PREFIX}/`) ? 'json' : 'html';
    const path = format === 'json' ? url.slice(DATA_PREFIX.length) || '/' : url;
    if (!isPagePath(path)) return undefined;
    // Cookies are parsed only for a path some earlier request was written down under (most
    // GETs here are files and images, never a page).
    const asked = request.headers;
    let cookies: Record<string, string | undefined> | undefined;
    const values = {
      headers: asked,
      get cookies() {
        return (cookies ??= asked.cookie ? cookiesOf(asked.cookie) : {});
      },
    };
    const replay = earlyHits.find(format, path, values);
    const hit = replay ? pageCache.fresh(replay.pageKey) : undefined;
    if (!replay || !hit) return undefined;
    // What the request's own steps set before the page's headers: the security headers,
    // then those of a hit.
    const first = hitHeaders(replay, hit.value, asked['x-tx-id'], new Map(SECURITY_HEADERS));
    const headers = writeKeptPage(response, pageReply.compose(keptRendered(hit.value, replay.context, format, false), replay.context, asked['accept-encoding']), first);
    return { route: replay.routeName, headers };
  }

  /** The kept page of a request made like an earlier one, answered before its context
   *  and middleware are made (early-hits.ts); undefined when there is none, or it is not fresh. */
  function answerEarly(request: FastifyRequest, reply: FastifyReply, format: PageFormat, path: string): FastifyReply | undefined {
    const replay = earlyHits.find(format, path, request);
    const hit = replay ? pageCache.fresh(replay.pageKey) : undefined;
    if (!replay || !hit) return undefined;
    request.routeName = replay.routeName;
    for (const [name, value] of hitHeaders(replay, hit.value, request.headers['x-tx-id'])) reply.header(name, value);
    return pageReply.send(reply, keptRendered(hit.value, replay.context, format, false), replay.context);
  }

  async function handlePage(request: FastifyRequest, reply: FastifyReply, format: PageFormat): Promise<FastifyReply> {
    const asked = target(request, format);
    if (!isPagePath(asked.path)) {
      request.routeName = 'not_found';
      return pageReply.send(reply, errors.notFound('/', undefined, format, request));
    }
    const early = asked.search === '' && pageCache.enabled ? answerEarly(request, reply, format, asked.path) : undefined;
    if (early) return early;
    // What a GET of the path itself gets from one of the app's own routes (a feed, an XML
    // sitemap, a product redirect, …) has no page data: the browser loads it in full.
    if (format === 'json' && isServerSidePath(app, asked.path)) {
      request.routeName = 'server_side_route';
      return pageReply.sendJson(reply, { load: `${asked.path}${asked.search}` });
    }

    const found = matchWithSlashRedirect(project.router, asked.path);
    if (!found || 'redirect' in found) {
      request.routeName = 'not_found';
      if (!found) return (format === 'html' ? refuseMethod(request, reply, asked.path) : undefined) ?? pageReply.send(reply, errors.notFound(asked.path, undefined, format, request));
      const beyond = await redirectBeyondSlash(request, { path: found.redirect, search: asked.search }, format);
      if (beyond) return fail(reply, beyond.error, beyond.ctx, asked, format);
      // The slash redirect keeps the query.
      const location = `${found.redirect}${asked.search}`;
      return format === 'json' ? pageReply.sendJson(reply, { redirect: location }) : pageReply.redirect(reply, location, 301);
    }
    const { match } = found;
    request.routeName = match.name;
    const served = servedBy(match);
    if (!served) return pageReply.send(reply, errors.render(500, `no brand ${match.brand}`, asked.path, undefined, format, request));
    const { brand, loaders } = served;

    const reads = new RequestReads(request.headers, request.cookies);
    const ctx = createContext(request, reads, match, brand, asked, project);
    // The debug toolbar (spec 001 §2) shows on the page as served, never on its data.
    const debugging = format === 'html' && debugToolbarOn({ query: ctx.request.query, cookies: ctx.request.cookies }, project.app);
    if (debugging) watchPage(ctx);
    try {
      const { page, state, owned, kept, debug } = await servePage(request, reads, ctx, brand, loaders, format, debugging);
      // hit, stale (a kept page past its TTL: x-neutron-stale says why), miss, or bypass.
      reply.header('x-neutron-cache', debug ? 'bypass' : state === 'stale-if-error' ? 'stale' : state);
      const staleContent = state === 'miss' ? contentReadsOf(ctx).stale : undefined;
      if (state === 'stale' || state === 'stale-if-error') reply.header('x-neutron-stale', state === 'stale' ? 'page; revalidating' : 'page; upstream failed');
      else if (staleContent) reply.header('x-neutron-stale', staleContent === 'stale' ? 'content; revalidating' : 'content; upstream failed');
      // A stale page is kept by no browser or CDN for the route's max-age: the next
      // request asks again, and gets the fresh page once it is made.
      if (state === 'stale' || state === 'stale-if-error' || staleContent) ctx.response.headers.set('cache-control', NO_CACHE);
      if (state === 'hit' && kept?.names && asked.search === '' && ctx.response.cookies.length === 0 && !ctx.response.private) {
        const headers = new Map(ctx.response.headers);
        const perResponse = { txId: headers.delete('x-tx-id'), lastModified: headers.delete('last-modified') };
        const context = { route: ctx.route, response: { ...ctx.response, headers, vary: new Set(ctx.response.vary) } };
        earlyHits.record(format, asked.path, kept.names, request, { pageKey: kept.key, routeName: match.name, context, ...perResponse });
      }
      return sendPage(reply, page, ctx, format, owned);
    } catch (error) {
      return fail(reply, error, ctx, asked, format);
    }
  }

  return { handlePage, answerKeptPage };
}

/** What a hit answered early carries beside its recorded response, made for each response
 *  (the replay's headers hold neither x-tx-id nor Last-Modified): as the core's own steps
 *  and the page cache would set them; added to `headers`. */
function hitHeaders(replay: Replay, page: CachedPage, incomingTxId: string | string[] | undefined, headers = new Map<string, string>()): Map<string, string> {
  if (replay.txId) headers.set('x-tx-id', transactionId(incomingTxId));
  if (replay.lastModified) headers.set('last-modified', new Date().toUTCString());
  headers.set('x-neutron-cache', 'hit');
  if (page.surrogateKey) headers.set('surrogate-key', page.surrogateKey);
  return headers;
}

/** A kept page as a reply sends it, with the headers its middleware set. */
function keptRendered(page: CachedPage, ctx: ReplyContext, format: PageFormat, owned: boolean): Rendered {
  const policy = format === 'html' ? page.policy : undefined;
  return { status: page.status, headers: ctx.response.headers, body: page.body, contentType: CONTENT_TYPES[format], owned, ...(page.packed ? { packed: page.packed } : {}), ...(policy ? { policy } : {}) };
}
