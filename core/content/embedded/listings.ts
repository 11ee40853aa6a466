// Listing components: the stories of a topic, tag, collection or author, of a section or a
// content type, and the latest stories, each paged with a next link (spec 000 §7 listing call).
import { DEFAULT_EDITION, listingPath } from '../api-words.ts';
import type { ContentLink, ContentList } from '../schemas/content-list.ts';
import { component, notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import { CONTENT_TYPE_KINDS, type RefKind, STORY_KINDS } from './kinds.ts';
import { pageWindow } from './paging.ts';
import type { ContentStore, StoredItem } from './store.ts';
import { ownValue } from '../own-value.ts';

const LATEST = 'latest';

/** Listing types that list the items of a reference, singular or plural. */
const LISTING_REFS: Record<string, RefKind> = {
  topic: 'topic',
  topics: 'topic',
  tag: 'tag',
  tags: 'tag',
  collection: 'collection',
  collections: 'collection',
  author: 'author',
  authors: 'author',
};

function listingLinks(site: string, type: string, id: string, limit: number, offset: number, total: number) {
  const base = listingPath(site, type, id);
  const links: { self: string; next?: string } = { self: `${base}?limit=${limit}&offset=${offset}` };
  if (offset + limit < total) links.next = `${base}?limit=${limit}&offset=${offset + limit}`;
  return links;
}

/** The items listed under a topic, tag, collection or author, with the item as metadata. */
export function refListing(store: ContentStore, site: string, kind: RefKind, item: StoredItem, query: Query) {
  const { limit, offset } = pageWindow(query);
  const { items, total } = store.list({ site, ref: { kind, slug: item.slug }, limit, offset });
  const title = String(
    item.data.name ?? item.data.title ?? [item.data.firstName, item.data.lastName].filter(Boolean).join(' ') ?? item.slug,
  );
  const list: ContentList = { title, slug: item.slug, items, paging: { limit, offset, total } };
  if (typeof item.data.description === 'string') list.description = item.data.description;
  return component(`${kind}-${item.slug}`, `${kind}-listing`, 'ContentList', list, {
    metadata: { [kind]: item.data },
    links: listingLinks(site, kind, item.slug, limit, offset, total),
  });
}

/** The latest stories of a site; its next link pages through the latest listing `linkId`. */
export function latestListing(
  store: ContentStore,
  site: string,
  componentId: string,
  linkId: string,
  { limit, offset }: { limit: number; offset: number },
): { items: ContentLink[]; component: ReturnType<typeof component> } {
  const { items, total } = store.list({ site, kinds: STORY_KINDS, limit, offset });
  return {
    items,
    component: component(
      componentId,
      LATEST,
      'ContentList',
      { title: 'Latest', slug: LATEST, items, paging: { limit, offset, total } },
      { links: listingLinks(site, LATEST, linkId, limit, offset, total) },
    ),
  };
}

/** GET components/{site}/listing/{type}/{id}/web */
export function listingAnswer(store: ContentStore, site: string, type: string, id: string, query: Query): ServiceResponse {
  const window = pageWindow(query);
  const { limit, offset } = window;
  if (type === LATEST) return ok(latestListing(store, site, LATEST, id, window).component);
  if (type === 'section' || type === 'content-type') {
    const kind = ownValue(CONTENT_TYPE_KINDS, id);
    const { items, total } =
      type === 'section' ? store.list({ site, section: id, limit, offset }) : store.list({ site, kinds: kind ? [kind] : [], limit, offset });
    return ok(
      component(
        `${type}-${id}`,
        `${type}-listing`,
        'ContentList',
        { title: id, slug: id, items, paging: { limit, offset, total } },
        { links: listingLinks(site, type, id, limit, offset, total) },
      ),
    );
  }
  const refKind = ownValue(LISTING_REFS, type);
  if (!refKind) return notFound(`Unknown listing type ${type}`);
  const item = store.get(site, refKind, id);
  if (!item) {
    const moved = store.movedTo(site, refKind, id);
    // A renamed list answers with a component error: 301 and the new slug (spec 000 §4).
    return ok({
      errors: [
        moved
          ? { code: 301, slug: moved, availableOn: [{ edition: query.edition ?? DEFAULT_EDITION, slug: moved }] }
          : { code: 404, message: 'Not found' },
      ],
    });
  }
  return ok(refListing(store, site, refKind, item, query));
}
