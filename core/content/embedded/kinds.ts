// The kinds of item the embedded store keeps, and which kind each content API name asks
// for (the names themselves are in ../api-words.ts).
import type { PageType } from '../api-words.ts';

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

/** What each page type of the composer page call shows. */
export const PAGE_TYPE_KINDS: Record<PageType, ItemKind | 'frontdoor' | 'door'> = {
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

/** Shared items (authors, tags) are stored once for both sites. */
export const SHARED_SITE = '*';
