// Slow clients cannot hold sockets: headers trickled past the header timeout, and a body
// trickled after an early error answer, end with the connection closed.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const HEADERS_SECONDS = 1;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = appConfigWithPlugins({ hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'), 'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts') }).replace(
    "server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000' }",
    `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000', timeouts: { headersSeconds: ${HEADERS_SECONDS}, requestSeconds: 2, keepAliveSeconds: 1 } }`,
  );
  app = await buildTestApp(tempProject({ 'config/app.yaml': config }), { NEUTRON_ENV: 'production' });
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

describe('slow clients', () => {
  it('closes 100 sockets trickling their headers once the header timeout passes', async () => {
    const sockets = await Promise.all(Array.from({ length: 100 }, () => trickle('GET / HTTP/1.1\r\nHost: localhost\r\n', 'X')));
    for (const { openMs } of sockets) expect(openMs).toBeLessThan((HEADERS_SECONDS + 3) * 1000);
    expect(sockets.filter(({ data }) => data.startsWith('HTTP/1.1 408')).length).toBeGreaterThan(0);
  }, 20_000);

  it('closes the connection after a 405 answered before a trickled body', async () => {
    const { data, openMs } = await trickle('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n', 'x');
    expect(data.startsWith('HTTP/1.1 405')).toBe(true);
    expect(data.toLowerCase()).toContain('connection: close');
    expect(openMs).toBeLessThan(3000);
  }, 20_000);
});
