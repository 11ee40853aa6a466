// Malformed or unexpected requests get the site's own 4xx pages, are not reported as the
// site's errors, and server-side routes tell in-app navigation to load them in full.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const reportedErrors = async (): Promise<string[]> =>
  ((await app.inject('/_node/metrics')).body.match(/^neutron_errors_reported_total\{.*$/gm) ?? []).filter((line) => !line.endsWith(' 0'));

describe('requests a page cannot answer as asked', () => {
  it('a POST with a form, an unknown content type or broken JSON is a 405 page with Allow, never parsed', async () => {
    const before = await reportedErrors();
    for (const [url, contentType, payload] of [
      ['/', 'application/x-www-form-urlencoded', 'a=b'],
      ['/roadshow/', 'application/xml', '<a/>'],
      ['/reviews/', 'application/json', '{"a":'],
      ['/news/politics/senate-passes-data-broker-bill/', 'text/plain', 'hello'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This request could not be answered');
    }
    expect(await reportedErrors()).toEqual(before);
  });

  it('any other method a page path does not take (TRACE, PROPFIND, …) is the same 405 page', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'COPY'] as const) {
      for (const url of ['/', '/news/politics/senate-passes-data-broker-bill/', '/no/such/page/']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.body).toContain('This request could not be answered');
      }
    }
    expect((await app.inject({ method: 'OPTIONS', url: '/' })).statusCode).toBe(204);
  });

  it('a URL that cannot be decoded is the 400 page, counted as a request but not reported', async () => {
    const before = await reportedErrors();
    for (const url of ['/news/%E0%A4%A/', '/%', '/reviews/%ZZ/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This request could not be answered');
      expect(response.body).not.toContain('FST_ERR_BAD_URL');
    }
    expect(await reportedErrors()).toEqual(before);
    expect((await app.inject('/_node/metrics')).body).toMatch(/^neutron_http_requests_total\{route="unmatched",method="GET",status="400"\} [1-9]/m);
  });

  it('the same URL asked for as JSON (page data, an endpoint) is a JSON 400', async () => {
    for (const request of [
      { url: '/_neutron/data/%ff/' },
      { url: '/api/neutron/composer/cnet/pages/articles/%ff/web', headers: { accept: 'application/json' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.headers['content-type'], request.url).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(response.body).not.toContain('FST_ERR_BAD_URL');
    }
    // A browser asking for a document still gets the page.
    const browser = await app.inject({ url: '/news/%ff/', headers: { accept: 'text/html,application/json' } });
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('page data for server-side routes', () => {
  it('answers { load } so the browser loads feeds and product redirects in full', async () => {
    for (const path of [
      '/products/pixel-9-pro/specs/',
      '/products/',
      '/feed/',
      '/apple-news/',
      '/sitemaps/article/',
      '/sitemaps/review/2024/',
      '/_neutron/routes.json',
      '/favicon.svg',
      '/api/neutron/vanity/cnet/dictionary',
    ]) {
      const response = await app.inject(`/_neutron/data${path}?x=1`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toEqual({ load: `${path}?x=1` });
    }
  });

  it('answers page data, not { load }, for pages, including the HTML sitemaps page and a product page', async () => {
    for (const path of ['/sitemaps/', '/products/pixel-9-pro/', '/feature/ces-2025/']) {
      const response = await app.inject(`/_neutron/data${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json<{ page?: { status: number } }>().page?.status, path).toBe(200);
    }
  });

  it('still answers 404 page data for a path nothing serves', async () => {
    for (const path of ['/no-such-section/nothing/', '/no-such-section/caf%C3%A9/']) {
      const response = await app.inject(`/_neutron/data${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ page: { page: string } }>().page.page).toBe('error');
    }
  });
});

describe('spelled-out and slash-less legacy paths', () => {
  it('a legacy product sub-page without its trailing slash is the same one 301', async () => {
    for (const url of ['/products/pixel-9-pro/specs', '/products/pixel-9-pro/specs/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe('/reviews/pixel-9-pro-review/');
    }
  });

  it('page 1 of a gallery spelled out is a 301 to the gallery, keeping the query', async () => {
    const response = await app.inject('/pictures/best-headphones-2024/1/?utm=x');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pictures/best-headphones-2024/?utm=x');
    expect((await app.inject('/pictures/best-headphones-2024/2/')).statusCode).toBe(200);
  });
});
