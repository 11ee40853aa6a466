// `neutron start` where it cannot listen: one line saying why and what to do, exit 1,
// and nothing left running.
import { createServer, type Server } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

let taken: Server;
let port: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
});

it('a port another server listens on: the reason and the way out, no stack', async () => {
  const dir = tempProject();
  const appFile = path.join(dir, 'config/app.yaml');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace('port: 0,', `port: ${port},`));
  const result = await runCli(['start'], dir);
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(`neutron start: cannot listen on 127.0.0.1:${port}: the port is in use (another server listens there); set PORT to a free one\n`);
});
