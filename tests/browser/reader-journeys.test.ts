// Reader journeys in a real browser (spec 000 §3–§4): seamless next article, the page
// store (back shows the previous page again without asking the server), online and offline.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';

/** Page data requests (in-app navigation and seamless pages) from now on. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/_neutron/data/')) seen.push(url.pathname.slice('/_neutron/data'.length));
  });
  return seen;
}

async function readToTheEnd(page: Page): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await page.mouse.wheel(0, 1500);
    if ((await page.locator('.seamless-page').count()) > 0) return;
    await page.waitForTimeout(200);
  }
}

describe('seamless next article', () => {
  it('appends the next story at the end, with its own address, title and body once', async () => {
    const { page, errors } = await site.open(ARTICLE, { width: 1024, height: 700 });
    // The first read-next story the server named for this article.
    const { url: NEXT, title } = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('__neutron_data')?.textContent ?? '{}') as { props: { seamless: { url: string; title: string }[] } };
      return data.props.seamless[0] ?? { url: '', title: '' };
    });
    expect(NEXT).toMatch(/^\/news\//);
    const requested = dataRequests(page);
    await readToTheEnd(page);
    const next = page.locator(`.seamless-page[data-seamless-key="${NEXT}"]`);
    await next.waitFor();
    // Each story is asked for once, in the order named, at most the three the server gave.
    expect(requested[0]).toBe(NEXT);
    expect(new Set(requested).size).toBe(requested.length);
    expect(requested.length).toBeLessThanOrEqual(3);
    await next.locator('h1').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((path) => location.pathname === path, NEXT);
    expect(await next.locator('h1').textContent()).toBe(title);
    expect(await page.title()).toContain(title);
    // The first story is still there, above, once; the appended one is not repeated.
    const text = await page.locator('#main').innerText();
    expect(text.split('The bill now heads to the House.')).toHaveLength(2);
    expect(await page.locator(`.seamless-page[data-seamless-key="${NEXT}"]`).count()).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('back shows the previous page again from the page store, without a request', async () => {
    const { page, errors } = await site.open(ARTICLE, { width: 1024, height: 700 });
    // A link at the top, so reading does not reach the end (and the next story) first.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/about/';
      link.id = 'to-about';
      link.textContent = 'About';
      document.getElementById('main')?.prepend(link);
    });
    await page.click('#to-about');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    const requested = dataRequests(page);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    expect(await page.locator('#main h1').first().textContent()).toContain('Senate passes bill');
    expect(await page.locator('#main').innerText()).toContain('The bill now heads to the House.');
    expect(requested).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('online and offline', () => {
  it('going offline shows a quiet notice; coming back removes it', async () => {
    const { page, errors } = await site.open('/about/', { width: 360, height: 640 });
    await page.context().setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await notice.waitFor();
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached' });
    // While offline the browser may fail to fetch lazily loaded code; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await page.close();
  });
});
