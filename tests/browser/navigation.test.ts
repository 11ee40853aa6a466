// Hydration and in-app navigation in a real browser (spec 000 §2.6, §4).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLink, type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;
let origin: string;

beforeAll(async () => {
  site = await startBrowserSite();
  origin = site.origin;
});

afterAll(async () => {
  await site?.close();
});

const openPage = (path: string) => site.open(path, { width: 1024, height: 600 });
/** The long-form sample article: taller than any screen. */
const LONG_ARTICLE = '/tech/computing/a-year-in-a-smarter-home/';
const navigations = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.neutronNavigations ?? '0'));
/** The document's title and the main heading's text. */
const onScreen = (page: Page) => page.evaluate(() => [document.title, document.querySelector('#main h1')?.textContent ?? '']);

describe('hydration', () => {
  it.each(['/', '/roadshow/', '/about/'])('%s hydrates without console errors', async (path) => {
    const { page, errors } = await openPage(path);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('in-app navigation', () => {
  it('follows a link without a full reload and updates title and content', async () => {
    const { page, errors } = await openPage('/');
    const home = await onScreen(page);
    // The count moves when plugins hear of the navigation: what the document shows at the
    // very moment the core writes it (not a microtask later, when React may have caught up).
    await page.evaluate(() => {
      const seen: string[][] = [];
      (window as unknown as { __seen: string[][] }).__seen = seen;
      const root = document.documentElement;
      const watched = new Proxy(root.dataset, {
        set(target, key, value) {
          if (key === 'neutronNavigations') seen.push([String(value), document.title, document.querySelector('#main h1')?.textContent ?? '']);
          return Reflect.set(target, key, value);
        },
      });
      Object.defineProperty(root, 'dataset', { value: watched });
    });
    await page.click('.site-footer a[href="/about/"]');
    await page.waitForURL(`${origin}/about/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('About Neutron - Neutron');
    const about = await onScreen(page);
    await page.goBack();
    await page.waitForURL(`${origin}/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    expect(await sameDocument(page)).toBe(true);
    // Plugins reading the document when told of a navigation (or of back) see the new page
    // and its title, never the page before.
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[][] }).__seen);
    expect(seen).toEqual([
      ['1', ...about],
      ['2', ...home],
    ]);
    expect(about).not.toEqual(home);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('crosses brands with a full load, so the other brand runs its own bundle and plugins', async () => {
    const { page, errors } = await openPage('/');
    const defaultEntry = await page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));
    await page.click('.site-header a[href="/roadshow/"]');
    await page.waitForFunction(() => document.querySelector('.site-header__brand')?.textContent === 'Neutron Roadshow');
    await page.waitForFunction(() => document.documentElement.dataset.neutronReady === 'true');
    expect(await sameDocument(page)).toBe(false);
    const autoEntry = await page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));
    expect(autoEntry).toBeTruthy();
    expect(autoEntry).not.toBe(defaultEntry);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the loading bar while a slow page loads, then hides it', async () => {
    const { page } = await openPage('/');
    await page.route('**/_neutron/data/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.continue();
    });
    await page.click('.site-footer a[href="/about/"]');
    await page.waitForSelector('.loading-bar[data-visible="true"]', { timeout: 2000 });
    await page.waitForURL(`${origin}/about/`);
    await page.waitForSelector('.loading-bar[data-visible="false"]', { state: 'attached', timeout: 3000 });
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('scrolls to top after navigating', async () => {
    const { page } = await openPage('/');
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.querySelector('.site-footer')?.before(spacer);
      window.scrollTo(0, 3000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.click('.site-footer a[href="/about/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it('Back and Forward return to where the reader was on each page, and a reload stays there', async () => {
    const { page, errors } = await openPage('/');
    // Within a few lines: scroll anchoring may keep the content in place while something
    // above it (an ad slot filling) changes height.
    const near = (expected: number) => page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, expected);
    await page.evaluate(() => window.scrollTo(0, 900));
    await near(900);
    await addLink(page, 'to-long', LONG_ARTICLE);
    await page.evaluate(() => document.getElementById('to-long')?.click());
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await near(0);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await near(2500);

    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    await near(900);
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '3');
    expect(new URL(page.url()).pathname).toBe(LONG_ARTICLE);
    await near(2500);
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '4');
    await near(900);
    expect(await sameDocument(page)).toBe(true);

    await page.reload();
    await page.waitForSelector('html[data-neutron-ready="true"]');
    await near(900);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a kept position still sought on one page is given up when the reader goes on to the next', async () => {
    const { page, errors } = await openPage('/about/');
    // A place on /about/ that the page cannot reach once the spacer is gone: Back keeps
    // seeking it while the page might still grow.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.id = 'spacer';
      spacer.style.height = '6000px';
      document.body.append(spacer);
      window.scrollTo(0, 5000);
    });
    await page.waitForFunction(() => window.scrollY > 4900);
    await addLink(page, 'to-long', LONG_ARTICLE);
    await page.evaluate(() => document.getElementById('to-long')?.click());
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => {
      document.getElementById('spacer')?.remove();
      // The furthest the long article is scrolled on any frame from here on.
      const seen = window as unknown as { furthest: number };
      seen.furthest = 0;
      const watch = () => {
        if (location.pathname.startsWith('/tech/')) seen.furthest = Math.max(seen.furthest, window.scrollY);
        requestAnimationFrame(watch);
      };
      watch();
    });
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    // Forward at once, while /about/ is still being scrolled toward its place.
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '3');
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe(LONG_ARTICLE);
    // Never taken to the place sought on /about/, not even for a frame.
    expect(await page.evaluate(() => (window as unknown as { furthest: number }).furthest)).toBeLessThan(1000);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Back over a #fragment the browser followed returns to where the reader was', async () => {
    const { page } = await openPage('/about/');
    await page.evaluate(() => {
      const main = document.getElementById('main');
      const link = document.createElement('a');
      link.href = '#far-below';
      link.id = 'to-fragment';
      link.textContent = 'Far below';
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const target = document.createElement('h2');
      target.id = 'far-below';
      target.textContent = 'Far below';
      main?.append(link, spacer, target);
      link.scrollIntoView({ block: 'center' });
    });
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.click('#to-fragment');
    await page.waitForFunction((y) => window.scrollY > y + 1000, before);
    await page.goBack();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    expect(page.url()).toBe(`${origin}/about/`);
    expect(await navigations(page)).toBe(0);
    await page.goForward();
    await page.waitForFunction((y) => window.scrollY > y + 1000, before);
    await page.close();
  });

  it('#jumplink links scroll to their target in the page', async () => {
    const { page } = await openPage('/about/');
    await page.evaluate(() => {
      const main = document.getElementById('main');
      const link = document.createElement('a');
      link.href = '#jumplink-specs';
      link.textContent = 'Specs';
      link.id = 'jump';
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const target = document.createElement('h2');
      target.id = 'jumplink-specs';
      target.textContent = 'Specs';
      main?.prepend(link);
      main?.append(spacer, target);
    });
    await page.click('#jump');
    await page.waitForFunction(() => {
      const box = document.getElementById('jumplink-specs')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    expect(page.url()).toBe(`${origin}/about/#jumplink-specs`);
    expect(await navigations(page)).toBe(0);
    await page.close();
  });

  it('an unknown path renders the 404 page in-app', async () => {
    const { page } = await openPage('/');
    await addLink(page, 'dead', '/no-such-section/nothing/here/');
    await page.click('#dead');
    await page.waitForSelector('.error-page[data-status="404"]');
    expect(await page.textContent('.error-page__title')).toBe('This page could not be found');
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('a link to a server-side route (a legacy product link) loads in full and lands on its target', async () => {
    const { page, errors } = await openPage('/');
    await addLink(page, 'legacy', '/products/pixel-9-pro/specs/#specs');
    await page.click('#legacy');
    await page.waitForURL(`${origin}/reviews/pixel-9-pro-review/#specs`);
    await page.waitForSelector('.review-summary');
    // A full load: a new document, not an in-app 404.
    expect(await sameDocument(page)).toBe(false);
    expect(await page.locator('.error-page').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
