// "Load more" in chromium: a click asks the load-more endpoint with the list component's
// own next link (the component-by-link call) and the next stories appear under the first
// ones; the address and the scroll position stay, focus moves to the first new story, the
// link goes after the last page, and a failed request leaves a quiet message and the link.
// On the auto front door (no page links) the control appears once the page is interactive.
// On the front door, the stories the feature shows are never appended to "Latest", and an
// answer of nothing but those is passed over for the next one.
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

const FRONT_DOOR_LINK = '/api/neutron/components/cnet/listing/latest/all/web?limit=12&offset=12';

/** Every story card of the page (feature and lists): its id and its headline's link. */
function allCards(page: Page): Promise<{ id: string | null; url: string | null }[]> {
  return page
    .locator('.story-card')
    .evaluateAll((nodes) => nodes.map((node) => ({ id: node.getAttribute('data-story-id'), url: node.querySelector('.story-card__title a')?.getAttribute('href') ?? null })));
}

/** The feature's story cards as the load-more endpoint answers stories. */
function featureStories(page: Page): Promise<{ id: string; title: string; url: string }[]> {
  return page.locator('.feature .story-card').evaluateAll((nodes) =>
    nodes.map((node) => {
      const headline = node.querySelector('.story-card__title a');
      return { id: node.getAttribute('data-story-id') ?? '', title: headline?.textContent ?? '', url: headline?.getAttribute('href') ?? '' };
    }),
  );
}

/** What the live region says after a click that added `count` stories. */
const announced = (count: number) => (count === 1 ? '1 more story loaded' : `${count} more stories loaded`);

interface Answer {
  stories: { id: string; url: string }[];
  next?: string;
}

/** Records the load-more requests a page makes, and the answers it gets. */
function recordLoadMore(page: Page): { links: (string | null)[]; answers: Promise<Answer>[] } {
  const links: (string | null)[] = [];
  const answers: Promise<Answer>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/_neutron/more') return;
    links.push(url.searchParams.get('link'));
    answers.push(response.json() as Promise<Answer>);
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

  it('the front door never lists a story twice: Load more leaves out the feature’s stories, and says how many it added', async () => {
    const { page, errors } = await site.open('/');
    const asked = recordLoadMore(page);
    const featureUrls = (await featureStories(page)).map((story) => story.url);
    expect(featureUrls.length).toBeGreaterThan(0);
    const cards = page.locator('.load-more-list .story-card');
    const control = page.locator('.load-more-list .load-more__link');
    const status = page.locator('.load-more-list [aria-live="polite"]');
    let clicks = 0;
    for (; clicks < 20 && (await control.count()) > 0; clicks += 1) {
      const before = await cards.count();
      await control.click();
      await page.waitForFunction((count) => document.querySelectorAll('.load-more-list .story-card').length > count, before);
      expect(await status.textContent()).toBe(announced((await cards.count()) - before));
    }
    expect(await control.count()).toBe(0);
    // The sample's later pages list the feature's stories again: the list left them out.
    const answered = (await Promise.all(asked.answers)).flatMap((answer) => answer.stories);
    expect(answered.some((story) => featureUrls.includes(story.url))).toBe(true);
    const all = await allCards(page);
    const ids = all.map((card) => card.id);
    const urls = all.map((card) => card.url);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(clicks).toBe(asked.links.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an answer of nothing but the feature’s stories is passed over for the next one', async () => {
    const { page, errors } = await site.open('/', undefined, {
      prepare: async (p) => {
        // The first answer's stories are the feature's: the page has nothing new from it.
        await p.route('**/_neutron/more?**', async (route) => {
          if (new URL(route.request().url()).searchParams.get('link') !== FRONT_DOOR_LINK) return route.continue();
          const response = await route.fetch();
          const answer = (await response.json()) as Answer;
          await route.fulfill({ response, json: { stories: await featureStories(p), next: answer.next } });
        });
      },
    });
    const asked = recordLoadMore(page);
    const cards = page.locator('.load-more-list .story-card');
    const firstIds = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    const link = page.locator('.load-more-list a.load-more__link');
    await link.click();
    await page.waitForFunction((count) => document.querySelectorAll('.load-more-list .story-card').length > count, firstIds.length);
    // One click, two requests: the second follows the first answer's next link.
    const answers = await Promise.all(asked.answers);
    expect(asked.links).toEqual([FRONT_DOOR_LINK, answers[0]!.next]);
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-story-id')));
    expect(ids.slice(firstIds.length)).toEqual(answers[1]!.stories.map((story) => story.id));
    expect(await page.locator('.load-more-list [aria-live="polite"]').textContent()).toBe(announced(ids.length - firstIds.length));
    const focused = await page.evaluate(() => document.activeElement?.closest('.story-card')?.getAttribute('data-story-id'));
    expect(focused).toBe(ids[firstIds.length]);
    // Two pages taken: the link without JavaScript moves on past both.
    expect(await link.getAttribute('href')).toBe('/4/');
    const all = await allCards(page);
    expect(new Set(all.map((card) => card.id)).size).toBe(all.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a click passes over at most three answers with nothing new', async () => {
    const { page, errors } = await site.open('/', undefined, {
      prepare: async (p) => {
        await p.route('**/_neutron/more?**', async (route) => {
          const response = await route.fetch();
          const answer = (await response.json()) as Answer;
          await route.fulfill({ response, json: { stories: await featureStories(p), next: answer.next } });
        });
      },
    });
    const asked = recordLoadMore(page);
    const cards = page.locator('.load-more-list .story-card');
    const firstCount = await cards.count();
    const status = page.locator('.load-more-list [aria-live="polite"]');
    await page.locator('.load-more-list a.load-more__link').click();
    await page.waitForFunction(() => document.querySelector('.load-more-list [aria-live="polite"]')?.textContent !== '');
    expect(asked.links).toHaveLength(4);
    expect(await status.textContent()).toBe(announced(0));
    expect(await cards.count()).toBe(firstCount);
    // The next click goes on from the last answer's next link.
    expect(await page.locator('.load-more-list a.load-more__link').getAttribute('href')).toBe('/6/');
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
