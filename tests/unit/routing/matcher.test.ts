import { describe, expect, it } from 'vitest';
import { createRouter, matchWithSlashRedirect } from '../../../core/routing/matcher.ts';
import { projectRouter } from './fixtures.ts';

const router = projectRouter();

function expectRoute(path: string, name: string, params: Record<string, string> = {}) {
  const found = router.match(path);
  expect(found, `${path} should match ${name}`).not.toBeNull();
  expect({ name: found?.name, params: found?.params }).toEqual({ name, params });
  return found;
}

function expectNoRoute(path: string) {
  expect(router.match(path), `${path} should not match`).toBeNull();
}

describe('front door and door pages (spec 000 §2.1)', () => {
  it('matches the front door with an optional numeric page', () => {
    const front = expectRoute('/', 'frontdoor');
    expect(front?.meta.maxAge).toBe(300);
    expect(front?.meta.page).toBe('front-door');
    expectRoute('/2/', 'frontdoor', { pageNumber: '2' });
    expectNoRoute('/0/');
    expectNoRoute('/2x/');
  });

  it('matches the door pages and their pagination', () => {
    expectRoute('/feature/spring-guide/', 'feature-door', { slug: 'spring-guide' });
    expectRoute('/feature/spring-guide/3/', 'feature-door', { slug: 'spring-guide', pageNumber: '3' });
    expectRoute('/how-to/', 'how-to-door');
    expectRoute('/features/', 'features-door');
    expectRoute('/features/4/', 'features-door', { pageNumber: '4' });
    expectRoute('/pictures/2/', 'pictures-door', { pageNumber: '2' });
    expectRoute('/reviews/', 'reviews-door');
    expectRoute('/reviews/7/', 'reviews-door', { pageNumber: '7' });
    expectRoute('/videos/', 'videos-door');
    expectNoRoute('/features/abc/def/');
  });

  it('matches the auto front door, auto doors and auto topics', () => {
    const front = expectRoute('/roadshow/', 'auto-frontdoor');
    expect(front?.brand).toBe('auto');
    expect(front?.meta.page).toBe('auto-front-door');
    expectRoute('/roadshow/news/', 'auto-section-door', { section: 'news' });
    expectRoute('/roadshow/reviews/', 'auto-section-door', { section: 'reviews' });
    expectRoute('/roadshow/videos/', 'auto-section-door', { section: 'videos' });
    expectRoute('/roadshow/pictures/', 'auto-section-door', { section: 'pictures' });
    const topic = expectRoute('/roadshow/electric-vehicles/', 'auto-topic', { slug: 'electric-vehicles' });
    expect(topic?.brand).toBe('auto');
  });

  it('matches section landing pages before article slugs (spec 000 §9)', () => {
    for (const section of ['news', 'deals', 'science', 'health', 'home', 'personal-finance', 'tech', 'culture', 'best', '5g']) {
      const found = expectRoute(`/${section}/`, 'section-door', { section });
      expect(found?.meta.page).toBe('door');
    }
    expectRoute('/health/fitness/', 'health-topic-door', { topic: 'fitness' });
    expectRoute('/home/smart-home/', 'home-topic-door', { topic: 'smart-home' });
    expectRoute('/personal-finance/mortgages/', 'personal-finance-topic-door', { topic: 'mortgages' });
    expectRoute('/tech/mobile/', 'tech-topic-door', { topic: 'mobile' });
    expect(router.match('/health/fitness/')?.meta.section).toBe('health');
    for (const event of ['ces', 'e3', 'wwdc', 'google-io', 'world-cup', 'super-bowl']) {
      expectRoute(`/${event}/`, 'event-door', { event });
    }
    // Not a landing: a health article.
    expectRoute('/health/best-running-shoes/', 'health-article', { slug: 'best-running-shoes' });
  });
});

