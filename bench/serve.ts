// Serves one of the throughput benchmark's subjects, in its own process so the load
// generator does not share its event loop:
//   uncached | cached   the site, page cache off or on (content API answers kept)
//   cold                the site with the page cache and the content cache off
//   workers <n>         uncached, as `neutron start --workers n` runs it (node:cluster)
//   fixed <bytes>       a fastify route sending a fixed Buffer of that size (the ceiling)
//   kept-loads          uncached, with each page's loader answered from memory after its
//                       first request (its content reads, props and head tags): everything
//                       an uncached page costs except its loader (the floor of any loader)
//   render <path>       the React render of that page alone: its page data is loaded once,
//                       then every request renders the document again and sends it (the
//                       floor of any uncached server-rendered page)
//   render-work <path>  the same render with no server: each SIGUSR2 renders the page
//                       RENDER_WORK times and prints {"ms"} (how the render scales over cores)
//   bare-hit <path>     node:http alone sending that page as a page-cache hit sends it: the
//                       kept bytes with the hit's headers and its own per-response values
//                       (CSP nonce, page-view id, transaction id, Last-Modified), and nothing
//                       else (no routing, cookies, middleware, metrics or logs): the floor of
//                       any hit of that page
//   upstream            the site with its embedded content service, as another node's
//                       content upstream; POST /_bench/upstream/down makes every request
//                       answer 503 until POST /_bench/upstream/up
//   behind <origin>     the site reading its content from the http upstream at origin, page
//                       cache on (1 s TTL, 1 s stale-while-revalidate, 600 s stale-if-error),
//                       content cache off, so a page past its TTL asks the upstream again
// The site runs with the production logging of config/app.yaml (lines go to /dev/null),
// so their cost is counted. Prints {"port", "pids"} once listening.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadProject } from '../core/project.ts';
import { type HeadTag, type PageData, RESPONSE_ID_PLACEHOLDER } from '../core/page-data.ts';
import { buildApp } from '../core/server/app.ts';
import { type LoadedPage, PageLoaderRegistry } from '../core/server/page-loaders.ts';
import { NO_ASSETS, readBrandAssets } from '../core/server/assets.ts';
import { renderDocument } from '../core/server/render-document.tsx';
import { fillHoles, packBody } from '../core/server/page-encoding.ts';
import { createNonce, NONCE_PLACEHOLDER } from '../core/scripts/content-security-policy.ts';

const [mode = 'uncached', argument = ''] = process.argv.slice(2);
/** Renders per SIGUSR2 in render-work mode. */
const RENDER_WORK = Number(process.env.BENCH_RENDER_WORK ?? 1000);
// An orderly exit, so `node --cpu-prof bench/serve.ts …` writes its profile.
process.once('SIGINT', () => process.exit(0));

