import { describe, expect, it } from 'vitest';
import { createRouter } from '../../../core/routing/matcher.ts';
import { buildRouteTable } from '../../../core/routing/route-table.ts';
import { bothTables, loadRoutesConfig, loadSite } from './fixtures.ts';

// spec 000 §2.4, with the (-longform/-topic/-subtopic) expansions written out.
const SPEC_ROUTE_NAMES = [
  'gallery',
  'auto-gallery',
  'review',
  'auto-review',
  'product',
  'auto-product',
  'review-replay',
  'auto-review-replay',
  'video',
  'auto-video',
  'video-share',
  'auto-video-share',
  'video-replay',
  'auto-video-replay',
  'video-sponsored',
  'article',
  'auto-article',
  'article-how-to',
  'article-longform',
  'auto-article-longform',
  'article-live',
  'topic',
  'auto-topic',
  'auto-frontdoor',
  'culture-article',
  'culture-article-longform',
  'culture-article-topic',
  'deal-article',
  'deal-article-longform',
  'finance-article',
  'finance-article-longform',
  'finance-article-topic',
  'finance-article-subtopic',
  'health-article',
  'health-article-topic',
  'health-article-longform',
  'home-article',
  'home-article-longform',
  'home-article-topic',
  'marketplace-article-topic',
  'news-article-topic',
  'science-article',
  'science-article-longform',
  'science-article-topic',
  'sponsored-article',
  'sponsored-article-longform',
  'sponsored-auto-article',
  'sponsored-auto-article-longform',
  'tech-article',
  'tech-article-longform',
  'tech-article-topic',
  'internet-plans',
  'vpn-paid-search',
  'solar-lead-form',
  'welcome',
  'author_profile',
];

const PAGE_KEYS = new Set([
  'front-door',
  'auto-front-door',
  'door',
  'article',
  'live-article',
  'review',
  'product',
  'gallery',
  'video',
  'topic',
  'tag',
  'collection',
  'author-profile',
  'static',
  'landing',
  'sitemaps',
  'sitemap',
  'error-static',
  'moved',
]);

