// The 'review', 'product', 'gallery' and 'video' pages on both brands: rendered text,
// head tags, JSON-LD validity, gallery paging and disclosure, the video transcript.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { expectValidJsonLd, get, jsonLdOfType, linkHref, mainText, meta } from './article-html.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const DISCLOSURE = 'We may get a commission from retail offers on this page.';

describe('review pages', () => {
  it('shows rating, good and bad, bottom line, sub-ratings, editors choice, prices and resellers', async () => {
    const { status, html } = await get(app, '/reviews/pixel-9-pro-review/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Google Pixel 9 Pro review: the best camera on any phone');
    expect(text).toMatch(/9\.0 \/10/);
    expect(text).toContain("Editors' Choice");
    // The award date reads like every other date on the site.
    expect(html).toContain('<time dateTime="2024-08-20T00:00:00.000Z">Aug 20, 2024</time>');
    expect(text).toMatch(/Good Best-in-class camera Bright 120Hz display Seven years of updates/);
    expect(text).toMatch(/Bad Slow charging Tensor G4 runs warm/);
    expect(text).toContain('Bottom line The Pixel 9 Pro is the phone to buy if photos matter most to you.');
    expect(text).toMatch(/Camera 10\.0/);
    // The range spans the offers ($899 to $999), not the summary's list high ($1,099).
    expect(text).toContain('$899 - $999');
    expect(text).not.toContain('$1,099');
    expect(text).toContain('$899 at Google Store');
    expect(html).toContain('rel="sponsored nofollow noopener"');
    expect(text).toContain(DISCLOSURE);
    expect(html).toContain('<a href="/products/pixel-9-pro/">');
    expect(html).toMatch(/class="article-footer__related"><h2>Related<\/h2><ul><li><a href="\/[^"]+"/);
  });

  it('has valid Review (best 10, worst 0) and Product JSON-LD with offers', async () => {
    const { html } = await get(app, '/reviews/pixel-9-pro-review/');
    expect(expectValidJsonLd(html)).toEqual(['Review', 'Product', 'BreadcrumbList']);
    const review = jsonLdOfType(html, 'Review');
    expect(review?.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 9, bestRating: 10, worstRating: 0 });
    const product = jsonLdOfType<{ offers: { price: number; priceCurrency: string }[] }>(html, 'Product');
    expect(product?.offers.map((offer) => offer.price)).toEqual([899, 999, 999]);
    expect(product?.offers[0]?.priceCurrency).toBe('USD');
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/reviews/pixel-9-pro-review/');
  });

  it('links the reviewed product to the Product block, with offers in stock, and dates the review’s update', async () => {
    const { html } = await get(app, '/reviews/pixel-9-pro-review/');
    const review = jsonLdOfType<{ dateModified?: string; datePublished?: string; itemReviewed: { '@id'?: string; offers?: { availability: string }[] } }>(html, 'Review');
    const product = jsonLdOfType<{ '@id'?: string; offers: { availability: string }[] }>(html, 'Product');
    expect(review?.dateModified).toBe('2024-09-01T10:00:00.000Z');
    expect(review?.dateModified).not.toBe(review?.datePublished);
    expect(mainText(html)).toContain('Updated');
    expect(product?.['@id']).toBe('http://localhost:3000/products/pixel-9-pro/#product');
    expect(review?.itemReviewed['@id']).toBe(product?.['@id']);
    expect(review?.itemReviewed.offers).toHaveLength(3);
    for (const offer of [...(review?.itemReviewed.offers ?? []), ...(product?.offers ?? [])]) expect(offer.availability).toBe('https://schema.org/InStock');
  });

  it('a preview (no rating, so no Review markup) is marked up as an Article', async () => {
    const { html } = await get(app, '/reviews/aerobook-14-preview/');
    expect(expectValidJsonLd(html)).toEqual(['Article', 'Product', 'BreadcrumbList']);
    expect(jsonLdOfType<{ headline: string }>(html, 'Article')?.headline).toBe('AeroBook 14 first take: ARM laptop that lasts all day');
  });

  it('the front doors are shared with their lead story’s picture', async () => {
    for (const url of ['/', '/roadshow/']) {
      const { html } = await get(app, url);
      expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:3000\/a\/img\/resize\/[0-9a-f]+\/\S+\?/);
    }
  });

  it('a review asked for as a preview redirects to its own type', async () => {
    const response = await app.inject('/reviews/pixel-9-pro-preview/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/reviews/pixel-9-pro-review/');
  });

  it('a preview renders as a First Take', async () => {
    const { status, html } = await get(app, '/reviews/aerobook-14-preview/');
    expect(status).toBe(200);
    expect(html).toContain('review-page--preview');
    expect(mainText(html)).toContain('First Take');
  });

  it('the auto brand review renders with its rating', async () => {
    const { status, html } = await get(app, '/roadshow/reviews/voltline-ev6-review/');
    expect(status).toBe(200);
    expect(mainText(html)).toContain('2025 Voltline EV6 review: the EV for everyone');
    expect(mainText(html)).toMatch(/8\.7 \/10/);
    expect(expectValidJsonLd(html)).toContain('Review');
    // A paid post among the related links says so, as every card that lists one does.
    expect(html).toContain('<li><span class="story-card__sponsored">Sponsored</span><a href="/paid-content/roadshow/news/tire-care-sponsored/">');
    expect(html).toMatch(/<li><a href="\/roadshow\/news\/how-to-check-tire-pressure\/">/);
  });

  it('a missing review is a 404', async () => {
    expect((await get(app, '/reviews/no-such-phone-review/')).status).toBe(404);
  });
});

