// The document head after in-app navigation equals the head a full load of the same page
// gives (core/client/document-head.ts): the `headTags` hook's tags merged with those the
// page's components set with <Helmet> (the VPN landing sets its variation's description
// and social title), each once, none left from the page before.
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

const BEST_VPN = '/tech/services-and-software/landing/best-vpn/';
const BEST_FREE_VPN = '/tech/services-and-software/landing/best-free-vpn/';
const ARTICLE = '/deals/quietwave-700-deal/';

/** The head's title, meta and link tags as sorted text. Resource links (stylesheets,
 *  module and image preloads) are left out: they serve a full load's first paint and
 *  follow the page's code, not its head tags. */
function headTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('title, meta, link')]
      .filter((element) => !['stylesheet', 'modulepreload', 'preload'].includes(element.getAttribute('rel') ?? ''))
      .map((element) => {
        const attrs = [...element.attributes]
          .filter((attr) => attr.name !== 'data-neutron-head' && attr.name !== 'data-rh-managed')
          .map((attr) => `${attr.name}=${attr.value}`)
          .sort();
        return `${element.tagName.toLowerCase()}[${attrs.join(' ')}]${element.tagName === 'TITLE' ? element.textContent : ''}`;
      })
      .sort(),
  );
}

async function fullLoadHead(path: string): Promise<string[]> {
  const { page } = await site.open(path);
  const tags = await headTags(page);
  await page.close();
  return tags;
}

async function navigateInApp(page: Page, path: string, count: number): Promise<void> {
  await addLink(page, `to-${count}`, path);
  await page.click(`#to-${count}`);
  await page.waitForFunction((expected) => document.documentElement.dataset.neutronNavigations === String(expected), count);
  expect(await sameDocument(page)).toBe(true);
}

describe('head tags after in-app navigation', () => {
  it('equal a full load of each page, between pages whose components set <Helmet> tags and pages that set none', async () => {
    const expected = { free: await fullLoadHead(BEST_FREE_VPN), article: await fullLoadHead(ARTICLE), vpn: await fullLoadHead(BEST_VPN) };
    // The component's description wins over the hook's, once; its social title is there.
    expect(expected.free.filter((tag) => tag.startsWith('meta[content=Best free VPN:'))).toHaveLength(1);
    expect(expected.free.filter((tag) => tag.includes('name=description'))).toHaveLength(1);
    expect(expected.free).toContain('meta[content=Best free VPN property=og:title]');

    const { page, errors } = await site.open(BEST_VPN);
    expect(await headTags(page)).toEqual(expected.vpn);
    await navigateInApp(page, BEST_FREE_VPN, 1);
    expect(await headTags(page)).toEqual(expected.free);
    expect(await page.title()).toBe('Best free VPN - VPN buying guide - Neutron');
    await navigateInApp(page, ARTICLE, 2);
    expect(await headTags(page)).toEqual(expected.article);
    await navigateInApp(page, BEST_VPN, 3);
    expect(await headTags(page)).toEqual(expected.vpn);
    // Back to a page shown before: from the page store, the same head again.
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '4');
    expect(await headTags(page)).toEqual(expected.article);
    expect(errors).toEqual([]);
    await page.close();
  });
});
