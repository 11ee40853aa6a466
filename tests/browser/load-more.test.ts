// "Load more" in chromium: a click asks the load-more endpoint with the list component's
// own next link (the component-by-link call) and the next stories appear under the first
// ones; the address and the scroll position stay, focus moves to the first new story, the
// link goes after the last page, and a failed request leaves a quiet message and the link.
// On the auto front door (no page links) the control appears once the page is interactive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

const TOPIC = '/topics/internet/';
const TOPIC_LINK = '/api/neutron/components/cnet/listing/topic/internet/web?limit=12&offset=12';

/** Records the load-more requests a page makes, and the answers it gets. */
function recordLoadMore(page: Page): { links: (string | null)[]; answers: Promise<{ stories: { id: string }[]; next?: string }>[] } {
  const links: (string | null)[] = [];
  const answers: Promise<{ stories: { id: string }[]; next?: string }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/_neutron/more') return;
    links.push(url.searchParams.get('link'));
    answers.push(response.json() as Promise<{ stories: { id: string }[]; next?: string }>);
  });
  return { links, answers };
}

describe('Load more in a browser', () => {
  it('appends the next component’s stories in place until none are left', async () => {
    const { page, errors } = await site.open(TOPIC);
    const asked = recordLoadMore(page);
    const cards = page.locator('.story-list .story-card');
    const firstCount = await cards.count();
    const firstIds = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    const link = page.locator('a.load-more__link');
    expect(await link.textContent()).toBe('Load more');
    await link.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await link.click();
    await page.waitForFunction((count) => document.querySelectorAll('.story-list .story-card').length > count, firstCount);
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    expect(ids.slice(0, firstCount)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(ids.length);
    // One request with the list's own next link; its stories are the ones appended.
    expect(asked.links).toEqual([TOPIC_LINK]);
    const answer = await asked.answers[0]!;
    expect(ids.slice(firstCount)).toEqual(answer.stories.map((story) => story.id));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(TOPIC);
    expect(await sameDocument(page)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(50);
    // Focus is on the first new story's headline link, and the live region says what came.
    const focused = await page.evaluate(() => document.activeElement?.closest('.story-card')?.getAttribute('data-story-id'));
    expect(focused).toBe(ids[firstCount]);
    expect(await page.locator('.load-more-list [aria-live="polite"]').textContent()).toBe(`${ids.length - firstCount} more stories loaded`);
    // The rest, from the keyboard, until the link is gone.
    for (let round = 0; round < 10 && (await link.count()) > 0; round += 1) {
      const before = await cards.count();
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction((count) => document.querySelectorAll('.story-list .story-card').length > count, before);
    }
    expect(await link.count()).toBe(0);
    // Each request followed the next link of the answer before it.
    const answers = await Promise.all(asked.answers);
    expect(asked.links.slice(1)).toEqual(answers.slice(0, -1).map((previous) => previous.next));
    expect(answers[answers.length - 1]!.next).toBeUndefined();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a failed request says so quietly and the link tries again', async () => {
    let fail = true;
    const { page, errors } = await site.open(TOPIC, undefined, {
      prepare: async (p) => {
        await p.route('**/_neutron/more?**', (route) => (fail ? route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }) : route.continue()));
      },
    });
    const cards = page.locator('.story-list .story-card');
    const firstCount = await cards.count();
    await page.locator('a.load-more__link').click();
    await page.locator('.load-more__failed').waitFor();
    expect(await page.locator('.load-more__failed').textContent()).toBe("More stories couldn't be loaded. Try again.");
    expect(await cards.count()).toBe(firstCount);
    fail = false;
    await page.locator('a.load-more__link').click();
    await page.waitForFunction((count) => document.querySelectorAll('.story-list .story-card').length > count, firstCount);
    expect(await page.locator('.load-more__failed').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('503'))).toEqual([]);
    await page.close();
  });
});

describe('Load more and in-app navigation', () => {
  it('another listing opened in-app shows its own first page, not the stories loaded before', async () => {
    const { page, errors } = await site.open(TOPIC);
    const cards = page.locator('.story-list .story-card');
    const firstCount = await cards.count();
    await page.locator('a.load-more__link').click();
    await page.waitForFunction((count) => document.querySelectorAll('.story-list .story-card').length > count, firstCount);
    const parent = page.locator('.breadcrumbs a[href^="/topics/"]').first();
    const href = await parent.getAttribute('href');
    expect(href).toBe('/topics/home/');
    await parent.click();
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await sameDocument(page)).toBe(true);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Home'));
    const served = await (await fetch(`${site.origin}/topics/home/`)).text();
    const servedIds = [...served.matchAll(/data-story-id="([^"]+)"/g)].map((match) => match[1]);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')))).toEqual(servedIds);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Load more on the front doors', () => {
  it('the Latest list of the front door appends its next stories; the link without JavaScript moves on a page each time', async () => {
    const { page, errors } = await site.open('/');
    const asked = recordLoadMore(page);
    const latest = page.locator('.load-more-list');
    const cards = latest.locator('.story-card');
    const firstIds = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    const link = latest.locator('a.load-more__link');
    expect(await link.getAttribute('href')).toBe('/2/');
    await link.click();
    await page.waitForFunction((count) => document.querySelectorAll('.load-more-list .story-card').length > count, firstIds.length);
    expect(await link.getAttribute('href')).toBe('/3/');
    const afterOne = await cards.count();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((count) => document.querySelectorAll('.load-more-list .story-card').length > count, afterOne);
    expect(await link.getAttribute('href')).toBe('/4/');
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    expect(ids.slice(0, firstIds.length)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(ids.length);
    const answers = await Promise.all(asked.answers);
    expect(asked.links).toEqual([
      '/api/neutron/components/cnet/listing/latest/all/web?limit=12&offset=12',
      answers[0]!.next,
    ]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the Latest list asks the auto brand’s own content site and appends in place', async () => {
    const { page, errors } = await site.open('/roadshow/');
    const asked = recordLoadMore(page);
    const latest = page.locator('.load-more-list');
    const cards = latest.locator('.story-card');
    const firstIds = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    // No page links here: the control is a button, there once the page is interactive.
    const button = latest.locator('button.load-more__link');
    expect(await button.textContent()).toBe('Load more');
    await button.click();
    await page.waitForFunction((count) => document.querySelectorAll('.load-more-list .story-card').length > count, firstIds.length);
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    expect(ids.slice(0, firstIds.length)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(ids.length);
    expect(asked.links).toEqual(['/api/neutron/components/roadshow/listing/latest/all/web?limit=12&offset=12']);
    const answer = await asked.answers[0]!;
    expect(ids.slice(firstIds.length)).toEqual(answer.stories.map((story) => story.id).filter((id) => !firstIds.includes(id)));
    expect(await latest.locator('[aria-live="polite"]').textContent()).toBe(`${ids.length - firstIds.length} more stories loaded`);
    expect(new URL(page.url()).pathname).toBe('/roadshow/');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