describe('static and landing pages (spec 000 §2.2)', () => {
  it.each([
    ['/about/', 'about', 'static'],
    ['/awards/', 'awards', 'static'],
    ['/auto-buying-program/', 'auto-buying-program', 'static'],
    ['/do-not-sell-or-share-my-personal-information/', 'do-not-sell', 'static'],
    ['/home/internet/interstitial/', 'internet-interstitial', 'static'],
    ['/home/internet/plans/', 'internet-plans', 'landing'],
    ['/newsletters/', 'newsletters', 'static'],
    ['/home/energy-and-utilities/solar-estimator/', 'solar-lead-form', 'landing'],
    ['/84-days/', '84-days', 'static'],
    ['/shopping/', 'shopping', 'static'],
    ['/shopping/primeday/', 'shopping-primeday', 'static'],
    ['/shopping/welcome-priceblink/', 'shopping-welcome-priceblink', 'static'],
    ['/welcome/', 'welcome', 'static'],
    ['/user/settings/', 'user-settings', 'static'],
    ['/streaming-tv-insider/', 'streaming-tv-insider', 'static'],
    ['/_hidden/personal-finance/business-checking-accounts/', 'hidden-business-checking', 'static'],
    ['/_hidden/personal-finance/hotel-credit-cards/', 'hidden-hotel-credit-cards', 'static'],
    ['/sitemaps/', 'sitemaps', 'sitemaps'],
  ])('%s is %s', (path, name, page) => {
    const found = expectRoute(path, name);
    expect(found?.meta.page).toBe(page);
  });

  it('matches collections, tags and topics', () => {
    expectRoute('/collections/best-of-2024/', 'collection', { slug: 'best-of-2024' });
    expectRoute('/tags/apple/', 'tag', { slug: 'apple' });
    expectRoute('/topics/phones/', 'topic', { slug: 'phones' });
  });

  it('lowercases the username of author profiles', () => {
    expectRoute('/profiles/JaneDoe/', 'author_profile', { username: 'janedoe' });
    expect(router.match('/profiles/jane-doe/')?.meta.page).toBe('author-profile');
  });

  it('uses the landing layouts', () => {
    expect(router.match('/home/energy-and-utilities/solar-estimator/')?.meta.layout).toBe('energy-lead-form');
    const vpn = expectRoute('/tech/services-and-software/landing/best-vpn/', 'vpn-paid-search', {
      landing: 'landing',
      variation: 'best-vpn',
    });
    expect(vpn?.meta.layout).toBe('paid-search');
    expectRoute('/tech/services-and-software/rvmn-landing/best-vpn-for-computers/', 'vpn-paid-search', {
      landing: 'rvmn-landing',
      variation: 'best-vpn-for-computers',
    });
  });

  it('rejects a VPN variation that is not listed', () => {
    expectNoRoute('/tech/services-and-software/landing/best-vpn-ever/');
    expectNoRoute('/tech/services-and-software/other-landing/best-vpn/');
  });

  it('answers the static error page with status 500, not reported', () => {
    const found = expectRoute('/_error/static/', 'error-static');
    expect(found?.meta).toMatchObject({ page: 'error-static', status: 500, noReport: true, layout: 'error' });
  });

  it('has no ab-test summary page of its own (the plugin adds it)', () => {
    expectNoRoute('/ab-test-summary/');
  });

  it('has demo pages only outside production', () => {
    expectNoRoute('/icon-demo/');
    expectNoRoute('/neon-demo/');
    const development = projectRouter('development');
    expect(development.match('/icon-demo/')?.name).toBe('icon-demo');
    expect(development.match('/neon-demo/')?.name).toBe('neon-demo');
  });

  it('matches sitemaps with a four-digit year and a numeric page', () => {
    expectRoute('/sitemaps/articles/', 'sitemap', { slug: 'articles' });
    expectRoute('/sitemaps/articles/2024/', 'sitemap', { slug: 'articles', year: '2024' });
    expectRoute('/sitemaps/articles/2024/12/', 'sitemap', { slug: 'articles', year: '2024', page: '12' });
    expect(router.match('/sitemaps/articles/2024/')?.meta.page).toBe('sitemap');
    expectNoRoute('/sitemaps/articles/202/');
    expectNoRoute('/sitemaps/articles/20245/');
    expectNoRoute('/sitemaps/articles/2024/x/');
  });
});

