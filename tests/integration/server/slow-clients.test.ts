// Slow clients cannot hold sockets: headers trickled past the header timeout, a body
// trickled past the request timeout, and a body trickled after an early error answer, end
// with the connection closed. A request that does not arrive in time is the client's
// timeout (408), never counted as the site's error.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { createServer } from '../../../core/server/start.ts';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const HEADERS_SECONDS = 1;
const REQUEST_SECONDS = 2;
let app: FastifyInstance;
let port: number;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  const config = appConfigWithPlugins({ hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'), 'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts') }).replace(
    "server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000' }",
    `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000', timeouts: { headersSeconds: ${HEADERS_SECONDS}, requestSeconds: ${REQUEST_SECONDS}, keepAliveSeconds: 1 } }`,
  );
  ({ app } = await createServer(tempProject({ 'config/app.yaml': config }), {
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } },
    databaseFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-test-')), 'content.sqlite'),
    env: { NEUTRON_ENV: 'production' },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** Opens a socket, writes `first`, then one byte of `trickle` a second until closed;
 *  resolves with what came back and how long the socket stayed open. */
function trickle(first: string, drip: string): Promise<{ data: string; openMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let data = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip);
      }, 1000);
    });
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ data, openMs: Date.now() - started });
    });
  });
}

/** The error counters of /_node/metrics that are not zero. */
async function reportedErrors(): Promise<string[]> {
  const metrics = await (await fetch(`http://127.0.0.1:${port}/_node/metrics`)).text();
  return (metrics.match(/^neutron_errors_reported_total\{.*$/gm) ?? []).filter((line) => !line.endsWith(' 0'));
}

describe('slow clients', () => {
  it('closes 100 sockets trickling their headers once the header timeout passes', async () => {
    const sockets = await Promise.all(Array.from({ length: 100 }, () => trickle('GET / HTTP/1.1\r\nHost: localhost\r\n', 'X')));
    for (const { openMs } of sockets) expect(openMs).toBeLessThan((HEADERS_SECONDS + 3) * 1000);
    expect(sockets.filter(({ data }) => data.startsWith('HTTP/1.1 408')).length).toBeGreaterThan(0);
  }, 20_000);

  it.each([
    ['trickled a byte a second', 'x'],
    ['never sent', ''],
  ])('answers a body %s 408 with Connection: close once the request timeout passes, as a client timeout', async (_how, drip) => {
    const errorsBefore = await reportedErrors();
    const { data, openMs } = await trickle('POST /_neutron/errors HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{', drip);
    expect(data.startsWith('HTTP/1.1 408 Request Timeout')).toBe(true);
    expect(data.toLowerCase()).toContain('connection: close');
    expect(openMs).toBeGreaterThanOrEqual(REQUEST_SECONDS * 1000 - 100);
    expect(openMs).toBeLessThan((REQUEST_SECONDS + 2) * 1000);
    // The client's fault: an info line, no error, nothing counted as the site's.
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.some((line) => line.level === 30 && line.msg.startsWith('client timeout'))).toBe(true);
    expect(await reportedErrors()).toEqual(errorsBefore);
  }, 20_000);

  it('closes the connection after a 405 answered before a trickled body', async () => {
    const { data, openMs } = await trickle('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n', 'x');
    expect(data.startsWith('HTTP/1.1 405')).toBe(true);
    expect(data.toLowerCase()).toContain('connection: close');
    expect(openMs).toBeLessThan(3000);
  }, 20_000);
});
