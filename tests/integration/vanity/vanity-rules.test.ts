// Every rule of spec 001 §7 against a real vanity service (an HTTP server of the test):
// expiry, editions, object targets, NOT_FOUND, redirects only to other paths, masks keeping
// the target's canonical, off-site targets refused unless allowed, failures ignored, and
// the paths and query keys of spec 000 §9 that never reach the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import { createVanityPlugin } from '../../../plugins/vanity/index.ts';
import { startVanityUpstream, type VanityUpstream } from './vanity-upstream.ts';

const NOW = new Date('2025-06-01T12:00:00Z');

const url = (urlPath: string, urlType: string, target: string, extra: Record<string, unknown> = {}) => ({
  id: `id${urlPath.replaceAll('/', '-')}`,
  urlType,
  urlPath,
  enabled: true,
  targets: [{ edition: 'us', targetType: 'url', target }],
  ...extra,
});

const entries: Record<string, unknown> = {
  '/go-temp/': url('/go-temp/', 'TEMPORARY_REDIRECT', '/news/politics/senate-passes-data-broker-bill/'),
  '/go-perm/': url('/go-perm/', 'PERMANENT_REDIRECT', '/reviews/pixel-9-pro-review/'),
  '/go-tx/': url('/go-tx/', 'PERMANENT_REDIRECT', '/reviews/pixel-9-pro-review/'),
  '/go-after/': url('/go-after/', 'PERMANENT_REDIRECT', '/reviews/pixel-9-pro-review/'),
  '/go-expired/': url('/go-expired/', 'PERMANENT_REDIRECT', '/reviews/', { dateExpired: { date: '2025-05-31T00:00:00Z' } }),
  '/go-later/': url('/go-later/', 'PERMANENT_REDIRECT', '/how-to/', { dateExpired: { date: '2025-07-01T00:00:00Z' } }),
  '/go-disabled/': url('/go-disabled/', 'PERMANENT_REDIRECT', '/reviews/', { enabled: false }),
  '/go-uk/': { ...url('/go-uk/', 'PERMANENT_REDIRECT', '/reviews/'), targets: [{ edition: 'uk', targetType: 'url', target: '/reviews/' }] },
  '/go-object/': {
    ...url('/go-object/', 'PERMANENT_REDIRECT', ''),
    targets: [{ edition: 'us', targetType: 'object', target: { type: 'reviews', slug: 'pixel-9-pro', availableOn: [{ edition: 'us', slug: 'pixel-9-pro' }] } }],
  },
  '/go-object-uk/': {
    ...url('/go-object-uk/', 'PERMANENT_REDIRECT', ''),
    targets: [{ edition: 'us', targetType: 'object', target: { type: 'reviews', slug: 'pixel-9-pro', availableOn: [{ edition: 'uk', slug: 'pixel-9-pro' }] } }],
  },
  '/go-object-noslug/': {
    ...url('/go-object-noslug/', 'PERMANENT_REDIRECT', ''),
    targets: [{ edition: 'us', targetType: 'object', target: { type: 'reviews', availableOn: [{ edition: 'us' }] } }],
  },
  '/gone/': { id: 'gone-2019', urlType: 'NOT_FOUND', urlPath: '/gone/', enabled: true, targets: [] },
  '/topics/mobile/': url('/topics/mobile/', 'PERMANENT_REDIRECT', '/topics/mobile/'),
  '/mobile-hub/': url('/mobile-hub/', 'MASK', '/topics/mobile/'),
  '/mobile-hub-soon/': url('/mobile-hub-soon/', 'TEMPORARY_MASK', '/topics/mobile/'),
  '/news/politics/senate-passes-data-broker-bill/': url('/news/politics/senate-passes-data-broker-bill/', 'OK', '/elsewhere/'),
  '/partner/': url('/partner/', 'TEMPORARY_REDIRECT', 'https://partner.example.com/offer?x=1'),
  '/evil/': url('/evil/', 'TEMPORARY_REDIRECT', 'https://evil.example.net/'),
  '/evil-relative/': url('/evil-relative/', 'TEMPORARY_REDIRECT', '//evil.example.net/'),
  '/evil-script/': url('/evil-script/', 'TEMPORARY_REDIRECT', 'javascript:alert(1)'),
  '/mask-off-site/': url('/mask-off-site/', 'MASK', 'https://partner.example.com/'),
  '/with-error/': { ...url('/with-error/', 'PERMANENT_REDIRECT', '/reviews/'), error: 'entry is being edited' },
  '/malformed/': { id: 'x', urlType: 'SOMETHING', urlPath: '/malformed/' },
};

