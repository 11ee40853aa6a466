// The ab-test plugin's slot filler is registered by its client entry too: the front door's
// description hydrates with the reader's variant, and in-app navigation to the front door
// shows it from the page's JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const DEALS = "Honest reviews and today's deals.";
const FORCED = { extraHTTPHeaders: { 'x-ab-test-variation': 'door_tagline:deals' } };

describe('A/B slots in the browser', () => {
  it('the front door reached in-app shows the bucket’s line, as its server-rendered page does', async () => {
    const { page, errors } = await site.open('/news/politics/senate-passes-data-broker-bill/', { width: 1024, height: 700 }, FORCED);
    await addLink(page, 'to-front-door', '/');
    await page.click('#to-front-door');
    await page.waitForURL(`${site.origin}/`);
    await page.waitForSelector('.listing-header__description');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('.listing-header__description').textContent()).toBe(DEALS);
    expect(errors).toEqual([]);
    await page.close();

    const direct = await site.open('/', { width: 1024, height: 700 }, FORCED);
    expect(await direct.page.locator('.listing-header__description').textContent()).toBe(DEALS);
    expect(direct.errors).toEqual([]);
    await direct.page.close();
  });
});
