// Content rules on the article page, with content written for the test: a long legal
// slug, noIndex, an invalid image, a recent date, affiliate links, SEO overrides.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { expectValidJsonLd, get, hydrationData, jsonLdOfType, linkHref, mainText, meta } from './article-html.ts';

const LONG_SLUG = `${'a-long-but-perfectly-legal-slug-'.repeat(5)}that-still-works`;
const THREE_HOURS_MS = 3 * 60 * 60 * 1000;

let app: FastifyInstance;

beforeAll(async () => {
  const content = mkdtempSync(path.join(os.tmpdir(), 'neutron-article-content-'));
  cpSync(path.join(repoRoot, 'examples/content'), content, { recursive: true });
  const recent = new Date(Date.now() - THREE_HOURS_MS).toISOString();
  writeFileSync(
    path.join(content, 'cnet/articles', `${LONG_SLUG}.md`),
    `---
headline: "A story with a very long slug"
dek: "Checks the content rules."
section: "news"
author: "ana-lopez"
moreAuthors: [dr-sam-reid]
image: { alt: "An image without bucket or hub fields", caption: "Never shown" }
datePublished: "${recent}"
noIndex: true
seoOgTitle: "A social title"
seoTwitterCreator: "neutronnews"
---
<p>Buy it at <a href="https://www.amazon.com/dp/EXAMPLE">Amazon</a> today.</p><shortcode type="buy-button" id="quietwave-700"></shortcode>
`,
  );
  const root = tempProject({
    'config/app.yaml': `server: { port: 0, host: 127.0.0.1, publicOrigin: 'https://www.neutron.example' }
environment: test
upstreams: { content: { kind: embedded, contentDir: ${content}, sampleData: true } }
cache: { defaultMaxAge: 600, pageCache: { enabled: false, maxEntries: 100, ttlSeconds: 60 } }
plugins:
  hello: ${path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts')}
  needs-hello: ${path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts')}
sites: [sites/default.yaml, sites/auto.yaml]
files: { routes: config/routes.yaml, images: ${path.join(repoRoot, 'config/images.yaml')} }
`,
  });
  app = await buildTestApp(root);
});

afterAll(async () => {
  await app?.close();
});

describe('content rules on the article page', () => {
  const url = `/news/${LONG_SLUG}/`;

  it('a long legal slug (150+ characters) renders the article', async () => {
    expect(LONG_SLUG.length).toBeGreaterThan(150);
    const { status, html } = await get(app, url);
    expect(status).toBe(200);
    expect(mainText(html)).toContain('A story with a very long slug');
    expect(linkHref(html, 'canonical')).toBe(`https://www.neutron.example${url}`);
  });

  it('noIndex content gets robots noindex; SEO overrides are used; empty values are omitted', async () => {
    const { html } = await get(app, url);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(meta(html, 'og:title')).toBe('A social title');
    expect(meta(html, 'twitter:creator')).toBe('@neutronnews');
    expect(meta(html, 'news_keywords')).toBeUndefined();
  });

  it('an invalid image is never used: no hero, no social image, no JSON-LD image', async () => {
    const { html } = await get(app, url);
    expect(html).not.toContain('article-header__hero');
    expect(html).not.toContain('Never shown');
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(jsonLdOfType(html, 'NewsArticle')?.image).toBeUndefined();
    expectValidJsonLd(html);
  });

  it('a date under 10 days old shows relative, computed on the server for hydration', async () => {
    const { html } = await get(app, url);
    expect(html).toMatch(/Published <time dateTime="[^"]+" title="[^"]+P[DS]T">3 hours ago<\/time>/);
    const { page } = hydrationData(html);
    const header = (page.props as { header: { date: { display: string } } }).header;
    expect(header.date.display).toBe('3 hours ago');
  });

  it('with relativeDates turned off, the same date reads as its calendar date', async () => {
    const { html } = await get(app, `${url}?featureDisable=relativeDates`);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(Date.now() - THREE_HOURS_MS));
    expect(html).toMatch(new RegExp(`Published <time dateTime="[^"]+" title="[^"]+">${day}</time>`));
    expect(mainText(html)).not.toContain('3 hours ago');
  });

  it('shows the medical reviewer among the authors, and the disclosure for a buy button', async () => {
    const { html } = await get(app, url);
    expect(html).toContain('<a href="/profiles/dr-sam-reid/" rel="author">');
    expect(html.split('Medical Reviewer</span>')).toHaveLength(2);
    expect(mainText(html)).toContain('We may get a commission from retail offers on this page.');
  });
});
