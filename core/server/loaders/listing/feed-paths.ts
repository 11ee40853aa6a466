// Paths of the RSS feeds (spec 000 §7 server-side route /feed/): `/feed/` and
// `/feed/{name}/` for the default brand, `/feed/roadshow/` and `/feed/roadshow/{name}/`
// for the auto brand. They sit outside every brand prefix, so no page route shadows them.
import { siteSegment } from '../../../content/api-words.ts';
import type { BrandId } from '../../../routing/types.ts';

/** The feed of every story. */
export const ALL_FEED = 'all';

export function feedPath(brand: BrandId, name?: string): string {
  const base = brand === 'default' ? '/feed/' : `/feed/${siteSegment(brand)}/`;
  return name && name !== ALL_FEED ? `${base}${name}/` : base;
}

/** Apple News: `/apple-news/` (default brand) and `/apple-news/roadshow/`. */
export function appleNewsPath(brand: BrandId): string {
  return brand === 'default' ? '/apple-news/' : `/apple-news/${siteSegment(brand)}/`;
}
