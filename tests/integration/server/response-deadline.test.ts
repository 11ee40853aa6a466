// A request whose handler never finishes (a plugin's endpoint or page loader whose promise
// never settles) is answered 503 after server.timeouts.responseSeconds, through the site's
// error handling, reported with its route, and the node keeps serving. A request whose
// body is still arriving then is the client's timeout: 408, never the site's error.
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

let app: FastifyInstance;
let origin: string;
const logged: { level: number; msg: string; route?: string }[] = [];

beforeAll(async () => {
  const config = appConfigWithPlugins({
    hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
    'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
    hang: path.join(repoRoot, 'tests/fixtures/plugins/hang-plugin.ts'),
  }).replace("publicOrigin: 'http://localhost:3000' }", "publicOrigin: 'http://localhost:3000', timeouts: { responseSeconds: 1 } }");
  const root = tempProject({
    'config/app.yaml': config,
    'sites/default.yaml': `${(await import('node:fs')).readFileSync(path.join(repoRoot, 'tests/fixtures/project/sites/default.yaml'), 'utf8').replace('  needs-hello: true', '  needs-hello: true\n  hang: true')}`,
  });
  const project = await loadProject(root);
  app = await buildApp(project, {
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await app?.close();
});

describe('a request no handler answers', () => {
  it('an endpoint that never finishes answers 503 JSON after the deadline, and closes the connection', async () => {
    const started = Date.now();
    const response = await fetch(`${origin}/_hang/forever`);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ error: expect.stringMatching(/./) as unknown });
  });

  it('a page whose loader never finishes answers the site’s 503 page', async () => {
    const response = await fetch(`${origin}/hang/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<html');
  });

  it('is reported as an error naming the route, and the node keeps serving', async () => {
    const reported = logged.filter((line) => line.level >= 50 && /no answer after 1 s/.test(JSON.stringify(line)));
    expect(reported.map((line) => line.route)).toContain('hang-default');
    const response = await fetch(`${origin}/_hello/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pong: 'default' });
  });

  it('answers that come in time are not touched', async () => {
    const response = await fetch(`${origin}/about/`);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(logged.filter((line) => /no answer/.test(JSON.stringify(line)) && /about/.test(JSON.stringify(line)))).toEqual([]);
  });
});

/** Sends the request line, headers and the first bytes of a body it never finishes;
 *  resolves with what came back once the server closes the socket. */
function unfinishedBody(request: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(data));
  });
}

describe('a request whose body has not arrived by the deadline', () => {
  it('is answered 408 with Connection: close, counted under its route, and not reported as an error', async () => {
    const started = Date.now();
    const data = await unfinishedBody('POST /_neutron/errors HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(data.startsWith('HTTP/1.1 408')).toBe(true);
    expect(data.toLowerCase()).toContain('connection: close');
    expect(data.toLowerCase()).not.toContain('retry-after');
    const metrics = await (await fetch(`${origin}/_node/metrics`)).text();
    expect(metrics).toMatch(/^neutron_http_requests_total\{route="_client_errors",method="POST",status="408"\} 1$/m);
    expect(metrics).not.toMatch(/^neutron_errors_reported_total\{route="(unmatched|_client_errors)"/m);
    expect(logged.filter((line) => line.level >= 40 && /_client_errors|unmatched/.test(JSON.stringify(line)))).toEqual([]);
    expect(logged.some((line) => line.level === 30 && line.route === '_client_errors' && line.msg.startsWith('client timeout'))).toBe(true);
  });
});
