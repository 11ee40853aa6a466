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

describe('pages of both brands', () => {
  it.each([
    ['/', 'Neutron'],
    ['/roadshow/', 'Neutron Roadshow'],
    ['/about/', 'Neutron'],
  ])('%s renders a whole document with the brand header and footer', async (url, brandName) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(response.body).toContain(`<a class="site-header__brand" href="${url === '/roadshow/' ? '/roadshow/' : '/'}">${brandName}</a>`);
    expect(response.body).toContain('class="site-footer"');
    expect(response.body).toMatch(/<script id="__neutron_data" type="application\/json">/);
  });

  it('an unknown path is the 404 page with the spec message', async () => {
    const response = await app.inject('/no-such-section/at/all/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This page could not be found');
    expect(response.body).toContain('name="robots" content="noindex"');
  });

  it('a 404 under /roadshow/ wears the auto brand', async () => {
    const response = await app.inject('/roadshow/a/b/c/d/e/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Neutron Roadshow');
  });

  it('the 404 page records the error page view data of spec 000 §2.7', async () => {
    const response = await app.inject('/_neutron/data/nowhere/at/all/');
    expect(response.statusCode).toBe(404);
    const { page } = response.json() as { page: { plugins: { tracking: Record<string, string> } } };
    expect(page.plugins.tracking).toEqual({ articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page' });
  });
});

describe('strict trailing slash and safe redirects', () => {
  it('301s a slash-less path that would match, keeping the query', async () => {
    const response = await app.inject('/about?ref=nav&x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about/?ref=nav&x=1');
  });

  it.each(['//evil.example', '//evil.example/', '/%5Cevil.example', '/%2F%2Fevil.example', '/%2f/evil.example'])(
    'never redirects %s off the site',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('a slash-less path whose page has moved goes to the moved page in one hop, keeping the query', async () => {
    const response = await app.inject('/news/senate-passes-data-broker-bill?ref=old');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/news/politics/senate-passes-data-broker-bill/?ref=old');
    // The slashed path says the same.
    expect((await app.inject('/news/senate-passes-data-broker-bill/?ref=old')).headers.location).toBe('/news/politics/senate-passes-data-broker-bill/?ref=old');
    // In-app navigation is told the final place too.
    const data = await app.inject('/_neutron/data/news/senate-passes-data-broker-bill');
    expect(data.json()).toEqual({ redirect: '/news/politics/senate-passes-data-broker-bill/' });
    // A page that is there, or a path that answers 404, keeps the slash redirect.
    expect((await app.inject('/news/politics/senate-passes-data-broker-bill')).headers.location).toBe('/news/politics/senate-passes-data-broker-bill/');
    expect((await app.inject('/news/politics/no-such-story')).headers.location).toBe('/news/politics/no-such-story/');
  });

  it('a slash-less route (…/specs) redirects the slashed path the other way', async () => {
    const response = await app.inject('/roadshow/auto/voltline-ev6/specs/?tab=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/roadshow/auto/voltline-ev6/specs?tab=1');
  });

  it('an odd but harmless query does not stop the slash redirect', async () => {
    const response = await app.inject('/about?q=%25&next=%2F%2Fevil.example');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about/?q=%25&next=%2F%2Fevil.example');
  });

  it('other methods on a page are 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({ method, url: '/about/' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const head = await app.inject({ method: 'HEAD', url: '/about/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('CR/LF in a path never reaches a header', async () => {
    const response = await app.inject('/about%0d%0aSet-Cookie:%20x=1');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.location).toBeUndefined();
    expect(response.statusCode).toBe(404);
  });

  it('malformed percent-encoding is a 4xx, not a 500', async () => {
    const response = await app.inject('/news/%E0%A4%A/');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("a malformed address under a brand's prefix gets that brand's error page", async () => {
    const auto = await app.inject('/roadshow/%E0%A4%A/');
    expect(auto.statusCode).toBe(400);
    expect(auto.body).toContain('brand--auto');
    expect((await app.inject('/news/%E0%A4%A/')).body).toContain('brand--default');
  });
});

describe('cache headers (spec 000 §9)', () => {
  it('front door: private, max-age=300 and Last-Modified now', async () => {
    const response = await app.inject('/');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const lastModified = Date.parse(String(response.headers['last-modified']));
    expect(Math.abs(Date.now() - lastModified)).toBeLessThan(5000);
  });

  it('articles: private, max-age=86400', async () => {
    const response = await app.inject('/_neutron/data/news/politics/senate-passes-data-broker-bill/');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });

  it.each([
    ['/home/smart-home/smart-plugs-save-energy/', 'smart-home'],
    ['/science/climate/heat-waves-and-the-grid/', 'climate'],
    // The auto brand's stories are all of the cars topic.
    ['/roadshow/news/ev-charging-guide/', 'roadshow'],
  ])('articles of a four-hour cache topic: %s is private, max-age=14400, a page-cache hit too', async (url, topic) => {
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`/${topic}/`);
    expect(first.headers['cache-control']).toBe('private, max-age=14400');
    const second = await app.inject(url);
    expect(second.headers['x-neutron-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe('private, max-age=14400');
  });

  it('the route meta names the four-hour topics on the article routes that carry them', async () => {
    const { routes } = (await app.inject('/_neutron/routes.json')).json() as { routes: { name: string; meta: { topicMaxAge?: { topics: string[]; maxAge: number } } }[] };
    const rule = (name: string) => routes.find((route) => route.name === name)?.meta.topicMaxAge;
    expect(rule('home-article-topic')).toEqual({ topics: ['smart-home', 'yard-and-outdoors'], maxAge: 14400 });
    expect(rule('tech-article-topic')).toEqual({ topics: ['gaming'], maxAge: 14400 });
    expect(rule('science-article-topic')).toEqual({ topics: ['climate'], maxAge: 14400 });
    expect(rule('culture-article-topic')).toBeUndefined();
    expect(rule('article')).toBeUndefined();
  });

  it('max-age 0 is private too: private, no-cache', async () => {
    const response = await app.inject('/user/settings/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('the profile page is on both brands that sign readers in (the account bar links to it)', async () => {
    const [own, auto] = await Promise.all([app.inject('/user/settings/'), app.inject('/roadshow/user/settings/')]);
    expect(auto.statusCode).toBe(200);
    expect(auto.headers['cache-control']).toBe('private, no-cache');
    const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading(auto.body)).toBe(heading(own.body));
    expect(auto.body).toContain('Neutron Roadshow');
  });

  it('junk query parameters are rendered fresh and never stored', async () => {
    // A reader with a bucket of the front door's running A/B test: one page per bucket is kept.
    const cookies = { nemo_highlander: 'rs_tagline:v1:control' };
    await app.inject({ url: '/roadshow/', cookies });
    for (let index = 0; index < 3; index += 1) {
      const junk = await app.inject({ url: `/roadshow/?x=${index}`, cookies });
      expect(junk.headers['x-neutron-cache']).toBe('miss');
    }
    expect((await app.inject({ url: '/roadshow/?x=0', cookies })).headers['x-neutron-cache']).toBe('miss');
    expect((await app.inject({ url: '/roadshow/', cookies })).headers['x-neutron-cache']).toBe('hit');
  });

  it('a preview request is recognised, never cached and never shared', async () => {
    const url = '/news/politics/senate-passes-data-broker-bill/?preview=draft-7';
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await app.inject(url)).headers['x-neutron-cache']).toBe('miss');
  });

  it('a repeated request is served from the page cache', async () => {
    const cookies = { nemo_highlander: 'rs_tagline:v1:drive' };
    await app.inject({ url: '/roadshow/', cookies });
    const second = await app.inject({ url: '/roadshow/', cookies });
    expect(second.headers['x-neutron-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
  });
});

describe('error pages and ops endpoints', () => {
  it('/_error/static/ is a 500 with the static message and is not reported', async () => {
    const before = (await app.inject('/_node/metrics')).body;
    const response = await app.inject('/_error/static/');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Neutron static error page.');
    const after = (await app.inject('/_node/metrics')).body;
    const reported = (text: string) => text.match(/neutron_errors_reported_total\{route="[^"]*static[^"]*"[^}]*\} (\d+)/)?.[1];
    expect(reported(after)).toBe(reported(before));
  });

  it('error pages keep the transaction id the middleware set', async () => {
    const response = await app.inject({ url: '/news/politics/no-such-story-here/', headers: { 'x-tx-id': 'abcdef12-err' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-tx-id']).toBe('abcdef12-err');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('/_error/throw shows the error page and is reported', async () => {
    const response = await app.inject('/_error/throw');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Something went wrong');
    const metrics = (await app.inject('/_node/metrics')).body;
    expect(metrics).toMatch(/neutron_errors_reported_total\{route="_error_throw",status="500"\} 1/);
  });

  it('serves each brand\'s 310x310 publisher logo, and 404s for unknown brands', async () => {
    for (const brand of ['default', 'auto']) {
      const response = await app.inject(`/a/brand/${brand}/logo-310.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // PNG IHDR: width and height at bytes 16-23.
      expect(response.rawPayload.readUInt32BE(16)).toBe(310);
      expect(response.rawPayload.readUInt32BE(20)).toBe(310);
    }
    expect((await app.inject('/a/brand/evil/logo-310.png')).statusCode).toBe(404);
  });

  it('/_node/status answers JSON health', async () => {
    const response = await app.inject('/_node/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', brands: ['default', 'auto'] });
  });

  it('/_node/metrics is Prometheus text with request counts by route name', async () => {
    await app.inject('/about/');
    const response = await app.inject('/_node/metrics');
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/neutron_http_requests_total\{route="about",method="GET",status="200"\} \d+/);
    expect(response.body).toContain('neutron_http_request_duration_seconds_bucket');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('names the requests of every route, not only pages: by its name or its URL pattern', async () => {
    await app.inject('/api/neutron/page/cnet/articles/no-such-story/');
    await app.inject('/favicon.svg');
    await app.inject('/_neutron/routes.json');
    await app.inject('/no/such/route/at/all/here/');
    const { body } = await app.inject('/_node/metrics');
    expect(body).toMatch(/neutron_http_requests_total\{route="content_api",method="GET",status="404"\} \d+/);
    expect(body).toMatch(/neutron_http_requests_total\{route="\/favicon\.svg",method="GET",status="200"\} \d+/);
    expect(body).toMatch(/neutron_http_requests_total\{route="\/_neutron\/routes\.json",method="GET",status="200"\} \d+/);
    expect(body).toMatch(/neutron_http_requests_total\{route="not_found",method="GET",status="404"\} \d+/);
    expect(body).not.toMatch(/route="unmatched",method="GET",status="200"/);
  });

  it('in-app navigation data is JSON with head tags', async () => {
    const response = await app.inject('/_neutron/data/about/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { page: { page: string; brand: string }; head: { tag: string }[] };
    expect(body.page).toMatchObject({ page: 'static', brand: 'default' });
    expect(body.head[0]?.tag).toBe('title');
  });

  it('in-app navigation to a slash-less path answers with the redirect target', async () => {
    const response = await app.inject('/_neutron/data/about');
    expect(response.json()).toEqual({ redirect: '/about/' });
  });
});
