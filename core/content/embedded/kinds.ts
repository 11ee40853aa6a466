// The kinds of item the embedded store keeps, and the sites it serves (spec 001 §3 brand store).
import type { BrandId } from '../../routing/types.ts';

export type SiteSegment = 'cnet' | 'roadshow';
export const SITE_SEGMENTS: readonly SiteSegment[] = ['cnet', 'roadshow'];

/** The content API's site path segment of a brand: cnet for the default brand, roadshow for auto. */
export function siteSegment(brand: BrandId): SiteSegment {
  return brand === 'auto' ? 'roadshow' : 'cnet';
}

export function isSiteSegment(value: string): value is SiteSegment {
  return value === 'cnet' || value === 'roadshow';
}

export type ItemKind =
  | 'article'
  | 'livearticle'
  | 'review'
  | 'product'
  | 'gallery'
  | 'video'
  | 'static'
  | 'author'
  | 'topic'
  | 'tag'
  | 'collection'
  | 'feature'
  | 'navigation'
  | 'commerce'
  | 'vanity';

/** Content-type url slugs of the composer page call (spec 000 §9, plus the page kinds the site needs). */
export const PAGE_TYPES: Record<string, ItemKind | 'frontdoor' | 'door'> = {
  articles: 'article',
  news: 'article',
  'how-to': 'article',
  best: 'article',
  livearticles: 'livearticle',
  reviews: 'review',
  products: 'product',
  galleries: 'gallery',
  videos: 'video',
  static: 'static',
  topics: 'topic',
  tags: 'tag',
  collections: 'collection',
  authors: 'author',
  frontdoor: 'frontdoor',
  doors: 'door',
};

/** XML feed names (spec 000 §9). */
export const FEED_NAMES = ['article', 'gallery', 'updating_story', 'review', 'video', 'static', 'best', 'news', 'how-to'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** Shared items (authors, tags) are stored once for both sites. */
export const SHARED_SITE = '*';
