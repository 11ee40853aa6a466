// The user proxy /apigee/users/ against a real upstream on a socket: only allow-listed
// paths and methods pass, bodies are limited, a slow upstream times out, a redirect is
// never followed, and only named headers cross.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerProxy } from '../../../plugins/auth/proxy.ts';

let upstream: Server;
let upstreamBase = '';
let app: FastifyInstance;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let redirectTargetHits = 0;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = request.url ?? '';
      if (path === '/users/me' && request.headers['x-mode'] === undefined && request.headers.authorization === 'Bearer slow-token-123') {
        setTimeout(() => response.end('{}'), 2000);
        return;
      }
      if (path === '/users/profile' && request.headers.authorization === 'Bearer redirect-token-1') {
        response.writeHead(302, { location: `${upstreamBase}/elsewhere` }).end();
        return;
      }
      if (path === '/users/elsewhere') redirectTargetHits += 1;
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1', 'x-internal': 'secret' }).end(JSON.stringify({ ok: true, path }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/users`;
  app = Fastify();
  await registerProxy(app, { upstream: () => upstreamBase, maxBodyBytes: 1024, timeoutMs: 500, rateLimitPerMinute: 100 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('/apigee/users/ proxy', () => {
  it('forwards an allow-listed call with the bearer token, nothing else, and is never cached', async () => {
    seen.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/apigee/users/me?host=evil.example',
      headers: { authorization: 'Bearer good-token-1', cookie: 'session=abc', 'x-forwarded-host': 'evil.example', host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, path: '/users/me' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-internal']).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/users/me');
    expect(seen[0]?.headers.authorization).toBe('Bearer good-token-1');
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers['x-forwarded-host']).toBeUndefined();
    expect(seen[0]?.headers.host).toBe(new URL(upstreamBase).host);
  });

  it.each(['admin', 'me/../admin', '..%2Fadmin', 'http://evil.example/', '//evil.example/x', 'profile/extra'])('answers 404 for %s, outside the allow-list', async (path) => {
    seen.length = 0;
    const response = await app.inject({ method: 'GET', url: `/apigee/users/${path}` });
    expect(response.statusCode).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('answers 405 for a method the path does not allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/apigee/users/profile' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, PUT');
  });

  it('refuses an oversized body with 413 before the upstream sees it', async () => {
    seen.length = 0;
    const response = await app.inject({ method: 'PUT', url: '/apigee/users/profile', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(5000) }) });
    expect(response.statusCode).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('passes a body within the limit', async () => {
    seen.length = 0;
    const response = await app.inject({ method: 'PUT', url: '/apigee/users/profile', headers: { 'content-type': 'application/json', authorization: 'Bearer good-token-1' }, payload: '{"name":"Ada"}' });
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.body).toBe('{"name":"Ada"}');
  });

  it('answers 504 when the upstream is slower than the deadline', async () => {
    const response = await app.inject({ method: 'GET', url: '/apigee/users/me', headers: { authorization: 'Bearer slow-token-123' } });
    expect(response.statusCode).toBe(504);
  });

  it('never follows a redirecting upstream', async () => {
    redirectTargetHits = 0;
    const response = await app.inject({ method: 'GET', url: '/apigee/users/profile', headers: { authorization: 'Bearer redirect-token-1' } });
    expect(response.statusCode).toBe(502);
    expect(response.headers.location).toBeUndefined();
    expect(redirectTargetHits).toBe(0);
  });

  it('sends the upstream only the named headers and its own host', async () => {
    seen.length = 0;
    await app.inject({ method: 'GET', url: '/apigee/users/me', headers: { authorization: 'Bearer good-token-1', accept: 'application/json' } });
    expect(Object.keys(seen[0]?.headers ?? {}).sort()).toEqual(['accept', 'authorization', 'connection', 'host']);
  });
});
