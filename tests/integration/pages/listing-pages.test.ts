// Listing and fixed pages on both brands, from the sample content: status, rendered
// text and SEO head tags (spec 000 §2.1, §2.2).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonLd, missingProperties } from '../../../core/seo/structured-data.ts';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  app = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

function linkHref(html: string, rel: string): string | undefined {
  const tag = new RegExp(`<link[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return tag ? /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined;
}

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse((match[1] ?? '').replace(/\\u003c/g, '<')) as JsonLd,
  );
}

/** Visible text of the page's main element (tags stripped, entities decoded). */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('every listing and fixed page renders from the sample content', () => {
  it.each([
    ['/', 'Top stories'],
    ['/2/', 'Latest'],
    ['/roadshow/', 'Roadshow: car reviews and news'],
    ['/features/', 'Features'],
    ['/pictures/', 'Pictures'],
    ['/reviews/', 'Google Pixel 9 Pro'],
    ['/videos/', 'Videos'],
    ['/how-to/', 'How to set up a VPN on any device'],
    ['/feature/ces-2025/', 'CES 2025'],
    ['/news/', 'News'],
    ['/tech/', 'Tech'],
    ['/tech/mobile/', 'Mobile'],
    ['/health/fitness/', 'Zone 2 cardio'],
    ['/ces/', 'CES'],
    ['/roadshow/news/', 'News'],
    ['/roadshow/reviews/', 'Voltline'],
    ['/topics/mobile/', 'Mobile'],
    ['/roadshow/electric-vehicles/', 'Electric Vehicles'],
    ['/tags/apple/', 'Apple'],
    ['/collections/best-of-2024/', 'Our favorite products of the year.'],
    ['/profiles/ana-lopez/', 'Ana Lopez'],
    ['/about/', 'How we test'],
    ['/awards/', 'Awards'],
    ['/newsletters/', 'Daily Brief'],
    ['/shopping/', 'Price alerts'],
    ['/shopping/primeday/', 'Prime Day deals'],
    ['/shopping/welcome-priceblink/', 'extension'],
    ['/welcome/', 'Welcome'],
    ['/user/settings/', 'Account settings'],
    ['/do-not-sell-or-share-my-personal-information/', 'Do Not Sell'],
    ['/streaming-tv-insider/', 'Streaming'],
    ['/84-days/', 'Sponsored content'],
    ['/auto-buying-program/', 'Auto'],
    ['/home/internet/interstitial/', "You're leaving to check internet plans"],
    ['/_hidden/personal-finance/business-checking-accounts/', 'Best business checking accounts'],
    ['/_hidden/personal-finance/hotel-credit-cards/', 'Best hotel credit cards'],
    ['/icon-demo/', 'Icon demo'],
    ['/home/internet/plans/', 'Internet plans near you'],
    ['/tech/services-and-software/landing/best-vpn/', 'Best VPN'],
    ['/home/energy-and-utilities/solar-estimator/', 'Solar estimator'],
    ['/sitemaps/', 'XML sitemaps'],
  ])('%s answers 200 and shows "%s"', async (url, text) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(mainText(response.body).toLowerCase()).toContain(text.toLowerCase());
    expect(linkHref(response.body, 'canonical')).toMatch(new RegExp(`^${ORIGIN}/`));
    for (const value of jsonLd(response.body)) expect(missingProperties(value)).toEqual([]);
  });
});

describe('front door', () => {
  it('carries the Organization and BreadcrumbList markup, canonical and Open Graph', async () => {
    const response = await app.inject('/');
    const types = jsonLd(response.body).map((value) => value['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
    expect(linkHref(response.body, 'canonical')).toBe(`${ORIGIN}/`);
    expect(metaContent(response.body, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaContent(response.body, 'og:title')).toBe('Neutron: product reviews, news and how-tos');
    expect(linkHref(response.body, 'next')).toBe(`${ORIGIN}/2/`);
    expect(linkHref(response.body, 'prev')).toBeUndefined();
  });

  it('pages: /2/ links back to / and is its own canonical; /1/ redirects to /', async () => {
    const second = await app.inject('/2/');
    expect(linkHref(second.body, 'prev')).toBe(`${ORIGIN}/`);
    expect(linkHref(second.body, 'canonical')).toBe(`${ORIGIN}/2/`);
    expect(second.body).toContain('Page 2 of');
    const first = await app.inject('/1/?ref=x');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/?ref=x');
  });

  it('a page past the end is a 404', async () => {
    expect((await app.inject('/99/')).statusCode).toBe(404);
    expect((await app.inject('/features/99/')).statusCode).toBe(404);
    expect((await app.inject('/topics/mobile/?page=50')).statusCode).toBe(404);
  });

  it('keeps the route cache hint of 300 s', async () => {
    const response = await app.inject('/');
    expect(response.headers['cache-control']).toContain('max-age=300');
  });

  it('repeats none of its top stories in the lists below them, on both brands', async () => {
    interface Cell {
      items: { story: { url: string } }[];
      children: Cell[];
    }
    const cellUrls = (cells: Cell[]): string[] => cells.flatMap((cell) => [...cell.items.map((item) => item.story.url), ...cellUrls(cell.children)]);
    for (const path of ['/', '/roadshow/']) {
      const { page } = (await app.inject(`/_neutron/data${path}`)).json<{
        page: { props: { components: { type: string; data: { cells?: Cell[]; stories?: { url: string }[] } }[] } };
      }>();
      const featured = page.props.components.flatMap((view) => (view.type === 'Feature' ? cellUrls(view.data.cells ?? []) : []));
      const listed = page.props.components.flatMap((view) => (view.type === 'ContentList' ? (view.data.stories ?? []).map((story) => story.url) : []));
      expect(featured.length, path).toBeGreaterThan(0);
      expect(listed.length, path).toBeGreaterThan(0);
      expect(listed.filter((url) => featured.includes(url)), path).toEqual([]);
    }
  });

  it('every card shows its own story\'s picture, with the picture\'s alt text', async () => {
    const html = (await app.inject('/')).body;
    const card = html.match(/<article class="story-card"[^>]*>(?:(?!<\/article>).)*Personal loan rates this week(?:(?!<\/article>).)*<\/article>/s)?.[0] ?? '';
    expect(card).toMatch(/<img src="[^"]*personal-loan-rates-this-week[^"]*" alt="A loan agreement"/);
    expect(card).not.toContain('story-card__image--none');
  });

  it('the auto front door shows auto stories only', async () => {
    const text = mainText((await app.inject('/roadshow/')).body);
    expect(text).toContain('Voltline');
    expect(text).not.toContain('Pixel 9');
  });
});

describe('titles and headings', () => {
  it('a front door whose title names the site does not repeat the name', async () => {
    const html = (await app.inject('/')).body;
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Neutron: product reviews, news and how-tos');
    expect(/<title[^>]*>([^<]*)<\/title>/.exec((await app.inject('/topics/mobile/')).body)?.[1]).toBe('Mobile - Neutron');
  });

  it.each(['/', '/roadshow/', '/topics/mobile/', '/tags/apple/', '/news/', '/tech/', '/profiles/ana-lopez/'])('%s never skips a heading level', async (url) => {
    const levels = [...(await app.inject(url)).body.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) expect((levels[index] ?? 0) - (levels[index - 1] ?? 0), url).toBeLessThanOrEqual(1);
  });
});

describe('topic, tag, collection and author pages', () => {
  it('a topic page lists its stories under its parent topic breadcrumb', async () => {
    const response = await app.inject('/topics/mobile/');
    const crumbs = jsonLd(response.body).find((value) => value['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string; item: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Neutron', 'Tech', 'Mobile']);
    expect(mainText(response.body)).toContain('Best 5G phones under $500');
  });

  it('unknown entities and hidden collections are 404', async () => {
    for (const url of ['/topics/no-such-topic/', '/tags/no-such-tag/', '/collections/hv/', '/profiles/nobody/', '/roadshow/no-such-topic/']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('an author profile shows the bio, the twitter handle with @ and their stories', async () => {
    const response = await app.inject('/profiles/ana-lopez/');
    const text = mainText(response.body);
    expect(text).toContain('Ana covers phones, laptops');
    expect(text).toContain('@analopez');
    expect(response.body).toContain('href="https://twitter.com/analopez"');
    expect(text).not.toContain('Medical Reviewer');
    expect(response.body).toContain('class="story-card');
  });

  it('a medical reviewer is labelled', async () => {
    const text = mainText((await app.inject('/profiles/dr-sam-reid/')).body);
    expect(text).toContain('Medical Reviewer');
    expect(text).toContain('Sleep medicine');
  });

  it('a mixed-case username moves to its lower-case profile', async () => {
    const response = await app.inject('/profiles/Ana-Lopez/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/profiles/ana-lopez/');
    expect(mainText((await app.inject('/profiles/ana-lopez/')).body)).toContain('Ana Lopez');
  });
});

describe('static and landing pages', () => {
  it('a static page body goes through the body pipeline once (not repeated in page data)', async () => {
    const response = await app.inject('/about/');
    expect(response.body.match(/Every review is based on hands-on testing/g)?.length).toBe(1);
  });

  it('a static page without content is built from the site config, not a 404', async () => {
    const response = await app.inject('/neon-demo/');
    expect(response.statusCode).toBe(200);
    const text = mainText(response.body);
    expect(text).toContain('Neon Demo');
    expect(text).toContain('Explore Neutron');
    expect(response.body).toContain('href="/newsletters/"');
  });

  it('hidden and demo pages are kept out of search engines', async () => {
    for (const url of ['/_hidden/personal-finance/hotel-credit-cards/', '/icon-demo/', '/user/settings/']) {
      expect(metaContent((await app.inject(url)).body, 'robots'), url).toBe('noindex');
    }
    expect(metaContent((await app.inject('/about/')).body, 'robots')).toBeUndefined();
  });

  it('the VPN landing heads the page with its variation and hides the other variations', async () => {
    const response = await app.inject('/tech/services-and-software/rvmn-landing/best-free-vpn/');
    expect(response.statusCode).toBe(200);
    const text = mainText(response.body);
    expect(text).toContain('Best free VPN');
    expect(text).toContain('How we test');
    expect(text).not.toContain('Best VPN for computers');
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(response.body)?.[1]).toBe('Best free VPN - VPN buying guide - Neutron');
  });
});

describe('the sitemaps page', () => {
  it('lists every sitemap with full-reload links to the XML', async () => {
    const response = await app.inject('/sitemaps/');
    for (const name of ['article', 'gallery', 'updating_story', 'review', 'video', 'static', 'best', 'news', 'how-to']) {
      expect(response.body).toContain(`href="/sitemaps/${name}/" data-full-reload=""`);
    }
    expect(response.body).toContain('href="/feed/"');
    expect(response.body).toContain('href="/feed/roadshow/"');
  });
});

describe('page data for in-app navigation', () => {
  it('serves the same props as JSON', async () => {
    const response = await app.inject('/_neutron/data/reviews/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      page: { page: string; props: { heading: string; components: { type: string; data: { stories: { url: string }[] } }[] } };
    };
    expect(body.page.page).toBe('door');
    expect(body.page.props.heading).toBe('Reviews');
    // The door's list is a page component view (spec 000 §3).
    expect(body.page.props.components.map((component) => component.type)).toEqual(['ContentList']);
    const stories = body.page.props.components[0]?.data.stories ?? [];
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((story) => story.url.startsWith('/') && !story.url.startsWith('//'))).toBe(true);
  });

  it('an event hub door lists its event\'s stories and is indexed', async () => {
    const hub = await app.inject('/e3/');
    expect(hub.statusCode).toBe(200);
    expect(mainText(hub.body)).toContain('Summer Game Fest 2026');
    expect(hub.body).not.toContain('New stories are on the way.');
    expect(hub.body).not.toContain('name="robots" content="noindex"');
  });
});