function ready(app: FastifyInstance, pids: number[] = [process.pid]): void {
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port, pids })}\n`);
}

type Project = Awaited<ReturnType<typeof loadProject>>;

async function site(pageCache: boolean, contentCache: boolean, adjust: (project: Project) => void = () => {}): Promise<FastifyInstance> {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' } });
  project.app.cache.pageCache.enabled = pageCache;
  project.app.cache.content.enabled = contentCache;
  adjust(project);
  return buildApp(project, { logger: { level: project.app.logging.level, stream: pino.destination('/dev/null') } });
}

/** Renders the document of the page at `path` from its page data, loaded once. */
async function documentRenderer(path: string): Promise<() => Buffer> {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' } });
  const loader = await buildApp(project, { logger: false });
  const loaded = await loader.inject({ url: `/_neutron/data${path}` });
  const { page, head } = loaded.json<{ page: PageData; head: HeadTag[] }>();
  const brand = project.brands.get(page.brand);
  if (!brand) throw new Error(`no brand ${page.brand}`);
  const Page = await brand.pages.load(page.page);
  const assets = (readBrandAssets(project.root, [page.brand]).assets.get(page.brand) ?? NO_ASSETS).document;
  return () => Buffer.from(renderDocument({ page, Page, components: brand.components, headTags: head, assets, locale: brand.site.locale }));
}

/** Headers node writes itself, or that differ per response and are made per response. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-security-policy', 'x-tx-id', 'last-modified']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Sends the page at `path` as the site sends it from its page cache: two hits of the site
 *  show what a hit keeps (the bytes, the headers) and what each response makes afresh. */
async function keptPageSender(path: string): Promise<RequestListener> {
  const app = await site(true, true);
  const hit = () => app.inject({ url: path });
  await hit();
  const [one, other] = [await hit(), await hit()];
  if (one.headers['x-neutron-cache'] !== 'hit') throw new Error(`${path} is not kept by the page cache`);
  const policy = String(one.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? NONCE_PLACEHOLDER;
  // The page-view ids: ids on one response that the other does not carry.
  let text = one.body.replaceAll(nonce, NONCE_PLACEHOLDER);
  for (const id of new Set(one.body.match(UUID))) if (!other.body.includes(id)) text = text.replaceAll(id, RESPONSE_ID_PLACEHOLDER);
  const body = Buffer.from(text);
  const packed = packBody(body);
  if (!packed) throw new Error(`${path} is too small to keep packed`);
  const kept = Object.entries(one.headers).flatMap(([name, value]) => (OWN_HEADERS.has(name) ? [] : [name, String(value)]));
  const template = policy.replaceAll(nonce, NONCE_PLACEHOLDER);
  return (_request: IncomingMessage, response: ServerResponse) => {
    const values = new Map([
      [NONCE_PLACEHOLDER, createNonce()],
      [RESPONSE_ID_PLACEHOLDER, randomUUID()],
    ]);
    const filled = fillHoles(body, packed, values);
    const headers = [...kept, 'content-security-policy', template.replaceAll(NONCE_PLACEHOLDER, values.get(NONCE_PLACEHOLDER) ?? ''), 'x-tx-id', randomUUID(), 'last-modified', new Date().toUTCString(), 'content-length', String(filled.length)];
    response.writeHead(one.statusCode, headers);
    response.end(filled);
  };
}

/** Every page loader answers from memory after its first request of a brand and path. */
function keepLoads(): void {
  const load = PageLoaderRegistry.prototype.load;
  const kept = new Map<string, Promise<LoadedPage>>();
  PageLoaderRegistry.prototype.load = function keptLoad(ctx, services) {
    const key = `${ctx.brand} ${ctx.request.url}`;
    let loaded = kept.get(key);
    if (!loaded) kept.set(key, (loaded = load.call(this, ctx, services)));
    return loaded;
  };
}

if (mode === 'fixed') {
  const body = Buffer.from('x'.repeat(Number(argument || '0')));
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else if (mode === 'render') {
  const render = await documentRenderer(argument);
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(render()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else if (mode === 'render-work') {
  const render = await documentRenderer(argument);
  process.on('SIGUSR2', () => {
    const started = process.hrtime.bigint();
    for (let count = 0; count < RENDER_WORK; count += 1) render();
    process.stdout.write(`${JSON.stringify({ ms: Number(process.hrtime.bigint() - started) / 1e6 })}\n`);
  });
  // Nothing else keeps the process waiting for its signals.
  setInterval(() => {}, 1 << 30);
  process.stdout.write(`${JSON.stringify({ port: 0, pids: [process.pid] })}\n`);
} else if (mode === 'bare-hit') {
  const server = createServer(await keptPageSender(argument));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port, pids: [process.pid] })}\n`);
} else if (mode === 'workers') {
  if (cluster.isPrimary) {
    // The primary listens first on a free port; the workers then share it.
    const probe = Fastify();
    await probe.listen({ port: 0, host: '127.0.0.1' });
    const { port } = probe.server.address() as { port: number };
    await probe.close();
    const workers = Array.from({ length: Number(argument || '2') }, () => cluster.fork({ BENCH_PORT: String(port) }));
    await Promise.all(workers.map((worker) => once(worker, 'listening')));
    process.stdout.write(`${JSON.stringify({ port, pids: workers.map((worker) => worker.process.pid) })}\n`);
    process.on('SIGTERM', () => {
      for (const worker of workers) worker.kill();
      process.exit(0);
    });
  } else {
    const app = await site(false, true);
    await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  }
} else if (mode === 'upstream') {
  const app = await site(false, true);
  let down = false;
  app.post('/_bench/upstream/:state', async (request) => {
    down = (request.params as { state: string }).state === 'down';
    return { down };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (down && !request.url.startsWith('/_bench/')) return reply.code(503).send({ message: 'upstream down (bench)' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else if (mode === 'behind') {
  const app = await site(true, false, (project) => {
    project.app.upstreams.content = { kind: 'http', host: argument, resources: project.app.upstreams.content.resources };
    Object.assign(project.app.cache.pageCache, { ttlSeconds: 1, staleWhileRevalidateSeconds: 1, staleIfErrorSeconds: 600 });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else if (mode === 'kept-loads') {
  keepLoads();
  const app = await site(false, true);
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else {
  const app = await site(mode === 'cached', mode !== 'cold');
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
}
