import { describe, expect, it } from 'vitest';
import { seoHeadTags } from '../../../core/seo/seo-tags.ts';
import {
  article,
  breadcrumbList,
  faqPage,
  howTo,
  isoDuration,
  liveBlogPosting,
  missingProperties,
  organization,
  product,
  review,
  videoObject,
} from '../../../core/seo/structured-data.ts';

const publisher = { name: 'Neutron', url: 'https://example.test/', logoUrl: 'https://example.test/logo.png' };
const base = {
  headline: 'Pixel 9 review',
  url: 'https://example.test/reviews/pixel-9-review/',
  datePublished: '2024-08-01T00:00:00Z',
  authors: [{ name: 'Ada Writer', url: 'https://example.test/profiles/ada/' }],
  images: ['https://example.test/a.jpg'],
};

describe('structured data', () => {
  it('articles carry every required property and the 310x310 logo', () => {
    const value = article(base, publisher);
    expect(missingProperties(value)).toEqual([]);
    expect(organization(publisher).logo).toEqual({ '@type': 'ImageObject', url: publisher.logoUrl, width: 310, height: 310 });
  });

  it('review: best 10, worst 0, and no markup without a rating', () => {
    const value = review({ ...base, itemName: 'Pixel 9', rating: 8.5 }, publisher);
    expect(value?.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 8.5, bestRating: 10, worstRating: 0 });
    expect(value && missingProperties(value)).toEqual([]);
    expect(review({ ...base, itemName: 'Pixel 9' }, publisher)).toBeUndefined();
    expect(review({ ...base, itemName: 'Pixel 9', rating: 11 }, publisher)).toBeUndefined();
  });

  it('FAQPage keeps only questions ending with ?', () => {
    const value = faqPage([
      { question: 'Is it waterproof?', answer: 'Yes, IP68.' },
      { question: 'Battery life', answer: 'Two days.' },
    ]);
    expect(value?.mainEntity).toEqual([{ '@type': 'Question', name: 'Is it waterproof?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, IP68.' } }]);
    expect(faqPage([{ question: 'No question here', answer: 'x' }])).toBeUndefined();
  });

  it('product offers are in USD', () => {
    const value = product({ name: 'Pixel 9', url: base.url, images: [], offers: [{ price: 799, url: 'https://shop.test/p9', seller: 'Shop' }] });
    expect(missingProperties(value)).toEqual([]);
    expect((value.offers as { priceCurrency: string }[])[0]?.priceCurrency).toBe('USD');
  });

  it('HowTo, VideoObject, LiveBlogPosting and BreadcrumbList are complete', () => {
    const values = [
      howTo({ name: 'How to reset', url: base.url, images: [], steps: [{ name: 'Open settings', text: 'Open settings.' }] }),
      videoObject({ name: 'Hands on', thumbnailUrls: ['https://example.test/t.jpg'], uploadDate: '2024-01-01', durationSeconds: 125, url: base.url }),
      liveBlogPosting({ ...base, coverageStartTime: '2024-09-09T17:00:00Z', updates: [{ headline: 'It starts', body: 'Now.', url: `${base.url}#1` }] }, publisher),
      breadcrumbList([{ name: 'Reviews', url: 'https://example.test/reviews/' }]),
    ];
    for (const value of values) expect(value && missingProperties(value)).toEqual([]);
    expect(isoDuration(125)).toBe('PT2M5S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('a missing required property is reported', () => {
    expect(missingProperties({ '@type': 'NewsArticle', headline: 'x' })).toContain('NewsArticle.datePublished');
  });
});

describe('SEO head tags', () => {
  it('omits empty values and prefixes the twitter handle with @', () => {
    const tags = seoHeadTags({ title: 'T', description: '', siteName: 'Neutron', twitterCreator: 'ada', canonicalUrl: 'https://example.test/x/' });
    expect(tags.find((tag) => tag.attrs.name === 'description')).toBeUndefined();
    expect(tags.find((tag) => tag.attrs.property === 'og:image')).toBeUndefined();
    expect(tags.find((tag) => tag.attrs.name === 'twitter:creator')?.attrs.content).toBe('@ada');
    expect(tags.find((tag) => tag.attrs.rel === 'canonical')?.attrs.href).toBe('https://example.test/x/');
  });

  it('noIndex becomes robots noindex and JSON-LD becomes a data script', () => {
    const tags = seoHeadTags({ title: 'T', siteName: 'N', noIndex: true, structuredData: [article(base, publisher), undefined] });
    expect(tags.find((tag) => tag.attrs.name === 'robots')?.attrs.content).toBe('noindex');
    const scripts = tags.filter((tag) => tag.tag === 'script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.attrs.type).toBe('application/ld+json');
  });
});
