// Real processes for the live plugin's integration tests: project folders built from the
// shipped config, Neutron nodes and a redis-server of their own on free ports.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { repoRoot } from '../../helpers/project.ts';

export { freePort } from '../../helpers/free-port.ts';

export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;
export const TOKEN = 'neutron-development-live-token';

/** A copy of the shipped config and sites, with the shipped sample data (examples/, linked);
 *  the live store at `liveDatabase`, Redis when given, and more live options of the default brand. */
export function liveProject(liveDatabase: string, redisUrl?: string, liveOptions: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-live-node-'));
  cpSync(path.join(repoRoot, 'config'), path.join(dir, 'config'), { recursive: true });
  cpSync(path.join(repoRoot, 'sites'), path.join(dir, 'sites'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'examples'), path.join(dir, 'examples'));
  const appFile = path.join(dir, 'config/app.yaml');
  const app = parse(readFileSync(appFile, 'utf8')) as { upstreams: Record<string, unknown>; plugins: Record<string, string>; environment: string };
  app.environment = 'test';
  if (redisUrl) app.upstreams.redis = { url: redisUrl };
  for (const [name, module] of Object.entries(app.plugins)) app.plugins[name] = path.join(repoRoot, module);
  writeFileSync(appFile, stringify(app));
  const siteFile = path.join(dir, 'sites/default.yaml');
  const site = parse(readFileSync(siteFile, 'utf8')) as { plugins: { live: Record<string, unknown> } };
  Object.assign(site.plugins.live, liveOptions, { database: liveDatabase });
  writeFileSync(siteFile, stringify(site));
  return dir;
}

export interface RunningNode {
  origin: string;
  process: ChildProcess;
  /** What the node has logged so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A node of `root`; `env` adds to (or, with undefined, removes from) its environment. */
export function startNode(root: string, env: Record<string, string | undefined> = {}): Promise<RunningNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests/integration/live/live-node.ts'), root, path.join(root, `content-${Date.now()}.sqlite`)], {
    cwd: repoRoot,
    env: Object.fromEntries(Object.entries({ ...process.env, NEUTRON_ENV: 'test', LOG_LEVEL: 'warn', ...env }).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      resolve({
        origin: `http://127.0.0.1:${match[1]}`,
        process: child,
        output: () => output,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`node exited (${code}) before listening:\n${output}`)));
  });
}

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(port: number): Promise<RunningRedis> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function post(origin: string, contentId: string, body: Record<string, unknown>): Promise<{ status: number; item?: { id: string; sequence: number } }> {
  const response = await fetch(`${origin}/_neutron/live/${contentId}/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { item?: { id: string; sequence: number } }) };
}

export async function liveContentId(origin: string, pagePath: string): Promise<string> {
  const response = await fetch(`${origin}/_neutron/data${pagePath}`);
  return ((await response.json()) as { page: { content: { id: string } } }).page.content.id;
}
