// Pages that stay fast when the content upstream is slow or fails: one render for many
// concurrent misses, stale pages while they are made again or while the upstream is
// down, the right gateway status when there is no page to fall back on, and purge by
// content id.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixtureProject, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const DEADLINE_MS = 300;
const TOKEN = 'purge-token-for-tests-0123456789';
type Mode = 'ok' | 'fail' | 'hang' | 'slow';

let mode: Mode = 'ok';
let upstream: FastifyInstance;
let app: FastifyInstance;
const requested: string[] = [];

function article(slug: string) {
  return {
    pageType: 'articles',
    id: slug,
    components: [
      {
        id: `component-${slug}`,
        meta: { componentName: 'article', componentType: 'Article' },
        data: { id: `story-${slug}`, slug, headline: `Story ${slug}`, body: '<p>First paragraph.</p><p>Second paragraph.</p>' },
      },
    ],
  };
}

function projectWith(port: number, cache: string): string {
  return tempProject({
    'config/app.yaml': `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000', purgeToken: ${TOKEN} }
environment: production
upstreams: { content: { kind: http, host: 'http://127.0.0.1:${port}', timeoutMs: ${DEADLINE_MS} } }
cache: ${cache}
plugins:
  hello: ${path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts')}
  needs-hello: ${path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts')}
sites: [sites/default.yaml, sites/auto.yaml]
files: { routes: config/routes.yaml, images: ${path.join(repoRoot, 'config/images.yaml')} }
`,
  });
}

const seen = (slug: string) => requested.filter((url) => url.includes(`/articles/${slug}/`)).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/*', async (request, reply) => {
    requested.push(request.url);
    const slug = /\/articles\/([\w-]+)\//.exec(request.url)?.[1];
    if (mode === 'fail') return reply.code(500).send({ message: 'down' });
    if (mode === 'hang') await sleep(DEADLINE_MS * 5);
    if (mode === 'slow') await sleep(100);
    if (!slug || slug.startsWith('missing')) return reply.code(404).send({ message: 'not found' });
    return reply.send(article(slug));
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const port = (upstream.server.address() as AddressInfo).port;
  // Content answers are not kept here, so what is measured is the page cache alone
  // (content negative caching has its own test below and in content-cache.test.ts).
  const root = projectWith(
    port,
    `{ defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 100, ttlSeconds: 1, staleWhileRevalidateSeconds: 1, staleIfErrorSeconds: 600 }, content: { enabled: false, maxEntries: 10, ttlSeconds: 1 } }`,
  );
  app = await buildTestApp(root, { NEUTRON_ENV: 'production' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

describe('page-level coalescing', () => {
  it('renders once for 20 concurrent misses of one page', async () => {
    mode = 'slow';
    const responses = await Promise.all(Array.from({ length: 20 }, () => app.inject('/news/coalesced-story/')));
    mode = 'ok';
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.every((response) => response.body.includes('Story coalesced-story'))).toBe(true);
    expect(seen('coalesced-story')).toBe(1);
  });
});

describe('stale pages', () => {
  it('serves a page past its TTL stale while one request renders it again', async () => {
    expect((await app.inject('/news/swr-story/')).headers['x-neutron-cache']).toBe('miss');
    expect(seen('swr-story')).toBe(1);
    await sleep(1100);
    mode = 'slow';
    const stale = await Promise.all(Array.from({ length: 5 }, () => app.inject('/news/swr-story/')));
    for (const response of stale) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-neutron-cache']).toBe('stale');
      expect(response.headers['x-neutron-stale']).toBe('page; revalidating');
      // Kept by no browser or CDN: the next request asks again.
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    await sleep(300);
    mode = 'ok';
    expect(seen('swr-story')).toBe(2);
    const fresh = await app.inject('/news/swr-story/');
    expect(fresh.headers['x-neutron-cache']).toBe('hit');
    expect(fresh.headers['x-neutron-stale']).toBeUndefined();
    expect(fresh.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it.each([
    ['fail', 'stale-sie-broken'],
    ['hang', 'stale-sie-hanging'],
  ] as const)('serves the stale page, saying so, when the upstream is %s', async (failure, slug) => {
    expect((await app.inject(`/news/${slug}/`)).statusCode).toBe(200);
    // Past the TTL and the stale-while-revalidate window: only stale-if-error remains.
    await sleep(2100);
    mode = failure;
    const response = await app.inject(`/news/${slug}/`);
    mode = 'ok';
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Story ${slug}`);
    expect(response.headers['x-neutron-cache']).toBe('stale');
    expect(response.headers['x-neutron-stale']).toBe('page; upstream failed');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('upstream failures without a page to fall back on', () => {
  it.each([
    ['fail', 502, undefined],
    ['hang', 504, '10'],
  ] as const)('an upstream that is %s gives %i with the site error page', async (failure, status, retryAfter) => {
    mode = failure;
    const response = await app.inject(`/news/never-seen-${failure}/`);
    mode = 'ok';
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<main');
    expect(response.headers['retry-after']).toBe(retryAfter);
  });

  it('an unreachable upstream gives 503 with Retry-After', async () => {
    const port = (upstream.server.address() as AddressInfo).port;
    const down = await buildTestApp(projectWith(await refusingPort(), `{ defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 10, ttlSeconds: 60 } }`), { NEUTRON_ENV: 'production' });
    try {
      const response = await down.inject('/news/any-story/');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('10');
      expect(response.body).toContain('<main');
    } finally {
      await down.close();
    }
    expect(port).toBeGreaterThan(0);
  });
});

/** A port nothing listens on: connections to it are refused. */
async function refusingPort(): Promise<number> {
  const closed = Fastify();
  await closed.listen({ port: 0, host: '127.0.0.1' });
  const port = (closed.server.address() as AddressInfo).port;
  await closed.close();
  return port;
}

