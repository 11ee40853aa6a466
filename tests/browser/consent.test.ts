// The consent plugin in a real browser: the banner on a first visit, nothing sent to
// another origin before consent, body embeds loaded once their category is granted (or
// one-off), kept blocked across in-app navigation when rejected, the choices reopened
// from the footer link, and Global Privacy Control keeping targeting off.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

const ARTICLE = '/news/privacy/privacy-settings-to-change-now/';
const YOUTUBE = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const TWEET = 'https://platform.twitter.com/embed/Tweet.html?id=1790000000000000000';
const PREFERENCES = '/do-not-sell-or-share-my-personal-information/';
/** The embed hosts of the sample articles. There is no internet here: they answer locally,
 *  so a loaded embed is a real frame and a failed third-party load never reaches the log. */
const EMBED_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|platform\.twitter\.com)\//;

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

interface Opened {
  page: Page;
  errors: string[];
  /** Every request for another origin than the site's. */
  outside: string[];
}

async function open(path: string, { gpc = false } = {}): Promise<Opened> {
  const outside: string[] = [];
  const { page, errors } = await site.open(path, undefined, {
    ...(gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
    async prepare(page) {
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${site.origin}/`) && !/^(data|blob):/.test(url)) outside.push(url);
      });
      await page.route(EMBED_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title><p>embed</p>' }));
      if (gpc) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }));
    },
  });
  return { page, errors, outside };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy choices' });
const frames = (page: Page) => page.evaluate(() => [...document.querySelectorAll('#app iframe')].map((frame) => frame.getAttribute('src')));
const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'neutron_consent')?.value;

describe('first visit', () => {
  it.each(['/', '/roadshow/'])('%s shows the banner, fixed at the bottom, without a console error', async (path) => {
    const { page, errors } = await open(path);
    await banner(page).waitFor();
    for (const name of ['Accept all', 'Reject all', 'Manage choices']) expect(await banner(page).getByRole('button', { name }).isVisible()).toBe(true);
    const box = await banner(page).evaluate((element) => ({ position: getComputedStyle(element).position, bottom: element.getBoundingClientRect().bottom, height: innerHeight }));
    expect(box.position).toBe('fixed');
    expect(box.bottom).toBe(box.height);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('nothing leaves for another origin before consent; the embeds stay placeholders', async () => {
    const { page, errors, outside } = await open(ARTICLE);
    await banner(page).waitFor();
    await page.getByRole('button', { name: 'Load this embed from www.youtube-nocookie.com' }).waitFor();
    expect(await page.getByRole('button', { name: 'Load this embed from platform.twitter.com' }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await frames(page)).toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('choosing', () => {
  it('granting social media turns the placeholders into the embeds without a reload', async () => {
    const { page, errors, outside } = await open(ARTICLE);
    await banner(page).getByRole('button', { name: 'Manage choices' }).click();
    await dialog(page).waitFor();
    const social = dialog(page).getByRole('checkbox', { name: 'Social media' });
    expect(await social.isChecked()).toBe(false);
    expect(await dialog(page).getByRole('checkbox', { name: 'Strictly necessary' }).isDisabled()).toBe(true);
    await social.check();
    const boxes = () => page.evaluate(() => [...document.querySelectorAll('#app figure[data-embed]')].map((figure) => JSON.stringify(figure.getBoundingClientRect())));
    const before = await boxes();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#app iframe').length === 2);
    // Each embed takes its placeholder's box: nothing on the page moves.
    expect(await boxes()).toEqual(before);
    expect(await frames(page)).toEqual([YOUTUBE, TWEET]);
    const frame = page.locator('#app iframe').first();
    expect(await frame.getAttribute('title')).toBe('Walkthrough: the five settings in two minutes');
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(await sameDocument(page)).toBe(true);
    expect(await consentCookie(page)).toBe('1.C0001-C0005');
    expect(await banner(page).count()).toBe(0);
    expect(await dialog(page).count()).toBe(0);
    // The embeds load under the page's Content-Security-Policy: open() logs any violation.
    await page.frameLocator('#app iframe >> nth=0').locator('p').waitFor();
    expect(outside.every((url) => EMBED_HOSTS.test(url))).toBe(true);
    expect(errors).toEqual([]);
    // The next page the server renders knows the choice already.
    await page.reload();
    await page.waitForSelector('html[data-neutron-ready="true"]');
    expect(await page.evaluate(() => JSON.parse(document.getElementById('__neutron_data')?.textContent ?? '{}').consent)).toEqual({ granted: ['critical', 'social'], decided: true });
    await page.close();
  });

  it('rejecting keeps the embeds blocked across an in-app navigation', async () => {
    const { page, errors, outside } = await open('/news/');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await consentCookie(page)).toBe('1.C0001');
    await page.click(`#app a[href="${ARTICLE}"]`);
    await page.waitForURL(`${site.origin}${ARTICLE}`);
    await page.getByRole('button', { name: 'Load this embed from www.youtube-nocookie.com' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.waitForTimeout(300);
    expect(await frames(page)).toEqual([]);
    expect(await banner(page).count()).toBe(0);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the one-off button loads that embed only, and consent stays as it was', async () => {
    const { page, errors, outside } = await open(ARTICLE);
    await page.getByRole('button', { name: 'Load this embed from www.youtube-nocookie.com' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#app iframe').length === 1);
    expect(await frames(page)).toEqual([YOUTUBE]);
    expect(await page.getByRole('button', { name: 'Load this embed from platform.twitter.com' }).isVisible()).toBe(true);
    // The banner's code loads after the page is interactive.
    await banner(page).waitFor();
    expect(await consentCookie(page)).toBeUndefined();
    expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the preferences dialog', () => {
  it.each(['/about/', '/roadshow/'])('%s: the footer link reopens it as a modal; Escape closes it', async (path) => {
    const { page, errors } = await open(path);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    expect(await consentCookie(page)).toBe('1.C0001-C0002-C0003-C0004-C0005');
    const link = page.locator(`.site-footer a[href="${PREFERENCES}"]`);
    // Without JavaScript the link goes to a page.
    expect((await page.request.get(`${site.origin}${PREFERENCES}`)).status()).toBe(200);
    await link.click();
    await dialog(page).waitFor();
    expect(page.url()).toBe(`${site.origin}${path}`);
    expect(await sameDocument(page)).toBe(true);
    expect(await dialog(page).getByRole('checkbox', { name: 'Targeting' }).isChecked()).toBe(true);
    // Focus stays inside: Tab past the last control comes back to the first.
    const inside = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(PREFERENCES);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('changing a choice there applies at once', async () => {
    const { page, errors } = await open(ARTICLE);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#app iframe').length === 2);
    await page.locator(`.site-footer a[href="${PREFERENCES}"]`).click();
    await dialog(page).getByRole('checkbox', { name: 'Performance' }).uncheck();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await consentCookie(page)).toBe('1.C0001-C0003-C0004-C0005');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Global Privacy Control', () => {
  it('keeps targeting and social off through "Accept all"; ticking targeting opts in', async () => {
    const { page, errors, outside } = await open(ARTICLE, { gpc: true });
    await banner(page).getByText('Global Privacy Control').waitFor();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    expect(await consentCookie(page)).toBe('1.C0001-C0002-C0003.gpc');
    await page.waitForTimeout(300);
    expect(await frames(page)).toEqual([]);
    expect(outside).toEqual([]);
    // The server, seeing Sec-GPC and the cookie, agrees.
    const data = (await (await page.request.get(`${site.origin}/_neutron/data${ARTICLE}`)).json()) as { page: { consent: unknown } };
    expect(data.page.consent).toEqual({ granted: ['critical', 'performance', 'functional'], decided: true });
    await page.locator(`.site-footer a[href="${PREFERENCES}"]`).click();
    expect(await dialog(page).getByRole('checkbox', { name: 'Targeting' }).isChecked()).toBe(false);
    expect(await dialog(page).getByRole('checkbox', { name: 'Social media' }).isChecked()).toBe(false);
    await dialog(page).getByRole('checkbox', { name: 'Targeting' }).check();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    expect(await consentCookie(page)).toBe('1.C0001-C0002-C0003-C0004.gpc');
    expect(await frames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
