// Vanity URLs (spec 001 §7): one entry by path (or slug), as stored, for the caller to
// apply the rules; and the dictionary, vanity path → target, of every entry in force.
import { SITE_SEGMENTS } from '../api-words.ts';
import { badRequest, notFound, ok, type Query, type ServiceResponse } from './answers.ts';
import type { ContentStore } from './store.ts';

interface StoredTarget {
  targetType?: unknown;
  target?: unknown;
}

/** GET vanity/{site}/web (or /v1/xapi/vanity/{site}/web) */
export function vanityAnswer(store: ContentStore, site: string, query: Query): ServiceResponse {
  const key = query.path ?? (query.slug ? `/${query.slug}/` : undefined);
  if (!key) return badRequest('path or slug is required');
  const entry = store.get(site, 'vanity', key);
  return entry ? ok(entry.data) : notFound(`Vanity ${key} not found`);
}

/** Whether an entry is in force: enabled and, with an expiry, not expired. */
function inForce(data: Record<string, unknown>, now: Date): boolean {
  if (data.enabled !== true) return false;
  const expired = (data.dateExpired as { date?: unknown } | undefined)?.date;
  if (typeof expired !== 'string') return true;
  const date = new Date(expired);
  return Number.isNaN(date.getTime()) || date.getTime() > now.getTime();
}

/** What an entry points at, in a word: a URL target's URL, an object target's slug. */
function targetOf(data: Record<string, unknown>): string {
  const target = (data.targets as StoredTarget[] | undefined)?.[0];
  if (typeof target?.target === 'string') return target.target;
  const slug = (target?.target as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug : '';
}

/**
 * GET vanity/{site}/dictionary: the network's dictionary. Vanity paths are site paths (the
 * auto brand's under /roadshow/), so one table lists every site's, and a node reads it
 * once (spec 001 §7 names /api/neutron/vanity/cnet/dictionary).
 */
export function vanityDictionaryAnswer(store: ContentStore, _site: string, now = new Date()): ServiceResponse {
  const entries: Record<string, string> = {};
  for (const site of SITE_SEGMENTS) {
    for (const entry of store.all(site, 'vanity')) if (inForce(entry.data, now)) entries[entry.slug] = targetOf(entry.data);
  }
  return ok({ entries });
}
