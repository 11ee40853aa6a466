// Vanity URLs (spec 000 §7): one entry by path or slug, and the dictionary of every enabled
// entry that points at a URL.
import { badRequest, notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import type { ContentStore } from './store.ts';

/** GET vanity/{site}/web (or the legacy /v1/xapi/vanity/{site}/web) */
export function vanityAnswer(store: ContentStore, site: string, query: Query): ServiceResponse {
  const key = query.path ?? (query.slug ? `/${query.slug}/` : undefined);
  if (!key) return badRequest('path or slug is required');
  const entry = store.get(site, 'vanity', key);
  return entry ? ok(entry.data) : notFound(`Vanity ${key} not found`);
}

/** GET vanity/{site}/dictionary */
export function vanityDictionaryAnswer(store: ContentStore, site: string): ServiceResponse {
  const entries: Record<string, string> = {};
  for (const entry of store.all(site, 'vanity')) {
    const target = (entry.data.targets as { targetType: string; target: unknown }[] | undefined)?.find((t) => t.targetType === 'url');
    if (entry.data.enabled && target && typeof target.target === 'string') entries[entry.slug] = target.target;
  }
  return ok({ entries });
}
