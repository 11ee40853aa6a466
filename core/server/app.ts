// The fastify app of both brands, as a list of registrations: request fields and
// metrics, ops endpoints, site files, images, content routes, plugin endpoints, then the
// page routes and the error handlers. The page handler itself is page-handler.ts.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { ContentApi } from '../content/api.ts';
import { statusOf } from '../errors.ts';
import { registerImageRoutes } from '../images/image-routes.ts';
import { DATA_PREFIX } from '../page-data.ts';
import { ConfigError } from '../config/load-yaml.ts';
import { pluginOf, runningTap } from '../hooks.ts';
import { pluginFailureFindings } from '../plugin-failure.ts';
import { loadSiteFile, type Project } from '../project.ts';
import { readBrandAssets } from './assets.ts';
import { type BrandServers, createBrandServers } from './brand-servers.ts';
import { caseFoldedUrl, registerCaseRedirects } from './case-redirect.ts';
import { contentRoutes } from './loaders/content-route-urls.ts';
import { registerClientReports } from './client-reports.ts';
import { type ContentInstall, installContent } from './content-setup.ts';
import { createErrorPages, type ErrorPages, type ErrorSource } from './error-pages.ts';
import { createMetrics, recordRequest, registerRequestMetrics, type ServerMetrics } from './metrics.ts';
import { registerOpsRoutes } from './ops-routes.ts';
import { PageCache } from './page-cache.ts';
import { createPageHandler, type KeptAnswer, type PageHandler } from './page-handler.ts';
import { ROUTER_OPTIONS, safePathOf, splitUrl } from './request-url.ts';
import { createPageReply, type PageReply } from './page-reply.ts';
import { decorateRequestFields, UNMATCHED_ROUTE } from './request-fields.ts';
import { registerLoadMoreRoute } from './load-more-route.ts';
import { registerSiteRoutes } from './site-routes.ts';
import { type AccessLog, createAccessLog, registerAccessLog } from './access-log.ts';
import { registerTextCompression } from './text-compression.ts';
import { createPurgeBus, type Purge, purgeEverywhere, registerPurgeRoute } from './purge.ts';
import { registerResponseDeadline } from './response-deadline.ts';
import { registerRetryAfter } from './retry-after.ts';
import { answerClientError } from './client-timeouts.ts';
import { asksForDocument, createMethodRefusals, type MethodRefusals } from './method-not-allowed.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './security-headers.ts';
import { NO_CACHE } from './cache-headers.ts';


export { DATA_PREFIX };

export interface AppOptions {
  /** pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The content layer; installed from the project's config when not given. */
  content?: ContentInstall;
  /** SQLite file of the embedded content store (tests use their own). */
  databaseFile?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's rendered-page cache (tests and ops read it). */
    pageCache: PageCache;
    /** The node's content API: plugin endpoints read the calls of spec 001 §7 through it. */
    contentApi: ContentApi;
    /** Drops every kept page and content answer holding one of the content ids, on this
     *  node at once and then on the others, as `POST /_neutron/purge` does. */
    purge: Purge;
  }
}

type FrameworkErrorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => void;

/** An absolute-form request target (`GET http://host/path HTTP/1.1`, which HTTP/1.1
 *  servers must accept) is served as its path; the host it names is never used. */