describe('buildRouteTable', () => {
  const { routes } = bothTables();
  const names = new Set(routes.map((route) => route.name));

  it('holds every route name of spec 000 §2.4', () => {
    const missing = SPEC_ROUTE_NAMES.filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it('uses only the page component keys of the page registry', () => {
    const unknown = routes.filter((route) => !PAGE_KEYS.has(route.meta.page)).map((route) => `${route.name}:${route.meta.page}`);
    expect(unknown).toEqual([]);
  });

  it('has unique names per brand and locale', () => {
    const keys = routes.map((route) => `${route.locale ?? ''}|${route.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sets the brand on every route: auto routes live under the auto prefix', () => {
    const auto = buildRouteTable(loadSite('auto'), loadRoutesConfig(), { environment: 'production' });
    expect(auto.length).toBeGreaterThan(10);
    for (const route of auto) {
      expect(route.meta.brand).toBe('auto');
      expect(
        route.path.startsWith('/roadshow/') ||
          route.path.startsWith('/paid-content/roadshow/') ||
          route.path.startsWith('/replay/paid-content/roadshow/'),
      ).toBe(true);
    }
    const standard = buildRouteTable(loadSite('default'), loadRoutesConfig(), { environment: 'production' });
    for (const route of standard) {
      expect(route.meta.brand).toBe('default');
      expect(route.path.startsWith('/roadshow/')).toBe(false);
    }
  });

  it('builds auto paths from the site prefix', () => {
    const site = { ...loadSite('auto'), prefix: '/cars/' };
    const router = createRouter(buildRouteTable(site, loadRoutesConfig(), { environment: 'production' }));
    expect(router.match('/cars/news/a-story/')?.name).toBe('auto-article');
    expect(router.match('/paid-content/cars/news/a-story/')?.name).toBe('sponsored-auto-article');
    expect(router.match('/roadshow/news/a-story/')).toBeNull();
  });

  it('sets the spec cache hints: 86400 on articles, 14400 on the auto brand’s (cars) articles, 300 on the front doors', () => {
    const byName = new Map(routes.map((route) => [route.name, route]));
    for (const name of ['article', 'finance-article-subtopic', 'sponsored-article', 'review', 'gallery']) {
      expect(byName.get(name)?.meta.maxAge, name).toBe(86400);
    }
    for (const name of ['auto-article', 'auto-article-longform', 'sponsored-auto-article', 'sponsored-auto-article-longform']) {
      expect(byName.get(name)?.meta.maxAge, name).toBe(14400);
    }
    expect(byName.get('frontdoor')?.meta.maxAge).toBe(300);
    expect(byName.get('auto-frontdoor')?.meta.maxAge).toBe(300);
    for (const route of routes) {
      expect(Number.isInteger(route.meta.maxAge) && (route.meta.maxAge ?? -1) >= 0, route.name).toBe(true);
    }
  });

  it('flags replay, sponsored and marketplace routes', () => {
    const byName = new Map(routes.map((route) => [route.name, route]));
    expect(byName.get('review-replay')?.meta.replay).toBe(true);
    expect(byName.get('video-replay')?.meta.replay).toBe(true);
    expect(byName.get('sponsored-auto-article')?.meta).toMatchObject({ paidContent: true, isSponsored: true, brand: 'auto' });
    expect(byName.get('video-sponsored')?.meta.isSponsored).toBe(true);
    expect(byName.get('marketplace-article-topic')?.meta).toMatchObject({ marketplace: true, layout: 'marketplace' });
    expect(byName.get('article')?.meta.seamless).toBe(true);
    expect(byName.get('84-days')?.meta.layout).toBe('ceros');
  });

  it('takes topic allow-lists and the welcome slug from the routes config', () => {
    const config = loadRoutesConfig();
    const custom = { ...config, welcomeSlug: 'hello', topics: { ...config.topics, science: ['robots'] } };
    const router = createRouter(buildRouteTable(loadSite('default'), custom, { environment: 'production' }));
    expect(router.match('/hello/')?.name).toBe('welcome');
    expect(router.match('/welcome/')).toBeNull();
    expect(router.match('/science/robots/a-story/')?.name).toBe('science-article-topic');
    expect(router.match('/science/space/a-story/')).toBeNull();
  });
});

describe('locale copies (spec 000 §2.6)', () => {
  const { routes } = bothTables('production', { locales: ['en', 'de'] });
  const router = createRouter(routes);

  it('adds a /de copy of every route; the default locale stays unprefixed', () => {
    const plain = routes.filter((route) => route.locale === undefined);
    const german = routes.filter((route) => route.locale === 'de');
    expect(german).toHaveLength(plain.length);
    for (const route of german) expect(route.path.startsWith('/de/')).toBe(true);
    expect(routes.some((route) => route.locale === 'en')).toBe(false);
  });

  it('matches the locale copies and tells the locale', () => {
    const found = router.match('/de/news/a-story/');
    expect(found?.name).toBe('article');
    expect(found?.route.locale).toBe('de');
    expect(router.match('/de/')?.name).toBe('frontdoor');
    expect(router.match('/de/roadshow/news/a-story/')?.brand).toBe('auto');
    expect(router.match('/news/a-story/')?.route.locale).toBeUndefined();
    expect(router.match('/fr/news/a-story/')).toBeNull();
  });

  it('builds locale paths with urlFor', () => {
    expect(router.urlFor('article', { slug: 'a-story' }, { locale: 'de' })).toBe('/de/news/a-story/');
    expect(router.urlFor('article', { slug: 'a-story' }, { locale: 'en' })).toBe('/news/a-story/');
    expect(router.urlFor('article', { slug: 'a-story' })).toBe('/news/a-story/');
  });
});
