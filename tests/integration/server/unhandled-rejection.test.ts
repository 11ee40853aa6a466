// `neutron start` keeps serving when a plugin leaves a failed promise nobody catches: the
// failure is logged as an error, and the next request is answered.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../helpers/free-port.ts';
import { repoRoot } from '../../helpers/project.ts';
import { type ServerProcess, serverProcess } from '../../helpers/server-process.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

let server: ChildProcess;
let running: ServerProcess | undefined;
let base: string;

beforeAll(async () => {
  const root = tempProject({
    'config/app.yaml': appConfigWithPlugins({
      hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
      'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
      hang: path.join(repoRoot, 'tests/fixtures/plugins/hang-plugin.ts'),
    }),
    'sites/default.yaml': readFileSync(path.join(repoRoot, 'tests/fixtures/project/sites/default.yaml'), 'utf8').replace('  needs-hello: true', '  needs-hello: true\n  hang: true'),
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(repoRoot, 'bin/neutron.js'), 'start'], {
    cwd: root,
    // The project's JSX settings, though the server runs in another folder.
    env: { ...process.env, PORT: String(port), NEUTRON_ENV: 'production', LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = serverProcess(server, base, 'neutron start');
  await running.ready;
}, 90_000);

afterAll(async () => {
  await running?.stop();
});

it('logs a promise that failed with nobody to catch it and keeps serving', async () => {
  const stray = await fetch(`${base}/_hang/stray`);
  expect(stray.status).toBe(200);
  await expect.poll(() => running?.output(), { timeout: 5000 }).toContain('unhandled rejection');
  expect(running?.output()).toContain('a stray failure');
  expect(server.exitCode).toBeNull();
  const status = await fetch(`${base}/_node/status`);
  expect(status.status).toBe(200);
});
