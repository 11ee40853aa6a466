// Feature flags in a real browser (spec 000 §6): a reader's featureEnable / featureDisable
// changes what the page does, not only its data.
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

/** Scripts the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Shows a link to an article page (whose code the static page has not loaded) and waits past the idle timeout. */
async function showArticleLink(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_neutron/routes.json')));
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/tech/features/inside-the-chip-factory/';
    link.textContent = 'Inside the chip factory';
    document.getElementById('main')?.prepend(link);
  });
  await page.waitForTimeout(3000);
}

describe('feature flags in the browser', () => {
  it('linkPrefetch loads a visible link’s page code; turned off, nothing is fetched', async () => {
    const on = await site.open('/about/');
    const fetchedOn = scriptRequests(on.page);
    await showArticleLink(on.page);
    expect(fetchedOn.some((file) => /\/ArticlePage-[\w-]+\.js$/.test(file))).toBe(true);
    await on.page.close();

    const off = await site.open('/about/?featureDisable=linkPrefetch');
    const fetchedOff = scriptRequests(off.page);
    await showArticleLink(off.page);
    expect(fetchedOff.filter((file) => file.includes('/ArticlePage-'))).toEqual([]);
    expect(off.errors).toEqual([]);
    await off.page.close();
  });

  it('the sticky newsletter shows when turned on and the reader can close it', async () => {
    const { page, errors } = await site.open('/about/?featureEnable=stickyNewsletter', { width: 360, height: 640 });
    const bar = page.getByRole('complementary', { name: 'Newsletter' });
    await bar.waitFor();
    // The consent banner, fixed at the foot too, comes first.
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Close the newsletter bar' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
