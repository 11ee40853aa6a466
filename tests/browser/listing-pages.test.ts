// A listing page hydrates without console errors and navigates in-app to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

describe('listing pages in a browser', () => {
  it('the reviews door hydrates, then a topic link opens in-app', async () => {
    const { page, errors } = await site.open('/reviews/');
    expect(await page.locator('.story-card').count()).toBeGreaterThan(0);
    await page.click('.breadcrumbs a[href="/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('.story-list').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the author profile hydrates without console errors', async () => {
    const { page, errors } = await site.open('/profiles/dr-sam-reid/');
    expect(await page.locator('.author-profile__badge').textContent()).toBe('Medical Reviewer');
    expect(errors).toEqual([]);
    await page.close();
  });
});
