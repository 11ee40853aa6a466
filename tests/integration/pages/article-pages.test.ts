// The 'article' and 'live-article' pages on both brands: rendered text, head tags,
// JSON-LD, the body shipped once, ads on sponsored content, bad slugs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { expectValidJsonLd, get, hydrationData, jsonLdOfType, linkHref, mainText, meta } from './article-html.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('article pages', () => {
  it('a news article shows headline, dek, byline, date, hero, topics and tags', async () => {
    const { status, html } = await get(app, '/news/politics/senate-passes-data-broker-bill/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Senate passes bill limiting sales of location data');
    expect(text).toContain('Data brokers would need consent to sell where you have been.');
    expect(html).toMatch(/<a href="\/profiles\/ben-okafor\/" rel="author">Ben Okafor<\/a>/);
    // Older than 10 days: formatted in US Pacific time, not relative.
    expect(html).toMatch(/<time dateTime="2024-07-23T18:00:00.000Z" title="Jul 23, 2024, 11:00 AM PDT">Jul 23, 2024<\/time>/);
    expect(html).toMatch(/<figure class="article-header__hero"><img src="\/a\/img\/[^"]+"/);
    expect(html).toContain('<a href="/tags/privacy/">');
    expect(html).toContain('<a href="/topics/politics/">');
    expect(html).toContain('The bill now heads to the House.');
  });

  it('has canonical, Open Graph, Twitter tags and valid NewsArticle and BreadcrumbList JSON-LD', async () => {
    const { html } = await get(app, '/news/politics/senate-passes-data-broker-bill/');
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/news/politics/senate-passes-data-broker-bill/');
    expect(meta(html, 'og:title')).toBe('Senate passes bill limiting sales of location data');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:3000\/a\/img\/.+width=1200/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:creator')).toBeUndefined();
    expect(meta(html, 'robots')).toBeUndefined();
    expect(expectValidJsonLd(html)).toEqual(['NewsArticle', 'BreadcrumbList']);
    const article = jsonLdOfType(html, 'NewsArticle');
    expect(article?.image).toHaveLength(3);
    const publisher = article?.publisher as { logo: { width: number; height: number } };
    expect(publisher.logo).toMatchObject({ width: 310, height: 310 });
  });

  it('the body is in the document once: not in the hydration data, but in the navigation JSON', async () => {
    const { html } = await get(app, '/news/politics/senate-passes-data-broker-bill/');
    const { raw, page } = hydrationData(html);
    expect(html.split('The bill now heads to the House.')).toHaveLength(2);
    expect(raw).not.toContain('The bill now heads to the House.');
    const props = page.props as { body: { staticHtml: string; html?: string } };
    expect(props.body.staticHtml).toBe('body');
    expect(props.body.html).toBeUndefined();

    const json = await app.inject('/_neutron/data/news/politics/senate-passes-data-broker-bill/');
    expect(json.statusCode).toBe(200);
    const data = json.json() as { page: { props: { body: { html: string } } } };
    expect(data.page.props.body.html).toContain('The bill now heads to the House.');
  });

  it('a how-to article has valid HowTo JSON-LD with steps from the body headings', async () => {
    const { status, html } = await get(app, '/how-to/how-to-set-up-a-vpn/');
    expect(status).toBe(200);
    expect(expectValidJsonLd(html)).toContain('HowTo');
    const howTo = jsonLdOfType<{ step: { name: string; text: string }[] }>(html, 'HowTo');
    expect(howTo?.step.map((step) => step.name)).toEqual(['Step 1: Pick a provider', 'Step 2: Install the app']);
    expect(howTo?.step[0]?.text).toBe('Choose one that has been independently audited.');
    expect(html).toContain('article-page--how-to');
    expect(html).toContain('<a href="#toc-item-1">Step 1: Pick a provider</a>');
  });

  it('an FAQ article has FAQPage JSON-LD with only the questions ending with ?', async () => {
    const { status, html } = await get(app, '/health/sleep/how-much-sleep-do-you-need/');
    expect(status).toBe(200);
    const faq = jsonLdOfType<{ mainEntity: { name: string }[] }>(html, 'FAQPage');
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(['How much sleep do adults need?', 'Can you catch up on sleep?']);
    expectValidJsonLd(html);
    // The author of this one is a medical reviewer.
    expect(html).toContain('<span class="byline__role">Medical Reviewer</span>');
  });

  it('a longform article lists every author and is an Article', async () => {
    const { status, html } = await get(app, '/tech/features/inside-the-chip-factory/');
    expect(status).toBe(200);
    expect(html).toContain('article-page--longform');
    expect(html).toContain('>Ana Lopez</a>');
    expect(html).toContain('>Ben Okafor</a>');
    expect(html).toContain('<span class="byline__twitter">@analopez</span>');
    expect(expectValidJsonLd(html)).toContain('Article');
  });

  it.each([
    ['/paid-content/news/smarter-home-security-sponsored/', 'This content was produced by Neutron Studio for a partner.'],
    ['/paid-content/roadshow/news/tire-care-sponsored/', 'Presented by a partner.'],
  ])('sponsored content %s renders without ads', async (url, bodyText) => {
    const { status, html } = await get(app, url);
    expect(status).toBe(200);
    expect(mainText(html)).toContain(bodyText);
    expect(html).toContain('Sponsored content');
    expect(html).toContain('data-ads="suppressed"');
    expect(html).not.toContain('class="ad-slot');
  });

  it('ordinary articles do get ad slots, with their height reserved', async () => {
    const { html } = await get(app, '/reviews/pixel-9-pro-review/');
    expect(html).toMatch(/<div class="ad-slot[^"]*"[^>]*style="min-height:\d+px"/);
  });

  it('?adDebug=1 outside production shows the ad placement view', async () => {
    const plain = await get(app, '/tech/features/inside-the-chip-factory/');
    expect(plain.html).not.toContain('Ad placement debug');
    const debug = await get(app, '/tech/features/inside-the-chip-factory/?adDebug=1');
    expect(debug.status).toBe(200);
    expect(debug.html).toContain('aria-label="Ad placement debug"');
    const sponsored = await get(app, '/paid-content/news/smarter-home-security-sponsored/?adDebug=1');
    expect(sponsored.html).toContain('Ads suppressed: ');
  });

  it('the sample deal post shows the buy button its commerce shortcode names by id', async () => {
    const { status, html } = await get(app, '/deals/quietwave-700-deal/');
    expect(status).toBe(200);
    expect(html).toContain('href="https://www.walmart.com/ip/quietwave-700"');
    expect(mainText(html)).toContain('$249 at Walmart');
  });

  it('the replay variant renders the same article', async () => {
    const { status, html } = await get(app, '/replay/news/politics/senate-passes-data-broker-bill/');
    expect(status).toBe(200);
    expect(mainText(html)).toContain('Senate passes bill limiting sales of location data');
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/news/politics/senate-passes-data-broker-bill/');
  });

  it('an auto-brand article renders in the Roadshow layout', async () => {
    const { status, html } = await get(app, '/roadshow/news/ev-charging-guide/');
    expect(status).toBe(200);
    expect(html).toContain('brand--auto');
    expect(html).toContain('- Neutron Roadshow</title>');
    expect(expectValidJsonLd(html)).toContain('NewsArticle');
  });
});

