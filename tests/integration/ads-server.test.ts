// The embedded ad server (plugins/ads/server): display decisions honouring size and
// targeting, bad targeting, unknown creatives, signed clicks (403 when tampered, never
// off-site), expired line items, frequency caps, and VAST parsed by @dailymotion/vast-client.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { VASTParser } from '@dailymotion/vast-client';
import Fastify, { type FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLineItems } from '../../plugins/ads/server/line-items.ts';
import { registerAdServer } from '../../plugins/ads/server/routes.ts';
import { createSigner } from '../../plugins/ads/server/signer.ts';
import { AdStore } from '../../plugins/ads/server/store.ts';
import { repoRoot } from '../helpers/project.ts';

const DAY = 86_400_000;
let clock = Date.parse('2026-03-01T12:00:00Z');
const store = new AdStore(':memory:');
let app: FastifyInstance;

async function build(items = readLineItems(repoRoot, 'examples/ads').items, prefix = '/', brand = 'default'): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(fastifyCookie);
  const input = {
    brand,
    brandName: 'Neutron',
    prefix,
    items,
    folder: path.join(repoRoot, 'examples/ads'),
    store,
    signer: createSigner('a test key that is long enough'),
    now: () => clock,
  };
  // As on the real app: a brand's routes live in a scope under its prefix.
  await server.register(async (scope) => registerAdServer(scope, input), { prefix: prefix.replace(/\/$/, '') });
  await server.ready();
  return server;
}

beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
  store.close();
});

const ad = (query: string, cookie?: string) => app.inject({ url: `/_neutron/ads/ad?${query}`, ...(cookie ? { headers: { cookie } } : {}) });
const targeting = (pairs: Record<string, string>) => `t=${encodeURIComponent(new URLSearchParams(pairs).toString())}`;

describe('display decisions', () => {
  it('the line items in examples/ads are valid', () => {
    expect(readLineItems(repoRoot, 'examples/ads').findings).toEqual([]);
  });

  it('fills a slot with a creative of a wanted size, targeted on the section', async () => {
    const news = await ad(`sizes=300x250&${targeting({ section: 'news', ptype: 'article' })}`);
    expect(news.statusCode).toBe(200);
    expect(news.headers['cache-control']).toBe('no-store');
    expect(news.json()).toMatchObject({ filled: true, lineItem: 'default-news-app', creative: 'news-app-mpu', width: 300, height: 250 });
    const tech = await ad(`sizes=728x90&${targeting({ section: 'tech' })}`);
    expect(tech.json()).toMatchObject({ lineItem: 'default-tech-reviews', size: '728x90' });
    // No section item matches: the brand's catch-all, in the first size it has.
    const other = await ad(`sizes=320x50,300x250&${targeting({ section: 'wellness' })}`);
    expect(other.json()).toMatchObject({ lineItem: 'default-house', size: '320x50' });
  });

  it('answers each brand with its own line items', async () => {
    const auto = await build(undefined, '/roadshow/', 'auto');
    const response = await auto.inject({ url: `/roadshow/_neutron/ads/ad?sizes=300x250&${targeting({ ptype: 'gallery' })}` });
    expect(response.json()).toMatchObject({ filled: true, lineItem: 'auto-house', creative: 'roadshow-reviews-mpu' });
    await auto.close();
  });

  it('answers filled: false when no creative has the size', async () => {
    const response = await ad('sizes=160x600');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filled: false });
  });

  it.each([
    ['a value with markup', `sizes=300x250&${targeting({ section: '<script>' })}`],
    ['a key that is no key', `sizes=300x250&${targeting({ '1bad': 'x' })}`],
    ['a key given twice', `sizes=300x250&t=${encodeURIComponent('section=a&section=b')}`],
    ['too many keys', `sizes=300x250&t=${encodeURIComponent(Array.from({ length: 41 }, (_, i) => `k${i}=v`).join('&'))}`],
    ['targeting given twice', 'sizes=300x250&t=a%3Db&t=c%3Dd'],
    ['no sizes', `${targeting({ section: 'news' })}`],
    ['a size that is not WxH', 'sizes=big'],
    ['npa that is not 0 or 1', 'sizes=300x250&npa=yes'],
  ])('answers 400 for bad targeting: %s', async (_name, query) => {
    const response = await ad(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^ADS_ERR_/);
  });
});

