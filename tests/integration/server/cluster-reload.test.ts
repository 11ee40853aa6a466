// `neutron start --workers 2` restarted with SIGHUP: a config that no longer loads stops
// the restart with the findings and the workers keep serving; once the config is fixed, the
// next SIGHUP restarts every worker.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type NeutronProcess, startNeutron } from '../../helpers/server-process.ts';
import { tempProject } from '../../helpers/temp-project.ts';

let root: string;
let running: NeutronProcess | undefined;
let pid: number;

beforeAll(async () => {
  root = tempProject();
  // A server build older than the sources: start runs the sources and says so.
  const check = path.join(root, 'dist/server/core/build');
  mkdirSync(check, { recursive: true });
  writeFileSync(path.join(check, 'server-build.js'), "export const serverBuildStatus = () => ({ fresh: false, reason: 'the sources changed since the server build' });\n");
  running = await startNeutron(root, ['--workers', '2']);
  pid = running.child.pid as number;
  await running.ready;
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

it('keeps the workers serving when the config no longer loads, and restarts them once it does', async () => {
  await expect.poll(() => running?.output(), { timeout: 60_000 }).toContain('serving with 2 workers');
  // What a node says when it starts (here: sample data in production) is said once, by the primary.
  expect(running?.output().match(/sample data in production: upstream 'content'/g)).toHaveLength(1);
  expect(running?.output().match(/running the TypeScript sources, not the server build: the sources changed/g)).toHaveLength(1);
  const site = path.join(root, 'sites/default.yaml');
  const good = readFileSync(site, 'utf8');
  writeFileSync(site, good.replace('name: Test Default', 'name: Test Default\ncolour: blue'));
  process.kill(pid, 'SIGHUP');
  await expect.poll(() => running?.output(), { timeout: 60_000 }).toContain('SIGHUP: the configuration is invalid; the workers keep running as they are');
  expect(running?.output()).toContain("unknown key 'colour'");
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${running?.base}/_node/status`, { headers: { connection: 'close' } })).status).toBe(200);

  writeFileSync(site, good);
  process.kill(pid, 'SIGHUP');
  await expect.poll(() => running?.output(), { timeout: 90_000 }).toContain('SIGHUP: every worker restarted');
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${running?.base}/_node/status`, { headers: { connection: 'close' } })).status).toBe(200);
}, 150_000);

it('any worker a scrape reaches answers with every worker\'s metrics, summed', async () => {
  const fresh = { headers: { connection: 'close' } };
  const served = async () => {
    const text = await (await fetch(`${running?.base}/_node/metrics`, fresh)).text();
    return Number(/neutron_http_requests_total\{route="about",method="GET",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
  };
  const before = await served();
  // New connections: the primary hands them to the workers in turn.
  for (let request = 0; request < 6; request += 1) expect((await fetch(`${running?.base}/about/`, fresh)).status).toBe(200);
  for (let scrape = 0; scrape < 4; scrape += 1) expect(await served()).toBe(before + 6);
  // The status says which worker of how many answered.
  const workers = new Set<number>();
  for (let ask = 0; ask < 4; ask += 1) {
    const status = (await (await fetch(`${running?.base}/_node/status`, fresh)).json()) as { worker?: { pid: number; of: number } };
    expect(status.worker?.of).toBe(2);
    if (status.worker) workers.add(status.worker.pid);
  }
  expect(workers.size).toBe(2);
}, 60_000);

it('retries a worker that cannot be replaced, and exits 1 once no worker runs', async () => {
  const workers = () => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  expect(workers()).toHaveLength(2);
  // A config that no longer loads: a replacement worker exits before it listens.
  const site = path.join(root, 'sites/default.yaml');
  writeFileSync(site, readFileSync(site, 'utf8').replace('name: Test Default', 'name: Test Default\ncolour: blue'));
  const [first, second] = workers() as [number, number];
  process.kill(first, 'SIGKILL');
  await expect.poll(() => running?.output(), { timeout: 60_000 }).toMatch(/"level":50,[^\n]*"msg":"worker \d+ exited \(1\) before listening"/);
  expect(running?.output()).toMatch(new RegExp(`"level":40,[^\\n]*"msg":"worker ${first} died \\(SIGKILL\\); starting another"`));
  expect(running?.output()).toMatch(/"level":40,[^\n]*"msg":"starting another worker in 1 s"/);
  // The other worker still serves.
  expect((await fetch(`${running?.base}/_node/status`, { headers: { connection: 'close' } })).status).toBe(200);
  const exited = new Promise<number | null>((resolve) => running?.child.once('exit', (code) => resolve(code)));
  process.kill(second, 'SIGKILL');
  expect(await exited).toBe(1);
  expect(running?.output()).toContain('no worker is running and none starts: the primary exits');
}, 150_000);
