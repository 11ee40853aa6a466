import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadProject } from '../../core/project.ts';
import { buildApp } from '../../core/server/app.ts';
import { createServer } from '../../core/server/start.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtureProject = path.join(repoRoot, 'tests/fixtures/project');

/** Builds the app as `npm start` would, without listening. */
export async function buildTestApp(root = repoRoot, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  // Each app gets its own content store, so parallel test files never share a database.
  const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-test-')), 'content.sqlite');
  const { app } = await createServer(root, { logger: false, databaseFile, env: { NEUTRON_ENV: 'test', ...env } });
  await app.ready();
  return app;
}

/** The app of a project whose default brand lists a middleware step nobody defines: start
 *  refuses such a config, so the step goes in after loading, to reach the server's own
 *  answer to it (a 500 'Unknown middleware {name}', spec 000 §8). */
export async function buildTestAppWithUnknownMiddleware(root: string, middleware: string[], env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const project = await loadProject(root, { env: { NEUTRON_ENV: 'test', ...env } });
  const brand = project.brands.get('default');
  if (!brand) throw new Error(`${root}: no default brand`);
  brand.site.middleware = middleware;
  const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-test-')), 'content.sqlite');
  const app = await buildApp(project, { logger: false, databaseFile });
  await app.ready();
  return app;
}

/** The app of one test file: built before its tests, closed after them. */
export function useTestApp(root = repoRoot, env: NodeJS.ProcessEnv = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(root, env);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the test app is not built yet');
    return app;
  };
}
