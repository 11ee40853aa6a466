// Route choice for content (spec 000 §2.8): which named route, with which params, a
// piece of content lives at. Pure: the route table is passed in, nothing is fetched.
import type { RoutesConfig } from '../config/types.ts';
import { normalizeReviewType } from '../content/rules/review-type.ts';
import { type ClassifiableContent, type ClassificationOptions, isBranded, isDeal, isHowTo, isLongform } from '../content/classification.ts';
import { RouteUnknownError } from './errors.ts';
import { fillTemplate, parseTemplate } from './path-template.ts';
import { VERTICAL_ROUTE_PREFIX } from './route-table.ts';
import { cleanTopicSlug } from './topic-slug.ts';
import type { RouteDefinition, RouteParams } from './types.ts';
import { DEFAULT_BRAND_FACTS } from '../config/brand-facts.ts';

/** Site ids that mark content of the auto brand. */
/** Paid content (spec 000 §2: branded content has its own routes) lives under this prefix on both brands. */
export const PAID_CONTENT_PREFIX = '/paid-content/';

/** Whether a site path is a paid post, which every card and page labels as sponsored. */
export function isPaidContentPath(path: string): boolean {
  return path.startsWith(PAID_CONTENT_PREFIX);
}

export const AUTO_SITE_IDS: readonly string[] = DEFAULT_BRAND_FACTS.auto.contentSiteIds;

/** Content type names to the route family they use (spec 000 §2.8 "Type groups"). */
export const TYPE_GROUPS = Object.freeze({
  content_article: 'article',
  content_collection: 'collection',
  content_feature: 'feature',
  content_gallery: 'gallery',
  content_product: 'product',
  content_product_series: 'product',
  content_updating_story: 'article-live',
  content_video: 'video',
  content_review: 'review',
  content_topic: 'topic',
  topic: 'topic',
} as const);

type RouteFamily = (typeof TYPE_GROUPS)[keyof typeof TYPE_GROUPS];

export interface ContentTopicRef {
  slug: string;
  primary?: boolean;
  topicPath?: readonly { slug: string }[];
}

/** The content fields route choice reads (spec 000 §3 names). */
export interface ContentForRoute extends ClassifiableContent {
  slug: string;
  typeName?: string;
  reviewType?: string;
  revType?: string;
  /** Site id of the content: 'auto' or 'roadshow' for the auto brand. */
  site?: string;
  topics?: readonly ContentTopicRef[];
  seoUrl?: { route?: string } | null;
  metaData?: { seoUrl?: { route?: string } | null } | null;
}

export interface RouteChoiceOptions {
  /** The route table the path is built from (both brands). */
  routes: readonly RouteDefinition[];
  /** Topic allow-lists (routes.yaml): marketplace and auto topics steer the choice. */
  topics: Pick<RoutesConfig['topics'], 'marketplace' | 'auto'>;
  welcomeSlug: string;
  /** Build the replay form of the route. */
  replay?: boolean;
  /** Build the path of this locale's copy. */
  locale?: string;
  classification?: ClassificationOptions;
  /** `site` values of content that takes the auto brand's routes (its site YAML's
   *  `contentApi.siteIds`); by default the shipped auto brand's. */
  autoContentSites?: readonly string[];
}

