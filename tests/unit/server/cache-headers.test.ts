import { describe, expect, it } from 'vitest';
import { cacheControlFor, routeMaxAge } from '../../../core/server/cache-headers.ts';
import { FOUR_HOUR_CACHE_TOPICS, MAX_AGE_ARTICLE } from '../../../core/routing/route-table.ts';

describe('cache headers (spec 000 §9)', () => {
  it('route maxAge overrides the default; zero is no-cache; always private', () => {
    expect(cacheControlFor(undefined, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(86400, 600)).toBe('private, max-age=86400');
    expect(cacheControlFor(0, 600)).toBe('private, no-cache');
    expect(cacheControlFor(-5, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(1.5, 600)).toBe('private, max-age=600');
  });

  it('articles of a four-hour cache topic get 14400 s, others their route maxAge', () => {
    const meta = { maxAge: MAX_AGE_ARTICLE, topicMaxAge: { topics: ['smart-home', 'cars'], maxAge: 14400 } };
    expect(routeMaxAge(meta, { topic: 'smart-home', slug: 'a' })).toBe(14400);
    expect(routeMaxAge(meta, { topic: 'banking', subtopic: 'cars', slug: 'a' })).toBe(14400);
    expect(routeMaxAge(meta, { topic: 'security', slug: 'a' })).toBe(MAX_AGE_ARTICLE);
    expect(routeMaxAge(meta, { slug: 'a' })).toBe(MAX_AGE_ARTICLE);
    expect(routeMaxAge({ maxAge: 300 }, { topic: 'smart-home' })).toBe(300);
  });

  it('the four-hour topics are those of spec 000 §9', () => {
    expect([...FOUR_HOUR_CACHE_TOPICS].sort()).toEqual(['cars', 'climate', 'gaming', 'smart-home', 'yard-and-outdoors']);
  });
});
