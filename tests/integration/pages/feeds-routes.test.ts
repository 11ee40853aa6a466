// The content routes that are not pages: XML sitemaps, RSS feeds, Apple News, product
// redirects and the edition URL generator (spec 000 §7 server-side routes).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRouteUrls } from '../../../core/server/loaders/content-route-urls.ts';
import { escapeXml } from '../../../core/server/loaders/listing/xml.ts';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
const ORIGIN = 'http://localhost:3000';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'item'].includes(name) });

beforeAll(async () => {
  app = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function xml(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, url).toBe(200);
  expect(XMLValidator.validate(response.body), url).toBe(true);
  return { response, doc: parser.parse(response.body) as Record<string, unknown> };
}

describe('XML sitemaps', () => {
  it('/sitemaps/{name}/ is a sitemap index of the name’s years, with absolute locations', async () => {
    const { response, doc } = await xml('/sitemaps/article/');
    expect(response.headers['content-type']).toContain('application/xml');
    const entries = (doc.sitemapindex as { sitemap: { loc: string; lastmod?: string }[] }).sitemap;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/article/\\d{4}/$`));
    expect(entries.map((entry) => entry.loc)).toContain(`${ORIGIN}/sitemaps/article/2024/`);
  });

  it('a year is a url set of routed pages of both brands', async () => {
    const { doc } = await xml('/sitemaps/review/2024/');
    const urls = (doc.urlset as { url: { loc: string; lastmod?: string }[] }).url.map((entry) => entry.loc);
    expect(urls).toContain(`${ORIGIN}/reviews/pixel-9-pro-review/`);
    expect(urls.some((loc) => loc.startsWith(`${ORIGIN}/roadshow/reviews/`))).toBe(true);
    for (const loc of urls) {
      const page = await app.inject(loc.slice(ORIGIN.length));
      expect(page.statusCode, loc).not.toBe(404);
    }
  });

  it('every sitemap name answers well-formed XML', async () => {
    for (const name of ['article', 'gallery', 'updating_story', 'review', 'video', 'static', 'best', 'news', 'how-to']) await xml(`/sitemaps/${name}/`);
  });

  it('hidden pages are never listed', async () => {
    const { response } = await xml('/sitemaps/static/2024/');
    expect(response.body).not.toContain('/_hidden/');
    expect(response.body).toContain(`${ORIGIN}/shopping/primeday/`);
  });

  it('lists only pages that answer: not a static item whose route needs more of a path, nor one only the catch-all takes', async () => {
    for (const url of ['/sitemaps/static/2024/', '/feed/static/']) {
      const { response, doc } = await xml(url);
      // The VPN paid-search item is shown under /tech/services-and-software/{landing}/{variation}/, not at its slug.
      expect(response.body, url).not.toContain('/vpn-paid-search/');
      const locs = doc.urlset
        ? (doc.urlset as { url: { loc: string }[] }).url.map((entry) => entry.loc)
        : (doc.rss as { channel: { item: { link: string }[] } }).channel.item.map((item) => item.link);
      expect(locs.length, url).toBeGreaterThan(5);
      for (const loc of locs) expect((await app.inject(loc.slice(ORIGIN.length))).statusCode, loc).not.toBe(404);
    }
  });

  it('bad names, years and pages are 404; page 1 redirects to the year', async () => {
    expect((await app.inject('/sitemaps/nope/')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/article/24/')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/article/1999/')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/article/2024/x/')).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/article/2024/9/')).statusCode).toBe(404);
    const first = await app.inject('/sitemaps/article/2024/1/');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/sitemaps/article/2024/');
  });

  it('the HTML sitemaps page is still the page route', async () => {
    const response = await app.inject('/sitemaps/');
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('RSS feeds', () => {
  it('/feed/ is RSS 2.0 of the newest 25 stories with absolute links', async () => {
    const { response, doc } = await xml('/feed/');
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const rss = doc.rss as { '@_version': string; channel: { title: string; link: string; item: { title: string; link: string; guid: unknown }[] } };
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Neutron');
    expect(rss.channel.link).toBe(`${ORIGIN}/`);
    expect(rss.channel.item.length).toBeGreaterThan(5);
    expect(rss.channel.item.length).toBeLessThanOrEqual(25);
    for (const item of rss.channel.item) expect(item.link.startsWith(`${ORIGIN}/`)).toBe(true);
    // Content strings are escaped, never raw markup.
    expect(response.body).toMatch(/<title>[^<]*&apos;[^<]*<\/title>/);
    expect(response.body).not.toMatch(/<title>[^<]*'[^<]*<\/title>/);
  });

  it('per-name feeds and the auto brand feed', async () => {
    const reviews = await xml('/feed/review/');
    const items = (reviews.doc.rss as { channel: { title: string; link: string; description: string; item: { link: string }[] } }).channel;
    expect(items.title).toBe('Neutron: Reviews');
    // A section's feed is the section's: its landing page and its own description.
    expect(items.link).toBe(`${ORIGIN}/reviews/`);
    expect(items.description).toBe('The latest reviews from Neutron.');
    expect(items.item.every((item) => item.link.startsWith(`${ORIGIN}/reviews/`))).toBe(true);
    const auto = await xml('/feed/roadshow/');
    const channel = (auto.doc.rss as { channel: { title: string; item: { link: string }[] } }).channel;
    expect(channel.title).toBe('Neutron Roadshow');
    expect(channel.item.every((item) => new URL(item.link).pathname.includes('roadshow'))).toBe(true);
    const autoReviews = (await xml('/feed/roadshow/review/')).doc.rss as { channel: { link: string } };
    expect(autoReviews.channel.link).toBe(`${ORIGIN}/roadshow/reviews/`);
    // A feed whose landing page the brand does not have links to the brand's home.
    for (const name of ['best', 'how-to']) {
      const channel = ((await xml(`/feed/roadshow/${name}/`)).doc.rss as { channel: { link: string } }).channel;
      expect(channel.link, name).toBe(`${ORIGIN}/roadshow/`);
      expect((await app.inject(channel.link.slice(ORIGIN.length))).statusCode).toBe(200);
    }
  });

  it('escapes every XML special character and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(XMLValidator.validate(`<t>${escapeXml('</t><x>&&]]>')}</t>`)).toBe(true);
  });

  it('an unknown feed name is not a feed', async () => {
    expect((await app.inject('/feed/nope/')).statusCode).toBe(404);
  });

  it("says its items' content ids as Surrogate-Key, so a CDN purges it with them, as Apple News does", async () => {
    for (const url of ['/feed/', '/apple-news/']) {
      const response = await app.inject(url);
      const keys = String(response.headers['surrogate-key'] ?? '').split(' ');
      expect(keys.length, url).toBeGreaterThan(5);
      for (const key of keys) expect(key, url).toMatch(/^[\w.:-]+$/);
      expect(new Set(keys).size).toBe(keys.length);
    }
    // The ids are the articles' own: the same key as the article's page carries.
    const article = await app.inject('/news/politics/senate-passes-data-broker-bill/');
    const articleKeys = String(article.headers['surrogate-key']).split(' ');
    const feedKeys = String((await app.inject('/feed/')).headers['surrogate-key']).split(' ');
    expect(articleKeys.some((key) => feedKeys.includes(key))).toBe(true);
  });
});

describe('Apple News', () => {
  it('answers JSON of recent articles with absolute URLs', async () => {
    const response = await app.inject('/apple-news/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { version: number; title: string; items: { id: string; url: string; title: string; authors: { name: string }[] }[] };
    expect(body.version).toBe(1);
    expect(body.title).toBe('Neutron');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(25);
    for (const item of body.items) expect(item.url.startsWith(`${ORIGIN}/`)).toBe(true);
    const auto = (await app.inject('/apple-news/roadshow/')).json() as { title: string; items: { url: string }[] };
    expect(auto.title).toBe('Neutron Roadshow');
    expect(auto.items.every((item) => item.url.startsWith(`${ORIGIN}/roadshow/`) || item.url.startsWith(`${ORIGIN}/paid-content/roadshow/`))).toBe(true);
  });
});

describe('the content routes neutron match knows', () => {
  it('are the routes the app registers', async () => {
    // What `neutron match` reports without building the app must be what the app serves.
    const brands = ['default', 'auto'] as const;
    for (const route of contentRouteUrls(brands)) expect(app.hasRoute({ method: 'GET', url: route.url }), route.url).toBe(true);
  });
});

describe('product redirects', () => {
  it('legacy product sub-paths go to the product’s page on this site', async () => {
    // The query is kept, as every redirect keeps it (spec 000: preserve-query defaults to true).
    const pixel = await app.inject('/products/pixel-9-pro/specs/?ref=old');
    expect(pixel.statusCode).toBe(301);
    expect(pixel.headers.location).toBe('/reviews/pixel-9-pro-review/?ref=old');
    const laptop = await app.inject('/products/aerobook-14/prices/');
    expect(laptop.statusCode).toBe(301);
    expect(laptop.headers.location).toBe('/products/aerobook-14/');
    const car = await app.inject('/products/voltline-ev6/gallery/1/');
    expect(car.statusCode).toBe(301);
    expect(car.headers.location).toBe('/roadshow/auto/voltline-ev6/');
    const bare = await app.inject('/products/');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/reviews/');
  });

  it('never redirects off the site', async () => {
    for (const url of ['/products/%2F%2Fevil.example/x/', '/products/evil.example%2F/x/', '/products/..%2F..%2F/x/', '/products/unknown-product/specs/', '/products/123456/']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).not.toBe(301);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it('leaves /products/{slug}/ to the product page', async () => {
    const response = await app.inject('/products/aerobook-14/');
    expect(response.statusCode).not.toBe(301);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('edition URL generator', () => {
  it('answers the URL of a piece of content for an edition', async () => {
    const response = await app.inject('/api/editionurlgenerator/?contentType=articles&slug=how-to-set-up-a-vpn&edition=us');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contentType: 'articles',
      slug: 'how-to-set-up-a-vpn',
      edition: 'us',
      brand: 'default',
      path: '/how-to/how-to-set-up-a-vpn/',
      url: `${ORIGIN}/how-to/how-to-set-up-a-vpn/`,
    });
    const auto = await app.inject('/api/editionurlgenerator/?contentType=reviews&slug=voltline-ev6&brand=auto');
    expect(auto.json()).toMatchObject({ path: '/roadshow/reviews/voltline-ev6-review/' });
  });

  it.each([
    ['', "'contentType' is required"],
    ['?contentType=articles', "'slug' is required"],
    ['?contentType=nope&slug=x', "'contentType' must be one of"],
    ['?contentType=articles&slug=../etc', "'slug' must be"],
    ['?contentType=articles&slug=a&edition=usa', "'edition' must be"],
    ['?contentType=articles&slug=a&brand=other', "'brand' must be"],
    ['?contentType=articles&slug=a&slug=b', "'slug' must be given once"],
  ])('rejects %s with a 400 JSON error', async (query, message) => {
    const response = await app.inject(`/api/editionurlgenerator/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json() as { statusCode: number; code: string; message: string };
    expect(body.statusCode).toBe(400);
    expect(body.code).toBe('NEUTRON_ERR_EDITION_URL_PARAM');
    expect(body.message).toContain(message);
  });

  it('answers 404 JSON for content it does not know', async () => {
    const response = await app.inject('/api/editionurlgenerator/?contentType=articles&slug=no-such-story');
    expect(response.statusCode).toBe(404);
    expect((response.json() as { code: string }).code).toBe('NEUTRON_ERR_EDITION_URL_NOT_FOUND');
  });
});
