// The route table of both brands (spec 000 §2.1–§2.6, §9 section landing paths).
// Route names are the spec's (§2.4); the door, static, landing and sitemap pages add
// names of their own, listed in core/routing/README.md. The ab-test summary page is
// not here: its plugin adds it through the `routes` hook.
import type { RoutesConfig, SiteConfig } from '../config/types.ts';
import type { BrandId, LayoutName, ParamConstraint, RouteDefinition, RouteMeta } from './types.ts';
import { brandFacts, type RouteSet } from '../config/brand-facts.ts';

export interface RouteTableOptions {
  /** App environment; demo pages exist only outside production (spec 000 §2.2). */
  environment: string;
}

/** Cache hints in seconds (spec 000 §2.5, §9). */
export const MAX_AGE_ARTICLE = 86400;
export const MAX_AGE_FRONT_DOOR = 300;
export const MAX_AGE_LISTING = 600;
export const MAX_AGE_LIVE = 30;
export const MAX_AGE_STATIC = 3600;
/** Articles of the four-hour cache topics (spec 000 §9). */
export const MAX_AGE_FOUR_HOUR_TOPIC = 14400;
export const FOUR_HOUR_CACHE_TOPICS: readonly string[] = ['smart-home', 'yard-and-outdoors', 'gaming', 'climate', 'cars'];

/** Door pages that list a section (spec 000 §9 "Section landing paths"). */
export const SECTION_DOORS = ['news', 'deals', 'science', 'health', 'home', 'personal-finance', 'tech', 'culture', 'best', '5g'] as const;
/** Sub-landings of a section: /health/fitness/, /home/internet/, … (spec 000 §9). */
export const SECTION_TOPIC_DOORS: Readonly<Record<string, readonly string[]>> = {
  health: ['fitness', 'medical', 'mental', 'nutrition', 'parenting', 'personal-care', 'sleep'],
  home: ['energy-and-utilities', 'internet', 'kitchen-and-household', 'security', 'smart-home', 'services', 'yard-and-outdoors'],
  'personal-finance': ['banking', 'credit-cards', 'cryptocurrency', 'insurance', 'investing', 'loans', 'mortgages', 'taxes'],
  tech: ['computing', 'gaming', 'home-entertainment', 'mobile', 'services-and-software'],
};
/** Event hubs (spec 000 §9). */
export const EVENT_DOORS = ['ces', 'e3', 'wwdc', 'google-io', 'world-cup', 'super-bowl'] as const;
/** Door pages of the auto brand. */
export const AUTO_SECTION_DOORS = ['news', 'reviews', 'videos', 'pictures'] as const;
/** VPN paid-search variations (spec 000 §2.2). */
export const VPN_VARIATIONS = ['best-vpn', 'best-vpn-overall', 'best-free-vpn', 'best-vpn-for-mobile', 'best-vpn-for-computers'] as const;
export const VPN_LANDINGS = ['landing', 'rvmn-landing'] as const;
/** Live article route types (spec 000 §2.3). */
export const LIVE_TYPES = ['news', 'deals'] as const;
export const REVIEW_TYPES = ['review', 'preview'] as const;

/** Section of a vertical to the prefix of its route names (spec 000 §2.4). */
export const VERTICAL_ROUTE_PREFIX = {
  'personal-finance': 'finance',
  culture: 'culture',
  health: 'health',
  home: 'home',
  science: 'science',
  tech: 'tech',
  news: 'news',
} as const;

export const SLUG: ParamConstraint = { pattern: '[a-z0-9][a-z0-9-]{0,254}' };
export const PAGE_NUMBER: ParamConstraint = { pattern: '[1-9][0-9]{0,8}' };
/** A page number as a path segment or a `page` query value spells it (PAGE_NUMBER's pattern). */
const PAGE_NUMBER_TEXT = new RegExp(`^(?:${PAGE_NUMBER.pattern})$`);
export const isPageNumber = (value: string): boolean => PAGE_NUMBER_TEXT.test(value);
export const YEAR: ParamConstraint = { pattern: '[0-9]{4}' };
export const SITEMAP_PAGE: ParamConstraint = { pattern: '[1-9][0-9]{0,8}' };
export const USERNAME: ParamConstraint = { pattern: '[A-Za-z0-9][A-Za-z0-9._-]{0,254}', lowercase: true };

type Params = Record<string, ParamConstraint>;

