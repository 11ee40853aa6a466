// Feature flags (spec 000 §6): the site YAML's flags change what the page shows, readers
// override them with featureEnable / featureDisable, and Googlebot and Ahrefsbot get the
// bot-disabled features turned off.
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { validateSiteFile } from '../../../core/project.ts';
import { useTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { hydrationData } from '../pages/article-html.ts';

const app = useTestApp();
const ARTICLE = '/tech/features/inside-the-chip-factory/';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function page(url: string, headers: Record<string, string> = {}): Promise<{ html: string; data: PageData }> {
  const response = await app().inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return { html: response.body, data: hydrationData(response.body).page };
}

describe('feature flags', () => {
  it('the sticky newsletter is off as shipped and shows when a reader turns it on', async () => {
    expect((await page(ARTICLE)).html).not.toContain('sticky-newsletter');
    const { html, data } = await page(`${ARTICLE}?featureEnable=stickyNewsletter`);
    expect(data.features).toContain('stickyNewsletter');
    expect(html).toMatch(/<aside class="sticky-newsletter" aria-label="Newsletter">.*Sign up/s);
  });

  it('the sticky newsletter renders only for the device classes it declares (phones and tablets)', async () => {
    for (const device of ['mobile', 'tablet']) {
      const { html, data } = await page(`${ARTICLE}?featureEnable=stickyNewsletter&setDevice=${device}`);
      expect(data.device).toBe(device);
      expect(html).toMatch(/<aside class="sticky-newsletter" aria-label="Newsletter">/);
    }
    const desktop = await page(`${ARTICLE}?featureEnable=stickyNewsletter&setDevice=desktop`);
    expect(desktop.data.device).toBe('desktop');
    expect(desktop.data.features).toContain('stickyNewsletter');
    expect(desktop.html).not.toContain('sticky-newsletter');
  });

  it('link prefetch and relative dates are on as shipped and can be turned off', async () => {
    expect((await page(ARTICLE)).data.features).toEqual(expect.arrayContaining(['linkPrefetch', 'relativeDates']));
    const { data } = await page(`${ARTICLE}?featureDisable=linkPrefetch,relativeDates`);
    expect(data.features).not.toContain('linkPrefetch');
    expect(data.features).not.toContain('relativeDates');
  });

  it('Googlebot gets the bot-disabled features off, and not from a reader’s cached page', async () => {
    await page('/');
    const bot = await page('/', { 'user-agent': GOOGLEBOT });
    expect(bot.data.features).not.toContain('linkPrefetch');
    expect(bot.data.features).toContain('relativeDates');
    const ahrefs = await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)' });
    expect(ahrefs.data.features).not.toContain('linkPrefetch');
    // Yeti is a crawler, but not one the bot-disabled features exclude.
    expect((await page('/', { 'user-agent': 'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)' })).data.features).toContain('linkPrefetch');
    expect((await page('/')).data.features).toContain('linkPrefetch');
  });

  it('a bot-disabled feature the site does not declare is a config error at its line', async () => {
    const root = tempProject({
      'sites/default.yaml': 'id: default\nname: T\nprefix: /\nfeatures: { linkPrefetch: true }\nbotDisabledFeatures: [linkPrefetch, stickyNewsleter]\n',
    });
    const findings = await validateSiteFile(root, 'sites/default.yaml');
    expect(findings).toContainEqual(
      expect.objectContaining({ line: 5, col: 37, severity: 'error', message: "botDisabledFeatures names 'stickyNewsleter', which is not one of the site's features" }),
    );
  });
});
