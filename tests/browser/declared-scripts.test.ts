// Scripts declared as data (spec 001 §4) in a real browser with the consent plugin: a
// targeting script waits for consent, loads the moment the reader accepts (no reload),
// and stays out across in-app navigation when the reader rejects. The declaration is put
// into the page data the server sends, as a plugin's `scripts` tap would put it there;
// the script itself is served from the site's own origin, which the policy allows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

const SCRIPT_PATH = '/_neutron/test/declared-tag.js';
const DECLARATION = { id: 'test-tag', src: SCRIPT_PATH, category: 'targeting', timing: 'immediate', position: 'footer' };

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

/** Every page (HTML and navigation JSON) declares the tag, as a plugin's tap would. */
async function declareTag(page: Page): Promise<void> {
  await page.route(`**${SCRIPT_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagRuns = (window.__tagRuns || 0) + 1;' }));
  await page.route(/\/_neutron\/data\//, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { page?: { scripts: unknown[] } };
    if (json.page) json.page.scripts = [...json.page.scripts, DECLARATION];
    await route.fulfill({ response, json });
  });
  await page.route((url) => url.pathname === '/about/' || url.pathname === '/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    // First in the page's list, whatever the brand's plugins declare there already.
    const html = (await response.text()).replace(/"scripts":\[(\]?)/, (_match, empty: string) => `"scripts":[${JSON.stringify(DECLARATION)}${empty ? ']' : ','}`);
    await route.fulfill({ response, body: html });
  });
}

const runs = (page: Page) => page.evaluate(() => (window as unknown as { __tagRuns?: number }).__tagRuns ?? 0);
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

describe('a declared targeting script', () => {
  it('waits for consent and loads when the reader accepts, without a reload', async () => {
    const { page, errors } = await site.open('/about/', undefined, { prepare: declareTag });
    await page.waitForTimeout(300);
    expect(await runs(page)).toBe(0);
    expect(await page.locator('script[data-neutron-script="test-tag"]').count()).toBe(0);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => runs(page)).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    // Declared again by the next page: never added twice.
    await page.click('.site-header a[href="/"], .site-header__brand');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.waitForTimeout(200);
    expect(await runs(page)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stays out when the reader rejects, also after an in-app navigation', async () => {
    const { page, errors } = await site.open('/about/', undefined, { prepare: declareTag });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.click('.site-header__brand');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.waitForTimeout(300);
    expect(await runs(page)).toBe(0);
    expect(await page.locator('script[data-neutron-script="test-tag"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