interface Builder {
  brand: BrandId;
  routes: RouteDefinition[];
}

function add(builder: Builder, name: string, path: string, meta: Partial<RouteMeta> & { page: string }, params: Params = {}): void {
  const constraints: Params = {};
  for (const token of path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\??\}/g)) {
    const param = token[1] ?? '';
    constraints[param] = params[param] ?? SLUG;
  }
  const layout: LayoutName = meta.layout ?? 'default';
  const topicMaxAge = meta.page === 'article' ? fourHourTopicRule(constraints) : undefined;
  builder.routes.push({
    name,
    path,
    ...(Object.keys(constraints).length > 0 ? { params: constraints } : {}),
    meta: { ...meta, layout, brand: builder.brand, ...(topicMaxAge ? { topicMaxAge } : {}) },
  });
}

/** An article route whose topic or subtopic may be a four-hour cache topic caches those
 *  articles four hours (spec 000 §9). */
function fourHourTopicRule(constraints: Params): RouteMeta['topicMaxAge'] {
  const allowed = [constraints.topic, constraints.subtopic].flatMap((constraint) => constraint?.oneOf ?? []);
  const topics = FOUR_HOUR_CACHE_TOPICS.filter((topic) => allowed.includes(topic));
  return topics.length > 0 ? { topics, maxAge: MAX_AGE_FOUR_HOUR_TOPIC } : undefined;
}

const article = (extra: Partial<RouteMeta> = {}): RouteMeta & { page: string } => ({
  page: 'article',
  layout: 'default',
  maxAge: MAX_AGE_ARTICLE,
  ...extra,
});

const oneOf = (values: readonly string[]): ParamConstraint => ({ oneOf: [...values] });

/** Article routes of one vertical section (spec 000 §2.3): top, topic and longform. */
function addVertical(builder: Builder, config: RoutesConfig): void {
  const topics = config.topics;
  // News: the plain news article is `article`; the topic variant has its own name.
  add(builder, 'article', '/news/{slug}/', article({ seamless: true }));
  add(builder, 'news-article-topic', '/news/{topic}/{slug}/', article({ seamless: true }), { topic: oneOf(topics.news) });
  add(builder, 'article-longform', '/news/features/{slug}/', article());
  add(builder, 'article-how-to', '/how-to/{slug}/', article({ seamless: true }));

  for (const section of ['culture', 'science', 'tech', 'health'] as const) {
    add(builder, `${section}-article`, `/${section}/{slug}/`, article({ seamless: true }));
    add(builder, `${section}-article-topic`, `/${section}/{topic}/{slug}/`, article({ seamless: true }), {
      topic: oneOf(topics[section]),
    });
    add(builder, `${section}-article-longform`, `/${section}/features/{slug}/`, article());
  }

  add(builder, 'home-article', '/home/{slug}/', article({ seamless: true }));
  // Marketplace topics are tried before the other home topics (spec 000 §2.8).
  add(builder, 'marketplace-article-topic', '/home/{topic}/{slug}/', article({ layout: 'marketplace', marketplace: true }), {
    topic: oneOf(topics.marketplace),
  });
  add(builder, 'home-article-topic', '/home/{topic}/{slug}/', article({ seamless: true }), { topic: oneOf(topics.home) });
  add(builder, 'home-article-longform', '/home/features/{slug}/', article());

  // Personal finance keeps its topic levels under its own prefix (spec 000 §2.3):
  // /personal-finance/{slug}/, /personal-finance/credit-cards/{slug}/,
  // /personal-finance/insurance/car/{slug}/.
  const finance = oneOf(topics['personal-finance']);
  const financeSubtopic = oneOf(topics['personal-finance-subtopics']);
  add(builder, 'finance-article', '/personal-finance/{slug}/', article({ seamless: true }));
  add(builder, 'finance-article-topic', '/personal-finance/{topic}/{slug}/', article({ seamless: true }), { topic: finance });
  add(builder, 'finance-article-subtopic', '/personal-finance/{topic}/{subtopic}/{slug}/', article({ seamless: true }), {
    topic: finance,
    subtopic: financeSubtopic,
  });
  // Longform keeps topic levels only for finance (spec 000 §2.8).
  add(builder, 'finance-article-longform', '/personal-finance/{topic?}/{subtopic?}/features/{slug}/', article(), {
    topic: finance,
    subtopic: financeSubtopic,
  });
  // The old root-level shapes move there, only where a real finance topic matches.
  const moved = { page: 'moved', movedTo: '/personal-finance', maxAge: MAX_AGE_ARTICLE };
  add(builder, 'finance-article-topic-moved', '/{topic}/{slug}/', moved, { topic: finance });
  add(builder, 'finance-article-subtopic-moved', '/{topic}/{subtopic}/{slug}/', moved, { topic: finance, subtopic: financeSubtopic });

  add(builder, 'deal-article', '/deals/{slug}/', article({ seamless: true }));
  add(builder, 'deal-article-longform', '/deals/features/{slug}/', article());

  const sponsored = { paidContent: true, isSponsored: true };
  add(builder, 'sponsored-article', '/paid-content/news/{slug}/', article(sponsored));
  add(builder, 'sponsored-article-longform', '/paid-content/features/{slug}/', article(sponsored));
}

