import { describe, expect, it } from 'vitest';
import { BRANDED_CONTENT_IDS } from '../../../core/content/classification.ts';
import { normalizeReviewType } from '../../../core/content/rules/review-type.ts';
import { createRouter } from '../../../core/routing/matcher.ts';
import {
  type ContentForRoute,
  deriveContentType,
  type RouteChoiceOptions,
  routeForContent,
} from '../../../core/routing/route-for-content.ts';
import { bothTables } from './fixtures.ts';

const { routes, config } = bothTables();
const router = createRouter(routes);
const options: RouteChoiceOptions = { routes, topics: config.topics, welcomeSlug: config.welcomeSlug };

function choose(content: Partial<ContentForRoute>, extra: Partial<RouteChoiceOptions> = {}) {
  const choice = routeForContent({ slug: 'a-story', ...content }, { ...options, ...extra });
  // Every choice the rules make for listed topics is served by the table.
  return choice;
}

function expectServed(choice: { name: string; path: string }) {
  expect(router.match(choice.path)?.name, choice.path).toBe(choice.name);
}

const topic = (slug: string, parents: string[] = [], primary?: boolean) => ({
  slug,
  topicPath: parents.map((parent) => ({ slug: parent })),
  ...(primary !== undefined ? { primary } : {}),
});

