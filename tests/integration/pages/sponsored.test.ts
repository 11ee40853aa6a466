// Paid posts (spec 000 §2: branded content has its own routes): every card that lists
// one and the page itself say it is sponsored.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';
import { mainText } from './article-html.ts';

const app = useTestApp();

/** The story cards of a page whose link is a paid post. */
async function paidCards(url: string): Promise<string[]> {
  const response = await app().inject(url);
  expect(response.statusCode).toBe(200);
  const cards = [...response.body.matchAll(/<article class="story-card[^>]*>[\s\S]*?<\/article>/g)].map((match) => match[0]);
  return cards.filter((card) => card.includes('href="/paid-content/'));
}

describe('sponsored content', () => {
  it('a paid post in a listing carries the Sponsored label; other cards do not', async () => {
    const response = await app().inject('/roadshow/');
    const cards = [...response.body.matchAll(/<article class="story-card[^>]*>[\s\S]*?<\/article>/g)].map((match) => match[0]);
    const paid = await paidCards('/roadshow/');
    expect(paid.length).toBeGreaterThan(0);
    for (const card of paid) expect(card).toContain('<span class="story-card__sponsored">Sponsored</span>');
    for (const card of cards.filter((entry) => !paid.includes(entry))) expect(card).not.toContain('story-card__sponsored');
  });

  it('the paid post’s own page says Sponsored content', async () => {
    const [card] = await paidCards('/roadshow/');
    const href = /href="(\/paid-content\/[^"]+)"/.exec(card ?? '')?.[1] ?? '';
    const response = await app().inject(href);
    expect(response.statusCode).toBe(200);
    expect(mainText(response.body)).toContain('Sponsored content');
  });
});