describe('article routes (spec 000 §2.3)', () => {
  it('matches news, with and without a listed topic', () => {
    expectRoute('/news/some-story/', 'article', { slug: 'some-story' });
    expectRoute('/news/politics/some-story/', 'news-article-topic', { topic: 'politics', slug: 'some-story' });
    expectNoRoute('/news/not-a-topic/some-story/');
    expectRoute('/news/features/long-read/', 'article-longform', { slug: 'long-read' });
  });

  it('matches how-to and deals', () => {
    expectRoute('/how-to/fix-wifi/', 'article-how-to', { slug: 'fix-wifi' });
    expectRoute('/deals/best-tv-deals/', 'deal-article', { slug: 'best-tv-deals' });
    expectRoute('/deals/features/big-guide/', 'deal-article-longform', { slug: 'big-guide' });
  });

  it.each(['culture', 'science', 'tech', 'health'])('matches %s articles, topics and longform', (section) => {
    expectRoute(`/${section}/a-story/`, `${section}-article`, { slug: 'a-story' });
    expectRoute(`/${section}/features/a-story/`, `${section}-article-longform`, { slug: 'a-story' });
    expectNoRoute(`/${section}/unlisted-topic/a-story/`);
  });

  it('restricts topics to the section lists', () => {
    expectRoute('/science/space/mars-mission/', 'science-article-topic', { topic: 'space', slug: 'mars-mission' });
    expectRoute('/culture/movies/a-story/', 'culture-article-topic', { topic: 'movies', slug: 'a-story' });
    expectRoute('/tech/mobile/a-story/', 'tech-article-topic', { topic: 'mobile', slug: 'a-story' });
    expectRoute('/health/sleep/a-story/', 'health-article-topic', { topic: 'sleep', slug: 'a-story' });
    expectNoRoute('/science/politics/a-story/');
  });

  it('matches home, home topics and marketplace topics', () => {
    expectRoute('/home/a-story/', 'home-article', { slug: 'a-story' });
    expectRoute('/home/kitchen-and-household/a-story/', 'home-article-topic', { topic: 'kitchen-and-household', slug: 'a-story' });
    const marketplace = expectRoute('/home/mattresses/best-mattress/', 'marketplace-article-topic', {
      topic: 'mattresses',
      slug: 'best-mattress',
    });
    expect(marketplace?.meta).toMatchObject({ layout: 'marketplace', marketplace: true });
    expectRoute('/home/features/a-story/', 'home-article-longform', { slug: 'a-story' });
  });

  it('matches personal finance under its prefix by topic and subtopic; the old root shapes move', () => {
    expectRoute('/personal-finance/a-story/', 'finance-article', { slug: 'a-story' });
    expectRoute('/personal-finance/banking/some-slug/', 'finance-article-topic', { topic: 'banking', slug: 'some-slug' });
    expectRoute('/personal-finance/insurance/car/best-car-insurance/', 'finance-article-subtopic', {
      topic: 'insurance',
      subtopic: 'car',
      slug: 'best-car-insurance',
    });
    // A subtopic is not a topic, nor the other way round.
    expectNoRoute('/personal-finance/car/insurance/best-car-insurance/');
    expectRoute('/banking/some-slug/', 'finance-article-topic-moved', { topic: 'banking', slug: 'some-slug' });
    expectRoute('/insurance/car/best-car-insurance/', 'finance-article-subtopic-moved', { topic: 'insurance', subtopic: 'car', slug: 'best-car-insurance' });
    expectNoRoute('/travel/some-slug/');
    expectRoute('/personal-finance/features/a-story/', 'finance-article-longform', { slug: 'a-story' });
    expectRoute('/personal-finance/insurance/features/a-story/', 'finance-article-longform', { topic: 'insurance', slug: 'a-story' });
    expectNoRoute('/not-a-finance-topic/some-slug/');
  });

  it('matches auto articles and products', () => {
    expectRoute('/roadshow/news/a-story/', 'auto-article', { slug: 'a-story' });
    expectRoute('/roadshow/news/features/a-story/', 'auto-article-longform', { slug: 'a-story' });
    expectRoute('/roadshow/auto/2025-honda-civic/', 'auto-product', { slug: '2025-honda-civic' });
    const specs = expectRoute('/roadshow/auto/2025-honda-civic/specs', 'auto-product-specs', { slug: '2025-honda-civic' });
    expect(specs?.meta.page).toBe('product');
    expectNoRoute('/roadshow/auto/2025-honda-civic/specs/');
  });

  it('matches live articles of type news or deals only', () => {
    const live = expectRoute('/news-live/election-night/', 'article-live', { type: 'news', slug: 'election-night' });
    expect(live?.meta.page).toBe('live-article');
    expectRoute('/deals-live/prime-day/', 'article-live', { type: 'deals', slug: 'prime-day' });
    expectNoRoute('/sports-live/game/');
  });

  it('matches replay, sponsored and paid content variants', () => {
    const replay = expectRoute('/replay/news/a-story/', 'article-replay', { slug: 'a-story' });
    expect(replay?.meta).toMatchObject({ replay: true, canonical_route: 'article' });
    expectRoute('/replay/science/space/a-story/', 'science-article-topic-replay', { topic: 'space', slug: 'a-story' });
    const sponsored = expectRoute('/paid-content/news/a-story/', 'sponsored-article', { slug: 'a-story' });
    expect(sponsored?.meta).toMatchObject({ paidContent: true, isSponsored: true });
    expectRoute('/paid-content/features/a-story/', 'sponsored-article-longform', { slug: 'a-story' });
    const auto = expectRoute('/paid-content/roadshow/news/a-story/', 'sponsored-auto-article', { slug: 'a-story' });
    expect(auto?.brand).toBe('auto');
    expectRoute('/paid-content/roadshow/news/features/a-story/', 'sponsored-auto-article-longform', { slug: 'a-story' });
    expectRoute('/paid-content/videos/a-video/', 'video-sponsored', { slug: 'a-video' });
  });

  it('matches galleries with an optional page', () => {
    expectRoute('/pictures/best-phones/', 'gallery', { slug: 'best-phones' });
    expectRoute('/pictures/best-phones/3/', 'gallery', { slug: 'best-phones', pageNumber: '3' });
    expectNoRoute('/pictures/best-phones/three/');
    expectRoute('/roadshow/pictures/new-cars/', 'auto-gallery', { slug: 'new-cars' });
    expectRoute('/roadshow/pictures/new-cars/2/', 'auto-gallery', { slug: 'new-cars', pageNumber: '2' });
  });

  it('matches reviews of type review or preview', () => {
    expectRoute('/reviews/pixel-9-review/', 'review', { slug: 'pixel-9', type: 'review' });
    expectRoute('/reviews/pixel-9-preview/', 'review', { slug: 'pixel-9', type: 'preview' });
    expectNoRoute('/reviews/pixel-9-x/');
    expectRoute('/reviews/replay/pixel-9-review/', 'review-replay', { slug: 'pixel-9', type: 'review' });
    expectRoute('/roadshow/reviews/civic-review/', 'auto-review', { slug: 'civic', type: 'review' });
    expectRoute('/roadshow/reviews/replay/civic-preview/', 'auto-review-replay', { slug: 'civic', type: 'preview' });
    expectRoute('/products/pixel-9/', 'product', { slug: 'pixel-9' });
  });

  it('matches videos, shares and replays on both brands', () => {
    expectRoute('/videos/a-video/', 'video', { slug: 'a-video' });
    expectRoute('/videos/share/a-video/', 'video-share', { slug: 'a-video' });
    expectRoute('/videos/replay/a-video/', 'video-replay', { slug: 'a-video' });
    expectRoute('/roadshow/videos/a-video/', 'auto-video', { slug: 'a-video' });
    expectRoute('/roadshow/videos/share/a-video/', 'auto-video-share', { slug: 'a-video' });
    expectRoute('/roadshow/videos/replay/a-video/', 'auto-video-replay', { slug: 'a-video' });
  });

  it('accepts long slugs up to 255 characters', () => {
    const long = `a${'-b'.repeat(100)}`;
    expect(long.length).toBeGreaterThan(150);
    expectRoute(`/news/${long}/`, 'article', { slug: long });
    expectRoute(`/news/${'x'.repeat(255)}/`, 'article', { slug: 'x'.repeat(255) });
    expectNoRoute(`/news/${'x'.repeat(256)}/`);
  });
});

