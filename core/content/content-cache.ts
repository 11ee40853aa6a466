// Content API answers kept on this node. Spec 000 §3: a Page is cached per type, id and
// query parameters; the other reads of §7 are kept the same way, keyed by the request the
// upstream would see (path and query). Concurrent misses for one key share one upstream
// call; a not-found answer is kept briefly (a storm of requests for a missing slug asks
// once); other failures are never kept, and an answer past its TTL stands in while it is
// refreshed or while the upstream fails (stale-cache.ts). ContentApi freezes every answer
// it hands out, so no page can change what the next page reads.
import { isContentNotFound, isContentUpstream } from './errors.ts';
import { type Answer, contentIdsOf, StaleCache } from './stale-cache.ts';

export interface ContentCacheOptions {
  enabled: boolean;
  maxEntries: number;
  ttlSeconds: number;
  /** Seconds a not-found answer is kept (0: never); default 10. */
  notFoundTtlSeconds?: number;
  staleWhileRevalidateSeconds?: number;
  staleIfErrorSeconds?: number;
  /** Bound on the kept answers' JSON size (default 32 MB). */
  maxMegabytes?: number;
}

export class ContentCache {
  private readonly cache: StaleCache<object> | undefined;

  constructor(options: ContentCacheOptions, onRefreshError?: (key: string, error: unknown) => void) {
    const notFoundMs = (options.notFoundTtlSeconds ?? 10) * 1000;
    this.cache = options.enabled
      ? new StaleCache<object>({
          maxEntries: options.maxEntries,
          maxBytes: (options.maxMegabytes ?? 32) * 1024 * 1024,
          ttlMs: options.ttlSeconds * 1000,
          staleWhileRevalidateMs: (options.staleWhileRevalidateSeconds ?? 0) * 1000,
          staleIfErrorMs: (options.staleIfErrorSeconds ?? 0) * 1000,
          // Measured once, when an answer is stored.
          sizeOf: (value) => JSON.stringify(value).length + 64,
          idsOf: contentIdsOf,
          keepError: (error) => (notFoundMs > 0 && isContentNotFound(error) ? notFoundMs : undefined),
          staleOnError: isContentUpstream,
          ...(onRefreshError ? { onRefreshError } : {}),
        })
      : undefined;
  }

  /** The kept answer for `key`, else `load()`'s answer, kept; with the content ids it holds. */
  async read<T extends object>(key: string, load: () => Promise<T>): Promise<Answer<T>> {
    if (!this.cache) {
      const value = await load();
      return { value, state: 'miss', ids: contentIdsOf(value) };
    }
    return (await this.cache.get(key, async () => ({ value: await load() }))) as Answer<T>;
  }

  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.read(key, load)).value;
  }

  /** Drops every answer holding one of `ids`. */
  purge(ids: Iterable<string>): number {
    return this.cache?.purge(ids) ?? 0;
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }

  get bytes(): number {
    return this.cache?.bytes ?? 0;
  }
}
