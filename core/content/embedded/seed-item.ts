// The row the seed builds for each item of the sample content, as the store keeps it, and
// the stable ids it derives for entities the sample files leave without one.
import { createHash } from 'node:crypto';
import type { ContentLink } from '../schemas/content-list.ts';
import type { ItemKind, RefKind } from './kinds.ts';

export interface RefRow {
  kind: RefKind;
  slug: string;
}

export interface SeedItem {
  site: string;
  kind: ItemKind;
  slug: string;
  id: string;
  url?: string;
  typeName: string;
  section?: string;
  datePublished?: string;
  dateUpdated?: string;
  feeds: string[];
  refs: RefRow[];
  previousSlugs: string[];
  data: Record<string, unknown>;
  summary?: ContentLink;
}

export interface SampleContent {
  hash: string;
  items: SeedItem[];
}

/** A UUID-shaped id derived from a name, the same on every seed. */
export function stableId(prefix: string, value: string): string {
  const hex = createHash('sha1').update(`${prefix}:${value}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A row that is in no feed and no listing and never moved: taxonomy, products, named files. */
export function unlistedItem(row: Pick<SeedItem, 'site' | 'kind' | 'slug' | 'id' | 'url' | 'typeName' | 'data'>): SeedItem {
  const { site, kind, slug, id, url, typeName, data } = row;
  return { site, kind, slug, id, url, typeName, feeds: [], refs: [], previousSlugs: [], data };
}
