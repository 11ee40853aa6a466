// `neutron start --workers 2` restarted with SIGHUP: a config that no longer loads stops
// the restart with the findings and the workers keep serving; once the config is fixed, the
// next SIGHUP restarts every worker.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';
import { repoRoot } from '../../helpers/project.ts';
import { type ServerProcess, serverProcess } from '../../helpers/server-process.ts';
import { tempProject } from '../../helpers/temp-project.ts';

let root: string;
let running: ServerProcess | undefined;
let pid: number;
let base: string;

beforeAll(async () => {
  root = tempProject();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/neutron.js'), 'start', '--workers', '2'], {
    cwd: root,
    // The project's JSX settings, though the server runs in another folder.
    env: { ...process.env, PORT: String(port), NEUTRON_ENV: 'production', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pid = child.pid as number;
  running = serverProcess(child, base, 'neutron start --workers 2');
  await running.ready;
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

it('keeps the workers serving when the config no longer loads, and restarts them once it does', async () => {
  await expect.poll(() => running?.output(), { timeout: 60_000 }).toContain('serving with 2 workers');
  const site = path.join(root, 'sites/default.yaml');
  const good = readFileSync(site, 'utf8');
  writeFileSync(site, good.replace('name: Test Default', 'name: Test Default\ncolour: blue'));
  process.kill(pid, 'SIGHUP');
  await expect.poll(() => running?.output(), { timeout: 60_000 }).toContain('SIGHUP: the configuration is invalid; the workers keep running as they are');
  expect(running?.output()).toContain("unknown key 'colour'");
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${base}/_node/status`, { headers: { connection: 'close' } })).status).toBe(200);

  writeFileSync(site, good);
  process.kill(pid, 'SIGHUP');
  await expect.poll(() => running?.output(), { timeout: 90_000 }).toContain('SIGHUP: every worker restarted');
  for (let request = 0; request < 4; request += 1) expect((await fetch(`${base}/_node/status`, { headers: { connection: 'close' } })).status).toBe(200);
}, 150_000);