describe('bad input', () => {
  it('a missing slug is a 404', async () => {
    const { status, html } = await get(app, '/news/no-such-article-anywhere/');
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });

  it('a long legal slug (150+ characters) reaches the content API and is a clean 404', async () => {
    const slug = `${'long-legal-slug-'.repeat(10)}end`;
    expect(slug.length).toBeGreaterThan(150);
    const { status, html } = await get(app, `/news/${slug}/`);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });

  it.each(['/news/..%2F..%2Fetc/', '/news/a..b/', '/reviews/..%2Fx-review/', '/pictures/a%2Fb/'])('%s is a 404', async (url) => {
    const { status } = await get(app, url);
    expect(status).toBe(404);
  });
});

describe('live article pages', () => {
  it('renders the items newest first with LiveBlogPosting JSON-LD', async () => {
    const { status, html } = await get(app, '/news-live/apple-event-live/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Apple iPhone 16 event live: all the news as it happens');
    expect(text).toContain("Apple's biggest event of the year ran from 10 a.m. PT at Apple Park");
    // The newest page of items (pageSize 5 on the default brand): sequences 7 down to 3.
    const wrap = text.indexOf('That is a wrap');
    const watch = text.indexOf('New Apple Watch: thinner');
    expect(wrap).toBeGreaterThan(0);
    expect(watch).toBeGreaterThan(wrap);
    expect(text).not.toContain('Doors open in Cupertino');
    expect(html).toContain('Live coverage has ended');
    expect(expectValidJsonLd(html)).toEqual(['LiveBlogPosting', 'BreadcrumbList']);
    const posting = jsonLdOfType<{ coverageStartTime: string; liveBlogUpdate: { headline: string; articleBody: string }[] }>(html, 'LiveBlogPosting');
    expect(posting?.coverageStartTime).toBe('2024-09-09T17:00:00.000Z');
    expect(posting?.liveBlogUpdate[0]).toMatchObject({ headline: 'That is a wrap', articleBody: 'The keynote ends after 98 minutes. Preorders open Friday at 5 a.m. PT and the phones reach stores Sept. 20. Our hands-on impressions of each new device follow this afternoon.' });
  });

  it('the wrong live type redirects to the content type', async () => {
    const response = await app.inject('/deals-live/apple-event-live/?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/news-live/apple-event-live/?x=1');
  });

  it('an unknown live article is a 404', async () => {
    const { status } = await get(app, '/news-live/no-such-event/');
    expect(status).toBe(404);
  });
});

describe('seamless read-next stories', () => {
  it('an article on a seamless route names up to 3 stories to append, never itself', async () => {
    const response = await app.inject('/_neutron/data/news/politics/senate-passes-data-broker-bill/');
    const { page } = JSON.parse(response.body) as { page: { props: { seamless?: { url: string; title: string }[] } } };
    const links = page.props.seamless ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    expect(links.map((link) => link.url)).not.toContain('/news/politics/senate-passes-data-broker-bill/');
    for (const link of links) expect((await app.inject(link.url)).statusCode, link.url).toBe(200);
  });

  it('a longform route has no seamless flag, so no read-next stories', async () => {
    const response = await app.inject('/_neutron/data/tech/features/inside-the-chip-factory/');
    expect((JSON.parse(response.body) as { page: { props: { seamless?: unknown } } }).page.props.seamless).toBeUndefined();
  });
});
