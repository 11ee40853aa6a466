// Front doors and doors (spec 000 §2.1): a door lists one kind of story; a front door is a
// feature layout, its picks and the latest stories. Past the last page there is no door.
import type { ContentLink } from '../schemas/content-list.ts';
import { component, type Query } from './answers.ts';
import { CONTENT_TYPE_KINDS, type ItemKind } from './kinds.ts';
import { latestListing } from './listings.ts';
import { pageWindow } from './paging.ts';
import type { ContentStore, StoredItem } from './store.ts';
import { ownValue } from '../own-value.ts';

const DOOR_KINDS: Record<string, { kinds: ItemKind[]; title: string; section?: string }> = {
  features: { kinds: ['article'], title: 'Features' },
  pictures: { kinds: ['gallery'], title: 'Pictures' },
  reviews: { kinds: ['review'], title: 'Reviews' },
  videos: { kinds: ['video'], title: 'Videos' },
  'how-to': { kinds: ['article'], title: 'How To', section: 'how_to' },
  news: { kinds: ['article', 'livearticle'], title: 'News', section: 'news' },
};

/** Summaries of the components a feature layout names (by typeName and slug). */
function featureItems(store: ContentStore, site: string, feature: StoredItem): ContentLink[] {
  const out: ContentLink[] = [];
  const visit = (cells: unknown) => {
    if (!Array.isArray(cells)) return;
    for (const cell of cells as { components?: { slug?: string; typeName?: string; hidden?: boolean }[]; children?: unknown }[]) {
      for (const entry of cell.components ?? []) {
        const kind = entry.typeName ? ownValue(CONTENT_TYPE_KINDS, entry.typeName) : undefined;
        if (!kind || !entry.slug || entry.hidden) continue;
        const item = store.get(site, kind, entry.slug);
        if (item?.summary) out.push(item.summary);
      }
      visit(cell.children);
    }
  };
  visit(feature.data.layout);
  return out;
}

/** The components of a door or front door page, or undefined when there is no such page. */
export function doorComponents(store: ContentStore, site: string, id: string, query: Query): unknown[] | undefined {
  const window = pageWindow(query);
  const { limit, offset } = window;
  const door = ownValue(DOOR_KINDS, id);
  if (door) {
    const { items, total } = store.list({
      site,
      kinds: door.kinds,
      ...(door.section ? { section: door.section } : {}),
      limit,
      offset,
    });
    if (offset > 0 && items.length === 0) return undefined;
    return [component(`door-${id}`, `${id}-door`, 'ContentList', { title: door.title, slug: id, items, paging: { limit, offset, total } })];
  }
  const feature = store.get(site, 'feature', id);
  if (!feature) return undefined;
  const out: unknown[] = [
    component(feature.id, 'feature', 'Feature', {
      slug: feature.slug,
      layout: feature.data.layout ?? [],
      viewType: feature.data.viewType,
      title: feature.data.title,
      description: feature.data.description,
    }),
  ];
  const picked = featureItems(store, site, feature);
  if (picked.length > 0 && offset === 0)
    out.push(
      component(`${feature.id}-picks`, 'top-stories', 'ContentList', {
        title: String(feature.data.picksTitle ?? 'Top stories'),
        items: picked,
      }),
    );
  const latest = latestListing(store, site, `${feature.id}-latest`, 'all', window);
  if (offset > 0 && latest.items.length === 0) return undefined;
  out.push(latest.component);
  return out;
}