export function originFormOf(target: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/** What answers a request before fastify sees it (a fresh kept page); false: fastify answers. */
type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

function createFastify(project: Project, options: AppOptions, onFrameworkError: FrameworkErrorHandler, early: { answer?: EarlyAnswer }): FastifyInstance {
  const { headersSeconds, requestSeconds, keepAliveSeconds } = project.app.server.timeouts;
  const readerRoutes = contentRoutes(project.brands.keys());
  const app: FastifyInstance = Fastify({
    // A mixed-case path of the app's own reader-facing routes is routed by its lower-case
    // form, to be answered with a 301 (case-redirect.ts).
    rewriteUrl: (request) => caseFoldedUrl(readerRoutes, request, originFormOf(request.url ?? '/')),
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? project.app.logging.level },
    // Access lines are access-log.ts's, as configured; warnings and errors are always logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Slow clients: headers, the whole request and idle kept-alive connections are timed,
    // and checked every second.
    serverFactory: (handler) =>
      createHttpServer(
        {
          headersTimeout: headersSeconds * 1000,
          requestTimeout: Math.max(requestSeconds, headersSeconds) * 1000,
          keepAliveTimeout: keepAliveSeconds * 1000,
          connectionsCheckingInterval: 1000,
        },
        (request, response) => {
          if (!early.answer?.(request, response)) handler(request, response);
        },
      ),
    routerOptions: ROUTER_OPTIONS,
    return503OnClosing: true,
    requestIdHeader: false,
    frameworkErrors: onFrameworkError,
    // A request that does not arrive in time is answered 408 and its connection closed.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, app.log),
  });
  return app;
}

/** A program's request for JSON (in-app navigation's page data, a fetch of an endpoint),
 *  known before routing: by its path or its Accept, never a browser asking for a document. */
function asksForJson(request: FastifyRequest): boolean {
  return request.url.startsWith(DATA_PREFIX) || (!asksForDocument(request) && (request.headers.accept ?? '').includes('application/json'));
}

/** The methods a page path answers (OPTIONS says which). */
const PAGE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET and HEAD of every page path, as HTML and as in-app navigation data; other
 *  methods are 405 before any body is read (a form post or broken JSON is still a 405). */
function registerPageRoutes(app: FastifyInstance, { handlePage }: PageHandler, refusals: MethodRefusals): void {
  // Pages compress themselves (page-reply.ts): @fastify/compress leaves them alone.
  const own = { compress: false } as const;
  app.get(`${DATA_PREFIX}/*`, own, (request, reply) => handlePage(request, reply, 'json'));
  app.get(DATA_PREFIX, own, (request, reply) => handlePage(request, reply, 'json'));
  app.get('/*', own, (request, reply) => handlePage(request, reply, 'html'));
  app.route({ method: ['POST', 'PUT', 'DELETE', 'PATCH'], url: '/*', onRequest: async (request, reply) => refusals.answer(request, reply), handler: (request, reply) => refusals.answer(request, reply) });
  app.options('/*', (_request, reply) => reply.code(204).header('allow', 'GET, HEAD, OPTIONS').send());
}

/** The routes that answer pages (and page data): their errors are always the site's pages. */
const PAGE_ROUTE_URLS: ReadonlySet<string> = new Set(['/*', `${DATA_PREFIX}/*`, DATA_PREFIX]);

/** The request's route answers with the site's pages, errors included. */
function isPageRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (PAGE_ROUTE_URLS.has(route) || request.routeOptions.config.errorPage === true);
}

/** An endpoint's error goes to a program (a beacon, a fetch, a publishing tool) unless a
 *  browser asked for a document: it gets JSON, not the site's HTML page. */
function wantsJsonError(request: FastifyRequest): boolean {
  if (request.routeOptions.url === undefined || isPageRoute(request)) return false;
  return !asksForDocument(request);
}

/** What an error reached the error handler from: a page, an endpoint (a plugin's names the
 *  plugin), or a request no route took. */
function errorSourceOf(request: FastifyRequest): ErrorSource {
  const { url, config } = request.routeOptions;
  const kind = url === undefined ? 'request' : isPageRoute(request) ? 'page' : 'endpoint';
  return { route: request.routeName, kind, ...(config.plugin ? { plugin: config.plugin } : {}) };
}

/** Paths no route takes and errors thrown outside the page handler get the site's pages;
 *  an endpoint's errors asked for by a program get JSON. */
