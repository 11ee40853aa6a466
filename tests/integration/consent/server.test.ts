// The consent plugin on the server (fastify inject, the shipped project): the first HTML
// and the in-app page data already carry the reader's consent, Global Privacy Control
// included; the page cache keeps one page per consent; the policy allows the embeds.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { buildTestApp } from '../../helpers/project.ts';

const ARTICLE = '/news/privacy/privacy-settings-to-change-now/';
const ALL = 'neutron_consent=1.C0001-C0002-C0003-C0004-C0005';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function pageData(path: string, headers: Record<string, string> = {}): Promise<PageData> {
  const response = await app.inject({ url: `/_neutron/data${path}`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { page: PageData }).page;
}

function embeddedPageData(html: string): PageData {
  const json = /<script id="__neutron_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as PageData;
}

describe('consent on the server', () => {
  it('first visit: the page knows nothing is chosen, only critical is granted', async () => {
    const response = await app.inject(ARTICLE);
    const data = embeddedPageData(response.body);
    expect(data.consent).toEqual({ granted: ['critical'], decided: false });
    expect(data.plugins.consent).toMatchObject({ settings: { cookie: { name: 'neutron_consent' }, preferencesPath: '/do-not-sell-or-share-my-personal-information/' }, gpc: false });
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers.vary).toContain('sec-gpc');
  });

  it('the first HTML already carries the choice in the cookie', async () => {
    const response = await app.inject({ url: ARTICLE, headers: { cookie: 'neutron_consent=1.C0001-C0005' } });
    expect(embeddedPageData(response.body).consent).toEqual({ granted: ['critical', 'social'], decided: true });
  });

  it('the page data of in-app navigation carries it too (page.consent), on both brands', async () => {
    expect((await pageData('/about/', { cookie: 'neutron_consent=1.C0001-C0003' })).consent).toEqual({ granted: ['critical', 'functional'], decided: true });
    expect((await pageData('/roadshow/news/features/road-trip-in-an-ev/', { cookie: ALL })).consent.granted).toHaveLength(5);
  });

  it('a cookie it cannot read counts as no choice', async () => {
    expect((await pageData('/about/', { cookie: 'neutron_consent=C0001:true' })).consent).toEqual({ granted: ['critical'], decided: false });
  });

  it('Sec-GPC: 1 turns targeting and social off, unless opted in under GPC', async () => {
    const gpc = await pageData('/about/', { cookie: ALL, 'sec-gpc': '1' });
    expect(gpc.consent).toEqual({ granted: ['critical', 'performance', 'functional'], decided: true });
    expect(gpc.plugins.consent).toMatchObject({ gpc: true });
    const optedIn = await pageData('/about/', { cookie: 'neutron_consent=1.C0001-C0004.gpc', 'sec-gpc': '1' });
    expect(optedIn.consent.granted).toEqual(['critical', 'targeting']);
  });

  it('the page cache keeps one page per consent', async () => {
    const get = (cookie?: string) => app.inject({ url: '/features/', headers: cookie ? { cookie } : {} });
    const first = await get();
    expect(first.headers['x-neutron-cache']).toBe('miss');
    expect((await get()).headers['x-neutron-cache']).toBe('hit');
    const chosen = await get('neutron_consent=1.C0001-C0005');
    expect(chosen.headers['x-neutron-cache']).toBe('miss');
    expect(embeddedPageData(chosen.body).consent.granted).toEqual(['critical', 'social']);
    const again = await get('neutron_consent=1.C0001-C0005; other=1');
    expect(again.headers['x-neutron-cache']).toBe('hit');
    expect(embeddedPageData(again.body).consent.granted).toEqual(['critical', 'social']);
    // The same consent written in another order is the same page.
    expect((await get('neutron_consent=1.C0005-C0001')).headers['x-neutron-cache']).toBe('hit');
    expect(embeddedPageData((await get()).body).consent.decided).toBe(false);
  });

  it('body embeds render as placeholders; the policy frames their hosts', async () => {
    const response = await app.inject(ARTICLE);
    expect(response.body).toContain('data-embed="youtube" data-src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" data-consent-category="social"');
    expect(response.body).toContain('data-embed="twitter"');
    expect(response.body).not.toMatch(/<iframe/i);
    const frameSrc = /frame-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    expect(frameSrc).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://platform.twitter.com', 'https://maps.google.com']));
  });
  it('error pages no route took read the consent too: never more than the reader gave', async () => {
    const cases = [
      { status: 400, request: { url: '/%ZZ/' } },
      { status: 405, request: { method: 'POST' as const, url: '/about/' } },
      { status: 404, request: { url: '/no/such/page/at/all/here/' } },
    ];
    for (const { status, request } of cases) {
      const first = await app.inject(request);
      expect(first.statusCode, request.url).toBe(status);
      expect(embeddedPageData(first.body).consent, request.url).toEqual({ granted: ['critical'], decided: false });
      const gpc = await app.inject({ ...request, headers: { cookie: ALL, 'sec-gpc': '1' } });
      expect(embeddedPageData(gpc.body).consent, request.url).toEqual({ granted: ['critical', 'performance', 'functional'], decided: true });
      const chosen = await app.inject({ ...request, headers: { cookie: 'neutron_consent=1.C0001-C0005' } });
      expect(embeddedPageData(chosen.body).consent, request.url).toEqual({ granted: ['critical', 'social'], decided: true });
    }
  });
});
