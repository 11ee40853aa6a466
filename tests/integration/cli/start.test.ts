// `neutron start` where it cannot listen: one line saying why and what to do, exit 1,
// and nothing left running; and where it does, the address it serves at.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
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

it('PORT=0: says the port the system gave, where the site answers', async () => {
  const dir = tempProject();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/neutron.js'), 'start'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', NEUTRON_PURGE_TOKEN: '', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    const serving = new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Neutron is serving .*? at (http:\/\/127\.0\.0\.1:(\d+))\//.exec(output);
        if (found) resolve(found[1] as string);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`neutron start exited with ${code}: ${output}`)));
    });
    const origin = await serving;
    expect(origin).not.toBe('http://127.0.0.1:0');
    expect((await fetch(`${origin}/_node/status`)).status).toBe(200);
    // No purge token: said once, an empty variable named as such.
    expect(output).toContain('purge: off, no purge token (NEUTRON_PURGE_TOKEN is set, but empty); set server.purgeToken or NEUTRON_PURGE_TOKEN to take POST /_neutron/purge');
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}, 90_000);
