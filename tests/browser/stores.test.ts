// The page stores (spec 001 §3) survive in-app navigation: the next page's JSON brings its
// own, and its components read them in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const BEST_LIST = '/home/kitchen-and-household/best-robot-vacuums/';

describe('page stores in the browser', () => {
  it('an in-app navigation to the best list shows its top picks and its table of contents; back, they are gone', async () => {
    const { page, errors } = await site.open('/news/politics/senate-passes-data-broker-bill/', { width: 1024, height: 700 });
    expect(await page.locator('.best-list-summary').count()).toBe(0);
    await addLink(page, 'to-best-list', BEST_LIST);
    await page.click('#to-best-list');
    await page.waitForURL(`${site.origin}${BEST_LIST}`);
    await page.waitForSelector('.best-list-summary');
    expect(await sameDocument(page)).toBe(true);
    const picks = await page.locator('.best-list-summary__pick').allTextContents();
    expect(picks).toEqual(['Best overall: Tidewell S9 Omni', 'Best for pet hair: PetPro 5']);
    expect(await page.locator('.best-list-summary__cta').textContent()).toBe('See it at Amazon');
    expect(await page.locator('.table-of-contents li').first().textContent()).toBe('1. Tidewell S9 Omni: best overall');
    await page.goBack();
    await page.waitForSelector('.best-list-summary', { state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
