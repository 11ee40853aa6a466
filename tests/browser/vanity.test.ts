// Vanity URLs in a real browser: the NOT_FOUND page hydrates, a masked page keeps its
// vanity address, and in-app navigation follows a vanity redirect without a full load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const openPage = (path: string) => site.open(path, { width: 1024, height: 600 });

describe('vanity URLs in the browser', () => {
  it('the NOT_FOUND page names the vanity and hydrates without errors', async () => {
    const { page, errors } = await openPage('/daily-deals-newsletter/');
    expect(await page.textContent('.error-page__message')).toBe('Vanity cnet-retired-newsletter not found');
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(errors.filter((error) => !/\b404\b/.test(error))).toEqual([]);
    await page.close();
  });

  it('a masked page stays at its vanity address', async () => {
    const { page, errors } = await openPage('/roadshow/go/ev6/');
    expect(new URL(page.url()).pathname).toBe('/roadshow/go/ev6/');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/roadshow\/reviews\/voltline-ev6-review\/$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in-app navigation follows a vanity redirect to its target', async () => {
    const { page, errors } = await openPage('/');
    await addLink(page, 'vanity-link', '/best-phones/');
    await page.click('#vanity-link');
    await page.waitForURL(`${site.origin}/reviews/pixel-9-pro-review/`);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
