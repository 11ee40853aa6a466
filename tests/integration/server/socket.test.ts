// Transport behaviour over a real socket: raw request lines and header limits that an
// in-process inject would normalise away.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

function rawRequest(requestLine: string, extraHeaders = ''): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`);
  });
}

describe('redirect safety over a real socket', () => {
  it('301s /about to /about/ with a local Location', async () => {
    const response = await rawRequest('GET /about?x=1 HTTP/1.1');
    expect(response.status).toBe(301);
    expect(response.headers).toMatch(/\r\nlocation: \/about\/\?x=1\r\n/i);
  });

  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '//evil.example/about', '/%5C%5Cevil.example', '/%2F%2Fevil.example'])(
    '%s never produces an off-site Location',
    async (target) => {
      const response = await rawRequest(`GET ${target} HTTP/1.1`);
      expect(response.headers).not.toMatch(/\r\nlocation:/i);
      expect(response.status).toBe(404);
    },
  );

  it('an absolute-form target is served as its path; links still use the configured origin', async () => {
    const page = await rawRequest('GET http://evil.example/about/ HTTP/1.1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<link data-neutron-head="" rel="canonical" href="http://localhost:3000/about/"/>');
    expect(page.body).not.toContain('evil.example');
    const slashless = await rawRequest('GET http://evil.example/about?x=1 HTTP/1.1');
    expect(slashless.status).toBe(301);
    expect(slashless.headers).toMatch(/\r\nlocation: \/about\/\?x=1\r\n/i);
    expect((await rawRequest('GET http://evil.example//evil.example HTTP/1.1')).status).toBe(404);
  });

  it('oversized headers are refused with 431, and the server keeps serving', async () => {
    const response = await rawRequest('GET /about/ HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}\r\n`);
    expect(response.status).toBe(431);
    expect((await rawRequest('GET /about/ HTTP/1.1')).status).toBe(200);
  });
});