describe('product pages', () => {
  it('shows price summary, resellers, specs and related reviews with Product JSON-LD', async () => {
    const { status, html } = await get(app, '/products/pixel-9-pro/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('Google Pixel 9 Pro');
    expect(text).toContain('$899 at Google Store');
    expect(text).toMatch(/Processor Tensor G4/);
    expect(text).toMatch(/Storage 128GB, 256GB, 512GB, 1TB/);
    expect(html).toContain('<a href="/reviews/pixel-9-pro-review/">Google Pixel 9 Pro review: the best camera on any phone</a>');
    expect(expectValidJsonLd(html)).toEqual(['Product', 'BreadcrumbList']);
    expect(meta(html, 'og:type')).toBe('product');
  });

  it('the auto product and its specs page render', async () => {
    const product = await get(app, '/roadshow/auto/voltline-ev6/');
    expect(product.status).toBe(200);
    expect(mainText(product.html)).toContain('2025 Voltline EV6 review: the EV for everyone');
    const specs = await get(app, '/roadshow/auto/voltline-ev6/specs');
    expect(specs.status).toBe(200);
    expect(mainText(specs.html)).toContain('specs');
    expect(specs.html).toContain('product-page__specs');
  });

  it('a missing product is a 404', async () => {
    expect((await get(app, '/products/no-such-product/')).status).toBe(404);
  });
});

describe('gallery pages', () => {
  it('page 1 shows the first items, the disclosure, and rel next', async () => {
    const { status, html } = await get(app, '/pictures/best-headphones-2024/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('The best headphones of 2024, in pictures');
    expect(text).toContain('Pick 1: QuietWave 700');
    expect(text).toContain('Pick 10: Wireless over-ear');
    expect(text).not.toContain('Pick 11: Audiophile pick');
    expect(text).toContain('Page 1 of 2');
    // The related product has resellers (spec 000 §3 Gallery).
    expect(text).toContain(DISCLOSURE);
    expect(linkHref(html, 'next')).toBe('http://localhost:3000/pictures/best-headphones-2024/2/');
    expect(linkHref(html, 'prev')).toBeUndefined();
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/pictures/best-headphones-2024/');
    expectValidJsonLd(html);
  });

  it('page 2 shows the rest with rel prev, and a page past the end is a 404', async () => {
    const second = await get(app, '/pictures/best-headphones-2024/2/');
    expect(second.status).toBe(200);
    expect(mainText(second.html)).toContain('Pick 11: Audiophile pick');
    expect(mainText(second.html)).toContain('Pick 14: Best for calls');
    expect(mainText(second.html)).not.toContain('Pick 10: Wireless over-ear');
    expect(linkHref(second.html, 'prev')).toBe('http://localhost:3000/pictures/best-headphones-2024/');
    expect(linkHref(second.html, 'next')).toBeUndefined();
    expect(linkHref(second.html, 'canonical')).toBe('http://localhost:3000/pictures/best-headphones-2024/2/');
    const past = await get(app, '/pictures/best-headphones-2024/3/');
    expect(past.status).toBe(404);
    expect(past.html).toContain('This page could not be found');
  });

  it('a gallery without resellers or buy buttons has no disclosure; the auto gallery renders', async () => {
    const plain = await get(app, '/pictures/webb-telescope-images/');
    expect(plain.status).toBe(200);
    expect(mainText(plain.html)).not.toContain(DISCLOSURE);
    const auto = await get(app, '/roadshow/pictures/voltline-ev6-photos/');
    expect(auto.status).toBe(200);
    expect(mainText(auto.html)).toContain('Front three-quarter');
    expect(linkHref(auto.html, 'next')).toBeUndefined();
    expect((await get(app, '/roadshow/pictures/voltline-ev6-photos/2/')).status).toBe(404);
  });
});

describe('video pages', () => {
  it('shows poster, duration m:ss, description and the transcript without newlines', async () => {
    const { status, html } = await get(app, '/videos/ces-2025-in-90-seconds/');
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain('CES 2025 in 90 seconds');
    expect(html).toContain('<span class="video-page__duration">1:30</span>');
    expect(html).toContain('<p>CES is huge. Here is what mattered.</p>');
    expect(html).toMatch(/<figure class="video-page__poster"><img src="\/a\/img\//);
    // Only https files are offered to the player.
    expect(html).toContain('data-mp4-url="https://video.example.com/ces2025/720.mp4"');
    expect(html).not.toContain('insecure.example.com');
    expect(meta(html, 'og:type')).toBe('video.other');
  });

  it('has valid VideoObject JSON-LD with ISO duration and transcript', async () => {
    const { html } = await get(app, '/videos/ces-2025-in-90-seconds/');
    expect(expectValidJsonLd(html)).toContain('VideoObject');
    const video = jsonLdOfType(html, 'VideoObject');
    expect(video?.duration).toBe('PT1M30S');
    expect(video?.transcript).toBe('CES is huge. Here is what mattered.');
    expect(video?.thumbnailUrl).toHaveLength(3);
  });

  it.each([
    ['/videos/share/ces-2025-in-90-seconds/', 'video-page--share'],
    ['/videos/replay/ces-2025-in-90-seconds/', 'video-page--replay'],
    ['/roadshow/videos/voltline-ev6-first-drive/', 'video-page--standard'],
  ])('%s renders as %s', async (url, variantClass) => {
    const { status, html } = await get(app, url);
    expect(status).toBe(200);
    expect(html).toContain(variantClass);
    expectValidJsonLd(html);
  });

  it('the sponsored video variant suppresses ads', async () => {
    const { status, html } = await get(app, '/paid-content/videos/ces-2025-in-90-seconds/');
    expect(status).toBe(200);
    expect(html).toContain('video-page--sponsored');
    expect(html).toContain('data-ads="suppressed"');
    expect(html).toContain('Sponsored content');
  });

  it('the auto video shows 9:00 and its transcript', async () => {
    const { html } = await get(app, '/roadshow/videos/voltline-ev6-first-drive/');
    expect(html).toContain('<span class="video-page__duration">9:00</span>');
    expect(html).toContain('This is the 2025 Voltline EV6. Let us see what it can do.');
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/roadshow/videos/voltline-ev6-first-drive/');
  });

  it('a missing video is a 404', async () => {
    expect((await get(app, '/videos/no-such-video/')).status).toBe(404);
  });
});
