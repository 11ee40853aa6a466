// A brand that does not enable the ads plugin carries no ad slot: the core's body engine
// places `body.adSlots` only on a brand where a plugin fills them (the ads plugin declares
// `fillsAdSlots`), and the page-level slots are the plugin's own. The same project with
// the plugin switched on keeps every slot, named and ordered as spec 001 §4 says; a brand
// with `body.adSlots` and no plugin to fill them gets a warning at the key.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_AD_ENGINE } from '../../core/body/AdDebug.tsx';
import { formatFinding } from '../../core/config/load-yaml.ts';
import { loadProject } from '../../core/project.ts';
import { runCli } from '../helpers/cli.ts';
import { buildTestApp, repoRoot } from '../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../helpers/temp-project.ts';

const ARTICLE = '/health/fitness/best-fitness-trackers/';
const MIDDLEWARE = 'middleware: [brand, i18n, feature-flags, ab-test, auth, cache, transaction, vanity]';
const ADS_ON = `
    siteName: test
    slots:
      - { name: skybox, position: skybox, size: skybox, lazy: false }
      - { name: mpu, position: body, size: mpu }
      - { name: mobile-incontent, position: body, size: mobile }
      - { name: leaderboard, position: body, size: leaderboard }
      - { name: footer-leaderboard, position: footer, size: leaderboard, devices: [desktop, tablet] }`;

/** The fixture project with the shipped default brand's body.adSlots; `ads` is the
 *  brand's `plugins.ads` entry (options, or false). */
function project(ads: string): string {
  return tempProject({
    'config/app.yaml': appConfigWithPlugins({
      consent: path.join(repoRoot, 'plugins/consent/index.ts'),
      ads: path.join(repoRoot, 'plugins/ads/index.ts'),
    }),
    'sites/default.yaml': `id: default
name: Ads test
prefix: /
${MIDDLEWARE}
body:
  adSlots:
    - { name: mpu, size: mpu, mode: characters, value: 1500, limit: -1, devices: [desktop, tablet] }
    - { name: mobile-incontent, size: mobile, mode: interval, value: 4, limit: -1, devices: [mobile] }
    - { name: leaderboard, size: leaderboard, mode: percentage, value: 50, limit: 1, devices: [desktop] }
plugins:
  consent: true
  ads: ${ads}
`,
    'sites/auto.yaml': `id: auto\nname: Auto\nprefix: /roadshow/\n${MIDDLEWARE}\nplugins: { consent: true }\n`,
  });
}

interface ArticleData {
  props: { body: { html: string; adSlots: { id: string }[] } };
  plugins: Record<string, unknown>;
  regions?: Record<string, unknown[]>;
}

async function article(app: FastifyInstance): Promise<{ html: string; data: ArticleData }> {
  const page = await app.inject({ url: ARTICLE });
  expect(page.statusCode).toBe(200);
  const data = await app.inject({ url: `/_neutron/data${ARTICLE}` });
  expect(data.statusCode).toBe(200);
  return { html: page.body, data: data.json().page as ArticleData };
}

const SLOT_MARKUP = /<div class="ad-slot[^"]*"[^>]*><\/div>/g;

