// Serves the site (page cache on or off) and a fixed-string route for the throughput
// benchmark, in its own process so the load generator does not share its event loop.
import Fastify from 'fastify';
import { loadProject } from '../core/config/project.ts';
import { buildApp } from '../core/server/app.ts';
import { coreSetupHooks } from '../core/server/core-hooks.ts';

const [mode = 'uncached', fixedBytes = '0'] = process.argv.slice(2);
if (mode === 'fixed') {
  const body = Buffer.from('x'.repeat(Number(fixedBytes)));
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
} else {
  const project = await loadProject(process.cwd(), { env: { NEUTRON_ENV: 'production' }, setupHooks: coreSetupHooks });
  project.app.cache.pageCache.enabled = mode === 'cached';
  const app = await buildApp(project, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);
}
