// The ads plugin on the real app: the ad state and slots in the first HTML (every spec
// field, IAB from the section, reserved heights), no slots on sponsored or suppressAds
// pages, registered readers, the service-off bucket, and `neutron validate site` checks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdState } from '../../plugins/ads/index.ts';
import { runCli } from '../helpers/cli.ts';
import { repoRoot, useTestApp } from '../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../helpers/temp-project.ts';

const app = useTestApp();
const CONSENT_COOKIE = 'neutron_consent';

async function pageData(url: string, headers: Record<string, string> = {}) {
  const response = await app().inject({ url: `/_neutron/data${url}`, headers });
  expect(response.statusCode).toBe(200);
  const page = response.json().page as { plugins: Record<string, { state: AdState; adSense: unknown }>; regions?: Record<string, { id: string; minHeight: number }[]> };
  return { page, ads: page.plugins.ads };
}

describe('ad state in the first HTML', () => {
  it('carries every field of spec 001 §3 and the IAB category of the section', async () => {
    const { ads } = await pageData('/news/politics/senate-passes-data-broker-bill/');
    const { state } = ads!;
    expect(state).toMatchObject({
      enabled: true,
      containerId: 'neutron-ads',
      disableAdIncrement: false,
      disableInitialLoad: false,
      slotVars: { network: '1001', platform: 'web', siteName: 'cnet', topics: ['politics'] },
      iab: ['IAB12'],
      skybox: { sticky: true, collapsible: true },
    });
    expect(Object.keys(state.targeting).sort()).toEqual(
      ['device', 'env', 'ptype', 'test', 'vguid', 'cid', 'feat', 'pid', 'section', 'collection', 'sectopic', 'user', 'seamlessIndicator', 'subcollection', 'tag', 'mfr', 'contentType', 'ptopic', 'iab'].sort(),
    );
    expect(state.targeting).toMatchObject({ ptype: 'article', section: 'news', sectopic: 'news_politics', user: 'anon', seamlessIndicator: 0, tag: 'privacy', contentType: 'content_article', ptopic: 'politics' });
    expect(state.targeting.vguid).toMatch(/^[0-9a-f-]{36}$/);
    expect(ads!.adSense).toEqual({ ads: state.slots.map((slot) => ({ id: slot.id, slot: slot.name })), pageOptions: { personalizedAds: false, adtest: 'off', pubId: '' } });
    expect(state.constants).toMatchObject({ taserScoreThreshold: 150, delayedLoad: false, surveySamplingPercent: 100, adSearchResults: 5, subsessions: 6, region: 'aw', lazyRootMargin: '200% 0px' });
    expect(state.constants.bidCaching).toEqual([{ pageType: 'image_gallery', position: 2, device: 'mobile' }]);
  });

  it('maps sections to IAB categories and the auto brand to cars', async () => {
    expect((await pageData('/pictures/ces-2025-show-floor/')).ads!.state.iab).toEqual(['IAB19']);
    expect((await pageData('/roadshow/news/ev-charging-guide/')).ads!.state.iab).toEqual(['IAB12']);
    expect((await pageData('/roadshow/')).ads!.state.iab).toEqual(['IAB2']);
  });

  it('renders every slot outside the body as an empty box at its reserved height', async () => {
    const response = await app().inject({ url: '/news/politics/senate-passes-data-broker-bill/' });
    const html = response.body;
    expect(html).toMatch(/<div id="skybox" class="ad-slot ad-slot--skybox ad-skybox--sticky ad-skybox--collapsible preamp fuse" style="min-height:90px" data-ad-slot="skybox"[^>]*><\/div>/);
    expect(html).toMatch(/<aside class="layout__aside"><div id="sidebar" class="ad-slot ad-slot--mpu ad-slot--sidebar" style="min-height:250px"[^>]*data-ad-devices="desktop"><\/div><\/aside>/);
    expect(html).toMatch(/<div id="footer-leaderboard" class="ad-slot ad-slot--leaderboard ad-slot--footer" style="min-height:90px"/);
  });

  it('lists the in-body slots the body pipeline placed, with the devices of body.adSlots', async () => {
    const { ads } = await pageData('/tech/computing/ces-2025-everything-announced/');
    const body = ads!.state.slots.filter((slot) => slot.position === 'body');
    expect(body).toEqual([expect.objectContaining({ id: 'leaderboard', name: 'leaderboard', instance: 1, size: 'leaderboard', sizes: ['728x90'], minHeight: 90, devices: ['desktop'] })]);
    const html = (await app().inject({ url: '/tech/computing/ces-2025-everything-announced/' })).body;
    expect(html).toMatch(/<div class="ad-slot ad-slot--leaderboard" id="leaderboard"[^>]*style="min-height:90px"><\/div>/);
  });

  it('reserves the ad-search unit for its 5 results (spec 001 §9) on articles', async () => {
    const { ads } = await pageData('/news/politics/senate-passes-data-broker-bill/');
    expect(ads!.state.slots.find((slot) => slot.id === 'ad-search')).toMatchObject({ size: 'search', results: 5, minHeight: 24 + 5 * 64, sizes: [], devices: ['desktop', 'tablet'] });
    expect(ads!.state.constants.adSearchResults).toBe(5);
    const html = (await app().inject({ url: '/news/politics/senate-passes-data-broker-bill/' })).body;
    expect(html).toMatch(/<div id="ad-search" class="ad-slot ad-slot--search ad-slot--footer" style="min-height:344px" data-ad-slot="ad-search"/);
    expect((await pageData('/news/')).ads!.state.slots.map((slot) => slot.id)).not.toContain('ad-search');
  });

  it.each(['/paid-content/news/smarter-home-security-sponsored/', '/paid-content/roadshow/news/tire-care-sponsored/'])('has no slots on sponsored or suppressAds content: %s', async (url) => {
    const { page, ads } = await pageData(url);
    expect(ads!.state.enabled).toBe(false);
    expect(ads!.state.slots).toEqual([]);
    expect(page.regions?.top ?? []).toEqual([]);
    const html = (await app().inject({ url })).body;
    expect(html).not.toContain('class="ad-slot');
  });

  it('targets a reader with the user or previous-login cookie as registered', async () => {
    expect((await pageData('/news/', { cookie: 'neutron_prev_login=1' })).ads!.state.targeting.user).toBe('registered');
    expect((await pageData('/news/', { cookie: 'neutron_user=abc' })).ads!.state.targeting.user).toBe('registered');
    expect((await pageData('/news/')).ads!.state.targeting.user).toBe('anon');
  });

  it('personalised ads follow targeting consent', async () => {
    const personalized = async (cookie?: string) =>
      ((await pageData('/news/', cookie ? { cookie } : {})).ads!.adSense as { pageOptions: { personalizedAds: boolean } }).pageOptions.personalizedAds;
    expect(await personalized()).toBe(false);
    expect(await personalized(`${CONSENT_COOKIE}=1.C0001-C0002`)).toBe(false);
    expect(await personalized(`${CONSENT_COOKIE}=1.C0001-C0004`)).toBe(true);
  });

});

