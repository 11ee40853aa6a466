// Single items looked up by name: the site URL of a content item (url generator), a commerce
// shortcode's offers, and a live article's items from a sequence on (spec 000 §7, spec 001 §7).
import { DEFAULT_EDITION } from '../api-words.ts';
import { notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import { CONTENT_TYPE_KINDS } from './kinds.ts';
import { intParam } from './paging.ts';
import type { ContentStore } from './store.ts';
import { ownValue } from '../own-value.ts';

/** GET url-generator/{site}/{contentType}/{slug} */
export function generatedUrlAnswer(store: ContentStore, site: string, contentType: string, slug: string, query: Query): ServiceResponse {
  const kind = ownValue(CONTENT_TYPE_KINDS, contentType);
  if (!kind) return notFound(`Unknown content type ${contentType}`);
  // Legacy links may name an item by its id (or UUID) instead of its slug.
  const byId = store.getById(site, slug);
  const item = store.get(site, kind, slug) ?? (byId?.kind === kind ? byId : undefined);
  if (!item?.url) return notFound();
  return ok({ contentType, slug, edition: query.edition ?? DEFAULT_EDITION, url: item.url });
}

/** GET shortcodes/{site}/commerce/{id}/web */
export function commerceAnswer(store: ContentStore, site: string, id: string): ServiceResponse {
  const item = store.get(site, 'commerce', id);
  return item ? ok(item.data) : notFound();
}

/** GET livearticles/{site}/items/{contentId}/{start}/web: newest first, sequence ≥ start. */
export function liveItemsAnswer(store: ContentStore, site: string, contentId: string, start: string): ServiceResponse {
  const live = store.getById(site, contentId) ?? store.get(site, 'livearticle', contentId);
  if (live?.kind !== 'livearticle') return notFound();
  const from = intParam(start, 0);
  const items = ((live.data.items as { sequence?: number }[] | undefined) ?? [])
    .filter((item) => (item.sequence ?? 0) >= from)
    .sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
  return ok({ items });
}