describe('path safety', () => {
  it('never matches an encoded slash, backslash, dot-dot or control character', () => {
    expectNoRoute('/news/a%2Fb/');
    expectNoRoute('/news/a%5Cb/');
    expectNoRoute('/news/../');
    expectNoRoute('/news/%2E%2E/');
    expectNoRoute('/news/a%00b/');
    expectNoRoute('/news/a%0Ab/');
    expectNoRoute('/news/%E0%A4%A/');
  });

  it('rejects unsafe segments even where a route pattern would take them', () => {
    const permissive = createRouter([
      { name: 'search', path: '/search/{q}/', params: { q: { pattern: '[^/]+' } }, meta: { page: 'x', layout: 'default' } },
    ]);
    expect(permissive.match('/search/a.b/')?.params).toEqual({ q: 'a.b' });
    for (const path of [
      '/search/../',
      '/search/a..b/',
      '/search/%2E%2E/',
      '/search/a%2Fb/',
      '/search/a%5Cb/',
      '/search/a\\b/',
      '/search/a%00b/',
      '/search/a%7Fb/',
      '/search/a%C2%85b/',
    ]) {
      expect(permissive.match(path), path).toBeNull();
    }
  });

  it('never matches double slashes or relative paths', () => {
    expectNoRoute('//');
    expectNoRoute('/news//a-story/');
    expectNoRoute('//news/a-story/');
    expectNoRoute('news/a-story/');
    expectNoRoute('');
  });

  it('matches percent-encoded segments after decoding', () => {
    expectRoute('/news/a%2Dstory/', 'article', { slug: 'a-story' });
    expectNoRoute('/news/A-STORY/');
  });

  it('is strict about the trailing slash', () => {
    expectNoRoute('/news/a-story');
    expectNoRoute('/about');
    expect(matchWithSlashRedirect(router, '/news/a-story')).toEqual({ redirect: '/news/a-story/' });
    expect(matchWithSlashRedirect(router, '/news/a-story/')).toMatchObject({ match: { name: 'article' } });
    expect(matchWithSlashRedirect(router, '/news/a/b/c/d/')).toBeNull();
    expect(matchWithSlashRedirect(router, '/nothing/here/at/all')).toBeNull();
  });
});