function registerErrorHandlers(app: FastifyInstance, errors: ErrorPages, pageReply: PageReply, refusals: MethodRefusals): void {
  app.setNotFoundHandler((request, reply) => {
    // Any other method fastify knows (TRACE, PROPFIND, …) reaches no route: it is a 405 too.
    if (!PAGE_METHODS.has(request.method)) return refusals.answer(request, reply);
    const { path } = splitUrl(request.url);
    return pageReply.send(reply, errors.notFound(path.startsWith('//') ? '/' : path, undefined, 'html', request));
  });
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    // Client errors from fastify itself (bad URL encoding, bad content type) are 4xx pages.
    errors.report(error, errorSourceOf(request));
    if (wantsJsonError(request)) {
      // A client error says what was wrong with the request; a server error says no more than the page would.
      const message = status < 500 && error instanceof Error ? error.message : errors.publicMessage(status, error);
      return reply.code(status).header('cache-control', NO_CACHE).send({ error: message });
    }
    return pageReply.send(reply, errors.render(status, errors.publicMessage(status, error), safePathOf(request.url), undefined, 'html', request));
  });
}

/** Each brand's `server` hook, scoped under the brand's prefix (a plugin on both brands
 *  gets /x and /roadshow/x, never a clash). A route added while a plugin's tap runs is
 *  marked as that plugin's, and named by its config's `routeName`, else by its URL
 *  pattern: its requests are counted, and its errors reported, under that name and plugin.
 *  A plugin whose tap throws (a route the app already has, say) stops the boot as a
 *  config error does, naming the plugin. */
async function registerPluginEndpoints(app: FastifyInstance, project: Project): Promise<void> {
  for (const brand of project.brands.values()) {
    const { server } = brand.hooks;
    if (!server.isUsed()) continue;
    const prefix = brand.site.prefix === '/' ? '' : brand.site.prefix.slice(0, -1);
    try {
      await app.register(
        async (scope) => {
          scope.addHook('onRoute', (route) => {
            const plugin = runningTap(server);
            if (plugin !== undefined) route.config = { ...route.config, plugin };
          });
          await server.promise(scope);
        },
        { prefix },
      );
    } catch (error) {
      const plugin = brand.plugins.find((entry) => entry.plugin.definition.name === pluginOf(error))?.plugin;
      if (!plugin) throw error;
      throw new ConfigError(pluginFailureFindings(plugin, 'server hook', error, project.root, loadSiteFile(project.root, brand.file).source));
    }
  }
}