/**
 * `/replay/...` copies of every article route (spec 000 §2.3 "Replay variants"): the
 * replay segment follows the brand prefix (`/replay/news/…`, `/roadshow/replay/news/…`);
 * paid content, which sits outside the prefix, gets it in front (`/replay/paid-content/…`).
 */
function addArticleReplays(builder: Builder, prefix: string): void {
  const originals = builder.routes.filter((route) => route.meta.page === 'article' && !route.meta.replay);
  for (const route of originals) {
    const path = route.path.startsWith(prefix) ? `${prefix}replay/${route.path.slice(prefix.length)}` : `/replay${route.path}`;
    builder.routes.push({
      ...route,
      name: `${route.name}-replay`,
      path,
      meta: { ...route.meta, replay: true, seamless: false, canonical_route: route.name },
    });
  }
}

function addDefaultBrand(builder: Builder, config: RoutesConfig, options: RouteTableOptions): void {
  const listing = (extra: Partial<RouteMeta> = {}): RouteMeta & { page: string } => ({
    page: 'door',
    layout: 'default',
    maxAge: MAX_AGE_LISTING,
    ...extra,
  });
  const page = (name: string, extra: Partial<RouteMeta> = {}): RouteMeta & { page: string } => ({
    page: name,
    layout: 'default',
    maxAge: MAX_AGE_STATIC,
    ...extra,
  });

  // §2.1 front door and doors.
  add(
    builder,
    'frontdoor',
    '/{pageNumber?}/',
    { page: 'front-door', layout: 'default', maxAge: MAX_AGE_FRONT_DOOR },
    { pageNumber: PAGE_NUMBER },
  );
  add(builder, 'feature-door', '/feature/{slug}/{pageNumber?}/', listing({ section: 'feature' }), { pageNumber: PAGE_NUMBER });
  add(builder, 'how-to-door', '/how-to/', listing({ section: 'how-to' }));
  add(builder, 'features-door', '/features/{pageNumber?}/', listing({ section: 'features' }), { pageNumber: PAGE_NUMBER });
  add(builder, 'pictures-door', '/pictures/{pageNumber?}/', listing({ section: 'pictures' }), { pageNumber: PAGE_NUMBER });
  add(builder, 'reviews-door', '/reviews/{pageNumber?}/', listing({ section: 'reviews' }), { pageNumber: PAGE_NUMBER });
  add(builder, 'videos-door', '/videos/', listing({ section: 'videos' }));
  // §9 section landing paths; exact landing paths win over `{slug}` article routes.
  add(builder, 'section-door', '/{section}/', listing(), { section: oneOf(SECTION_DOORS) });
  for (const [section, topics] of Object.entries(SECTION_TOPIC_DOORS)) {
    add(builder, `${section}-topic-door`, `/${section}/{topic}/`, listing({ section }), { topic: oneOf(topics) });
  }
  add(builder, 'event-door', '/{event}/', listing({ section: 'event' }), { event: oneOf(EVENT_DOORS) });

  // §2.2 static and landing pages.
  add(builder, 'about', '/about/', page('static'));
  add(builder, 'awards', '/awards/', page('static'));
  add(builder, 'auto-buying-program', '/auto-buying-program/', page('static', { edition: 'us' }));
  add(builder, 'do-not-sell', '/do-not-sell-or-share-my-personal-information/', page('static', { maxAge: 0 }));
  add(builder, 'internet-interstitial', '/home/internet/interstitial/', page('static', { layout: 'minimal' }));
  add(builder, 'internet-plans', '/home/internet/plans/', page('landing', { maxAge: MAX_AGE_LISTING, edition: 'us' }));
  add(builder, 'newsletters', '/newsletters/', page('static'));
  // Fixed pages of the evergreen terms (spec 000 §2.8: VPN and Best Phones are its examples).
  add(builder, 'best-vpn-services-directory', '/best-vpn-services-directory/', page('static'));
  add(builder, 'best-phones', '/topics/phones/best-phones/', page('static'));
  add(
    builder,
    'solar-lead-form',
    '/home/energy-and-utilities/solar-estimator/',
    page('landing', { layout: 'energy-lead-form', maxAge: MAX_AGE_LISTING, edition: 'us' }),
  );
  add(builder, '84-days', '/84-days/', page('static', { layout: 'ceros', isSponsored: true, paidContent: true }));
  add(builder, 'shopping', '/shopping/', page('static'));
  add(builder, 'shopping-primeday', '/shopping/primeday/', page('static'));
  add(builder, 'shopping-welcome-priceblink', '/shopping/welcome-priceblink/', page('static', { layout: 'minimal' }));
  add(builder, 'welcome', `/${config.welcomeSlug}/`, page('static'));
  add(builder, 'user-settings', '/user/settings/', page('static', { maxAge: 0 }));
  add(builder, 'streaming-tv-insider', '/streaming-tv-insider/', page('static'));
  add(
    builder,
    'vpn-paid-search',
    '/tech/services-and-software/{landing}/{variation}/',
    page('landing', { layout: 'paid-search', maxAge: MAX_AGE_LISTING }),
    { landing: oneOf(VPN_LANDINGS), variation: oneOf(VPN_VARIATIONS) },
  );
  add(builder, 'hidden-business-checking', '/_hidden/personal-finance/business-checking-accounts/', page('static', { maxAge: 0 }));
  add(builder, 'hidden-hotel-credit-cards', '/_hidden/personal-finance/hotel-credit-cards/', page('static', { maxAge: 0 }));
  if (options.environment !== 'production') {
    add(builder, 'icon-demo', '/icon-demo/', page('static', { layout: 'empty', maxAge: 0 }));
    add(builder, 'neon-demo', '/neon-demo/', page('static', { layout: 'empty', maxAge: 0 }));
  }
  add(builder, 'error-static', '/_error/static/', { page: 'error-static', layout: 'error', maxAge: 0, status: 500, noReport: true });

  // Listings of one entity.
  add(
    builder,
    'author_profile',
    '/profiles/{username}/',
    { page: 'author-profile', layout: 'default', maxAge: MAX_AGE_LISTING },
    { username: USERNAME },
  );
  add(builder, 'collection', '/collections/{slug}/', { page: 'collection', layout: 'default', maxAge: MAX_AGE_LISTING });
  add(builder, 'tag', '/tags/{slug}/', { page: 'tag', layout: 'default', maxAge: MAX_AGE_LISTING });
  add(builder, 'topic', '/topics/{slug}/', { page: 'topic', layout: 'default', maxAge: MAX_AGE_LISTING });
  add(builder, 'sitemaps', '/sitemaps/', page('sitemaps'));
  add(builder, 'sitemap', '/sitemaps/{slug}/{year?}/{page?}/', page('sitemap'), { year: YEAR, page: SITEMAP_PAGE });

  // §2.3 article routes.
  addVertical(builder, config);
  add(
    builder,
    'article-live',
    '/{type}-live/{slug}/',
    { page: 'live-article', layout: 'default', maxAge: MAX_AGE_LIVE },
    { type: oneOf(LIVE_TYPES) },
  );
  addArticleReplays(builder, '/');

  const media = (name: string, extra: Partial<RouteMeta> = {}): RouteMeta & { page: string } => ({
    page: name,
    layout: 'default',
    maxAge: MAX_AGE_ARTICLE,
    ...extra,
  });
  add(builder, 'gallery', '/pictures/{slug}/{pageNumber?}/', media('gallery', { keepScroll: true }), { pageNumber: PAGE_NUMBER });
  const reviewParams = { type: oneOf(REVIEW_TYPES) };
  add(builder, 'review', '/reviews/{slug}-{type}/', media('review'), reviewParams);
  add(
    builder,
    'review-replay',
    '/reviews/replay/{slug}-{type}/',
    media('review', { replay: true, canonical_route: 'review' }),
    reviewParams,
  );
  add(builder, 'product', '/products/{slug}/', media('product'));
  add(builder, 'video', '/videos/{slug}/', media('video'));
  add(builder, 'video-share', '/videos/share/{slug}/', media('video', { canonical_route: 'video' }));
  add(builder, 'video-replay', '/videos/replay/{slug}/', media('video', { replay: true, canonical_route: 'video' }));
  add(builder, 'video-sponsored', '/paid-content/videos/{slug}/', media('video', { paidContent: true, isSponsored: true }));
}

