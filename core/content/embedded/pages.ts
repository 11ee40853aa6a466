// Composer pages (spec 000 §7 "page by type and id"): the components each page type is made
// of, with the navigation unless only the content is asked for. Moved items answer 404 with
// the slug they moved to.
import { API_KEY_PARAM, DEFAULT_EDITION, type PageType } from '../api-words.ts';
import type { ContentLink } from '../schemas/content-list.ts';
import { component, notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import { doorComponents } from './doors.ts';
import { type ItemKind, PAGE_TYPE_KINDS } from './kinds.ts';
import { refListing } from './listings.ts';
import { navigationOf } from './navigation.ts';
import type { ContentStore, StoredItem } from './store.ts';
import { ownValue } from '../own-value.ts';

/** Moved content answers 404 with the edition entry that carries the new slug (spec 000 §7). */
function missing(store: ContentStore, site: string, kind: ItemKind, slug: string): ServiceResponse {
  const moved = store.movedTo(site, kind, slug);
  const item = moved ? store.get(site, kind, moved) : undefined;
  return item ? notFound('Not found', [{ edition: String(item.data.edition ?? DEFAULT_EDITION), slug: item.slug }]) : notFound();
}

function contentComponents(store: ContentStore, site: string, kind: ItemKind, item: StoredItem): unknown[] {
  switch (kind) {
    case 'article':
      return [component(item.id, 'article', 'Article', item.data)];
    case 'livearticle': {
      const items = Array.isArray(item.data.items) ? [...(item.data.items as { sequence?: number }[])] : [];
      items.sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
      return [component(item.id, 'live-article', 'LiveArticle', { ...item.data, items })];
    }
    case 'review': {
      const out = [component(item.id, 'review', 'Review', item.data)];
      const target = typeof item.data.targetSlug === 'string' ? store.get(site, 'product', item.data.targetSlug) : undefined;
      if (target) out.push(component(target.id, 'tech-product', 'TechProduct', target.data));
      return out;
    }
    case 'product': {
      const reviews = store
        .all(site, 'review')
        .filter((review) => review.data.targetSlug === item.slug && review.summary)
        .map((review) => review.summary as ContentLink);
      return [
        component(item.id, 'tech-product', 'TechProduct', item.data),
        component(`${item.id}-reviews`, 'product-reviews', 'ContentList', {
          title: 'Reviews',
          items: reviews,
          paging: { limit: reviews.length, offset: 0, total: reviews.length },
        }),
      ];
    }
    case 'gallery':
      return [component(item.id, 'gallery', 'Gallery', item.data)];
    case 'video': {
      const more = store
        .list({ site, kinds: ['video'], limit: 7, offset: 0, withTotal: false })
        .items.filter((link) => link.slug !== item.slug)
        .slice(0, 6);
      return [
        component(item.id, 'video', 'Video', item.data),
        component(`${item.id}-more`, 'more-videos', 'VideoList', { title: 'More videos', items: more }),
      ];
    }
    case 'static':
      return [component(item.id, 'text', 'Text', item.data)];
    default:
      return [];
  }
}

/** GET composer/{site}/pages/{type}/{id}/{experience} */
export function pageAnswer(store: ContentStore, site: string, type: string, id: string, query: Query): ServiceResponse {
  const kind = ownValue(PAGE_TYPE_KINDS as Record<string, ItemKind | 'frontdoor' | 'door'>, type);
  if (!kind) return notFound(`Unknown page type ${type}`);
  let components: unknown[];
  if (kind === 'frontdoor' || kind === 'door') {
    const built = doorComponents(store, site, id, query);
    if (!built) return notFound();
    components = built;
  } else if (kind === 'topic' || kind === 'tag' || kind === 'collection' || kind === 'author') {
    const item = store.get(site, kind, id);
    if (!item) return missing(store, site, kind, id);
    components = [refListing(store, site, kind, item, query)];
  } else {
    const item = store.get(site, kind, id);
    if (!item) return missing(store, site, kind, id);
    if (type === ('how-to' satisfies PageType) && item.data.section !== 'how_to') return notFound();
    components = contentComponents(store, site, kind, item);
  }
  const contentOnly = query.contentOnly === 'true';
  const queryParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== API_KEY_PARAM) queryParams[key] = value;
  return ok({ pageType: type, id, queryParams, components, ...(contentOnly ? {} : navigationOf(store, site)), isSeamless: false });
}
