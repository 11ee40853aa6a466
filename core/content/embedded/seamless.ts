// Read-next picks (spec 000 §7 seamless call): the collection asked for, else the article's
// topics in order (primary first, then its parents), topped up with the latest articles so a
// story alone in its topic still gets its picks. Never the article itself.
import { SEAMLESS_LIMIT, SEAMLESS_MAX_LIMIT } from '../api-words.ts';
import type { ContentLink } from '../schemas/content-list.ts';
import { ok, type Query, type ServiceResponse } from './answers.ts';
import { intParam } from './paging.ts';
import type { ContentStore } from './store.ts';

/** GET seamless/{site}/{slug}/web */
export function seamlessAnswer(store: ContentStore, site: string, slug: string, query: Query): ServiceResponse {
  const limit = intParam(query.limit, SEAMLESS_LIMIT, SEAMLESS_MAX_LIMIT);
  const current = store.get(site, 'article', slug);
  const topics = (current?.data.topics as { slug?: unknown; topicPath?: { slug?: unknown }[] }[] | undefined) ?? [];
  const sources: { kind: string; slug: string }[] = [];
  if (query.collectionId) sources.push({ kind: 'collection', slug: query.collectionId });
  else {
    const slugs = topics.flatMap((topic) => [topic.slug, ...[...(topic.topicPath ?? [])].reverse().map((parent) => parent.slug)]);
    for (const topicSlug of new Set(slugs)) if (typeof topicSlug === 'string') sources.push({ kind: 'topic', slug: topicSlug });
  }
  const picked = new Map<string, { link: ContentLink; source: string }>();
  const take = (items: ContentLink[], source: string) => {
    for (const item of items) {
      if (picked.size >= limit) return;
      if (item.slug === slug || (query.contentId !== undefined && item.id === query.contentId) || picked.has(item.slug)) continue;
      picked.set(item.slug, { link: item, source });
    }
  };
  for (const ref of sources) {
    if (picked.size >= limit) break;
    take(store.list({ site, kinds: ['article'], ref, limit: limit + 1, offset: 0, withTotal: false }).items, 'algorithm');
  }
  if (picked.size < limit) take(store.list({ site, kinds: ['article'], limit: limit * 2 + 1, offset: 0, withTotal: false }).items, 'editorial');
  return ok({
    items: [...picked.values()].map(({ link, source }) => ({
      id: link.id ?? link.slug,
      slug: link.slug,
      source,
      title: link.title,
      type: link.type,
      url: link.url,
    })),
  });
}
