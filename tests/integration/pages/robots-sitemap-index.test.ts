// `/robots.txt`, `/sitemap.xml` and the RSS feed link of every page: what crawlers and
// feed readers find first. Absolute addresses come from the configured public origin.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['sitemap'].includes(name) });
const app = useTestApp();

/** The `<link rel="alternate" type="application/rss+xml">` tags of a page's head. */
function feedLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link [^>]*type="application\/rss\+xml"[^>]*\/>/g)].map((match) => match[0]);
}

describe('/robots.txt', () => {
  it('allows crawling and points at the sitemap index', async () => {
    const response = await app().inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n');
  });
});

describe('/sitemap.xml', () => {
  it('is a sitemap index of the url sets of every sitemap name, both brands, on the public origin', async () => {
    const response = await app().inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const entries = ((parser.parse(response.body) as { sitemapindex: { sitemap: { loc: string }[] } }).sitemapindex.sitemap).map((entry) => entry.loc);
    expect(entries).toContain('http://localhost:3000/sitemaps/article/2024/');
    expect(entries).toContain('http://localhost:3000/sitemaps/review/2024/');
    for (const loc of entries) expect(loc).toMatch(/^http:\/\/localhost:3000\/sitemaps\/[a-z_-]+\/\d{4}\/(\d+\/)?$/);
    expect(response.body).not.toContain('evil.example');
    // Every url set it names answers, and one of them lists a page of the auto brand.
    const bodies = await Promise.all(entries.map(async (loc) => app().inject(loc.replace('http://localhost:3000', ''))));
    for (const [index, body] of bodies.entries()) expect(body.statusCode, entries[index]).toBe(200);
    expect(bodies.some((body) => body.body.includes('http://localhost:3000/roadshow/'))).toBe(true);
  });
});

describe('the feed link of every page', () => {
  it.each([
    ['/', '/feed/'],
    ['/about/', '/feed/'],
    ['/news/politics/senate-passes-data-broker-bill/', '/feed/'],
    ['/roadshow/', '/feed/roadshow/'],
    ['/no-such-section/at/all/', '/feed/'],
  ])('%s links its brand feed %s in the head', async (url, feed) => {
    const response = await app().inject({ url, headers: { host: 'evil.example' } });
    const links = feedLinks(response.body);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('rel="alternate"');
    expect(links[0]).toContain(`href="http://localhost:3000${feed}"`);
    expect(links[0]).toMatch(/title="Neutron( Roadshow)? RSS feed"/);
    expect((await app().inject(feed)).statusCode).toBe(200);
  });
});

describe('with a configured public origin', () => {
  const configured = useTestApp(onOrigin('https://www.neutron.example'));

  it('robots.txt, the sitemap index and the feed links use it', async () => {
    expect((await configured().inject('/robots.txt')).body).toContain('Sitemap: https://www.neutron.example/sitemap.xml\n');
    expect((await configured().inject('/sitemap.xml')).body).toContain('<loc>https://www.neutron.example/sitemaps/article/2024/</loc>');
    expect(feedLinks((await configured().inject('/roadshow/')).body)[0]).toContain('href="https://www.neutron.example/feed/roadshow/"');
  });
});

/** A copy of the fixture project whose app config names another public origin. */
function onOrigin(origin: string): string {
  const dir = tempProject();
  const file = path.join(dir, 'config/app.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace("publicOrigin: 'http://localhost:3000'", `publicOrigin: '${origin}'`));
  return dir;
}