export async function buildApp(project: Project, options: AppOptions = {}): Promise<FastifyInstance> {
  // Called only for requests, so after everything below is set up.
  const early: { answer?: EarlyAnswer } = {};
  const app = createFastify(project, options, (error, request, reply) => answerFrameworkError(error, request, reply), early);
  const metrics = createMetrics();
  const content = options.content ?? (await installContent(project, { log: app.log, ...(options.databaseFile ? { databaseFile: options.databaseFile } : {}) }));
  const { assets, unbuilt } = readBrandAssets(project.root, [...project.brands.keys()]);
  if (unbuilt) app.log.warn(`browser bundle not built (${unbuilt}; npm run build): pages render without hydration`);
  const brands: BrandServers = await createBrandServers(project, assets, app.log);
  const errors = createErrorPages(project.app, brands, metrics, app.log, content.navigation);
  const { compression } = project.app.server;
  const pageReply = createPageReply(errors, app.log, compression);
  const pageCache = new PageCache(project.app.cache.pageCache, (key, error) => app.log.warn({ err: error, key }, 'page cache: refresh failed, the stale page stays'));
  const purgeHere = (ids: string[]) => ({ pages: pageCache.purge(ids), content: content.purge(ids) });
  const purgeBus = createPurgeBus(project.app.upstreams.redis?.url, purgeHere, app.log);
  app.addHook('onReady', () => purgeBus.ready);
  app.addHook('onClose', () => purgeBus.close());
  const purge = purgeEverywhere(purgeHere, purgeBus, app.log);
  /** A URL fastify cannot decode is the reader's error: the site's 400 page; a program
   *  asking for JSON (page data, an endpoint's caller) gets it as JSON, as any other error. */
  function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const status = statusOf(error);
    // The request has not been routed (nor decorated): it is counted here, as unmatched.
    request.routeName = UNMATCHED_ROUTE;
    errors.report(error, { route: request.routeName, kind: 'request' });
    recordRequest(metrics, request, status);
    // No hook ran for a request fastify could not route.
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    const message = errors.publicMessage(status, error);
    if (asksForJson(request)) return void reply.code(status).header('cache-control', NO_CACHE).send({ error: message });
    // The page of the brand whose address it is (/roadshow/… is the auto brand's), at its
    // home: the path itself may not decode.
    const home = brands.forPath(safePathOf(request.url)).runtime.site.prefix;
    pageReply.send(reply, errors.render(status, message, home, undefined, 'html', request));
  }

  decorateRequestFields(app);
  app.decorate('pageCache', pageCache);
  app.decorate('contentApi', content.services.content);
  app.decorate('purge', purge);
  registerSecurityHeaders(app);
  registerResponseDeadline(app, project.app.server.timeouts.responseSeconds);
  registerRetryAfter(app);
  await app.register(fastifyCookie);
  const accessLog = createAccessLog(project.app.logging);
  registerAccessLog(app, accessLog);
  // Every other text answer (feeds, sitemaps, JSON) compressed on the way out; pages come compressed.
  if (compression) await registerTextCompression(app);
  registerRequestMetrics(app, metrics);
  registerCaseRedirects(app);
  // Before any route: a route keeps the error handler in force when it is added.
  const refusals = createMethodRefusals(errors, pageReply);
  registerErrorHandlers(app, errors, pageReply, refusals);
  registerOpsRoutes(app, project, metrics, { ...(purgeBus.redis ? { redis: purgeBus.redis } : {}) });
  const reportPaths = await registerClientReports(app, metrics, new Set(project.router.routes.map((route) => route.name)));
  for (const path of reportPaths) refusals.refuseOthers(app, path, ['POST']);
  await registerSiteRoutes(app, project);
  const { maxMegabytes, libvipsMegabytes } = project.app.cache.images;
  registerImageRoutes(app, project.images, { cacheBytes: maxMegabytes * 1024 * 1024, libvipsCacheMegabytes: libvipsMegabytes });
  await content.register(app);
  try {
    await registerPluginEndpoints(app, project);
  } catch (error) {
    // What is registered so far (the content store, the purge bus) is let go.
    await app.close();
    throw error;
  }
  refusals.refuseOthers(app, registerPurgeRoute(app, project.app.server.purgeToken, purge), ['POST']);
  const pages = createPageHandler({ app, project, brands, content, pageCache, errors, reply: pageReply, compress: compression, refuseMethod: refusals.refuseIfEndpoint });
  registerLoadMoreRoute(app, project, content.services);
  registerPageRoutes(app, pages, refusals);
  early.answer = keptPageAnswer(app, pages, metrics, accessLog);
  return app;
}

/** Fresh kept pages answered before fastify makes a request of them (early-hits.ts), each
 *  counted and logged as fastify's own requests are. */
function keptPageAnswer(app: FastifyInstance, pages: PageHandler, metrics: ServerMetrics, accessLog: AccessLog | undefined): EarlyAnswer {
  const cookiesOf = (header: string) => app.parseCookie(header);
  return (request, response) => {
    const started = performance.now();
    let answered: KeptAnswer | undefined;
    try {
      answered = pages.answerKeptPage(request, response, cookiesOf);
    } catch (error) {
      // Nothing is written before the page is ready: fastify answers instead, as for any
      // request. Should the response have started, it is cut: never a throw out of the
      // server's listener.
      app.log.warn({ err: error }, 'kept page not answered early');
      if (!response.headersSent) return false;
      response.destroy();
      return true;
    }
    if (answered === undefined) return false;
    const { route, headers } = answered;
    const ms = performance.now() - started;
    recordRequest(metrics, { routeName: route, method: 'GET' }, response.statusCode, ms);
    accessLog?.(app.log, {
      method: request.method,
      url: request.url,
      route,
      status: response.statusCode,
      ms,
      ip: request.socket.remoteAddress,
      agent: request.headers['user-agent'],
      headers,
    });
    return true;
  };
}
