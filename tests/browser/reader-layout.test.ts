// What a reader sees at 360, 768 and 1280 px: no dead space under "Top stories", the lead
// headline on a phone's first screen, a section's row of sub-topics, a topic's picture beside
// its heading, a loaded picture on every card, and gallery photos as wide as their column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const WIDTHS = [360, 768, 1280];
const HEIGHT = 740;

describe.each(WIDTHS)('at %i px', (width) => {
  it('the front door starts its top stories right under their rule, and every card shows its picture', async () => {
    const { page, errors } = await site.open('/', { width, height: HEIGHT });
    const gap = await page.evaluate(() => {
      const title = document.querySelector('.feature > .story-list__title');
      const cell = document.querySelector('.feature > .feature__cell');
      return title && cell ? cell.getBoundingClientRect().top - title.getBoundingClientRect().bottom : Number.NaN;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(16);
    if (width === 360) {
      // The whole lead headline is on the first screen, in either bucket of the front door's A/B test.
      for (const bucket of ['control', 'deals']) {
        const { page: variant } = await site.open(`/?abTestVariation=door_tagline:${bucket}`, { width, height: HEIGHT });
        const bottom = await variant.locator('.story-card--lead .story-card__title').evaluate((element) => element.getBoundingClientRect().bottom);
        expect(bottom, bucket).toBeLessThanOrEqual(HEIGHT);
        await variant.close();
      }
    }
    const pictures = await page.locator('main .story-card img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map(async (image) => {
          image.loading = 'eager';
          await image.decode().catch(() => undefined);
          return { src: image.currentSrc, loaded: image.naturalWidth > 0, alt: image.alt };
        }),
      ),
    );
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures) {
      expect(picture.loaded, picture.src).toBe(true);
      expect(picture.alt, picture.src).not.toBe('');
    }
    expect(await page.locator('main .story-card__image--none').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('consent'))).toEqual([]);
    await page.close();
  });

  it('a section page shows its sub-topics in one row that fits the page', async () => {
    const { page } = await site.open('/tech/', { width, height: HEIGHT });
    const links = page.locator('nav.topic-links a');
    expect(await links.allTextContents()).toEqual(['Computing', 'Gaming', 'Home Entertainment', 'Mobile', 'Services and Software']);
    const tops = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The row scrolls on its own; the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await links.nth(1).click();
    await page.waitForURL(/\/tech\/gaming\/$/);
    await page.locator('nav.topic-links a[aria-current="page"]').waitFor();
    expect(await page.locator('nav.topic-links a[aria-current="page"]').textContent()).toBe('Gaming');
    await page.close();
  });

  it('the A/B test summary table scrolls in its own box; the page never scrolls sideways', async () => {
    const { page } = await site.open('/ab-test-summary/', { width, height: HEIGHT });
    await page.locator('table.ab-test-summary__table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = await page.locator('.table-scroll').evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    expect(box.client).toBeLessThanOrEqual(width);
    await page.close();
  });
});

describe('gallery page at 360 px', () => {
  it('shows each photo across the whole column, not indented 40 px each side', async () => {
    const { page } = await site.open('/pictures/ces-2025-show-floor/', { width: 360, height: HEIGHT });
    const boxes = await page.locator('.gallery-item').evaluateAll((items) =>
      items.map((item) => {
        const photo = item.querySelector('.gallery-item__image img')?.getBoundingClientRect();
        const column = item.getBoundingClientRect();
        return photo ? { left: photo.left - column.left, right: column.right - photo.right, width: photo.width, column: column.width } : undefined;
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box).toBeDefined();
      expect(box?.left).toBeLessThanOrEqual(1);
      expect(box?.right).toBeLessThanOrEqual(1);
      expect(box?.width).toBeGreaterThan(300);
    }
    await page.close();
  });
});

describe('topic page at 1280 px', () => {
  it('shows its picture beside the heading, leaving no empty area to its right', async () => {
    const { page } = await site.open('/topics/mobile/', { width: 1280, height: HEIGHT });
    const box = await page.evaluate(() => {
      const header = document.querySelector('.listing-header')?.getBoundingClientRect();
      const image = document.querySelector('.listing-header__image')?.getBoundingClientRect();
      const title = document.querySelector('.listing-header__title')?.getBoundingClientRect();
      return header && image && title ? { headerRight: header.right, imageRight: image.right, imageLeft: image.left, titleRight: title.right, imageTop: image.top, titleBottom: title.bottom } : undefined;
    });
    expect(box).toBeDefined();
    expect(Math.abs((box?.headerRight ?? 0) - (box?.imageRight ?? 0))).toBeLessThanOrEqual(2);
    expect(box?.imageLeft ?? 0).toBeGreaterThan(640);
    expect(box?.imageTop ?? Number.POSITIVE_INFINITY).toBeLessThan(box?.titleBottom ?? 0);
    await page.close();
  });
});