/** The app's own routes that ask the content upstream: feeds, sitemaps, Apple News, the
 *  edition URL generator and product redirects. */
const UPSTREAM_ROUTES = [
  '/feed/',
  '/feed/roadshow/',
  '/sitemap.xml',
  '/sitemaps/article/',
  '/apple-news/',
  '/api/editionurlgenerator/?contentType=articles&slug=how-to-set-up-a-vpn',
  '/products/pixel-9-pro/specs/',
];

describe('the app\'s other routes when the upstream fails', () => {
  let down: FastifyInstance;
  beforeAll(async () => {
    down = await buildTestApp(projectWith(await refusingPort(), `{ defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 10, ttlSeconds: 60 } }`), { NEUTRON_ENV: 'production' });
  }, 60_000);
  afterAll(async () => {
    await down?.close();
  });

  it.each(UPSTREAM_ROUTES)('%s answers 503 with Retry-After and a JSON error that names nothing inside', async (url) => {
    const response = await down.inject({ url, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({ error: 'Something went wrong' });
  });

  it.each(['/feed/', '/sitemap.xml'])('%s answers 504 with Retry-After when the upstream does not answer in time', async (url) => {
    mode = 'hang';
    const response = await app.inject({ url, headers: { accept: '*/*' } });
    mode = 'ok';
    expect(response.statusCode).toBe(504);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({ error: 'Something went wrong' });
  });

  it('a browser asking for one gets the site error page, with Retry-After too', async () => {
    const response = await down.inject({ url: '/sitemaps/article/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.body).toContain('<main');
  });
});

describe('surrogate keys and purge', () => {
  it('lists the content ids of the page in Surrogate-Key', async () => {
    const response = await app.inject('/news/keyed-story/');
    expect(response.headers['surrogate-key']?.toString().split(' ')).toEqual(expect.arrayContaining(['keyed-story', 'story-keyed-story']));
  });

  it('refuses a purge without the token', async () => {
    const response = await app.inject({ method: 'POST', url: '/_neutron/purge', payload: { ids: ['x'] } });
    expect(response.statusCode).toBe(401);
    const wrong = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: 'Bearer nope' }, payload: { ids: ['x'] } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'wrong purge token' });
    // The scheme is case-insensitive.
    const lower = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `bearer ${TOKEN}` }, payload: { ids: ['x'] } });
    expect(lower.statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `Bearer ${TOKEN}` }, payload: { ids: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('checks the token before reading the body, and answers a bad body in JSON', async () => {
    const json = { 'content-type': 'application/json' };
    // Without the token a broken or oversized body is still a 401: the body is never read.
    for (const payload of ['{', 'x'.repeat(100 * 1024)]) {
      const refused = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: json, payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'purge token required' });
    }
    const broken = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { ...json, authorization: `Bearer ${TOKEN}` }, payload: '{' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toMatch(/^application\/json/);
    expect(broken.json()).toEqual({ error: 'body must be {"ids": [...]}: 1 to 1000 content ids' });
    const large = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { ...json, authorization: `Bearer ${TOKEN}` }, payload: JSON.stringify({ ids: Array.from({ length: 20_000 }, (_, index) => `id-${index}`) }) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'body too large: at most 65536 bytes' });
  });

  it('answers any other method with 405 and Allow: POST, before any body is read', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({ method, url: '/_neutron/purge', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('POST');
      expect(response.headers.connection, method).toBe('close');
    }
    expect((await app.inject('/_neutron/purge')).json()).toEqual({ error: 'Method Not Allowed: this path takes POST' });
    const browser = await app.inject({ url: '/_neutron/purge', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(405);
    expect(browser.headers.allow).toBe('POST');
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    const trace = await app.inject({ method: 'TRACE', url: '/_neutron/purge' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('POST');
    const options = await app.inject({ method: 'OPTIONS', url: '/_neutron/purge' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST, OPTIONS');
  });

  it('takes its token from NEUTRON_PURGE_TOKEN over the config file, and refuses a short one', async () => {
    const fromEnv = 'environment-purge-token-9876543210';
    const root = projectWith(1, `{ defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 10, ttlSeconds: 60 } }`);
    const overridden = await buildTestApp(root, { NEUTRON_PURGE_TOKEN: fromEnv });
    try {
      const allowed = await overridden.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `Bearer ${fromEnv}` }, payload: { ids: ['x'] } });
      expect(allowed.statusCode).toBe(200);
      const stale = await overridden.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `Bearer ${TOKEN}` }, payload: { ids: ['x'] } });
      expect(stale.statusCode).toBe(403);
    } finally {
      await overridden.close();
    }
    await expect(buildTestApp(root, { NEUTRON_PURGE_TOKEN: 'short' })).rejects.toMatchObject({
      findings: [expect.objectContaining({ file: 'NEUTRON_PURGE_TOKEN', message: 'NEUTRON_PURGE_TOKEN must be at least 16 characters' })],
    });
  });

  it('answers in its JSON that purge is off on a node without a token', async () => {
    const off = await buildTestApp(fixtureProject);
    try {
      const response = await off.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `Bearer ${TOKEN}` }, payload: { ids: ['x'] } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'purge is off on this node: no purge token is set (server.purgeToken or NEUTRON_PURGE_TOKEN)' });
      expect((await off.inject('/_neutron/purge')).statusCode).toBe(405);
    } finally {
      await off.close();
    }
  });

  it('drops every kept page holding a purged id, and only those', async () => {
    for (const url of ['/news/purged-story/', '/news/kept-story/']) await app.inject(url);
    expect((await app.inject('/news/purged-story/')).headers['x-neutron-cache']).toBe('hit');
    const purge = await app.inject({ method: 'POST', url: '/_neutron/purge', headers: { authorization: `Bearer ${TOKEN}` }, payload: { ids: ['story-purged-story'] } });
    expect(purge.statusCode).toBe(200);
    expect(purge.json()).toEqual({ purged: { pages: 1, content: 0 } });
    expect((await app.inject('/news/purged-story/')).headers['x-neutron-cache']).toBe('miss');
    expect((await app.inject('/news/kept-story/')).headers['x-neutron-cache']).toBe('hit');
  });
});

describe('page cache keys', () => {
  it('a page query on a page that is not paged by query makes no new entries', async () => {
    await app.inject('/news/one-page-story/');
    const before = app.pageCache.size;
    for (let page = 1; page <= 30; page += 1) {
      const response = await app.inject(`/news/one-page-story/?page=${page}`);
      expect(response.headers['x-neutron-cache']).toBe('hit');
    }
    await app.inject('/news/one-page-story/?page=abc&featureEnable=junk-feature-name-1');
    expect(app.pageCache.size).toBe(before);
  });
});
