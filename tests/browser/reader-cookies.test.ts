// The locale and link-tag cookies in a real browser (spec 001 §9; core/locale.ts,
// core/link-tag.ts): the browser remembers the locale of the page shown, and keeps a
// campaign link's tag for the commerce links the reader clicks.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const DEAL = '/deals/quietwave-700-deal/';
const MERCHANT = 'https://www.walmart.com/';

const cookieNamed = async (page: Page, name: string) => (await page.context().cookies()).find((cookie) => cookie.name === name);

async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => Number(document.documentElement.dataset.neutronNavigations ?? '0'));
  await addLink(page, 'next-page', path);
  await page.click('#next-page');
  await page.waitForFunction((count) => Number(document.documentElement.dataset.neutronNavigations ?? '0') > count, before);
  expect(await sameDocument(page)).toBe(true);
}

/** Clicks the deal's buy button and answers the URL the merchant tab opened with (the
 *  merchant's site answered here: the machine is offline). */
async function clickBuyButton(page: Page): Promise<URL> {
  await page.context().route(`${MERCHANT}**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'merchant' }));
  const [merchantTab] = await Promise.all([page.waitForEvent('popup'), page.click('.buy-button')]);
  await merchantTab.waitForLoadState();
  return new URL(merchantTab.url());
}

describe('the locale cookie', () => {
  it('is written with the locale of the page shown: path /, SameSite lax, kept for a year', async () => {
    const { page, errors } = await site.open('/');
    const cookie = await cookieNamed(page, 'locale');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is written again after in-app navigation when it differs from the page shown', async () => {
    const { page, errors } = await site.open('/');
    await page.evaluate(() => {
      document.cookie = 'locale=de; path=/';
    });
    await navigateInApp(page, '/about/');
    expect((await cookieNamed(page, 'locale'))?.value).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the link-tag cookie', () => {
  it("keeps a campaign link's tag for the session and adds it to the buy button the reader clicks after in-app navigation", async () => {
    const { page, errors } = await site.open('/?linkTag=spring-sale');
    const cookie = await cookieNamed(page, 'link-tag');
    expect(cookie).toMatchObject({ value: 'spring-sale', path: '/', sameSite: 'Lax', expires: -1 });
    await navigateInApp(page, DEAL);
    // The page as rendered carries no tag: it is added as the reader clicks.
    expect(await page.getAttribute('.buy-button', 'href')).toBe('https://www.walmart.com/ip/quietwave-700');
    const opened = await clickBuyButton(page);
    expect(opened.origin + opened.pathname).toBe('https://www.walmart.com/ip/quietwave-700');
    expect(opened.searchParams.get('linkTag')).toBe('spring-sale');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds nothing when the reader came without a tag', async () => {
    const { page } = await site.open(DEAL);
    expect(await cookieNamed(page, 'link-tag')).toBeUndefined();
    const opened = await clickBuyButton(page);
    expect(opened.href).toBe('https://www.walmart.com/ip/quietwave-700');
    await page.close();
  });

  it('ignores an invalid tag', async () => {
    for (const tag of ['spring sale!', 'x'.repeat(65), '<script>']) {
      const { page } = await site.open(`/?linkTag=${encodeURIComponent(tag)}`);
      expect(await cookieNamed(page, 'link-tag')).toBeUndefined();
      await navigateInApp(page, DEAL);
      const opened = await clickBuyButton(page);
      expect(opened.searchParams.has('linkTag')).toBe(false);
      await page.close();
    }
  });
});
