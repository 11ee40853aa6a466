// The fastify app: ops endpoints, static assets, plugin endpoints, and the page
// handler (match → middleware → load → render → send) for both brands.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Project } from '../project.ts';
import type { PageContext } from '../context.ts';
import { NOT_FOUND_MESSAGE, NotFoundError, redirectOf, StaticErrorPageError, statusOf, ThrowRouteError } from '../errors.ts';
import { DATA_PREFIX, type HeadTag, type PageData, type SiteSummary } from '../page-data.ts';
import type { DocumentAssets } from '../render/Document.tsx';
import { renderErrorFallback } from '../render/error-fallback.ts';
import { errorPageTexts } from '../render/pages/ErrorPage.tsx';
import type { BrandId, RouteMatch } from '../routing/types.ts';
import { ASSET_PREFIX, CLIENT_OUT_DIR, readBrandAssets } from './assets.ts';
import { createMetrics } from './metrics.ts';
import { createMiddlewareRunner, type MiddlewareRunner, transactionId } from './middleware.ts';
import { isCacheableQuery, PageCache, pageCacheKey } from './page-cache.ts';
import { type ContentInstall, installContent } from './content-setup.ts';
import { registerImageRoutes } from '../images/image-routes.ts';
import { renderDocument } from './render-document.tsx';
import { matchWithSlashRedirect } from '../routing/matcher.ts';
import { isSafeLocalPath } from './safe-redirect.ts';

export { DATA_PREFIX };
const MAX_PATH_LENGTH = 2048;
const METHOD_NOT_ALLOWED_MESSAGE = 'Method Not Allowed';
const BRAND_ASSETS = fileURLToPath(new URL('../render/assets/brand/', import.meta.url));
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#cc0000"/><path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#fff"/></svg>';

export interface AppOptions {
  /** pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The content layer; installed from the project's config when not given. */
  content?: ContentInstall;
  /** SQLite file of the embedded content store (tests use their own). */
  databaseFile?: string;
}

interface BrandServer {
  id: BrandId;
  summary: SiteSummary;
  runner: MiddlewareRunner;
}

interface Rendered {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  contentType: string;
}

function splitUrl(url: string): { path: string; search: string } {
  const index = url.indexOf('?');
  return index === -1 ? { path: url, search: '' } : { path: url.slice(0, index), search: url.slice(index) };
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True when a GET of `path` reaches one of the app's own routes (a feed, a product
 *  redirect, an image, a plugin endpoint) rather than the page catch-all, which takes the
 *  whole path as its wildcard. */
function isServerSidePath(app: FastifyInstance, path: string): boolean {
  const found = app.findRoute({ method: 'GET', url: path });
  if (!found) return false;
  const params = found.params as Record<string, string | undefined>;
  const wildcard = params['*'];
  const isPageCatchAll = Object.keys(params).length === 1 && (wildcard === path.slice(1) || wildcard === decodedOrRaw(path.slice(1)));
  return !isPageCatchAll;
}