describe('vanity rules against a vanity service', () => {
  let upstream: VanityUpstream;
  let site: PluginTestSite;

  beforeAll(async () => {
    upstream = await startVanityUpstream({ entries, urls: { 'reviews/pixel-9-pro': '/reviews/pixel-9-pro-review/' } });
    site = await testPlugin(createVanityPlugin({ now: () => NOW }), { options: { host: upstream.origin, allowHosts: ['partner.example.com'] } });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('TEMPORARY_REDIRECT is a 302 and PERMANENT_REDIRECT a 301, keeping the query; permanent ones are kept 600 s', async () => {
    const temporary = await site.inject('/go-temp/?page=1');
    expect(temporary.statusCode).toBe(404); // the query key `page` makes it another vanity path, which has no entry
    const plain = await site.inject('/go-temp/');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/news/politics/senate-passes-data-broker-bill/');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const permanent = await site.inject('/go-perm/?utm_source=mail&utm_campaign=spring');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/reviews/pixel-9-pro-review/?utm_source=mail&utm_campaign=spring');
    expect(permanent.headers['cache-control']).toBe('private, max-age=600');
  });

  it('asks the vanity service on its own path (no `bender` in the host), with x-tx-id, and without the ignored query keys', async () => {
    const response = await site.inject({ url: '/go-tx/?tracking=1&ad=x&debug=1&utm=a&utm_medium=b', headers: { 'x-tx-id': 'tx-vanity-1234' } });
    expect(response.statusCode).toBe(301);
    const call = upstream.calls.find((entry) => entry.txId === 'tx-vanity-1234');
    expect(call?.path).toBe('/v1/xapi/vanity/cnet/web');
    expect(call?.query).toEqual({ path: '/go-tx/', edition: 'us' });
    // The answer is kept on the node: asked again, the service is not.
    const calls = upstream.calls.length;
    expect((await site.inject('/go-tx/')).statusCode).toBe(301);
    expect(upstream.calls.length).toBe(calls);
  });

  it('sends contentType and slug of the page a route shows', async () => {
    await site.inject({ url: '/reviews/pixel-9-pro-review/', headers: { 'x-tx-id': 'tx-vanity-review' } });
    // /reviews/ and the paths below it never go to the service (spec 000 §9) …
    expect(upstream.calls.some((entry) => entry.txId === 'tx-vanity-review')).toBe(false);
    await site.inject({ url: '/news/politics/senate-passes-data-broker-bill/', headers: { 'x-tx-id': 'tx-vanity-article' } });
    const call = upstream.calls.find((entry) => entry.txId === 'tx-vanity-article');
    expect(call?.query).toEqual({ path: '/news/politics/senate-passes-data-broker-bill/', edition: 'us', contentType: 'articles', slug: 'senate-passes-data-broker-bill' });
  });

  it('never asks about the excluded paths or the paths below them', async () => {
    const before = upstream.lookups().length;
    for (const path of ['/about/', '/awards/', '/features/', '/home/internet/plans/', '/newsletters/', '/pictures/', '/reviews/', '/shopping/', '/welcome/', '/pictures/best-headphones-2024/', '/reviews/aerobook-14-preview/']) {
      await site.inject(path);
    }
    expect(upstream.lookups().slice(before)).toEqual([]);
    await site.inject('/go-after/');
    expect(upstream.lookups().slice(before)).toEqual(['/go-after/']);
  });

  it('uses an entry only while enabled and not expired', async () => {
    expect((await site.inject('/go-expired/')).statusCode).toBe(404);
    expect((await site.inject('/go-disabled/')).statusCode).toBe(404);
    const later = await site.inject('/go-later/');
    expect(later.statusCode).toBe(301);
    expect(later.headers.location).toBe('/how-to/');
  });

  it("follows only the reader's edition, and object targets need the edition in availableOn and a slug", async () => {
    expect((await site.inject('/go-uk/')).statusCode).toBe(404);
    const object = await site.inject('/go-object/');
    expect(object.statusCode).toBe(301);
    expect(object.headers.location).toBe('/reviews/pixel-9-pro-review/');
    expect((await site.inject('/go-object-uk/')).statusCode).toBe(404);
    expect((await site.inject('/go-object-noslug/')).statusCode).toBe(404);
  });

  it('NOT_FOUND answers the 404 page with a message naming the vanity id', async () => {
    const response = await site.inject('/gone/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This page could not be found');
    expect(response.body).toContain('Vanity gone-2019 not found');
    expect(response.body).toContain('noindex');
  });

  it('does not redirect a page to its own path, and OK leaves the page as it is', async () => {
    const same = await site.inject('/topics/mobile/');
    expect(same.statusCode).toBe(200);
    const ok = await site.inject('/news/politics/senate-passes-data-broker-bill/');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.location).toBeUndefined();
  });

  it('a mask shows the target at the vanity path with the target canonical, without redirecting', async () => {
    const original = await site.inject('/topics/mobile/');
    const masked = await site.inject('/mobile-hub/');
    expect(masked.statusCode).toBe(200);
    expect(masked.headers.location).toBeUndefined();
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(title(masked.body)).toBe(title(original.body));
    expect(masked.body).toContain('<link data-neutron-head="" rel="canonical" href="http://localhost:3000/topics/mobile/"/>');
    expect(masked.body).toContain('content="http://localhost:3000/topics/mobile/"');
    expect(masked.headers['cache-control']).toBe('private, max-age=600');
    expect(masked.headers['last-modified']).toBeDefined();
    const temporary = await site.inject('/mobile-hub-soon/');
    expect(temporary.statusCode).toBe(200);
    expect(temporary.headers['cache-control']).toBe('private, no-cache');
    // In-app navigation: the masked page's data, at the vanity path.
    const data = await site.inject('/_neutron/data/mobile-hub/');
    const page = (JSON.parse(data.body) as { page: { route: { path: string; name: string } } }).page;
    expect(page.route).toMatchObject({ path: '/mobile-hub/', name: 'topic' });
  });

  it('leaves the site only for allowed hosts; every other off-site target is refused', async () => {
    const allowed = await site.inject('/partner/');
    expect(allowed.statusCode).toBe(302);
    expect(allowed.headers.location).toBe('https://partner.example.com/offer?x=1');
    expect(JSON.parse((await site.inject('/_neutron/data/partner/')).body)).toEqual({ redirect: 'https://partner.example.com/offer?x=1' });
    for (const path of ['/evil/', '/evil-relative/', '/evil-script/', '/mask-off-site/']) {
      const response = await site.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  it('an answer with an error field, a malformed answer or an unknown path is ignored', async () => {
    for (const path of ['/with-error/', '/malformed/', '/nothing-here/']) expect((await site.inject(path)).statusCode, path).toBe(404);
    expect((await site.inject('/news/politics/senate-passes-data-broker-bill/')).statusCode).toBe(200);
  });
});

describe('vanity on the auto brand, with a dictionary', () => {
  let upstream: VanityUpstream;
  let site: PluginTestSite;

  beforeAll(async () => {
    upstream = await startVanityUpstream({
      entries: { '/roadshow/go/ev/': url('/roadshow/go/ev/', 'PERMANENT_REDIRECT', '/roadshow/electric-vehicles/') },
      dictionary: { '/roadshow/go/ev/': '/roadshow/electric-vehicles/' },
    });
    site = await testPlugin(createVanityPlugin({ now: () => NOW }), { brand: 'auto', options: { host: upstream.origin } });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('redirects on the brand, and looks up only the paths the dictionary lists once it has it', async () => {
    const first = await site.inject('/roadshow/go/ev/');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/roadshow/electric-vehicles/');
    expect(upstream.calls.some((call) => call.path === '/api/neutron/vanity/cnet/dictionary')).toBe(true);
    expect(upstream.calls.find((call) => call.query.path === '/roadshow/go/ev/')?.path).toBe('/v1/xapi/vanity/roadshow/web');
    const before = upstream.lookups().length;
    expect((await site.inject('/roadshow/go/other/')).statusCode).toBe(404);
    expect((await site.inject('/roadshow/news/')).statusCode).toBe(200);
    expect(upstream.lookups().length).toBe(before);
    // The default brand does not run the plugin.
    expect((await site.inject('/best-phones/')).statusCode).toBe(404);
  });
});