describe('repeated paths', () => {
  it('a path asked for again gets the same answer, which no caller can change', () => {
    const first = router.match('/news/a-story/');
    expect(router.match('/news/a-story/')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first!.params as Record<string, string>).slug = 'another';
    }).toThrow(TypeError);
    expect(router.match('/news/a-story/')?.params).toEqual({ slug: 'a-story' });
    expect(router.match('/nothing/here/')).toBeNull();
    expect(router.match('/nothing/here/')).toBeNull();
  });

  it('any number of distinct paths still match as they should', () => {
    for (let index = 0; index < 10_000; index += 1) expect(router.match(`/news/story-${index}/`)?.params).toEqual({ slug: `story-${index}` });
    expect(router.match('/news/a-story/')?.name).toBe('article');
  });
});

describe('precedence', () => {
  it('prefers static segments, then constrained params, then free ones', () => {
    expectRoute('/news/politics/x/', 'news-article-topic', { topic: 'politics', slug: 'x' });
    expectRoute('/news/x/', 'article', { slug: 'x' });
    expectRoute('/2/', 'frontdoor', { pageNumber: '2' });
    expectRoute('/personal-finance/banking/some-slug/', 'finance-article-topic', { topic: 'banking', slug: 'some-slug' });
    expectRoute('/roadshow/x/', 'auto-topic', { slug: 'x' });
    expectRoute('/home/internet/plans/', 'internet-plans');
    expectRoute('/videos/share/a-video/', 'video-share', { slug: 'a-video' });
    expectRoute('/pictures/2/', 'pictures-door', { pageNumber: '2' });
  });

  it('does not depend on table order', () => {
    const routes = [
      { name: 'free', path: '/{a}/{b}/', meta: { page: 'x', layout: 'default' as const } },
      { name: 'constrained', path: '/{a}/{b}/', params: { a: { oneOf: ['one'] } }, meta: { page: 'x', layout: 'default' as const } },
      { name: 'static', path: '/one/two/', meta: { page: 'x', layout: 'default' as const } },
    ];
    for (const order of [routes, [...routes].reverse()]) {
      const local = createRouter(order);
      expect(local.match('/one/two/')?.name).toBe('static');
      expect(local.match('/one/three/')?.name).toBe('constrained');
      expect(local.match('/four/three/')?.name).toBe('free');
    }
  });

  it('keeps table order between equally specific routes', () => {
    const local = createRouter([
      { name: 'first', path: '/x/{a}/', meta: { page: 'x', layout: 'default' } },
      { name: 'second', path: '/x/{b}/', meta: { page: 'x', layout: 'default' } },
    ]);
    expect(local.match('/x/y/')?.name).toBe('first');
  });

  it('rejects malformed route paths with a coded error', () => {
    expect(() => createRouter([{ name: 'bad', path: 'no-slash/', meta: { page: 'x', layout: 'default' } }])).toThrow(
      expect.objectContaining({ code: 'NEUTRON_ERR_ROUTE_DEFINITION' }),
    );
    expect(() => createRouter([{ name: 'bad', path: '/{a?}-x/', meta: { page: 'x', layout: 'default' } }])).toThrow(/optional param/);
  });
});