describe('creatives', () => {
  it('serves a creative as SVG at its size, escaped', async () => {
    const response = await app.inject({ url: '/_neutron/ads/creative/news-app-mpu.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('width="300" height="250"');
    expect(response.body).toContain('Breaking news first');
  });

  it.each(['no-such-creative.svg', '..%2F..%2Fpackage.json', 'house-preroll-video.svg'])('answers 404 for an unknown creative id %s', async (id) => {
    const response = await app.inject({ url: `/_neutron/ads/creative/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ADS_ERR_UNKNOWN_CREATIVE');
  });
});

describe('click-through', () => {
  const clickUrl = async () => (await ad(`sizes=300x250&${targeting({ section: 'tech' })}`)).json().clickUrl as string;

  it('redirects a signed click to the line item URL and counts it', async () => {
    const before = store.counts('default-tech-reviews').click ?? 0;
    const response = await app.inject({ url: await clickUrl() });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://neutron.example/reviews/');
    expect(store.counts('default-tech-reviews').click).toBe(before + 1);
  });

  it('answers 403 to a tampered link and never redirects off the line item', async () => {
    const url = new URL(await clickUrl(), 'http://local');
    const tamper = (key: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(key, value);
      return copy.pathname + copy.search;
    };
    const signature = url.searchParams.get('sig') ?? '';
    for (const target of [
      tamper('sig', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
      tamper('li', 'default-house'),
      tamper('cr', 'house-newsletter-mpu'),
      tamper('r', 'someone-else-entirely'),
      tamper('to', 'https://evil.example/'),
      '/_neutron/ads/click?li=default-house&cr=house-newsletter-mpu&r=anonymous',
      '/_neutron/ads/click',
    ]) {
      const response = await app.inject({ url: target });
      if (target.includes('to=')) {
        // An added parameter is ignored: the redirect still names only the line item's URL.
        expect(response.headers.location).toBe('https://neutron.example/reviews/');
        continue;
      }
      expect(response.statusCode, target).toBe(403);
      expect(response.headers.location).toBeUndefined();
    }
  });
});

describe('dates and frequency caps', () => {
  it('never serves an expired line item, and serves it inside its dates', async () => {
    // The 2023 holiday item has the top priority, but it ended.
    expect((await ad('sizes=300x250')).json().lineItem).not.toBe('default-holiday-2023');
    clock = Date.parse('2023-12-01T12:00:00Z');
    try {
      expect((await ad('sizes=300x250')).json().lineItem).toBe('default-holiday-2023');
    } finally {
      clock = Date.parse('2026-03-01T12:00:00Z');
    }
  });

  it('stops a capped line item after its impressions for one reader, and starts again after the window', async () => {
    const reader = 'ad_session=readerwithcap01';
    const query = `sizes=300x250&${targeting({ section: 'news' })}`;
    for (let view = 0; view < 5; view++) expect((await ad(query, reader)).json().lineItem).toBe('default-news-app');
    expect((await ad(query, reader)).json().lineItem).toBe('default-house');
    // Another reader still sees it.
    expect((await ad(query, 'ad_session=anotherreader02')).json().lineItem).toBe('default-news-app');
    clock += DAY + 1000;
    try {
      expect((await ad(query, reader)).json().lineItem).toBe('default-news-app');
    } finally {
      clock = Date.parse('2026-03-01T12:00:00Z');
    }
  });
});

describe('VAST for the video player', () => {
  const vastUrl = (extra = '') =>
    `/_neutron/ads/vast?iu=%2F1001%2Fcnet%2Fvideos&sz=640x480&output=xml_vmap1&ciu_szs=300x60&cust_params=${encodeURIComponent('section=tech&ptype=video_page')}&correlator=12345${extra}`;
  const xml = (text: string) => new new Window().DOMParser().parseFromString(text, 'text/xml') as unknown as Document;

  it('answers a VMAP 1.0 pre-roll with an inline VAST 3 ad that vast-client parses', async () => {
    const response = await app.inject({ url: vastUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const vmap = xml(response.body);
    const root = vmap.documentElement;
    expect(root.getAttribute('version')).toBe('1.0');
    const breaks = root.getElementsByTagName('vmap:AdBreak');
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.getAttribute('timeOffset')).toBe('start');
    const vastText = response.body.slice(response.body.indexOf('<VAST'), response.body.indexOf('</VAST>') + '</VAST>'.length);
    const parsed = (await new VASTParser().parseVAST(xml(vastText))) as { version: string; ads: { impressionURLTemplates: { url: string }[]; creatives: { type: string }[] }[] };
    expect(parsed.version).toBe('3.0');
    expect(parsed.ads).toHaveLength(1);
    const ad = parsed.ads[0]!;
    expect(ad.impressionURLTemplates.length).toBe(1);
    const linear = ad.creatives.find((creative) => creative.type === 'linear') as unknown as {
      duration: number;
      skipDelay: number;
      mediaFiles: { fileURL: string; mimeType: string; width: number; height: number }[];
      trackingEvents: Record<string, string[]>;
    };
    expect(linear.duration).toBe(4);
    expect(linear.skipDelay).toBe(2);
    expect(linear.mediaFiles[0]).toMatchObject({ mimeType: 'video/mp4', width: 640, height: 360 });
    for (const event of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']) expect(linear.trackingEvents[event]?.length, event).toBe(1);
    const companion = ad.creatives.find((creative) => creative.type === 'companion') as unknown as { variations: { width: number; height: number; staticResources: { url: string }[] }[] };
    expect(companion.variations[0]?.staticResources[0]?.url).toBe('/_neutron/ads/creative/house-preroll-companion.svg');
    const companionElement = vmap.getElementsByTagName('Companion')[0];
    expect([companionElement?.getAttribute('width'), companionElement?.getAttribute('height')]).toEqual(['300', '60']);

    // The media is served, small, and the tracking links count (and refuse tampering).
    const media = await app.inject({ url: linear.mediaFiles[0]!.fileURL });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    expect(statSync(path.join(repoRoot, 'examples/ads/media/house-preroll.mp4')).size).toBeLessThan(150 * 1024);
    expect(media.rawPayload.equals(readFileSync(path.join(repoRoot, 'examples/ads/media/house-preroll.mp4')))).toBe(true);
    const midpoint = linear.trackingEvents.midpoint![0]!;
    const before = store.counts('house-preroll').midpoint ?? 0;
    expect((await app.inject({ url: midpoint })).statusCode).toBe(204);
    expect(store.counts('house-preroll').midpoint).toBe(before + 1);
    expect((await app.inject({ url: midpoint.replace('e=midpoint', 'e=complete') })).statusCode).toBe(403);
    expect((await app.inject({ url: ad.impressionURLTemplates[0]!.url })).statusCode).toBe(204);
  });

  it('answers an empty VMAP when no line item matches', async () => {
    const displayOnly = await build(readLineItems(repoRoot, 'examples/ads').items.filter((item) => !item.video));
    const response = await displayOnly.inject({ url: vastUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<vmap:VMAP');
    expect(response.body).not.toContain('AdBreak');
    await displayOnly.close();
  });

  it.each([
    ['output that is not xml_vmap1', '&output=vast'],
    ['a size that is not WxH', '&sz=large'],
    ['a correlator that is not a number', '&correlator=abc'],
    ['bad cust_params', `&cust_params=${encodeURIComponent('section=<b>')}`],
  ])('answers 400 for %s', async (_name, extra) => {
    const url = new URL(vastUrl(), 'http://local');
    for (const [key, value] of new URLSearchParams(extra.slice(1))) url.searchParams.set(key, value);
    const response = await app.inject({ url: url.pathname + url.search });
    expect(response.statusCode).toBe(400);
  });
});

describe('the ad-search unit', () => {
  // Seven line items for the default brand, priorities 1–7.
  const house = readLineItems(repoRoot, 'examples/ads').items.find((item) => item.id === 'default-house')!;
  const items = Array.from({ length: 7 }, (_, index) => ({
    ...house,
    id: `search-${index + 1}`,
    name: `Search ${index + 1}`,
    priority: index + 1,
    frequencyCap: undefined,
    creatives: house.creatives.map((creative) => ({ ...creative, id: `${creative.id}-${index + 1}` })),
  }));
  const search = async (query: string) => {
    const server = await build(items);
    const response = await server.inject({ url: `/_neutron/ads/search?${query}` });
    await server.close();
    return response;
  };

  it('answers as many different line items as the unit shows, highest priority first, as text results', async () => {
    const before = store.counts('search-7').impression ?? 0;
    const response = await search(`results=5&${targeting({ section: 'news' })}&npa=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { filled, results } = response.json() as { filled: boolean; results: { lineItem: string; headline: string; host: string; clickUrl: string }[] };
    expect(filled).toBe(true);
    expect(results.map((result) => result.lineItem)).toEqual(['search-7', 'search-6', 'search-5', 'search-4', 'search-3']);
    expect(results[0]).toMatchObject({ headline: house.creatives[0]!.headline, host: new URL(house.clickUrl).host });
    expect(store.counts('search-7').impression).toBe(before + 1);
    const server = await build(items);
    const click = await server.inject({ url: results[0]!.clickUrl });
    await server.close();
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(house.clickUrl);
    expect((await search('results=2')).json().results).toHaveLength(2);
  });

  it.each(['results=0', 'results=11', 'results=abc', 'results=', 't=section%3Dnews'])('answers 400 to %s', async (query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('bad ad request: results must be a number from 1 to 10');
  });
});