/** The request's path when it is a plain site path, else '/' (for error pages' chrome). */
function safePathOf(url: string): string {
  const { path } = splitUrl(url);
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function siteSummary(project: Project, brand: BrandId): SiteSummary {
  const site = project.brands.get(brand)?.site;
  if (!site) throw new Error(`no site for brand ${brand}`);
  return {
    id: site.id,
    name: site.name,
    prefix: site.prefix,
    ...(site.tagline ? { tagline: site.tagline } : {}),
    header: site.navigation.header,
    footer: site.navigation.footer,
  };
}

/** The brand a path belongs to when no route matched (for the 404 page's chrome). */
function brandForPath(project: Project, path: string): BrandId {
  for (const [id, brand] of project.brands) {
    if (brand.site.prefix !== '/' && path.startsWith(brand.site.prefix.slice(0, -1))) return id;
  }
  return 'default';
}

export async function buildApp(project: Project, options: AppOptions = {}): Promise<FastifyInstance> {
  const production = project.app.environment === 'production';
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
    requestIdHeader: false,
    // A URL that cannot be decoded is the reader's error: the site's 400 page, not fastify's JSON.
    frameworkErrors: (error, request, reply) => {
      const status = statusOf(error);
      report(error, 'unmatched');
      // Fastify answers these outside the route hooks, so the request is counted here.
      recordRequest(request, status);
      return send(reply, renderError(status, publicMessage(status, error), '/', undefined, false));
    },
  });
  await app.register(fastifyCookie);

  const metrics = createMetrics();
  const content = options.content ?? (await installContent(project, options.databaseFile ? { databaseFile: options.databaseFile } : {}));
  const { loaders, services } = content;
  const pageCache = new PageCache(project.app.cache.pageCache);
  const brandIds = [...project.brands.keys()];
  const { assets, missing } = readBrandAssets(project.root, brandIds);
  if (missing) app.log.warn('browser bundle not built (npm run build): pages render without hydration');

  const brands = new Map<BrandId, BrandServer>();
  for (const [id, brand] of project.brands) {
    // A page component nobody renders is left out of the page and logged once per type.
    brand.components.onUnknownType((type) => app.log.warn({ brand: id, componentType: type }, 'no renderer for page component type'));
    await brand.pages.preloadAll();
    brands.set(id, {
      id,
      summary: siteSummary(project, id),
      runner: createMiddlewareRunner(brand.site.middleware, brand.hooks, project.installed, {
        defaultMaxAge: project.app.cache.defaultMaxAge,
      }),
    });
  }

  /** Request metrics by route name; the duration where fastify timed the request. */
  function recordRequest(request: FastifyRequest, status: number, elapsedMs?: number): void {
    const route = (request as FastifyRequest & { routeName?: string }).routeName ?? 'unmatched';
    metrics.requests.inc({ route, method: request.method, status: String(status) });
    if (elapsedMs !== undefined) metrics.duration.observe({ route }, elapsedMs / 1000);
  }
  app.addHook('onResponse', async (request, reply) => recordRequest(request, reply.statusCode, reply.elapsedTime));

  function report(error: unknown, route: string, noReport = false): void {
    const status = statusOf(error);
    // Client errors (a missing page, a malformed request) are the reader's, not the site's.
    if (status < 500 || noReport) {
      app.log.info({ err: error, route, status }, 'page error (not reported)');
      return;
    }
    metrics.errors.inc({ route, status: String(status) });
    app.log.error({ err: error, route, status, reported: true }, 'page error');
  }

  // ── ops endpoints (spec 000 §7 server-side routes) ──
  app.get('/_node/status', async (request) => {
    (request as FastifyRequest & { routeName?: string }).routeName = '_node_status';
    return {
      status: 'ok',
      uptimeSeconds: Math.round(process.uptime()),
      environment: project.app.environment,
      brands: brandIds,
      routes: project.router.routes.length,
      plugins: [...project.installed.keys()],
    };
  });
  app.get('/_node/metrics', async (request, reply) => {
    (request as FastifyRequest & { routeName?: string }).routeName = '_node_metrics';
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
  app.get('/favicon.svg', async (_request, reply) => {
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400');
    return FAVICON_SVG;
  });
  // The publisher logo of each brand (structured data: 310x310).
  const logos = new Map<string, Buffer>();
  for (const brand of brandIds) logos.set(brand, readFileSync(path.join(BRAND_ASSETS, brand, 'logo-310.png')));
  app.get<{ Params: { brand: string } }>('/a/brand/:brand/logo-310.png', async (request, reply) => {
    const logo = logos.get(request.params.brand);
    if (!logo) return send(reply, renderError(404, NOT_FOUND_MESSAGE, '/', undefined, false));
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(logo);
  });
  app.get('/favicon.ico', async (_request, reply) => reply.code(301).header('cache-control', 'public, max-age=86400').redirect('/favicon.svg'));
  app.get('/_neutron/routes.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { routes: project.router.routes };
  });
  await app.register(fastifyStatic, {
    root: path.join(project.root, CLIENT_OUT_DIR, 'assets'),
    prefix: `${ASSET_PREFIX}assets/`,
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
  });

  // The embedded image service the image URL builder points at by default.
  registerImageRoutes(app, project.images);
  await content.register(app);

  // ── plugin endpoints: each brand's `server` hook, scoped under the brand's prefix
  // (a plugin on both brands gets /x and /roadshow/x, never a clash) ──
  for (const [, brand] of project.brands) {
    if (!brand.hooks.server.isUsed()) continue;
    const prefix = brand.site.prefix === '/' ? '' : brand.site.prefix.slice(0, -1);
    await app.register(async (scope) => brand.hooks.server.promise(scope), { prefix });
  }

  // ── pages ──
  function newContext(request: FastifyRequest, match: RouteMatch, pathOnly: string, search: string): PageContext {
    const brand = project.brands.get(match.brand);
    if (!brand) throw new Error(`route ${match.name} names unknown brand ${match.brand}`);
    return {
      request: {
        url: pathOnly + search,
        path: pathOnly,
        query: new URLSearchParams(search),
        headers: request.headers,
        cookies: request.cookies,
      },
      response: { status: match.meta.status ?? 200, headers: new Map(), cookies: [], vary: new Set(), private: false },
      app: project.app,
      site: brand.site,
      route: match,
      brand: match.brand,
      locale: brand.site.locale,
      edition: brand.site.edition,
      features: new Set(),
      txId: transactionId(request.headers['x-tx-id']),
      cacheKey: [],
      state: {},
      log: request.log,
    };
  }

  async function buildPageData(ctx: PageContext, brandServer: BrandServer): Promise<{ data: PageData; head: HeadTag[] }> {
    if (ctx.route.meta.page === 'error-static') throw new StaticErrorPageError();
    const loaded = await loaders.load(ctx, services);
    const base: PageData = {
      page: ctx.route.meta.page,
      layout: ctx.route.meta.layout,
      brand: ctx.brand,
      status: loaded.status ?? ctx.response.status,
      title: loaded.title,
      route: { name: ctx.route.name, params: ctx.route.params, path: ctx.request.path },
      site: brandServer.summary,
      props: loaded.props,
      plugins: {},
    };
    const hooks = project.brands.get(ctx.brand)?.hooks;
    return { data: hooks ? await hooks.loadPage.promise(base, ctx) : base, head: loaded.head ?? [] };
  }

  function headTagsFor(data: PageData, ctx: PageContext | undefined, seo: HeadTag[] = []): HeadTag[] {
    const tags: HeadTag[] = [{ tag: 'title', attrs: {}, children: `${data.title} - ${data.site.name}` }, ...seo];
    if (data.status >= 400) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    const hooks = project.brands.get(data.brand)?.hooks;
    return ctx && hooks ? hooks.headTags.call(tags, ctx) : tags;
  }

  function errorPageData(status: number, message: string, brand: BrandId, requestPath: string): PageData {
    const summary = brands.get(brand)?.summary ?? siteSummary(project, 'default');
    return {
      page: 'error',
      layout: 'error',
      brand,
      status,
      title: errorPageTexts(status).title,
      route: { name: 'error', params: {}, path: requestPath },
      site: summary,
      props: { status, message, showDetails: !production, homeHref: summary.prefix },
      // Page view of spec 000 §2.7: article type error_<status>, section error.
      plugins: { tracking: { articleType: `error_${status}`, siteSection: 'error', channelType: 'error:error_page' } },
    };
  }

  function renderHtml(data: PageData, ctx: PageContext | undefined, seo: HeadTag[] = []): Buffer {
    const brand = project.brands.get(data.brand);
    const Page = brand?.pages.get(data.page) ?? brand?.pages.get('generic');
    if (!brand || !Page) throw new Error(`no page component for ${data.page}`);
    const brandAssets: DocumentAssets = assets.get(data.brand) ?? { scripts: [], styles: [], preloads: [] };
    return Buffer.from(renderDocument({ page: data, Page, components: brand.components, headTags: headTagsFor(data, ctx, seo), assets: brandAssets, locale: ctx?.locale ?? 'en' }));
  }

  /** What a reader may see of an error: its own message outside production, else only
   *  the messages the spec gives readers (404, the static error page, unknown middleware). */
  function publicMessage(status: number, error: unknown): string {
    if (status === 404) return NOT_FOUND_MESSAGE;
    if (status < 500 && production) return errorPageTexts(status).title;
    const code = (error as { code?: unknown } | null)?.code;
    if (!production || code === 'NEUTRON_ERR_STATIC' || code === 'NEUTRON_ERR_UNKNOWN_MIDDLEWARE') return (error as Error).message;
    return 'Something went wrong';
  }

  function renderError(status: number, message: string, requestPath: string, ctx: PageContext | undefined, json: boolean): Rendered {
    const brand = ctx?.brand ?? brandForPath(project, requestPath);
    const data = errorPageData(status, message, brand, requestPath);
    // Headers the middleware set (x-tx-id, x-ab-*) stay; caching does not.
    const headers = new Map<string, string>([...(ctx?.response.headers ?? []), ['cache-control', 'no-cache']]);
    headers.delete('last-modified');
    if (json) return { status, headers, body: Buffer.from(JSON.stringify({ page: data, head: headTagsFor(data, ctx) })), contentType: 'application/json; charset=utf-8' };
    try {
      return { status, headers, body: renderHtml(data, ctx), contentType: 'text/html; charset=utf-8' };
    } catch (renderError) {
      app.log.error({ err: renderError }, 'error page failed to render');
      const details = production ? `${status}` : `${status}: ${message}\n${(renderError as Error).message}`;
      return { status, headers, body: Buffer.from(renderErrorFallback(details, '/')), contentType: 'text/html; charset=utf-8' };
    }
  }

  function send(reply: FastifyReply, rendered: Rendered, ctx?: PageContext): FastifyReply {
    reply.code(rendered.status);
    for (const [name, value] of rendered.headers) reply.header(name, value);
    if (ctx) {
      for (const cookie of ctx.response.cookies) reply.setCookie(cookie.name, cookie.value, cookie.options);
      if (ctx.response.vary.size > 0) reply.header('vary', [...ctx.response.vary].join(', '));
    }
    reply.header('content-type', rendered.contentType);
    return reply.send(rendered.body);
  }

  function redirect(reply: FastifyReply, location: string, code: number, ctx?: PageContext): FastifyReply {
    if (!isSafeLocalPath(location)) {
      app.log.warn({ location }, 'refused an off-site redirect');
      return send(reply, renderError(404, NOT_FOUND_MESSAGE, '/', ctx, false));
    }
    if (ctx) for (const cookie of ctx.response.cookies) reply.setCookie(cookie.name, cookie.value, cookie.options);
    reply.header('cache-control', 'no-cache');
    return reply.code(code).redirect(location, code);
  }

  async function handlePage(request: FastifyRequest, reply: FastifyReply, json: boolean): Promise<FastifyReply> {
    const raw = json ? request.url.slice(DATA_PREFIX.length) || '/' : request.url;
    const { path: rawPath, search } = splitUrl(raw);
    const routed = request as FastifyRequest & { routeName?: string };
    if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.includes('\\')) {
      routed.routeName = 'not_found';
      return send(reply, renderError(404, NOT_FOUND_MESSAGE, '/', undefined, json));
    }
    // What a GET of the path itself gets from one of the app's own routes (a feed, an XML
    // sitemap, a product redirect, …) has no page data: the browser loads it in full.
    if (json && isServerSidePath(app, rawPath)) {
      routed.routeName = 'server_side_route';
      return reply.code(200).header('cache-control', 'no-cache').send({ load: `${rawPath}${search}` });
    }
    const found = matchWithSlashRedirect(project.router, rawPath);
    if (!found || 'redirect' in found) {
      routed.routeName = 'not_found';
      if (!found) return send(reply, renderError(404, NOT_FOUND_MESSAGE, rawPath, undefined, json));
      // The slash redirect keeps the query.
      const location = `${found.redirect}${search}`;
      if (json) return reply.code(200).header('cache-control', 'no-cache').send({ redirect: location });
      return redirect(reply, location, 301);
    }
    const { match } = found;
    routed.routeName = match.name;
    const brandServer = brands.get(match.brand);
    if (!brandServer) return send(reply, renderError(500, `no brand ${match.brand}`, rawPath, undefined, json));
    const ctx = newContext(request, match, rawPath, search);
    try {
      await brandServer.runner.run(ctx);
      const cacheable = !ctx.response.private && (request.method === 'GET' || request.method === 'HEAD') && isCacheableQuery(ctx.request.query);
      const key = pageCacheKey(json ? 'json' : 'html', ctx.brand, rawPath, ctx.request.query, ctx.cacheKey);
      const hit = cacheable ? pageCache.get(key) : undefined;
      if (hit) {
        reply.header('x-neutron-cache', 'hit');
        return send(reply, { status: hit.status, headers: new Map([...hit.headers, ...ctx.response.headers]), body: hit.body, contentType: json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8' }, ctx);
      }
      const { data, head } = await buildPageData(ctx, brandServer);
      const body = json ? Buffer.from(JSON.stringify({ page: data, head: headTagsFor(data, ctx, head) })) : renderHtml(data, ctx, head);
      const rendered: Rendered = { status: data.status, headers: ctx.response.headers, body, contentType: json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8' };
      if (cacheable && data.status === 200) {
        pageCache.set(key, { status: data.status, headers: [], body });
      }
      reply.header('x-neutron-cache', 'miss');
      return send(reply, rendered, ctx);
    } catch (error) {
      const target = redirectOf(error, search);
      if (target) {
        if (json) {
          if (!isSafeLocalPath(target.location)) return send(reply, renderError(404, NOT_FOUND_MESSAGE, rawPath, ctx, true), ctx);
          return reply.code(200).header('cache-control', 'no-cache').send({ redirect: target.location });
        }
        return redirect(reply, target.location, target.code, ctx);
      }
      const status = statusOf(error);
      report(error, match.name, match.meta.noReport);
      const message = error instanceof NotFoundError ? NOT_FOUND_MESSAGE : publicMessage(status, error);
      return send(reply, renderError(status, message, rawPath, ctx, json), ctx);
    }
  }

  app.get('/_error/throw', async (request) => {
    (request as FastifyRequest & { routeName?: string }).routeName = '_error_throw';
    throw new ThrowRouteError();
  });
  app.get(`${DATA_PREFIX}/*`, (request, reply) => handlePage(request, reply, true));
  app.get(DATA_PREFIX, (request, reply) => handlePage(request, reply, true));
  app.get('/*', (request, reply) => handlePage(request, reply, false));
  // Pages are read-only: other methods on a page path are 405 with the methods it allows,
  // answered before any body is read (a form post or malformed JSON is still just a 405).
  const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    (request as FastifyRequest & { routeName?: string }).routeName = 'method_not_allowed';
    const rendered = renderError(405, METHOD_NOT_ALLOWED_MESSAGE, safePathOf(request.url), undefined, false);
    rendered.headers.set('allow', 'GET, HEAD');
    return send(reply, rendered);
  };
  app.route({ method: ['POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', onRequest: async (request, reply) => methodNotAllowed(request, reply), handler: methodNotAllowed });
  app.options('/*', (_request, reply) => reply.code(204).header('allow', 'GET, HEAD, OPTIONS').send());

  app.setNotFoundHandler((request, reply) => {
    const { path: requestPath } = splitUrl(request.url);
    return send(reply, renderError(404, NOT_FOUND_MESSAGE, requestPath.startsWith('//') ? '/' : requestPath, undefined, false));
  });

  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    const route = (request as FastifyRequest & { routeName?: string }).routeName ?? 'unmatched';
    // Client errors from fastify itself (bad URL encoding, bad content type) are 4xx pages.
    report(error, route);
    return send(reply, renderError(status, publicMessage(status, error), safePathOf(request.url), undefined, false));
  });

  app.decorate('pageCache', pageCache);
  return app;
}
