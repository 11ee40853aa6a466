// Every section landing path of spec 000 §9 (/about/ aside), every section of the auto
// brand and every auto topic config/routes.yaml allows show a filled page on a fresh clone:
// at least 6 stories on a section or event hub, at least 4 on a sub-topic, each card with
// its own story's picture, and never the empty door's "New stories are on the way.". An
// empty door still renders, unindexed.
import { describe, expect, it } from 'vitest';
import {
  AUTO_SECTION_DOORS,
  EVENT_DOORS,
  SECTION_DOORS,
  SECTION_TOPIC_DOORS,
} from '../../../core/routing/route-table.ts';
import { loadYamlConfig } from '../../../core/config/load-yaml.ts';
import { RoutesConfigSchema } from '../../../core/config/types.ts';
import { buildTestApp, repoRoot, useTestApp } from '../../helpers/project.ts';
import path from 'node:path';

const EMPTY_TEXT = 'New stories are on the way.';
const SECTION_MIN = 6;
const SUB_TOPIC_MIN = 4;

/** The content doors of spec 000 §2.1 that are also §9 landing paths. */
const CONTENT_DOORS = ['/features/', '/pictures/', '/reviews/', '/videos/', '/how-to/'];
const SECTIONS = [...CONTENT_DOORS, ...SECTION_DOORS.map((section) => `/${section}/`), '/roadshow/', ...EVENT_DOORS.map((event) => `/${event}/`)];
const SUB_TOPICS = Object.entries(SECTION_TOPIC_DOORS).flatMap(([section, topics]) => topics.map((topic) => `/${section}/${topic}/`));
/** The auto brand's section doors and its topic pages. */
const AUTO_SECTIONS = AUTO_SECTION_DOORS.map((section) => `/roadshow/${section}/`);
/** Every topic config/routes.yaml allows under /roadshow/{slug}/: each needs sample stories. */
const AUTO_TOPIC_SLUGS = loadYamlConfig(path.join(repoRoot, 'config/routes.yaml'), RoutesConfigSchema).value.topics.auto;
const AUTO_TOPICS = AUTO_TOPIC_SLUGS.map((topic) => `/roadshow/${topic}/`);

const app = useTestApp();

interface Card {
  url: string;
  image?: string;
}

function cardsOf(html: string): Card[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return [...main.matchAll(/<article class="story-card[^"]*"[^>]*>([\s\S]*?)<\/article>/g)].map((match) => {
    const body = match[1] ?? '';
    const url = /<a href="([^"]+)"/.exec(body.replace(/<a class="story-card__image"[^>]*>/, ''))?.[1] ?? '';
    const image = /<img src="([^"]+)"/.exec(body)?.[1];
    return { url, ...(image ? { image } : {}) };
  });
}

async function landing(url: string): Promise<{ html: string; cards: Card[] }> {
  const response = await app().inject(url);
  expect(response.statusCode, url).toBe(200);
  return { html: response.body, cards: cardsOf(response.body) };
}

describe('section landing paths of spec 000 §9', () => {
  it('there are 49 of them, /about/ aside', () => {
    expect(SECTIONS.length + SUB_TOPICS.length).toBe(49);
  });

  it('the auto topics are read from config/routes.yaml', () => {
    expect(AUTO_TOPIC_SLUGS.length).toBeGreaterThan(0);
  });

  it.each([...SECTIONS, ...AUTO_SECTIONS].map((url) => [url]))(`%s shows at least ${SECTION_MIN} stories and no empty text`, async (url) => {
    const { html, cards } = await landing(url);
    expect(cards.length).toBeGreaterThanOrEqual(SECTION_MIN);
    expect(html).not.toContain(EMPTY_TEXT);
    expect(html).not.toContain('name="robots" content="noindex"');
  });

  it.each([...SUB_TOPICS, ...AUTO_TOPICS].map((url) => [url]))(`%s shows at least ${SUB_TOPIC_MIN} stories and no empty text`, async (url) => {
    const { html, cards } = await landing(url);
    expect(cards.length).toBeGreaterThanOrEqual(SUB_TOPIC_MIN);
    expect(html).not.toContain(EMPTY_TEXT);
  });

  it('every card links to a story that answers, each with a picture of its own', async () => {
    const seen = new Map<string, string>();
    for (const url of [...SECTIONS, ...SUB_TOPICS, ...AUTO_SECTIONS, ...AUTO_TOPICS, '/']) {
      for (const card of (await landing(url)).cards) {
        expect(card.image, `${url}: ${card.url}`).toBeDefined();
        const image = (card.image ?? '').replace(/\?.*$/, '');
        const owner = seen.get(image);
        // One picture belongs to one story: the same picture never shows on two stories.
        if (owner) expect(owner, image).toBe(card.url);
        seen.set(image, card.url);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    for (const story of new Set(seen.values())) {
      const response = await app().inject(story);
      expect(response.statusCode, story).toBe(200);
    }
  }, 120_000);
});

describe('an empty landing page', () => {
  it('renders with its empty text and is not indexed', async () => {
    const sparse = await buildTestApp(path.join(repoRoot, 'tests/fixtures/sparse-project'));
    try {
      const response = await sparse.inject('/health/fitness/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<p class="story-list__empty">${EMPTY_TEXT}</p>`);
      expect(response.body).toContain('name="robots" content="noindex"');
    } finally {
      await sparse.close();
    }
  });
});
