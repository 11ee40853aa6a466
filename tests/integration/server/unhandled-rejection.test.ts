// `neutron start` keeps serving when a plugin leaves a failed promise nobody catches: the
// failure is logged as an error, and the next request is answered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/project.ts';
import { type NeutronProcess, startNeutron } from '../../helpers/server-process.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

let running: NeutronProcess | undefined;

beforeAll(async () => {
  const root = tempProject({
    'config/app.yaml': appConfigWithPlugins({
      hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
      'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
      hang: path.join(repoRoot, 'tests/fixtures/plugins/hang-plugin.ts'),
    }),
    'sites/default.yaml': readFileSync(path.join(repoRoot, 'tests/fixtures/project/sites/default.yaml'), 'utf8').replace('  needs-hello: true', '  needs-hello: true\n  hang: true'),
  });
  running = await startNeutron(root);
  await running.ready;
}, 90_000);

afterAll(async () => {
  await running?.stop();
});

it('logs a promise that failed with nobody to catch it and keeps serving', async () => {
  const { base, child } = running as NeutronProcess;
  const stray = await fetch(`${base}/_hang/stray`);
  expect(stray.status).toBe(200);
  // Named by the plugin whose code left it.
  await expect.poll(() => running?.output(), { timeout: 5000 }).toContain('unhandled rejection in plugin hang');
  expect(running?.output()).toContain('a stray failure');
  expect(child.exitCode).toBeNull();
  const status = await fetch(`${base}/_node/status`);
  expect(status.status).toBe(200);
});