describe('routeForContent (spec 000 §2.8)', () => {
  it('sends the welcome slug to the welcome page', () => {
    const choice = choose({ slug: 'welcome', section: 'news', typeName: 'content_article' });
    expect(choice).toEqual({ name: 'welcome', params: {}, path: '/welcome/' });
  });

  describe('branded content', () => {
    it('goes to the sponsored article, longform or standard', () => {
      expect(choose({ section: 'commercial' })).toMatchObject({ name: 'sponsored-article', path: '/paid-content/news/a-story/' });
      expect(choose({ section: 'commercial', type: 'Longform' })).toMatchObject({
        name: 'sponsored-article-longform',
        path: '/paid-content/features/a-story/',
      });
    });

    it('goes to the sponsored auto article for auto content', () => {
      const choice = choose({ author: { username: 'BrandStudio-writer' }, site: 'roadshow' });
      expect(choice).toMatchObject({ name: 'sponsored-auto-article', path: '/paid-content/roadshow/news/a-story/' });
      expectServed(choice);
      expect(choose({ section: 'commercial', site: 'auto', type: 'longform-story' }).name).toBe('sponsored-auto-article-longform');
    });

    it('recognises branded ids passed in', () => {
      expect(BRANDED_CONTENT_IDS).toEqual([]);
      const content = { id: 'abc-123', section: 'tech' };
      expect(choose(content).name).toBe('tech-article');
      expect(choose(content, { classification: { brandedIds: ['abc-123'] } }).name).toBe('sponsored-article');
    });
  });

  it('sends auto content to the auto article or longform', () => {
    const choice = choose({ site: 'auto', section: 'news' });
    expect(choice).toMatchObject({ name: 'auto-article', path: '/roadshow/news/a-story/' });
    expectServed(choice);
    expect(choose({ site: 'roadshow', type: 'Longform' })).toMatchObject({
      name: 'auto-article-longform',
      path: '/roadshow/news/features/a-story/',
    });
  });

  it('sends deal types to the deal article', () => {
    expect(choose({ type: 'Deals - Precap', section: 'tech' })).toMatchObject({ name: 'deal-article', path: '/deals/a-story/' });
    expect(choose({ type: 'deals' }).name).toBe('deal-article');
  });

  describe('vertical routes by topic depth', () => {
    it('no parent topic: the section top route', () => {
      expect(choose({ section: 'tech', topics: [topic('tech')] })).toMatchObject({ name: 'tech-article', path: '/tech/a-story/' });
      expect(choose({ section: 'personal-finance' })).toMatchObject({ name: 'finance-article', path: '/personal-finance/a-story/' });
      expect(choose({ section: 'news', topics: [topic('news')] })).toMatchObject({ name: 'article', path: '/news/a-story/' });
    });

    it('one parent: the topic route with the own slug', () => {
      const choice = choose({ section: 'science', topics: [topic('space', ['science'])] });
      expect(choice).toEqual({
        name: 'science-article-topic',
        params: { topic: 'space', slug: 'a-story' },
        path: '/science/space/a-story/',
      });
      expectServed(choice);
      expect(choose({ section: 'news', topics: [topic('politics', ['news'])] }).name).toBe('news-article-topic');
      expect(choose({ section: 'personal-finance', topics: [topic('banking', ['personal-finance'])] }).path).toBe('/personal-finance/banking/a-story/');
    });

    it('two or more parents: finance subtopic with topic = parent, subtopic = own', () => {
      const choice = choose({ section: 'personal-finance', topics: [topic('car-insurance', ['personal-finance', 'insurance'])] });
      expect(choice).toEqual({
        name: 'finance-article-subtopic',
        params: { topic: 'insurance', subtopic: 'car', slug: 'a-story' },
        path: '/personal-finance/insurance/car/a-story/',
      });
      expectServed(choice);
    });

    it('two or more parents elsewhere: the topic route of the parent', () => {
      const choice = choose({ section: 'tech', topics: [topic('laptops', ['tech', 'computing'])] });
      expect(choice).toMatchObject({ name: 'tech-article-topic', params: { topic: 'computing' }, path: '/tech/computing/a-story/' });
    });

    it('takes the primary topic, else the first', () => {
      const topics = [topic('space', ['science']), topic('biology', ['science'], true)];
      expect(choose({ section: 'science', topics }).params.topic).toBe('biology');
      expect(choose({ section: 'science', topics: [topic('space', ['science']), topic('biology', ['science'])] }).params.topic).toBe(
        'space',
      );
    });

    it('longform routes have no topic levels, except finance', () => {
      expect(choose({ section: 'culture', type: 'Longform', topics: [topic('movies', ['culture'])] })).toMatchObject({
        name: 'culture-article-longform',
        params: { slug: 'a-story' },
        path: '/culture/features/a-story/',
      });
      expect(choose({ section: 'news', type: 'longform', topics: [topic('politics', ['news'])] }).name).toBe('article-longform');
      const finance = choose({
        section: 'personal-finance',
        type: 'Longform',
        topics: [topic('car-insurance', ['personal-finance', 'insurance'])],
      });
      expect(finance).toMatchObject({ name: 'finance-article-longform', path: '/personal-finance/insurance/car/features/a-story/' });
      expectServed(finance);
      expect(choose({ section: 'personal-finance', type: 'Longform', topics: [topic('banking', ['personal-finance'])] }).path).toBe(
        '/personal-finance/banking/features/a-story/',
      );
      expect(choose({ section: 'personal-finance', type: 'Longform' }).path).toBe('/personal-finance/features/a-story/');
    });

    it('home content in marketplace topics goes to marketplace-article-topic', () => {
      const choice = choose({ section: 'home', topics: [topic('home-mattresses', ['home'])] });
      expect(choice).toMatchObject({
        name: 'marketplace-article-topic',
        params: { topic: 'mattresses' },
        path: '/home/mattresses/a-story/',
      });
      expectServed(choice);
    });

    it('removes the leading home- from the home topic param', () => {
      const choice = choose({ section: 'home', topics: [topic('home-smart-home', ['home'])] });
      expect(choice).toMatchObject({ name: 'home-article-topic', params: { topic: 'smart-home' }, path: '/home/smart-home/a-story/' });
      expectServed(choice);
    });

    it('corrects topic slugs before use', () => {
      expect(choose({ section: 'health', topics: [topic('cnet-sleep-health', ['health'])] }).path).toBe('/health/sleep/a-story/');
      expect(choose({ section: 'culture', topics: [topic('movies-culture', ['culture'])] }).path).toBe('/culture/movies/a-story/');
    });

    it('builds the path the rules give even for a topic the table does not list', () => {
      const choice = choose({ section: 'tech', topics: [topic('robots', ['tech'])] });
      expect(choice.path).toBe('/tech/robots/a-story/');
      expect(router.match(choice.path)).toBeNull();
    });
  });

  describe('otherwise', () => {
    it('longform goes to article-longform', () => {
      expect(choose({ section: 'features', type: 'Longform' })).toMatchObject({
        name: 'article-longform',
        path: '/news/features/a-story/',
      });
    });
    it('section how_to goes to article-how-to', () => {
      expect(choose({ section: 'how_to' })).toMatchObject({ name: 'article-how-to', path: '/how-to/a-story/' });
    });
    it('all else goes to article', () => {
      expect(choose({ section: 'features' })).toMatchObject({ name: 'article', path: '/news/a-story/' });
      expect(choose({})).toMatchObject({ name: 'article', path: '/news/a-story/' });
    });
  });

  it('builds the replay form of article routes on request', () => {
    const choice = choose({ section: 'science', topics: [topic('space', ['science'])] }, { replay: true });
    expect(choice).toMatchObject({ name: 'science-article-topic-replay', path: '/replay/science/space/a-story/' });
    expectServed(choice);
  });

  describe('live articles', () => {
    it('use deals when the content type is deals, else news', () => {
      expect(choose({ typeName: 'content_updating_story', type: 'deals' })).toMatchObject({
        name: 'article-live',
        path: '/deals-live/a-story/',
      });
      expect(choose({ typeName: 'content_updating_story', type: 'news' }).path).toBe('/news-live/a-story/');
      expect(choose({ typeName: 'content_updating_story' }).path).toBe('/news-live/a-story/');
    });
    it('fall back to news on an invalid type', () => {
      expect(choose({ typeName: 'content_updating_story', type: 'sports' }).params).toEqual({ type: 'news', slug: 'a-story' });
    });
  });

  describe('galleries, videos and topics', () => {
    it('switch galleries to the auto variant for auto content', () => {
      expect(choose({ typeName: 'content_gallery' })).toMatchObject({ name: 'gallery', path: '/pictures/a-story/' });
      expect(choose({ typeName: 'content_gallery', site: 'auto' })).toMatchObject({
        name: 'auto-gallery',
        path: '/roadshow/pictures/a-story/',
      });
    });
    it('switch videos, shares and replays to auto variants', () => {
      expect(choose({ typeName: 'content_video' }).name).toBe('video');
      expect(choose({ typeName: 'content_video', site: 'roadshow' }).path).toBe('/roadshow/videos/a-story/');
      expect(choose({ typeName: 'content_video', seoUrl: { route: 'video-share' } }).name).toBe('video-share');
      expect(choose({ typeName: 'content_video', seoUrl: { route: 'video-share' }, site: 'auto' }).name).toBe('auto-video-share');
      expect(choose({ typeName: 'content_video', type: 'video-replay' }).path).toBe('/videos/replay/a-story/');
      expect(choose({ typeName: 'content_video', site: 'auto' }, { replay: true }).name).toBe('auto-video-replay');
      expect(choose({ typeName: 'content_video', section: 'commercial' }).name).toBe('video-sponsored');
    });
    it('switch topics to auto-topic when the slug is an auto topic', () => {
      expect(choose({ typeName: 'content_topic', slug: 'phones' })).toMatchObject({ name: 'topic', path: '/topics/phones/' });
      expect(choose({ typeName: 'content_topic', slug: 'electric-vehicles' })).toMatchObject({
        name: 'auto-topic',
        path: '/roadshow/electric-vehicles/',
      });
    });
    it('send collections and features to their pages', () => {
      expect(choose({ typeName: 'content_collection' }).path).toBe('/collections/a-story/');
      expect(choose({ typeName: 'content_feature' }).path).toBe('/feature/a-story/');
    });
  });

  describe('reviews and products', () => {
    it('non-auto: review with a review type, product without', () => {
      const review = choose({ typeName: 'content_review', slug: 'pixel-9', reviewType: 'In Depth' });
      expect(review).toEqual({ name: 'review', params: { slug: 'pixel-9', type: 'review' }, path: '/reviews/pixel-9-review/' });
      expectServed(review);
      expect(choose({ typeName: 'content_review', slug: 'pixel-9-preview', revType: 'First Take' }).path).toBe('/reviews/pixel-9-preview/');
      expect(choose({ typeName: 'content_product', slug: 'pixel-9' })).toMatchObject({ name: 'product', path: '/products/pixel-9/' });
      expect(choose({ typeName: 'content_product_series', slug: 'pixel' }).name).toBe('product');
    });
    it('auto: auto-review, or auto-product when not a replay and no review type', () => {
      expect(choose({ typeName: 'content_review', site: 'auto', slug: 'civic', reviewType: 'review' }).path).toBe(
        '/roadshow/reviews/civic-review/',
      );
      expect(choose({ typeName: 'content_product', site: 'auto', slug: 'civic' })).toMatchObject({
        name: 'auto-product',
        path: '/roadshow/auto/civic/',
      });
      expect(choose({ typeName: 'content_product', site: 'auto', slug: 'civic' }, { replay: true }).name).toBe('auto-review-replay');
    });
    it('keeps the replay form', () => {
      const replay = choose({ typeName: 'content_review', slug: 'pixel-9', seoUrl: { route: 'review-replay' }, reviewType: 'firsttake' });
      expect(replay).toMatchObject({ name: 'review-replay', path: '/reviews/replay/pixel-9-preview/' });
      expectServed(replay);
      expect(choose({ typeName: 'content_review', slug: 'civic', site: 'auto', reviewType: 'indepth' }, { replay: true }).path).toBe(
        '/roadshow/reviews/replay/civic-review/',
      );
    });
  });

  it('builds locale paths', () => {
    const german = bothTables('production', { locales: ['en', 'de'] }).routes;
    expect(routeForContent({ slug: 'a-story', section: 'tech' }, { ...options, routes: german, locale: 'de' }).path).toBe(
      '/de/tech/a-story/',
    );
  });
});

