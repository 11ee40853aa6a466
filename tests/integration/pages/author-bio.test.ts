// Articles, reviews and live articles end with the author's bio (spec 000 §3): name, picture,
// short bio and a link to the profile page; the per-article switch suppressBio (spec 000 §6)
// hides it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { get } from './article-html.ts';

const REVIEW = '/reviews/pixel-9-pro-review/';
const LIVE_ARTICLE = '/news-live/apple-event-live/';
const AUTO_REVIEW = '/roadshow/reviews/harbor-x5-review/';

let app: FastifyInstance;
/** The app on a copy of the sample content whose review and live article set suppressBio. */
let suppressed: FastifyInstance;
let contentCopy: string;

/** A copy of the sample content with `suppressBio: true` added to these files' front matter. */
function contentWithSuppressedBio(files: string[]): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-bio-')), 'content');
  cpSync(path.join(repoRoot, 'examples/content'), dir, { recursive: true });
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    writeFileSync(path.join(dir, file), text.replace(/^---\n/, '---\nsuppressBio: true\n'));
  }
  return dir;
}

beforeAll(async () => {
  app = await buildTestApp();
  contentCopy = contentWithSuppressedBio(['cnet/reviews/pixel-9-pro.md', 'cnet/livearticles/apple-event-live.md']);
  const root = tempProject();
  const appYaml = readFileSync(path.join(root, 'config/app.yaml'), 'utf8');
  writeFileSync(path.join(root, 'config/app.yaml'), appYaml.replace(path.join(repoRoot, 'examples/content'), contentCopy));
  suppressed = await buildTestApp(root);
}, 120_000);
afterAll(async () => {
  await app.close();
  await suppressed.close();
  rmSync(path.dirname(contentCopy), { recursive: true, force: true });
});

/** The bio aside of a page, or undefined. */
function bioOf(html: string): string | undefined {
  return /<aside class="author-bio"[\s\S]*?<\/aside>/.exec(html)?.[0];
}

/** True when the bio is the last thing in the page's story element. */
function endsWithBio(html: string): boolean {
  return /<aside class="author-bio"[\s\S]*?<\/aside><\/article>/.test(html);
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
    expect(endsWithBio(html)).toBe(true);
  });

  it.each([
    [REVIEW, 'Ana Lopez', 'ana-lopez', 'Ana covers phones, laptops and the chips inside them.'],
    [LIVE_ARTICLE, 'Ana Lopez', 'ana-lopez', 'Ana covers phones, laptops and the chips inside them.'],
    [AUTO_REVIEW, 'Erin Cho', 'erin-cho', 'Erin drives, charges and tows with the cars she reviews.'],
  ])('ends %s with the bio of %s', async (url, name, username, text) => {
    const { status, html } = await get(app, url);
    expect(status).toBe(200);
    const bio = bioOf(html);
    expect(bio, url).toBeDefined();
    expect(bio).toContain(`aria-label="About ${name}"`);
    expect(bio).toMatch(/<img class="author-bio__picture" src="\/a\/img\/[^"]+" alt="[^"]+" width="96" height="96"/);
    expect(bio).toContain(`<a href="/profiles/${username}/" rel="author">${name}</a>`);
    expect(bio).toContain(text);
    expect(bio).toContain(`<a class="author-bio__profile" href="/profiles/${username}/">See full bio</a>`);
    expect(html.indexOf('class="author-bio"')).toBeGreaterThan(html.indexOf('class="article-footer"'));
    expect(endsWithBio(html)).toBe(true);
  });

  it('is left out of an article with suppressBio', async () => {
    const { status, html } = await get(app, '/paid-content/news/smarter-home-security-sponsored/');
    expect(status).toBe(200);
    expect(html).toContain('This content was produced by Neutron Studio for a partner.');
    expect(bioOf(html)).toBeUndefined();
    expect(html).not.toContain('Neutron Studio produces sponsored content');
  });

  it.each([[REVIEW], [LIVE_ARTICLE]])('is left out of %s with suppressBio', async (url) => {
    const { status, html } = await get(suppressed, url);
    expect(status).toBe(200);
    expect(html).toContain('class="article-footer"');
    expect(bioOf(html)).toBeUndefined();
    expect(html).not.toContain('Ana covers phones, laptops and the chips inside them.');
  });
});