describe('an article of a brand with the ads plugin off, and with it on', () => {
  let adsOff: FastifyInstance;
  let adsOn: FastifyInstance;
  beforeAll(async () => {
    [adsOff, adsOn] = await Promise.all([buildTestApp(project('false')), buildTestApp(project(ADS_ON))]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([adsOff?.close(), adsOn?.close()]);
  });

  it('ads off: no ad slot in the body, no ad placeholder on the page, no reserved height', async () => {
    const { html, data } = await article(adsOff);
    expect(html).not.toContain('ad-slot');
    expect(html).not.toContain('data-ad-');
    expect(html).not.toContain('min-height');
    expect(data.props.body.adSlots).toEqual([]);
    expect(data.plugins.ads).toBeUndefined();
    expect(Object.values(data.regions ?? {}).flat()).toEqual([]);
  });

  it('ads on: every slot of body.adSlots, in spec 001 order and naming, at its reserved height', async () => {
    const { html, data } = await article(adsOn);
    const ids = data.props.body.adSlots.map((slot) => slot.id);
    expect(ids).toEqual(['mobile-incontent', 'leaderboard', 'mobile-incontent-2', 'mpu']);
    const body = data.props.body.html;
    expect([...body.matchAll(/ id="([^"]+)" data-ad-slot=/g)].map((match) => match[1])).toEqual(ids);
    expect(body).toContain('<div class="ad-slot ad-slot--mpu" id="mpu" data-ad-slot="mpu" data-ad-instance="1" data-ad-size="mpu" data-ad-devices="desktop,tablet" style="min-height:250px"></div>');
    expect(body).toContain('<div class="ad-slot ad-slot--mobile" id="mobile-incontent-2" data-ad-slot="mobile-incontent" data-ad-instance="2" data-ad-size="mobile" data-ad-devices="mobile" style="min-height:250px"></div>');
    expect(body).toContain('<div class="ad-slot ad-slot--leaderboard" id="leaderboard" data-ad-slot="leaderboard" data-ad-instance="1" data-ad-size="leaderboard" data-ad-devices="desktop" style="min-height:90px"></div>');
    expect(html).toContain(body);
    expect(html).toMatch(/<div id="skybox" class="ad-slot ad-slot--skybox[^"]*" style="min-height:90px" data-ad-slot="skybox"/);
  });

  it('the ad debug view says why a brand with ads off places no slot', async () => {
    const off = await adsOff.inject({ url: `${ARTICLE}?adDebug=1` });
    expect(off.body).toContain(`<p class="ad-debug__suppressed">${NO_AD_ENGINE}</p>`);
    const on = await adsOn.inject({ url: `${ARTICLE}?adDebug=1` });
    expect(on.body).not.toContain(NO_AD_ENGINE);
    expect(on.body).toContain('4 slot(s) placed: mobile-incontent, leaderboard, mobile-incontent-2, mpu');
  });

  it('the bodies differ only by the slots', async () => {
    const [off, on] = await Promise.all([article(adsOff), article(adsOn)]);
    expect(on.data.props.body.html.replace(SLOT_MARKUP, '')).toBe(off.data.props.body.html);
  });
});

describe('body.adSlots on a brand where no plugin fills them', () => {
  it('is a warning at the key, at start and from neutron validate site, naming the plugin that would fill them', async () => {
    const dir = project('false');
    const warning = "sites/default.yaml:6:3: body.adSlots: no plugin enabled on brand default fills ad slots, so its bodies carry none (enable ads to show them, or remove body.adSlots)";
    const loaded = await loadProject(dir, { env: {} });
    expect(loaded.warnings.map(formatFinding)).toContain(warning);
    const result = await runCli(['validate', 'site', 'sites/default.yaml'], dir);
    expect(result.stderr).toContain(warning);
    expect(result.code).toBe(0);
  });

  it('says so when no installed plugin fills ad slots', async () => {
    const dir = tempProject({
      'sites/auto.yaml': 'id: auto\nname: Auto\nprefix: /roadshow/\nbody:\n  adSlots:\n    - { name: mpu, size: mpu, mode: interval, value: 3, limit: -1 }\n',
    });
    const loaded = await loadProject(dir, { env: {} });
    expect(loaded.warnings.map(formatFinding)).toContain(
      'sites/auto.yaml:5:3: body.adSlots: no plugin enabled on brand auto fills ad slots, so its bodies carry none (no installed plugin fills them, or remove body.adSlots)',
    );
  });

  it('is no warning where the ads plugin is on', async () => {
    const loaded = await loadProject(project(ADS_ON), { env: {} });
    expect(loaded.warnings.map(formatFinding).join('\n')).not.toContain('body.adSlots');
  });
});
