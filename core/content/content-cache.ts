// Content API answers kept on this node. Spec 000 §3: a Page is cached per type, id and
// query parameters; the other reads of §7 are kept the same way, keyed by the request the
// upstream would see (path and query). Concurrent misses for one key share one upstream
// call and failures are never kept. ContentApi freezes every answer it hands out, so no
// page can change what the next page reads.
import { LRUCache } from 'lru-cache';

export interface ContentCacheOptions {
  enabled: boolean;
  maxEntries: number;
  ttlSeconds: number;
  /** Bound on the kept answers' JSON size (default 32 MB). */
  maxBytes?: number;
}

const DEFAULT_CONTENT_CACHE_BYTES = 32 * 1024 * 1024;

type Load = () => Promise<object>;

export class ContentCache {
  private readonly cache: LRUCache<string, object, Load> | undefined;

  constructor(options: ContentCacheOptions) {
    this.cache = options.enabled
      ? new LRUCache<string, object, Load>({
          max: options.maxEntries,
          ttl: options.ttlSeconds * 1000,
          maxSize: options.maxBytes ?? DEFAULT_CONTENT_CACHE_BYTES,
          // Measured once, when an answer is stored.
          sizeCalculation: (value) => JSON.stringify(value).length + 64,
          fetchMethod: async (_key, _stale, { context }) => context(),
          // A load whose entry is pushed out (or cleared) while it runs still answers its
          // callers; it is just not kept.
          ignoreFetchAbort: true,
        })
      : undefined;
  }

  /** The kept answer for `key`, else `load()`'s answer, kept. */
  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache) return load();
    const value = await this.cache.fetch(key, { context: load });
    // fetchMethod always resolves with a value or rejects, so a miss cannot come back empty.
    if (value === undefined) throw new Error(`content cache: no answer for ${key}`);
    return value as T;
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }
}