export interface RouteChoice {
  name: string;
  params: RouteParams;
  path: string;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Explicit type, seoUrl route, metaData seoUrl route, reviewType or revType, first present. */
export function deriveContentType(content: ContentForRoute): string | undefined {
  return (
    nonEmpty(content.type) ??
    nonEmpty(content.seoUrl?.route) ??
    nonEmpty(content.metaData?.seoUrl?.route) ??
    nonEmpty(content.reviewType) ??
    nonEmpty(content.revType)
  );
}

/** True for content of the brand that serves the auto route shapes: its `site` is one of
 *  that brand's content site ids (its site YAML's `contentApi.siteIds`). */
export function isAutoContent(content: Pick<ContentForRoute, 'site'>, autoSiteIds: readonly string[] = AUTO_SITE_IDS): boolean {
  return typeof content.site === 'string' && autoSiteIds.includes(content.site.toLowerCase());
}

/** The topic that places the content: the one marked primary, else the first. */
export function primaryTopic(content: ContentForRoute): ContentTopicRef | undefined {
  const topics = content.topics ?? [];
  return topics.find((topic) => topic.primary === true) ?? topics[0];
}

function familyOf(content: ContentForRoute): RouteFamily {
  const typeName = content.typeName ?? 'content_article';
  return (TYPE_GROUPS as Record<string, RouteFamily>)[typeName] ?? 'article';
}

function mentionsReplay(value: string | undefined): boolean {
  return value?.toLowerCase().includes('replay') ?? false;
}

/** Vertical route by topic depth (spec 000 §2.8). */
function verticalRoute(
  content: ContentForRoute,
  section: keyof typeof VERTICAL_ROUTE_PREFIX,
  options: RouteChoiceOptions,
): { name: string; params: RouteParams } {
  const prefix = VERTICAL_ROUTE_PREFIX[section];
  const slug = content.slug;
  const topic = primaryTopic(content);
  const parents = topic?.topicPath ?? [];
  const own = topic ? cleanTopicSlug(section, topic.slug) : undefined;
  const parent = parents.length >= 2 ? cleanTopicSlug(section, parents[parents.length - 1]?.slug ?? '') : undefined;

  if (isLongform(content)) {
    // Longform routes have no topic levels, except finance.
    if (section === 'news') return { name: 'article-longform', params: { slug } };
    if (section !== 'personal-finance') return { name: `${prefix}-article-longform`, params: { slug } };
    if (!own || parents.length === 0) return { name: 'finance-article-longform', params: { slug } };
    if (parent === undefined) return { name: 'finance-article-longform', params: { topic: own, slug } };
    return { name: 'finance-article-longform', params: { topic: parent, subtopic: own, slug } };
  }

  if (!own || parents.length === 0) {
    return { name: section === 'news' ? 'article' : `${prefix}-article`, params: { slug } };
  }
  if (section === 'home') {
    // Marketplace topics have their own route; the home- prefix is already gone.
    const marketplace = options.topics.marketplace;
    if (marketplace.includes(own)) return { name: 'marketplace-article-topic', params: { topic: own, slug } };
    if (parent !== undefined && marketplace.includes(parent)) {
      return { name: 'marketplace-article-topic', params: { topic: parent, slug } };
    }
  }
  if (parent === undefined) return { name: `${prefix}-article-topic`, params: { topic: own, slug } };
  if (section === 'personal-finance') {
    return { name: 'finance-article-subtopic', params: { topic: parent, subtopic: own, slug } };
  }
  // Only finance has a subtopic level; elsewhere the parent topic places the article.
  return { name: `${prefix}-article-topic`, params: { topic: parent, slug } };
}

function articleRoute(content: ContentForRoute, options: RouteChoiceOptions): { name: string; params: RouteParams } {
  const slug = content.slug;
  const longform = isLongform(content);
  if (isBranded(content, options.classification)) {
    const base = isAutoContent(content, options.autoContentSites) ? 'sponsored-auto-article' : 'sponsored-article';
    return { name: longform ? `${base}-longform` : base, params: { slug } };
  }
  if (isAutoContent(content, options.autoContentSites)) return { name: longform ? 'auto-article-longform' : 'auto-article', params: { slug } };
  if (isDeal(content)) return { name: longform ? 'deal-article-longform' : 'deal-article', params: { slug } };
  const section = content.section;
  if (section !== undefined && Object.hasOwn(VERTICAL_ROUTE_PREFIX, section)) {
    return verticalRoute(content, section as keyof typeof VERTICAL_ROUTE_PREFIX, options);
  }
  if (longform) return { name: 'article-longform', params: { slug } };
  if (isHowTo(content)) return { name: 'article-how-to', params: { slug } };
  return { name: 'article', params: { slug } };
}

function reviewRoute(content: ContentForRoute, replay: boolean, options: RouteChoiceOptions): { name: string; params: RouteParams } {
  const reviewType =
    normalizeReviewType(content.reviewType) ?? normalizeReviewType(content.revType) ?? normalizeReviewType(deriveContentType(content));
  const auto = isAutoContent(content, options.autoContentSites);
  if (!replay && !reviewType) return { name: auto ? 'auto-product' : 'product', params: { slug: content.slug } };
  const type = reviewType ?? 'review';
  // `/reviews/{slug}-{type}/`: a slug that already ends with its type is not doubled.
  const slug = content.slug.endsWith(`-${type}`) ? content.slug.slice(0, -(type.length + 1)) : content.slug;
  const base = auto ? 'auto-review' : 'review';
  return { name: replay ? `${base}-replay` : base, params: { slug, type } };
}

function videoRoute(content: ContentForRoute, options: RouteChoiceOptions): { name: string; params: RouteParams } {
  const type = deriveContentType(content)?.toLowerCase() ?? '';
  const auto = isAutoContent(content, options.autoContentSites);
  const slug = content.slug;
  let name = 'video';
  if (options.replay || type === 'video-replay' || type === 'replay') name = 'video-replay';
  else if (type === 'video-share' || type === 'share') name = 'video-share';
  else if (!auto && isBranded(content, options.classification)) return { name: 'video-sponsored', params: { slug } };
  return { name: auto ? `auto-${name}` : name, params: { slug } };
}

/** The route name and params of a piece of content, rule by rule (spec 000 §2.8). */
export function chooseRoute(content: ContentForRoute, options: RouteChoiceOptions): { name: string; params: RouteParams } {
  const slug = content.slug;
  if (slug === options.welcomeSlug) return { name: 'welcome', params: {} };
  const family = familyOf(content);
  const replay = options.replay === true || mentionsReplay(deriveContentType(content));
  switch (family) {
    case 'article-live': {
      // Live articles: deals when the content type is deals; anything else is news.
      return { name: 'article-live', params: { type: isDeal({ type: deriveContentType(content) }) ? 'deals' : 'news', slug } };
    }
    case 'gallery':
      return { name: isAutoContent(content, options.autoContentSites) ? 'auto-gallery' : 'gallery', params: { slug } };
    case 'video':
      return videoRoute(content, options);
    case 'review':
    case 'product':
      return reviewRoute(content, replay, options);
    case 'topic':
      return { name: options.topics.auto.includes(slug) ? 'auto-topic' : 'topic', params: { slug } };
    case 'collection':
      return { name: 'collection', params: { slug } };
    case 'feature':
      return { name: 'feature-door', params: { slug } };
    default: {
      const chosen = articleRoute(content, options);
      return options.replay ? { name: `${chosen.name}-replay`, params: chosen.params } : chosen;
    }
  }
}

/** Fills a named route's path without checking constraints (the rules' path wins). */
export function pathForRoute(routes: readonly RouteDefinition[], name: string, params: RouteParams, locale?: string): string {
  const route =
    (locale !== undefined ? routes.find((entry) => entry.name === name && entry.locale === locale) : undefined) ??
    routes.find((entry) => entry.name === name && entry.locale === undefined);
  if (!route) throw new RouteUnknownError(name);
  const filled = fillTemplate(parseTemplate(route.path), params);
  return 'path' in filled ? filled.path : route.path;
}

export function routeForContent(content: ContentForRoute, options: RouteChoiceOptions): RouteChoice {
  const { name, params } = chooseRoute(content, options);
  return { name, params, path: pathForRoute(options.routes, name, params, options.locale) };
}
