// Link prefetch (spec 001 §7) across a lost connection: offline, a link coming into view
// loads nothing; back online, the page code of the link already in view is fetched
// without the reader scrolling it out and in again.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

/** Requests for the gallery page's code chunk from now on. */
function galleryChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (/\/GalleryPage-[\w-]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

describe('link prefetch and the connection', () => {
  it('a link that came into view offline is prefetched once the browser is back online', async () => {
    const { page, errors } = await site.open('/about/', { width: 1024, height: 700 });
    // A gallery link far below the fold: no gallery code is on the page yet.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const link = document.createElement('a');
      link.href = '/pictures/ces-2026-gadgets/';
      link.id = 'to-gallery';
      link.textContent = 'CES 2026 gadgets';
      document.getElementById('main')?.append(spacer, link);
    });
    const requested = galleryChunkRequests(page);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);

    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    await page.locator('#to-gallery').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);

    const scrollY = await page.evaluate(() => window.scrollY);
    await page.context().setOffline(false);
    await expect.poll(() => requested.length, { timeout: 5000 }).toBe(1);
    // The reader did not scroll: the link was in view all along.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await page.close();
  });
});
