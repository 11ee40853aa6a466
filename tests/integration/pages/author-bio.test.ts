// Articles end with the author's bio (spec 000 §3): name, picture, short bio and a link to
// the profile page; the per-article switch suppressBio (spec 000 §6) hides it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { get } from './article-html.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The bio aside of a page, or undefined. */
function bioOf(html: string): string | undefined {
  return /<aside class="author-bio"[\s\S]*?<\/aside>/.exec(html)?.[0];
}

describe('author bio', () => {
  it('ends an article with the author name, picture, bio and profile link', async () => {
    const { status, html } = await get(app, '/news/politics/senate-passes-data-broker-bill/');
    expect(status).toBe(200);
    const bio = bioOf(html);
    expect(bio).toBeDefined();
    expect(bio).toContain('aria-label="About Ben Okafor"');
    expect(bio).toMatch(/<img class="author-bio__picture" src="\/a\/img\/[^"]+" alt="[^"]+" width="96" height="96"/);
    expect(bio).toContain('<a href="/profiles/ben-okafor/" rel="author">Ben Okafor</a>');
    expect(bio).toContain('Ben writes about space, climate and the people who study t');
    expect(bio).toContain('<a class="author-bio__profile" href="/profiles/ben-okafor/">See full bio</a>');
    // It comes after the article's own content and footer.
    expect(html.indexOf('class="author-bio"')).toBeGreaterThan(html.indexOf('class="article-footer"'));
  });

  it('is left out of an article with suppressBio', async () => {
    const { status, html } = await get(app, '/paid-content/news/smarter-home-security-sponsored/');
    expect(status).toBe(200);
    expect(html).toContain('This content was produced by Neutron Studio for a partner.');
    expect(bioOf(html)).toBeUndefined();
    expect(html).not.toContain('Neutron Studio produces sponsored content');
  });
});