describe('content type derivation', () => {
  it('takes explicit type, seoUrl route, metaData seoUrl route, reviewType, revType in order', () => {
    expect(deriveContentType({ slug: 's', type: 'a', seoUrl: { route: 'b' } })).toBe('a');
    expect(deriveContentType({ slug: 's', seoUrl: { route: 'b' }, metaData: { seoUrl: { route: 'c' } } })).toBe('b');
    expect(deriveContentType({ slug: 's', metaData: { seoUrl: { route: 'c' } }, reviewType: 'd' })).toBe('c');
    expect(deriveContentType({ slug: 's', reviewType: 'd', revType: 'e' })).toBe('d');
    expect(deriveContentType({ slug: 's', revType: 'e' })).toBe('e');
    expect(deriveContentType({ slug: 's', type: '' })).toBeUndefined();
  });

  it('normalises review type aliases', () => {
    expect(normalizeReviewType('First Take')).toBe('preview');
    expect(normalizeReviewType('firsttake')).toBe('preview');
    expect(normalizeReviewType('preview')).toBe('preview');
    expect(normalizeReviewType('In Depth')).toBe('review');
    expect(normalizeReviewType('indepth')).toBe('review');
    expect(normalizeReviewType('review')).toBe('review');
    expect(normalizeReviewType('hands-on')).toBeUndefined();
    expect(normalizeReviewType(42)).toBeUndefined();
  });
});
