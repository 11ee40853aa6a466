// Serves one of the throughput benchmark's subjects, in its own process so the load
// generator does not share its event loop:
//   uncached | cached   the site, page cache off or on (content API answers kept)
//   cold                the site with the page cache and the content cache off
//   workers <n>         uncached, as `neutron start --workers n` runs it (node:cluster)
//   fixed <bytes>       a fastify route sending a fixed Buffer of that size (the ceiling)
//   render <path>       the React render of that page alone: its page data is loaded once,
//                       then every request renders the document again and sends it (the
//                       floor of any uncached server-rendered page)
//   upstream            the site with its embedded content service, as another node's
//                       content upstream; POST /_bench/upstream/down makes every request
//                       answer 503 until POST /_bench/upstream/up
//   behind <origin>     the site reading its content from the http upstream at origin, page
//                       cache on (1 s TTL, 1 s stale-while-revalidate, 600 s stale-if-error),
//                       content cache off, so a page past its TTL asks the upstream again
// The site runs with the production logging of config/app.yaml (lines go to /dev/null),
// so their cost is counted. Prints {"port", "pids"} once listening.
import cluster from 'node:cluster';
import { once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadProject } from '../core/project.ts';
import type { HeadTag, PageData } from '../core/page-data.ts';
import { buildApp } from '../core/server/app.ts';
import { NO_ASSETS, readBrandAssets } from '../core/server/assets.ts';
import { renderDocument } from '../core/server/render-document.tsx';

const [mode = 'uncached', argument = ''] = process.argv.slice(2);
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

if (mode === 'fixed') {
  const body = Buffer.from('x'.repeat(Number(argument || '0')));
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
} else if (mode === 'render') {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' } });
  const loader = await buildApp(project, { logger: false });
  const loaded = await loader.inject({ url: `/_neutron/data${argument}` });
  const { page, head } = loaded.json<{ page: PageData; head: HeadTag[] }>();
  const brand = project.brands.get(page.brand);
  if (!brand) throw new Error(`no brand ${page.brand}`);
  const Page = await brand.pages.load(page.page);
  const assets = (readBrandAssets(project.root, [page.brand]).assets.get(page.brand) ?? NO_ASSETS).document;
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(Buffer.from(renderDocument({ page, Page, components: brand.components, headTags: head, assets, locale: brand.site.locale }))),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
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
} else {
  const app = await site(mode === 'cached', mode !== 'cold');
  await app.listen({ port: 0, host: '127.0.0.1' });
  ready(app);
}
