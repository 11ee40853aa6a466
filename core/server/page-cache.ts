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

  constructor(options: { enabled: boolean; maxEntries: number; ttlSeconds: number }) {
    this.cache = options.enabled
      ? new LRUCache<string, CachedPage>({ max: options.maxEntries, ttl: options.ttlSeconds * 1000 })
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

/** Path, sorted query and the context's cache key parts. */
export function pageCacheKey(kind: 'html' | 'json', brand: string, path: string, query: URLSearchParams, parts: readonly string[]): string {
  const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${kind}|${brand}|${path}?${sorted.toString()}|${parts.join('|')}`;
}
