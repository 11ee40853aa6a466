// An endpoint's error goes to a program (a beacon, a fetch, a publishing tool) as JSON; a
// browser that asks for a document, and every page, gets the site's HTML error page. Every
// answer, a page's or an endpoint's, carries the security headers.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const testApp = useTestApp();
const json = { 'content-type': 'application/json' };

describe('endpoint errors', () => {
  it('a broken or oversized body sent to an endpoint is answered in JSON', async () => {
    const broken = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: json, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toMatch(/^application\/json/);
    expect(broken.json()).toEqual({ error: expect.stringContaining('JSON') });
    const huge = await testApp().inject({ method: 'POST', url: '/_neutron/vitals', headers: json, payload: JSON.stringify({ name: 'LCP', value: 1, route: 'x'.repeat(300_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: expect.any(String) });
    expect(huge.headers['cache-control']).toBe('private, no-cache');
  });

  it('a browser asking for a document gets the site error page from the same endpoint', async () => {
    const response = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { ...json, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, payload: '{nope' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<!DOCTYPE html>');
  });

  it('pages keep their HTML error pages whatever the client accepts', async () => {
    for (const url of ['/news/politics/no-such-story/', '/_neutron/data/news/politics/no-such-story/']) {
      const response = await testApp().inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(404);
    }
    const post = await testApp().inject({ method: 'POST', url: '/news/', headers: json, payload: '{nope' });
    expect(post.statusCode).toBe(405);
    expect(post.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a method an endpoint does not take is a JSON 405 for a program, the site page for a browser', async () => {
    for (const url of ['/feed/', '/api/neutron/content/cnet/page-types/article/web']) {
      const post = await testApp().inject({ method: 'POST', url, headers: json, payload: '{}' });
      expect(post.statusCode, url).toBe(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      expect(post.json()).toEqual({ error: 'Method Not Allowed: this path takes GET' });
    }
    const browser = await testApp().inject({ method: 'DELETE', url: '/feed/', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(405);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the report endpoints take POST alone: any other method is a 405 with Allow: POST, never the 404 page', async () => {
    for (const url of ['/_neutron/errors', '/_neutron/vitals', '/_neutron/csp-report']) {
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'TRACE'] as const) {
        const response = await testApp().inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe('POST');
        expect(response.headers.connection, `${method} ${url}`).toBe('close');
      }
      expect((await testApp().inject(url)).json()).toEqual({ error: 'Method Not Allowed: this path takes POST' });
      const browser = await testApp().inject({ url, headers: { accept: 'text/html' } });
      expect(browser.statusCode, url).toBe(405);
      expect(browser.headers['content-type']).toMatch(/^text\/html/);
      const options = await testApp().inject({ method: 'OPTIONS', url });
      expect(options.statusCode, url).toBe(204);
      expect(options.headers.allow, url).toBe('POST, OPTIONS');
    }
  });

  it("a plugin's POST-only endpoint is a 405 with Allow: POST for any other method, never the 404 page", async () => {
    // The tracking collector's and live publishing's endpoints, registered by their plugins.
    for (const url of ['/_neutron/collect', '/_neutron/live/senate-live/items']) {
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'TRACE'] as const) {
        const response = await testApp().inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe('POST');
      }
      expect((await testApp().inject(url)).json()).toEqual({ error: 'Method Not Allowed: this path takes POST' });
      const browser = await testApp().inject({ url, headers: { accept: 'text/html' } });
      expect(browser.statusCode, url).toBe(405);
      expect(browser.headers['content-type']).toMatch(/^text\/html/);
      expect(browser.body).toContain('<!DOCTYPE html>');
    }
    // A path no route takes stays the 404 page, and its data a 404.
    expect((await testApp().inject('/_neutron/no-such-endpoint')).statusCode).toBe(404);
    expect((await testApp().inject('/_neutron/data/_neutron/collect')).statusCode).toBe(404);
  });
});

describe('security headers on every answer', () => {
  it('no sniffing and no full referrers, from endpoints, feeds and ops routes as from pages', async () => {
    for (const request of [
      { url: '/' },
      { url: '/robots.txt' },
      { url: '/_node/status' },
      { url: '/_node/metrics' },
      { url: '/feed/' },
      { url: '/_neutron/errors', method: 'POST' as const, headers: json, payload: '{nope' },
      { url: '/no/such/page/' },
      // A URL fastify cannot decode is answered before any route or hook.
      { url: '/news/%E0%A4%A/' },
    ]) {
      const response = await testApp().inject(request);
      expect(response.headers['x-content-type-options'], request.url).toBe('nosniff');
      expect(response.headers['referrer-policy'], request.url).toBe('strict-origin-when-cross-origin');
    }
  });
});
