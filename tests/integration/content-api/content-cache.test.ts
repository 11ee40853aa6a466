// The content cache (spec 000 §3: a Page is cached per type, id and query parameters):
// a kept answer is read once from the upstream, concurrent misses share one request,
// previews and failures always go upstream, and kept answers cannot be changed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../../../core/content/api.ts';
import { ContentCache } from '../../../core/content/content-cache.ts';
import { isContentNotFound, isContentRedirect } from '../../../core/content/errors.ts';
import { createHttpTransport } from '../../../core/content/http-transport.ts';
import type { ContentRequestContext } from '../../../core/content/transport.ts';
import { type EmbeddedUpstream, silentLog, startEmbeddedUpstream } from './embedded-upstream.ts';

const ctx: ContentRequestContext = { txId: 'tx-cache', edition: 'us', log: silentLog };
const ABOUT = { site: 'cnet', type: 'static', id: 'about' };
const ARTICLE = { site: 'cnet', type: 'articles', id: 'webb-telescope-finds-water-vapor' };

let upstream: EmbeddedUpstream;

beforeAll(async () => {
  upstream = await startEmbeddedUpstream({ cache: { enabled: true, maxEntries: 100, ttlSeconds: 1 } });
});

afterAll(async () => {
  await upstream.close();
});

/** Upstream requests whose path starts with `prefix`, since the last reset. */
function seenUnder(prefix: string): number {
  return upstream.seen.filter((request) => request.url.startsWith(prefix)).length;
}

describe('content cache over the http transport', () => {
  it('asks the upstream once for the same page, and again for another query or edition', async () => {
    upstream.seen.length = 0;
    const first = await upstream.httpApi.getPage(ABOUT, ctx);
    const second = await upstream.httpApi.getPage(ABOUT, { ...ctx, txId: 'tx-other' });
    expect(second).toBe(first);
    expect(seenUnder('/api/neutron/composer/cnet/pages/static/about/web')).toBe(1);
    await upstream.httpApi.getPage({ ...ABOUT, query: { page: '2' } }, ctx);
    await upstream.httpApi.getPage(ABOUT, { ...ctx, edition: 'uk' });
    expect(seenUnder('/api/neutron/composer/cnet/pages/static/about/web')).toBe(3);
  });

  it('shares one upstream request between concurrent misses', async () => {
    upstream.seen.length = 0;
    const pages = await Promise.all(Array.from({ length: 8 }, () => upstream.httpApi.getPage(ARTICLE, ctx)));
    expect(new Set(pages).size).toBe(1);
    expect(seenUnder('/api/neutron/composer/cnet/pages/articles/webb-telescope-finds-water-vapor/web')).toBe(1);
  });

  it('sends every preview request upstream and keeps none of them', async () => {
    upstream.seen.length = 0;
    await upstream.httpApi.getPage({ ...ABOUT, id: 'awards' }, { ...ctx, preview: 'draft' });
    await upstream.httpApi.getPage({ ...ABOUT, id: 'awards' }, { ...ctx, preview: 'draft' });
    expect(seenUnder('/api/neutron/composer/cnet/pages/static/awards/web')).toBe(2);
    await upstream.httpApi.getPage({ ...ABOUT, id: 'awards' }, ctx);
    expect(seenUnder('/api/neutron/composer/cnet/pages/static/awards/web')).toBe(3);
  });

  it('keeps a not-found answer briefly: 50 requests for a missing page, concurrent or not, ask once', async () => {
    upstream.seen.length = 0;
    const missing = { ...ARTICLE, id: 'no-such-article' };
    const errors = await Promise.all(Array.from({ length: 25 }, () => upstream.httpApi.getPage(missing, ctx).catch((e: unknown) => e)));
    for (let attempt = 0; attempt < 25; attempt += 1) errors.push(await upstream.httpApi.getPage(missing, ctx).catch((e: unknown) => e));
    expect(errors.every((error) => isContentNotFound(error))).toBe(true);
    expect(seenUnder('/api/neutron/composer/cnet/pages/articles/no-such-article/web')).toBe(1);
  });

  it('hands out kept answers that cannot be changed', async () => {
    const page = await upstream.httpApi.getPage(ABOUT, ctx);
    expect(() => {
      (page as { pageType: string }).pageType = 'changed';
    }).toThrow(TypeError);
    expect(() => (page.components as unknown[]).push({})).toThrow(TypeError);
    expect((await upstream.httpApi.getPage(ABOUT, ctx)).pageType).toBe('static');
  });

  it('asks the upstream again once an answer is older than ttlSeconds', async () => {
    const navigation = { site: 'roadshow', name: 'curated-nav-redesign', componentType: 'ContentList' };
    upstream.seen.length = 0;
    await upstream.httpApi.getComponent(navigation, ctx);
    await upstream.httpApi.getComponent(navigation, ctx);
    expect(seenUnder('/api/neutron/components/roadshow/editorial/curated-nav-redesign/web')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await upstream.httpApi.getComponent(navigation, ctx);
    expect(seenUnder('/api/neutron/components/roadshow/editorial/curated-nav-redesign/web')).toBe(2);
  });
});

describe('ContentCache', () => {
  it('with enabled false loads every time and keeps nothing', async () => {
    const cache = new ContentCache({ enabled: false, maxEntries: 10, ttlSeconds: 60 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new ContentCache({ enabled: true, maxEntries: 2, ttlSeconds: 60 });
    const loaded: string[] = [];
    const load = (key: string) => async () => {
      loaded.push(key);
      return { key };
    };
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get(key, load(key));
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.size).toBe(2);
  });
});

describe('ContentCache under pressure', () => {
  it('still answers a load whose entry was pushed out while it ran', async () => {
    const cache = new ContentCache({ enabled: true, maxEntries: 1, ttlSeconds: 60 });
    const slow = (key: string, ms: number) => () => new Promise<{ key: string }>((resolve) => setTimeout(() => resolve({ key }), ms));
    const answers = await Promise.all([cache.get('a', slow('a', 50)), cache.get('b', slow('b', 10)), cache.get('c', slow('c', 20))]);
    expect(answers).toEqual([{ key: 'a' }, { key: 'b' }, { key: 'c' }]);
  });
});

describe('content cache and failures that depend on the caller', () => {
  let peer: Server;
  let requests = 0;
  let origin = '';

  beforeAll(async () => {
    // A moved page: 404 with the editions it is available on, answered after a pause so
    // callers overlap.
    peer = createServer((_req, res) => {
      requests += 1;
      setTimeout(() => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 404, availableOn: [{ edition: 'us', slug: 'new-us' }, { edition: 'uk', slug: 'new-uk' }] }));
      }, 50);
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => peer.close(resolve));
  });

  it('gives each concurrent caller the redirect for its own route, not the first caller\'s', async () => {
    const api = createContentApi(createHttpTransport({ host: origin }), { cache: new ContentCache({ enabled: true, maxEntries: 10, ttlSeconds: 60 }) });
    try {
      const request = { site: 'cnet', type: 'articles', id: 'old' };
      const [news, replay] = await Promise.all(
        ['/news/', '/replay/news/'].map((prefix) =>
          api.getPage(request, { ...ctx, pathForSlug: (slug) => `${prefix}${slug}/` }).catch((error: unknown) => error),
        ),
      );
      expect(isContentRedirect(news) && isContentRedirect(replay)).toBe(true);
      expect((news as { path: string }).path).toBe('/news/new-us/');
      expect((replay as { path: string }).path).toBe('/replay/news/new-us/');
      // The first caller's request was shared; the second read its own failure.
      expect(requests).toBe(2);
    } finally {
      await api.close();
    }
  });
});
