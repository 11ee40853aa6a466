// Rendered pages kept on this node as Buffers (a page with non-Latin-1 text is a
// two-byte string in V8 and would be re-encoded on every send), compressed once when made
// (page-encoding.ts). Concurrent misses of one page render once; a page past its TTL is
// served stale while one request renders it again, or while rendering fails upstream
// (stale-cache.ts); `purge` drops every page holding a content id.
import { isPageNumber } from '../routing/route-table.ts';
import { LINK_TAG_PARAM } from '../link-tag.ts';
import type { AppConfig } from '../config/types.ts';
import { isContentUpstream } from '../content/errors.ts';
import { type Answer, StaleCache } from '../content/stale-cache.ts';
import type { Policy } from '../scripts/content-security-policy.ts';
import type { PackedBody } from './page-encoding.ts';

export interface CachedPage {
  status: number;
  body: Buffer;
  packed?: PackedBody;
  /** The Surrogate-Key header: the content ids on the page. */
  surrogateKey: string;
  /** The Content-Security-Policy made with the scripts the body carries. */
  policy?: Policy;
}

/** A page that may not be kept (its status is not 200, or its loaders made it private):
 *  thrown out of the cache's load, so requests waiting on the same render still get it. */
export class UnkeptPage extends Error {
  constructor(readonly page: CachedPage, readonly ids: readonly string[]) {
    super('page not kept');
  }
}

type PageCacheOptions = AppConfig['cache']['pageCache'];

/** What a refresh may answer for content that was removed. */
const GONE: ReadonlySet<number> = new Set([404, 410]);

export class PageCache {
  private readonly cache: StaleCache<CachedPage> | undefined;

  constructor(options: PageCacheOptions, onRefreshError?: (key: string, error: unknown) => void) {
    this.cache = options.enabled
      ? new StaleCache<CachedPage>({
          maxEntries: options.maxEntries,
          maxBytes: options.maxMegabytes * 1024 * 1024,
          ttlMs: options.ttlSeconds * 1000,
          staleWhileRevalidateMs: options.staleWhileRevalidateSeconds * 1000,
          staleIfErrorMs: options.staleIfErrorSeconds * 1000,
          sizeOf: (page) => page.body.length + (page.packed ? packedBytes(page.packed) : 0) + 256,
          staleOnError: isContentUpstream,
          onRefreshError: (key, error) => this.refreshFailed(key, error, onRefreshError),
        })
      : undefined;
  }

  /** A refresh that made a page it may not keep is no failure: made from content answers
   *  that are stale themselves (their own refresh is under way), it leaves the stale page
   *  for a later request to refresh; a page whose content is gone is dropped, so the next
   *  request gets the 404 rather than the stale page. */
  private refreshFailed(key: string, error: unknown, onRefreshError: ((key: string, error: unknown) => void) | undefined): void {
    if (!(error instanceof UnkeptPage)) return onRefreshError?.(key, error);
    if (GONE.has(error.page.status)) this.cache?.delete(key);
  }

  get enabled(): boolean {
    return this.cache !== undefined;
  }

  /** The kept page for `key` while it is fresh, without waiting. */
  fresh(key: string): Answer<CachedPage> | undefined {
    return this.cache?.fresh(key);
  }

  /** The kept page for `key`, else `render()`'s, kept. */
  get(key: string, render: () => Promise<{ value: CachedPage; ids: readonly string[] }>): Promise<Answer<CachedPage>> {
    if (!this.cache) return render().then(({ value, ids }) => ({ value, ids, state: 'miss' }));
    return this.cache.get(key, render);
  }

  /** Drops every page holding one of `ids`; answers how many. */
  purge(ids: Iterable<string>): number {
    return this.cache?.purge(ids) ?? 0;
  }

  clear(): void {
    this.cache?.clear();
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }

  get bytes(): number {
    return this.cache?.bytes ?? 0;
  }
}

function packedBytes(packed: PackedBody): number {
  return packed.gzipRuns.reduce((sum, run) => sum + run.length, packed.brotli?.length ?? 0);
}

/** The query values a page's rendering may depend on, each bounded: `page` only on pages
 *  paged by query and only as a page number past 1, `adDebug` only where it shows
 *  anything; featureEnable / featureDisable reach the key as the resolved feature set
 *  (the feature-flags middleware), never as the raw text; `linkTag` never reaches the key
 *  (only the browser reads it, core/link-tag.ts), so campaign traffic is served the shared
 *  page. Any other parameter makes the request uncacheable, so junk queries can neither
 *  fill the cache nor evict real pages. */
const KNOWN_QUERY_KEYS: ReadonlySet<string> = new Set(['page', 'featureEnable', 'featureDisable', 'adDebug', LINK_TAG_PARAM]);

export function isCacheableQuery(query: URLSearchParams): boolean {
  for (const key of query.keys()) if (!KNOWN_QUERY_KEYS.has(key)) return false;
  return true;
}

/** The query part of a page's cache key (see isCacheableQuery). */
export function keyedQuery(query: URLSearchParams, options: { pagedByQuery: boolean; adDebug: boolean }): string {
  const parts: string[] = [];
  if (options.adDebug && query.get('adDebug') === '1') parts.push('adDebug=1');
  const page = query.get('page');
  if (options.pagedByQuery && page !== null && isPageNumber(page) && page !== '1') parts.push(`page=${page}`);
  return parts.join('&');
}

/** Format, brand, path, keyed query and the context's cache key parts. */
export function pageCacheKey(kind: 'html' | 'json', brand: string, path: string, keyed: string, parts: readonly string[]): string {
  return `${kind}|${brand}|${path}?${keyed}|${parts.join('|')}`;
}
