// A purge on one node reaches the others: through Redis pub/sub when `upstreams.redis`
// is configured, and through the cluster primary between the workers of
// `neutron start --workers 2`.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { type NeutronProcess, startNeutron } from '../../helpers/server-process.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const TOKEN = 'purge-token-for-tests-0123456789';
const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function projectWith(extra: { redis?: string }): string {
  const plugins = {
    hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
    'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
  };
  const config = appConfigWithPlugins(plugins)
    .replace("publicOrigin: 'http://localhost:3000' }", `publicOrigin: 'http://localhost:3000', purgeToken: ${TOKEN} }`)
    .replace(/upstreams: \{ content: (\{[^}]*\}) \}/, (_all, content: string) => `upstreams: { content: ${content}${extra.redis ? `, redis: { url: '${extra.redis}' }` : ''} }`);
  return tempProject({ 'config/app.yaml': config });
}

async function purge(send: (init: { headers: Record<string, string>; payload: unknown }) => Promise<number>, ids: string[]): Promise<void> {
  expect(await send({ headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, payload: { ids } })).toBe(200);
}

describe('purge through Redis', () => {
  let redis: ChildProcess;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await sleep(300);
    const root = projectWith({ redis: `redis://127.0.0.1:${port}` });
    for (let node = 0; node < 2; node += 1) apps.push(await buildTestApp(root, { NEUTRON_ENV: 'production' }));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.kill();
  });

  it('a purge on one node drops the page on the other', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance];
    const first = await other.inject(ARTICLE);
    expect(first.statusCode).toBe(200);
    const ids = String(first.headers['surrogate-key']).split(' ');
    expect(ids.length).toBeGreaterThan(0);
    expect((await other.inject(ARTICLE)).headers['x-neutron-cache']).toBe('hit');
    await purge(async ({ headers, payload }) => (await one.inject({ method: 'POST', url: '/_neutron/purge', headers, payload: payload as object })).statusCode, [ids[0] ?? '']);
    let state: unknown = 'hit';
    for (let attempt = 0; attempt < 20 && state === 'hit'; attempt += 1) {
      await sleep(50);
      state = (await other.inject(ARTICLE)).headers['x-neutron-cache'];
    }
    expect(state).toBe('miss');
  });

  it("the node's status says whether Redis answers", async () => {
    const [one] = apps as [FastifyInstance];
    expect((await one.inject('/_node/status')).json()).toMatchObject({ status: 'ok', redis: 'ready' });
  });
});

describe('purge between cluster workers', () => {
  let running: NeutronProcess | undefined;

  beforeAll(async () => {
    running = await startNeutron(projectWith({}), ['--workers', '2']);
    await running.ready;
  }, 90_000);

  afterAll(async () => {
    await running?.stop();
  });

  /** A new connection per request, so the primary hands requests to the workers in turn. */
  async function state(): Promise<{ cache: string | null; keys: string }> {
    const response = await fetch(`${running?.base}${ARTICLE}`, { headers: { connection: 'close' } });
    await response.arrayBuffer();
    return { cache: response.headers.get('x-neutron-cache'), keys: response.headers.get('surrogate-key') ?? '' };
  }

  it('a purge through one worker drops the page on every worker', async () => {
    let keys = '';
    for (let warm = 0; warm < 6; warm += 1) keys = (await state()).keys;
    const warmed = await Promise.all([state(), state()]);
    expect(warmed.map(({ cache }) => cache)).toEqual(['hit', 'hit']);
    const sent = await fetch(`${running?.base}/_neutron/purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ ids: [keys.split(' ')[0]] }),
    });
    expect(sent.status).toBe(200);
    await sleep(300);
    // Both workers render the page again: a worker the purge had not reached would answer a hit.
    const after = [await state(), await state()];
    expect(after.map(({ cache }) => cache)).toEqual(['miss', 'miss']);
    expect((await state()).cache).toBe('hit');
  }, 60_000);

  it('stops every worker on SIGTERM', async () => {
    const { child } = running as NeutronProcess;
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  }, 30_000);
});
