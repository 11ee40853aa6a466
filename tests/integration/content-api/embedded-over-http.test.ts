// The http transport against a real HTTP upstream: the embedded content service served by
// fastify on 127.0.0.1:0. The embedded transport must answer the same calls identically.

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/project.ts';
import { isContentNotFound, isContentRedirect, isContentSlugError } from '../../../core/content/errors.ts';
import { isComponentOf } from '../../../core/content/schemas/page.ts';
import type { ContentRequestContext } from '../../../core/content/transport.ts';
import { createHttpTransport } from '../../../core/content/http-transport.ts';
import { type EmbeddedUpstream, silentLog, startEmbeddedUpstream } from './embedded-upstream.ts';

const ctx: ContentRequestContext = { txId: 'tx-test', edition: 'us', log: silentLog };

let upstream: EmbeddedUpstream;

beforeAll(async () => {
  upstream = await startEmbeddedUpstream({ apiKey: 'k123' });
});

afterAll(async () => {
  await upstream.close();
});

describe.each([
  ['http', () => upstream.httpApi],
  ['embedded', () => upstream.embeddedApi],
])('ContentApi over the %s transport', (_name, api) => {
  it('loads an article page with header and footer', async () => {
    const page = await api().getPage({ site: 'cnet', type: 'articles', id: 'webb-telescope-finds-water-vapor' }, ctx);
    expect(page.pageType).toBe('articles');
    const article = page.components[0];
    expect(article?.meta.componentType).toBe('Article');
    if (!isComponentOf(article, 'Article')) throw new Error('expected an Article');
    expect(article.data.headline).toContain('Webb telescope');
    expect(article.data.topics?.[0]?.topicPath?.[0]?.slug).toBe('science');
    expect(article.data.author?.username).toBe('ben-okafor');
    expect(article.data.image?.bucketType).toBe('sample');
    expect(page.header).toBeDefined();
    const contentOnly = await api().getPage(
      { site: 'cnet', type: 'articles', id: 'webb-telescope-finds-water-vapor', contentOnly: true },
      ctx,
    );
    expect(contentOnly.header).toBeUndefined();
  });

  it('loads a review with its product, a live article newest first, and an auto gallery', async () => {
    const review = await api().getPage({ site: 'cnet', type: 'reviews', id: 'pixel-9-pro' }, ctx);
    expect(review.components.map((c) => c.meta.componentType)).toEqual(['Review', 'TechProduct']);
    const live = await api().getPage({ site: 'cnet', type: 'livearticles', id: 'apple-event-live' }, ctx);
    const component = live.components[0];
    if (!isComponentOf(component, 'LiveArticle')) throw new Error('expected a LiveArticle');
    const sequences = component.data.items.map((item) => item.sequence);
    expect(sequences.length).toBeGreaterThanOrEqual(5);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    const gallery = await api().getPage({ site: 'roadshow', type: 'galleries', id: 'voltline-ev6-photos' }, ctx);
    expect(gallery.components[0]?.meta.componentType).toBe('Gallery');
  });

  it('redirects a moved slug to the entry for the reader edition', async () => {
    const error = await api()
      .getPage({ site: 'cnet', type: 'articles', id: 'pixel-vs-iphone' }, { ...ctx, pathForSlug: (slug) => `/tech/mobile/${slug}/` })
      .catch((e: unknown) => e);
    expect(isContentRedirect(error)).toBe(true);
    expect((error as { path: string }).path).toBe('/tech/mobile/pixel-9-vs-iphone-16/');
    expect((error as { statusCode: number }).statusCode).toBe(301);
    const other = await api()
      .getPage({ site: 'cnet', type: 'articles', id: 'pixel-vs-iphone' }, { ...ctx, edition: 'uk' })
      .catch((e: unknown) => e);
    expect(isContentNotFound(other)).toBe(true);
    expect((other as Error).message).toBe('API responded with 404');
  });

  it('rejects unsafe slugs before any request', async () => {
    const before = upstream.seen.length;
    const error = await api()
      .getPage({ site: 'cnet', type: 'articles', id: '..%2Fetc' }, ctx)
      .catch((e: unknown) => e);
    expect(isContentSlugError(error)).toBe(true);
    expect(upstream.seen.length).toBe(before);
  });

  it('pages topic listings and appends the next link', async () => {
    const listing = await api().getListing({ site: 'cnet', type: 'topic', id: 'tech', limit: 2 }, ctx);
    expect(listing.data.items).toHaveLength(2);
    expect(listing.links?.next).toBeDefined();
    const more = await api().loadMore(listing, ctx);
    if (!isComponentOf(more, 'ContentList')) throw new Error('expected a list');
    expect(more.data.items).toHaveLength(4);
    expect(new Set(more.data.items.map((item) => item.slug)).size).toBe(4);
  });

  it('answers a renamed listing with the slug-changed redirect', async () => {
    const error = await api()
      .getListing({ site: 'cnet', type: 'topic', id: 'nope-never' }, ctx)
      .catch((e: unknown) => e);
    expect(isContentNotFound(error)).toBe(true);
  });

  it('serves navigation, vanity, seamless, sitemaps, feeds, url-generator and commerce', async () => {
    const nav = await api().getNavigation('cnet', ctx);
    expect(nav.header.items.map((item) => item.url)).toContain('/reviews/');
    expect(nav.footer.items.map((item) => item.url)).toContain('/about/');
    const vanity = await api().getVanity({ site: 'cnet', path: '/ces-2025/' }, ctx);
    expect(vanity.urlType).toBe('TEMPORARY_REDIRECT');
    const dictionary = await api().getVanityDictionary('cnet', ctx);
    expect(dictionary.entries['/ces-2025/']).toBe('/tech/computing/ces-2025-everything-announced/');
    expect(dictionary.entries['/old-promo/']).toBeUndefined();
    const seamless = await api().getSeamless({ site: 'cnet', slug: 'pixel-9-pro-camera-tips', contentId: 'x' }, ctx);
    expect(seamless.items.length).toBeGreaterThan(0);
    expect(seamless.items.length).toBeLessThanOrEqual(3);
    expect(seamless.items.some((item) => item.slug === 'pixel-9-pro-camera-tips')).toBe(false);
    // Its topic (politics) first, then the parent topic (news), then the latest, fill the picks.
    const alone = await api().getSeamless({ site: 'cnet', slug: 'senate-passes-data-broker-bill', contentId: 'x' }, ctx);
    expect(alone.items).toHaveLength(3);
    expect(alone.items[0]).toMatchObject({ slug: 'social-media-age-verification-laws', source: 'algorithm' });
    expect(new Set(alone.items.map((item) => item.slug)).size).toBe(3);
    expect(alone.items.some((item) => item.slug === 'senate-passes-data-broker-bill')).toBe(false);
    const index = await api().getSitemapIndex({ site: 'cnet', slug: 'article' }, ctx);
    const first = index.entries[0];
    expect(first).toBeDefined();
    const month = await api().getSitemap({ site: 'cnet', slug: 'article', year: first?.year, month: first?.month }, ctx);
    expect(month.items.length).toBe(first?.count);
    const feed = await api().getFeed({ site: 'cnet', endpoint: 'review' }, ctx);
    // Every sample review of the brand, newest first.
    const reviews = readdirSync(path.join(repoRoot, 'examples/content/cnet/reviews')).length;
    expect(feed.paging).toEqual({ limit: 25, offset: 0, total: reviews });
    const url = await api().generateUrl({ site: 'roadshow', contentType: 'reviews', slug: 'voltline-ev6' }, ctx);
    expect(url.url).toBe('/roadshow/reviews/voltline-ev6-review/');
    const commerce = await api().getCommerceShortcode({ site: 'cnet', id: 'pixel-9-pro' }, ctx);
    expect(commerce.offers.length).toBe(2);
  });
});

