// The kinds of item the embedded store keeps, and which kind each content API name asks
// for (the names themselves are in ../api-words.ts).
import { type PageType, TYPE_NAMES } from '../api-words.ts';

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

/** Kinds an item can be listed under: its topics, tags, collections and authors. */
export type RefKind = 'topic' | 'tag' | 'collection' | 'author';

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

/** The names that ask for each kind of content: url slugs, singulars and typeNames. */
const CONTENT_TYPE_NAMES: [ItemKind, string[]][] = [
  ['article', ['articles', 'article', TYPE_NAMES.article, 'best', 'news', 'how-to']],
  ['gallery', ['galleries', 'gallery', TYPE_NAMES.gallery]],
  ['livearticle', ['livearticles', TYPE_NAMES.livearticle]],
  ['review', ['reviews', 'review', TYPE_NAMES.review]],
  ['video', ['videos', 'video', TYPE_NAMES.video]],
  ['static', ['static']],
  ['product', ['products', TYPE_NAMES.product]],
  ['topic', ['topics', TYPE_NAMES.topic]],
  ['tag', ['tags']],
  ['collection', ['collections']],
  ['author', ['authors']],
];

/** The kind a content type names (url generator, content-type listings, feature layouts). */
export const CONTENT_TYPE_KINDS: Record<string, ItemKind> = Object.fromEntries(
  CONTENT_TYPE_NAMES.flatMap(([kind, names]) => names.map((name) => [name, kind])),
);

/** The kinds of story that latest lists and the all-stories feed hold. */
export const STORY_KINDS: readonly ItemKind[] = ['article', 'livearticle', 'review', 'gallery', 'video'];

/** Shared items (authors, tags) are stored once for both sites. */
export const SHARED_SITE = '*';
