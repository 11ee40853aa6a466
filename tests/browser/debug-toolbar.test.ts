// The debug toolbar in a real browser: shown with jsDebug, its sections listed and
// folding, the page hydrating as without it, and no script of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const openPage = (path: string) => site.open(path, { width: 1280, height: 800 });

describe('debug toolbar in the browser', () => {
  it('with jsDebug it renders and lists its sections; the page hydrates without errors', async () => {
    const { page, errors } = await openPage('/vpn-guide/?jsDebug=1');
    const toolbar = page.locator('#neutron-debug-toolbar');
    expect(await toolbar.isVisible()).toBe(true);
    const titles = await toolbar.locator('summary').allTextContents();
    expect(titles.slice(0, 4)).toEqual(['Page', 'Request', 'Feature flags', 'Cache']);
    expect(titles[4]).toMatch(/^Content calls \(\d+, [\d.]+ ms\)$/);
    expect(titles.slice(5, 8)).toEqual(['Plugins', 'A/B buckets', 'Vanity']);
    expect(titles[8]).toMatch(/^Ad slots/);
    // The vanity section tells why this address shows another page.
    const vanity = toolbar.locator('details').filter({ has: page.locator('summary', { hasText: /^Vanity$/ }) });
    expect(await vanity.locator('dd').first().textContent()).toBe('mask');
    // A section folds away and back.
    await vanity.locator('summary').click();
    expect(await vanity.locator('dl').isVisible()).toBe(false);
    await vanity.locator('summary').click();
    expect(await vanity.locator('dl').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without jsDebug there is no toolbar, and the page loads the same scripts as with it', async () => {
    const scriptsOf = async (path: string) => {
      const { page, errors } = await openPage(path);
      const toolbars = await page.locator('#neutron-debug-toolbar').count();
      const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean).sort());
      expect(errors).toEqual([]);
      await page.close();
      return { toolbars, scripts };
    };
    const plain = await scriptsOf('/news/');
    const debugging = await scriptsOf('/news/?jsDebug=1');
    expect(plain.toolbars).toBe(0);
    expect(debugging.toolbars).toBe(1);
    expect(debugging.scripts).toEqual(plain.scripts);
  });
});