function addAutoBrand(builder: Builder, prefix: string): void {
  const p = prefix;
  const media = (name: string, extra: Partial<RouteMeta> = {}): RouteMeta & { page: string } => ({
    page: name,
    layout: 'default',
    maxAge: MAX_AGE_ARTICLE,
    ...extra,
  });
  add(builder, 'auto-frontdoor', p, { page: 'auto-front-door', layout: 'default', maxAge: MAX_AGE_FRONT_DOOR });
  add(
    builder,
    'auto-section-door',
    `${p}{section}/`,
    { page: 'door', layout: 'default', maxAge: MAX_AGE_LISTING },
    {
      section: oneOf(AUTO_SECTION_DOORS),
    },
  );
  add(builder, 'auto-topic', `${p}{slug}/`, { page: 'topic', layout: 'default', maxAge: MAX_AGE_LISTING });
  // Every story of the auto brand is of the cars topic, a four-hour cache topic (spec 000 §9).
  const carsArticle = (extra: Partial<RouteMeta> = {}) => article({ maxAge: MAX_AGE_FOUR_HOUR_TOPIC, ...extra });
  add(builder, 'auto-article', `${p}news/{slug}/`, carsArticle({ seamless: true }));
  add(builder, 'auto-article-longform', `${p}news/features/{slug}/`, carsArticle());
  const sponsored = { paidContent: true, isSponsored: true };
  add(builder, 'sponsored-auto-article', `/paid-content${p}news/{slug}/`, carsArticle(sponsored));
  add(builder, 'sponsored-auto-article-longform', `/paid-content${p}news/features/{slug}/`, carsArticle(sponsored));
  addArticleReplays(builder, p);
  add(builder, 'auto-product', `${p}auto/{slug}/`, media('product'));
  add(builder, 'auto-product-specs', `${p}auto/{slug}/specs`, media('product', { canonical_route: 'auto-product' }));
  add(builder, 'auto-gallery', `${p}pictures/{slug}/{pageNumber?}/`, media('gallery', { keepScroll: true }), { pageNumber: PAGE_NUMBER });
  const reviewParams = { type: oneOf(REVIEW_TYPES) };
  add(builder, 'auto-review', `${p}reviews/{slug}-{type}/`, media('review'), reviewParams);
  add(
    builder,
    'auto-review-replay',
    `${p}reviews/replay/{slug}-{type}/`,
    media('review', { replay: true, canonical_route: 'auto-review' }),
    reviewParams,
  );
  add(builder, 'auto-video', `${p}videos/{slug}/`, media('video'));
  add(builder, 'auto-video-share', `${p}videos/share/{slug}/`, media('video', { canonical_route: 'auto-video' }));
  add(builder, 'auto-video-replay', `${p}videos/replay/{slug}/`, media('video', { replay: true, canonical_route: 'auto-video' }));
}

/** Prefixes a route with its locale: one copy per non-default locale (spec 000 §2.6). */
function localeCopies(routes: RouteDefinition[], locales: readonly string[]): RouteDefinition[] {
  const [, ...others] = locales;
  const copies = others.flatMap((locale) => routes.map((route) => ({ ...route, path: `/${locale}${route.path}`, locale })));
  return [...routes, ...copies];
}

/** The name of a route shape on a brand: the auto brand's routes carry the `auto-` prefix
 *  (`auto-topic`, `auto-product`). */
export function routeNameOn(routeSet: RouteSet, base: string): string {
  return routeSet === 'auto' ? `auto-${base}` : base;
}

/** The route table of one brand. */
export function buildRouteTable(site: SiteConfig, config: RoutesConfig, options: RouteTableOptions): RouteDefinition[] {
  const builder: Builder = { brand: site.id, routes: [] };
  if (brandFacts(site).routeSet === 'auto') addAutoBrand(builder, site.prefix);
  else addDefaultBrand(builder, config, options);
  return localeCopies(builder.routes, site.locales.length > 0 ? site.locales : [site.locale]);
}
