// What a reader notices on pages with content: a section links to its sub-topics, a card
// without a picture is a text card, a gallery prints each credit once under pictures that
// show their pick.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryCard } from '../../../core/render/components/listing/StoryCard.tsx';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();

function topicLinks(html: string): { title: string; url: string; current: boolean }[] {
  const nav = /<nav class="topic-links" aria-label="Topics">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a class="topic-links__link" href="([^"]+)"( aria-current="page")?>([^<]+)<\/a>/g)].map((match) => ({
    url: match[1] ?? '',
    current: Boolean(match[2]),
    title: (match[3] ?? '').replace(/&amp;/g, '&'),
  }));
}

describe('section pages link to their sub-topics', () => {
  it('/tech/ shows a row of its five sub-topics, each a landing that answers', async () => {
    const links = topicLinks((await app().inject('/tech/')).body);
    expect(links.map((link) => link.title)).toEqual(['Computing', 'Gaming', 'Home Entertainment', 'Mobile', 'Services and Software']);
    expect(links.map((link) => link.url)).toEqual([
      '/tech/computing/',
      '/tech/gaming/',
      '/tech/home-entertainment/',
      '/tech/mobile/',
      '/tech/services-and-software/',
    ]);
    for (const link of links) expect((await app().inject(link.url)).statusCode, link.url).toBe(200);
  });

  it('a sub-topic landing shows its siblings and marks itself', async () => {
    const links = topicLinks((await app().inject('/health/sleep/')).body);
    expect(links).toHaveLength(7);
    expect(links.filter((link) => link.current).map((link) => link.title)).toEqual(['Sleep']);
  });

  it('a section without sub-topics and an event hub show no row', async () => {
    expect(topicLinks((await app().inject('/culture/')).body)).toEqual([]);
    expect(topicLinks((await app().inject('/ces/')).body)).toEqual([]);
  });
});

describe('story cards', () => {
  it('a story without a picture is a text card, never an empty picture box', () => {
    const html = renderToStaticMarkup(<StoryCard story={{ id: 'x', title: 'Savings rates this week', url: '/personal-finance/x/' }} />);
    expect(html).toContain('class="story-card story-card--text"');
    expect(html).not.toContain('story-card__image');
    expect(html).not.toContain('<img');
  });
});

describe('gallery', () => {
  it('prints each credit once and shows a picture that matches each pick', async () => {
    const html = (await app().inject('/pictures/ces-2026-gadgets/')).body;
    const items = [...html.matchAll(/<li class="gallery-item"[\s\S]*?<\/li>/g)].map((match) => match[0]);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.match(/Jordan Wells|Ana Lopez|Maya Patel/g)).toHaveLength(1);
      expect(item).not.toContain('content-image__credits');
    }
    expect(items[1]).toContain('alt="A projector the size of a soda can throws a 100-inch picture and runs two hours on battery"');
    expect(items[1]).toContain('ces-2026-gadgets-projector');
  });
});
