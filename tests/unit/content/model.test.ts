import { describe, expect, it } from 'vitest';
import { isContentInvalid } from '../../../core/content/errors.ts';
import { assertSafeApiLink, assertSafeSegment } from '../../../core/content/request-guard.ts';
import { validateAsArticle, validateAsPage, validateAsReview, validateAsVideo } from '../../../core/content/validate.ts';

describe('entity validation at the boundary', () => {
  it('turns a string image into imageUrl and applies defaults', () => {
    const article = validateAsArticle({ id: 'a1', slug: 'x', image: 'https://img.example/x.jpg', promoImage: null }, '/api/x');
    expect(article.image).toEqual({ imageUrl: 'https://img.example/x.jpg' });
    expect(article.promoImage).toBeUndefined();
    expect(article.edition).toBe('us');
  });
  it('applies the video defaults (status LIVE, suppressAds false, file typeName)', () => {
    const video = validateAsVideo({ id: 'v', slug: 'v', files: [{ url: 'https://v.example/a.m3u8' }], metaData: {} }, '/api/v');
    expect(video.suppressAds).toBe(false);
    expect(video.metaData?.status).toBe('LIVE');
    expect(video.files[0]?.typeName).toBe('content_video_file');
  });
  it('names the URL and the failed fields', () => {
    try {
      validateAsReview(
        { id: 'r', slug: 'r', rating: 12, subRatings: [{ name: 'x', rating: -1 }] },
        '/api/neutron/composer/cnet/pages/reviews/r/web',
      );
      expect.unreachable();
    } catch (error) {
      expect(isContentInvalid(error)).toBe(true);
      const message = (error as Error).message;
      expect(message).toContain('/api/neutron/composer/cnet/pages/reviews/r/web');
      expect(message).toContain('rating: must be <= 10');
      expect(message).toContain('subRatings.0.rating: must be >= 0');
    }
  });
  it('drops __proto__ keys so nothing reaches a prototype', () => {
    const json = JSON.parse('{"id":"a","slug":"b","__proto__":{"polluted":true},"author":{"__proto__":{"x":1},"username":"u"}}') as unknown;
    const article = validateAsArticle(json, '/api/x');
    expect(Object.getPrototypeOf(article)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(article.author?.username).toBe('u');
  });
  it('validates each page component against the model its componentType picks', () => {
    const page = {
      pageType: 'articles',
      id: 'x',
      components: [{ id: 'c', meta: { componentName: 'review', componentType: 'Review' }, data: { id: 'r', slug: 'r', rating: 11 } }],
    };
    expect(() => validateAsPage(page, '/p')).toThrow(/components\.0\.data\.rating/);
    const good = validateAsPage({ ...page, components: [{ ...page.components[0], data: { id: 'r', slug: 'r', rating: 7 } }] }, '/p');
    expect(good.components[0]?.meta.componentType).toBe('Review');
    expect(() =>
      validateAsPage({ ...page, components: [{ id: 'c', meta: { componentName: 'x', componentType: 'Bogus' }, data: {} }] }, '/p'),
    ).toThrow();
  });
});

describe('request guard', () => {
  it('accepts long but legal slugs', () => {
    const slug = `a${'-long-slug'.repeat(20)}`;
    expect(slug.length).toBeGreaterThan(150);
    expect(assertSafeSegment(slug, 'slug')).toBe(slug);
  });
  it.each([
    ['..', "contains '..'"],
    ['a..b', "contains '..'"],
    ['a%2Fb', 'contains a slash'],
    ['a%5cb', 'contains a slash'],
    ['a/b', 'contains a slash'],
    ['', 'is empty'],
    ['x'.repeat(300), 'longer than'],
    ['a b', 'characters outside'],
  ])('rejects %j', (slug, reason) => {
    expect(() => assertSafeSegment(slug, 'slug')).toThrow(reason);
    try {
      assertSafeSegment(slug, 'slug');
    } catch (error) {
      expect((error as { code: string }).code).toBe('NEUTRON_ERR_CONTENT_SLUG');
      expect((error as { statusCode: number }).statusCode).toBe(404);
      expect((error as { param: string }).param).toBe('slug');
    }
  });
  it('keeps component links on the content API', () => {
    expect(assertSafeApiLink('/api/neutron/components/cnet/listing/topic/space/web?offset=12')).toBe(
      '/api/neutron/components/cnet/listing/topic/space/web?offset=12',
    );
    expect(() => assertSafeApiLink('https://evil.example/api/neutron/x')).toThrow();
    expect(() => assertSafeApiLink('/api/neutron/../../etc/passwd')).toThrow();
  });
});
