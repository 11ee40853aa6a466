// Serves one of the throughput benchmark's subjects, in its own process so the load
// generator does not share its event loop:
//   uncached | cached   the site, page cache off or on (content API answers kept)
//   cold                the site with the page cache and the content cache off
//   fixed <bytes>       a fastify route sending a fixed string of that size (the ceiling)
//   render <path>       the React render of that page alone: its page data is loaded once,
//                       then every request renders the document again and sends it (the
//                       floor of any uncached server-rendered page)
import Fastify from 'fastify';
import { loadProject } from '../core/project.ts';
import type { HeadTag, PageData } from '../core/page-data.ts';
import { buildApp } from '../core/server/app.ts';
import { readBrandAssets } from '../core/server/assets.ts';
import { renderDocument } from '../core/server/render-document.tsx';

const [mode = 'uncached', argument = ''] = process.argv.slice(2);
if (mode === 'fixed') {
  const fixedBytes = argument || '0';
  const body = Buffer.from('x'.repeat(Number(fixedBytes)));
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
} else if (mode === 'render') {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' } });
  const site = await buildApp(project, { logger: false });
  const loaded = await site.inject({ url: `/_neutron/data${argument}` });
  const { page, head } = loaded.json<{ page: PageData; head: HeadTag[] }>();
  const brand = project.brands.get(page.brand);
  if (!brand) throw new Error(`no brand ${page.brand}`);
  const Page = await brand.pages.load(page.page);
  const assets = readBrandAssets(project.root, [page.brand]).assets.get(page.brand) ?? { scripts: [], styles: [], preloads: [] };
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(Buffer.from(renderDocument({ page, Page, components: brand.components, headTags: head, assets, locale: brand.site.locale }))),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
} else {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' } });
  project.app.cache.pageCache.enabled = mode === 'cached';
  // `cold`: neither rendered pages nor content API answers are kept (every request reads the store).
  project.app.cache.content.enabled = mode !== 'cold';
  const app = await buildApp(project, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
}
