// Keyboard and screen reader use: the skip link comes first, and in-app navigation moves
// focus to the new page's heading and announces its title.
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

describe('keyboard', () => {
  // A reader who has made the consent choice: no consent banner. On a first visit the
  // consent plugin puts its banner before the page on purpose, so the choice is met first.
  const decided = {
    prepare: (page: Page) => page.context().addCookies([{ name: 'neutron_consent', value: '1.C0001', url: site.origin }]),
  };

  it.each(['/', '/roadshow/', '/about/'])('on %s, Tab from the top focuses the skip link first; it shows and leads to the content', async (path) => {
    const { page, errors } = await site.open(path, undefined, decided);
    expect(await page.locator('#neutron-consent button').count()).toBe(0);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const box = active?.getBoundingClientRect();
      return { text: active?.textContent, href: active?.getAttribute('href'), visible: box !== undefined && box.bottom > 0 && box.height > 0 };
    });
    expect(focused).toEqual({ text: 'Skip to content', href: '#main', visible: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    // Only the fragment changed: the page stays as it is, no in-app navigation.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => [location.hash, document.documentElement.dataset.neutronNavigations ?? '0', document.activeElement?.id])).toEqual(['#main', '0', 'main']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a first visit, the skip link comes right after the consent banner', async () => {
    const { page } = await site.open('/');
    // The banner's code loads after the page is interactive: wait for it.
    await page.locator('#neutron-consent button').first().waitFor();
    const buttons = await page.locator('#neutron-consent button').count();
    expect(buttons).toBeGreaterThan(0);
    let text: string | null | undefined;
    for (let press = 0; press <= buttons + 2 && text !== 'Skip to content'; press += 1) {
      await page.keyboard.press('Tab');
      text = await page.evaluate(() => (document.activeElement?.closest('#neutron-consent') ? 'consent' : document.activeElement?.textContent));
      expect(['consent', 'Skip to content']).toContain(text);
    }
    expect(text).toBe('Skip to content');
    await page.close();
  });

  it('after an in-app navigation focus is on the new h1 and the live region holds the title', async () => {
    const { page, errors } = await site.open('/', undefined, decided);
    await page.click('.site-footer a[href="/about/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await sameDocument(page)).toBe(true);
    const state = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const region = document.querySelector('[aria-live="polite"]');
      return { tabindex: active.getAttribute('tabindex'), inMain: active.closest('#main') !== null, heading: active.textContent, announced: region?.textContent, title: document.title };
    });
    expect(state.tabindex).toBe('-1');
    expect(state.inMain).toBe(true);
    expect(state.heading).toBeTruthy();
    expect(state.title).toBe('About Neutron - Neutron');
    expect(state.announced).toBe('About Neutron - Neutron');
    expect(errors).toEqual([]);
    await page.close();
  });
});