describe('the embedded taser service', () => {
  it('is declared on both brands under targeting consent, with the threshold 150 in the ad state', async () => {
    for (const [url, src] of [
      ['/news/politics/senate-passes-data-broker-bill/', '/_neutron/ads/services/taser.js'],
      ['/roadshow/news/ev-charging-guide/', '/roadshow/_neutron/ads/services/taser.js'],
    ] as const) {
      const { page, ads } = await pageData(url);
      expect(ads!.state.taser).toEqual({ scoreThreshold: 150 });
      expect((page as unknown as { scripts: unknown[] }).scripts).toContainEqual(expect.objectContaining({ id: 'ads-taser', src, category: 'targeting', timing: 'window-load' }));
      const script = await app().inject({ url: src });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain('"neutron:ads:taser-score"');
      expect(script.body).toContain('taserScore');
    }
  });
});

describe('neutron validate site', () => {
  const project = (adsOptions: string, extra: Record<string, string> = {}) => {
    const dir = tempProject(extra);
    writeFileSync(
      path.join(dir, 'config/app.yaml'),
      appConfigWithPlugins({ consent: path.join(repoRoot, 'plugins/consent/index.ts'), ads: path.join(repoRoot, 'plugins/ads/index.ts') }),
    );
    writeFileSync(
      path.join(dir, 'sites/ads.yaml'),
      `id: default
name: Ads test
prefix: /
middleware: [brand, i18n, feature-flags, ab-test, auth, cache, transaction, vanity]
navigation: { header: [], footer: [] }
body:
  adSlots:
    - { name: mpu, size: mpu, mode: interval, value: 3, limit: -1 }
plugins:
  consent: true
  ads:
${adsOptions}
`,
    );
    return dir;
  };
  const lineItems = path.join(repoRoot, 'examples/ads');

  it('accepts the shipped site configs', async () => {
    for (const file of ['sites/default.yaml', 'sites/auto.yaml']) {
      const result = await runCli(['validate', 'site', file]);
      expect(result.stderr, file).not.toMatch(/plugins\.ads|examples\/ads|body\.adSlots/);
      expect(result.code, file).toBe(0);
    }
  });

  it('reports unknown sizes, slots without a provider and missing script URLs in production, with positions', async () => {
    const dir = project(`    siteName: test
    provider: gpt
    server: { lineItems: ${lineItems} }
    services: [{ name: taser }]
    slots:
      - { name: mpu, position: body, size: mpu }
      - { name: top, position: header, size: jumbo }`);
    const result = await runCli(['validate', 'site', 'sites/ads.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/sites\/ads\.yaml:18:\d+: plugins\.ads\.slots\.1\.size: /);

    const fixed = project(`    siteName: test
    provider: gpt
    server: { lineItems: ${lineItems} }
    services: [{ name: taser }]
    slots:
      - { name: mpu, position: body, size: mpu }
      - { name: other, position: body, size: mpu }`);
    const second = await runCli(['validate', 'site', 'sites/ads.yaml'], fixed);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("sites/ads.yaml:17:9: plugins.ads.slots.0: slot 'mpu' has no provider: provider gpt needs plugins.ads.gpt");
    expect(second.stderr).toContain("sites/ads.yaml:18:17: plugins.ads.slots.1.name: no body.adSlots slot named 'other' places this body slot");
    expect(second.stderr).toContain('sites/ads.yaml:15:16: plugins.ads.services.0: scriptUrl not defined in site config (taser)');
  });

  it('takes the number of ad-search results from adSearch.results, from 1 to 10, and fills the unit only from the embedded server', async () => {
    const slots = `    slots:
      - { name: mpu, position: body, size: mpu }
      - { name: results, position: footer, size: search }`;
    const tooMany = project(`    siteName: test
    server: { lineItems: ${lineItems} }
    adSearch: { results: 11 }
${slots}`);
    const result = await runCli(['validate', 'site', 'sites/ads.yaml'], tooMany);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/sites\/ads\.yaml:14:\d+: plugins\.ads\.adSearch\.results: /);

    const gpt = project(`    siteName: test
    server: { lineItems: ${lineItems} }
    gpt: {}
    slots:
      - { name: mpu, position: body, size: mpu }
      - { name: results, position: footer, size: search, provider: gpt }`);
    const second = await runCli(['validate', 'site', 'sites/ads.yaml'], gpt);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("sites/ads.yaml:17:9: plugins.ads.slots.1: the ad-search unit 'results' needs provider embedded");

    const three = project(`    siteName: test
    server: { lineItems: ${lineItems} }
    adSearch: { results: 3 }
${slots}`);
    expect((await runCli(['validate', 'site', 'sites/ads.yaml'], three)).code).toBe(0);
  });

  it('reports a body slot no ads slot fills, and broken line items with positions', async () => {
    const dir = project(
      `    siteName: test
    server: { lineItems: ads }
    slots: []`,
      {
        'ads/bad.yaml': `lineItems:
  - id: bad
    name: Bad
    priority: 3
    start: 2024-01-01
    end: 2023-01-01
    clickUrl: https://example.com/
    targeting: { colour: [red] }
    creatives:
      - { id: bad-1, size: 123x45, headline: Bad }
`,
        'ads/worse.yaml': `lineItems:
  - id: Worse
    name: Worse
    priority: 3
    start: 1 March
    end: 2024-03-31
    clickUrl: http://example.com/
    creatives:
      - { id: worse-1, size: 300 by 250, headline: Worse, background: red }
`,
      },
    );
    const result = await runCli(['validate', 'site', 'sites/ads.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("sites/ads.yaml:8:15: body.adSlots.0: slot 'mpu' has no provider");
    expect(result.stderr).toContain("ads/bad.yaml:8:18: unknown key 'lineItems.0.targeting.colour'");
    // Every value of the wrong form is named at its place, and what it should be said in words.
    for (const line of [
      "ads/worse.yaml:2:9: lineItems.0.id: must be 1 to 80 lowercase letters, digits or '-', not starting with '-' (spring-sale)",
      'ads/worse.yaml:5:12: lineItems.0.start: must be a date written YYYY-MM-DD (2026-01-31)',
      'ads/worse.yaml:7:15: lineItems.0.clickUrl: must be an https URL with a lowercase host and no spaces, at most 500 characters (https://shop.example/deal)',
      'ads/worse.yaml:9:30: lineItems.0.creatives.0.size: must be a size written WIDTHxHEIGHT, 2 to 4 digits each (300x250)',
      'ads/worse.yaml:9:71: lineItems.0.creatives.0.background: must be a colour written #rrggbb (#1f2937)',
    ]) {
      expect(result.stderr).toContain(line);
    }
  });
});