describe('http transport request shape', () => {
  it('sends x-tx-id, Accept, the API key when absent and the preview header on GET', async () => {
    upstream.seen.length = 0;
    await upstream.httpApi.getPage({ site: 'cnet', type: 'static', id: 'about' }, { ...ctx, txId: 'tx-42', preview: 'draft-1' });
    const request = upstream.seen[0];
    expect(request?.headers['x-tx-id']).toBe('tx-42');
    expect(String(request?.headers.accept)).toContain('application/json');
    expect(request?.headers.preview).toBe('draft-1');
    expect(request?.url).toContain('apiKey=k123');
    expect(request?.url).toContain('edition=us');
    upstream.seen.length = 0;
    await upstream.httpApi.getPage({ site: 'cnet', type: 'static', id: 'about', query: { apiKey: 'mine' } }, ctx);
    expect(upstream.seen[0]?.url).toContain('apiKey=mine');
    expect(upstream.seen[0]?.url).not.toContain('k123');
  });
});

describe('the API key in logs and errors', () => {
  it('is never said: not when the upstream is down, nor when it answers what cannot be read', async () => {
    const said: unknown[] = [];
    const log = { ...silentLog, warn: (detail: unknown) => said.push(detail), error: (detail: unknown) => said.push(detail) };
    const down = createHttpTransport({ host: 'http://127.0.0.1:9', apiKey: 'secret-key-123', timeoutMs: 2000 });
    const refused = await down.get({ path: '/api/neutron/composer/cnet/pages/static/about/web' }, { ...ctx, log }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    const broken = createHttpTransport({ host: upstream.origin, apiKey: 'secret-key-123' });
    const unread = await broken.get({ path: '/api/neutron/nothing/here' }, { ...ctx, log }).catch((error: unknown) => error);
    expect(unread).toBeInstanceOf(Error);
    expect(said.length).toBeGreaterThan(0);
    const text = JSON.stringify([said, refused, unread, (refused as Error).message, (unread as Error).message]);
    expect(text).not.toContain('secret-key-123');
    expect(text).toContain('/api/neutron/composer/cnet/pages/static/about/web');
  });
});

describe('a known path asked with a method it does not take', () => {
  it.each(['/api/neutron/geo/cnet/allconnect/providers/web', '/api/neutron/geo/cnet/smarty/address/autocomplete/web', '/api/neutron/geo/roadshow/smarty/address/validation/web'])(
    'GET %s (a POST call of spec 001 §7) is 405 with Allow: POST, in the service’s JSON',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${upstream.origin}${path}`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(response.headers.get('content-type')).toContain('application/json');
        if (method === 'GET') expect(await response.json()).toEqual({ code: 405, message: 'Method Not Allowed: this path takes POST' });
      }
    },
  );

  it('keeps an unknown site or a longer path an unknown API path', async () => {
    for (const path of ['/api/neutron/geo/evil/allconnect/providers/web', '/api/neutron/geo/cnet/allconnect/providers/web/more', '/api/neutron/geo/cnet/allconnect/providers']) {
      const response = await fetch(`${upstream.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
      expect(await response.json()).toEqual({ code: 404, message: 'Unknown API path' });
    }
  });
});

describe('the embedded content service and names every object inherits', () => {
  it.each([
    '/api/neutron/composer/cnet/pages/constructor/x/web',
    '/api/neutron/composer/cnet/pages/doors/constructor/web',
    '/api/neutron/components/cnet/listing/constructor/x/web',
    '/api/neutron/url-generator/cnet/constructor/x',
    '/api/neutron/videos/cnet/captions/constructor/x.constructor',
  ])('%s is a not-found answer, never an error or a made-up page', async (path) => {
    const response = await fetch(`${upstream.origin}${path}?apiKey=k123`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
