// Article-like pages in a real browser: a review hydrates without console errors, then
// in-app navigation renders the product and an article from page data JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;
let origin: string;
beforeAll(async () => {
  site = await startBrowserSite();
  origin = site.origin;
});
afterAll(async () => {
  await site?.close();
});

const openPage = (path: string) => site.open(path);

describe('article-like pages in the browser', () => {
  it.each(['/reviews/pixel-9-pro-review/', '/news-live/apple-event-live/', '/pictures/best-headphones-2024/', '/videos/ces-2025-in-90-seconds/', '/roadshow/news/ev-charging-guide/'])(
    '%s hydrates without console errors and keeps its body',
    async (path) => {
      const { page, errors } = await openPage(path);
      expect(errors).toEqual([]);
      const body = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
      expect(body.length).toBeGreaterThan(100);
      await page.close();
    },
  );

  it('navigates in-app from a review to its product and back, with the body from JSON', async () => {
    const { page, errors } = await openPage('/reviews/pixel-9-pro-review/');
    const bodyBefore = await page.evaluate(() => document.querySelector('[data-static-html="body"]')?.innerHTML ?? '');
    expect(bodyBefore).toContain('Night Sight is faster and cleaner than last year.');

    await page.click('a[href="/products/pixel-9-pro/"]');
    await page.waitForURL(`${origin}/products/pixel-9-pro/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Google Pixel 9 Pro - Neutron');
    expect(await page.textContent('.product-page__specs')).toContain('Tensor G4');

    await page.click('a[href="/reviews/pixel-9-pro-review/"]');
    await page.waitForURL(`${origin}/reviews/pixel-9-pro-review/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    expect(await sameDocument(page)).toBe(true);
    const bodyAfter = await page.evaluate(() => document.querySelector('[data-static-html="body"]')?.innerHTML ?? '');
    expect(bodyAfter).toContain('Night Sight is faster and cleaner than last year.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
