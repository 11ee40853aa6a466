// Rendered pages kept on this node as Buffers (a page with non-Latin-1 text is a
// two-byte string in V8 and would be re-encoded on every send).
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export class PageCache {
  private readonly cache: LRUCache<string, CachedPage> | undefined;

  constructor(options: { enabled: boolean; maxEntries: number; ttlSeconds: number; maxBytes?: number }) {
    this.cache = options.enabled
      ? new LRUCache<string, CachedPage>({
          max: options.maxEntries,
          ttl: options.ttlSeconds * 1000,
          // Bounded in bytes as well as entries: pages differ a lot in size.
          maxSize: options.maxBytes ?? 64 * 1024 * 1024,
          sizeCalculation: (page) => page.body.length + 256,
        })
      : undefined;
  }

  get(key: string): CachedPage | undefined {
    return this.cache?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.cache?.set(key, page);
  }

  clear(): void {
    this.cache?.clear();
  }
}

/**
 * Query parameters a page may read. A request carrying any other parameter is rendered
 * fresh and not stored, so junk queries can neither fill the cache nor evict real pages.
 */
export const CACHEABLE_QUERY_KEYS: ReadonlySet<string> = new Set(['page', 'featureEnable', 'featureDisable', 'adDebug']);

export function isCacheableQuery(query: URLSearchParams): boolean {
  for (const key of query.keys()) if (!CACHEABLE_QUERY_KEYS.has(key)) return false;
  return true;
}

/** Path, sorted query and the context's cache key parts. */
export function pageCacheKey(kind: 'html' | 'json', brand: string, path: string, query: URLSearchParams, parts: readonly string[]): string {
  const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${kind}|${brand}|${path}?${sorted.toString()}|${parts.join('|')}`;
}
