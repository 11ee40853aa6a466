// A node-local cache of answers that are slow to make (content API answers, rendered
// pages), bounded in entries and bytes, with what keeps a site fast when upstreams are
// slow or down:
//   - concurrent misses of one key share one load (coalescing);
//   - past its TTL an answer is served stale for `staleWhileRevalidateMs` while one load
//     refreshes it, and for `staleIfErrorMs` when the refresh fails in a way `staleOnError` accepts;
//   - after such a failure the upstream is asked again for that key only once
//     `retryAfterErrorMs` has passed: until then the stale answer is served at once, so an
//     outage costs one failed load per key per interval, not one per request;
//   - a failure `keepError` names (a not-found answer) is kept briefly and thrown again;
//   - every answer carries the content ids it holds, and `purge(id)` drops every answer
//     holding one.
import { LRUCache } from 'lru-cache';

export type CacheState = 'hit' | 'miss' | 'stale' | 'stale-if-error';

export interface StaleCacheOptions<V> {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  /** Bytes an answer takes (measured once, when it is stored). */
  sizeOf: (value: V) => number;
  /** Content ids an answer holds (read once, when it is stored). */
  idsOf?: (value: V) => readonly string[];
  /** How long a failed load's error is kept and thrown again; undefined: not kept. */
  keepError?: (error: unknown) => number | undefined;
  /** Whether a stale answer may stand in for a load that failed with `error`. */
  staleOnError?: (error: unknown) => boolean;
  /** A background refresh failed (the stale answer stays). */
  onRefreshError?: (key: string, error: unknown) => void;
  /** After a failed load a stale answer stood in for, how long it stands in without asking
   *  again (default RETRY_AFTER_ERROR_MS). */
  retryAfterErrorMs?: number;
}

/** How often an upstream that failed is asked again for one key. */
export const RETRY_AFTER_ERROR_MS = 1000;

interface Entry<V> {
  value?: V;
  error?: unknown;
  freshUntil: number;
  ids: readonly string[];
  /** A load failed: the stale value stands in, without a new load, until then. */
  retryAt?: number;
}

export interface Answer<V> {
  value: V;
  state: CacheState;
  ids: readonly string[];
}

export class StaleCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly loading = new Map<string, Promise<Entry<V>>>();
  /** Content id → keys of the answers holding it. */
  private readonly keysById = new Map<string, Set<string>>();

  constructor(private readonly options: StaleCacheOptions<V>) {
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      ttl: options.ttlMs + this.staleMs,
      sizeCalculation: (entry) => (entry.value === undefined ? 256 : Math.max(1, options.sizeOf(entry.value))),
      dispose: (entry, key) => this.unindex(key, entry.ids),
    });
  }

  /** The kept answer for `key` while it is fresh, without waiting (the cache-hit path). */
  fresh(key: string): Answer<V> | undefined {
    const entry = this.entries.get(key);
    return entry?.value !== undefined && Date.now() < entry.freshUntil ? { value: entry.value, state: 'hit', ids: entry.ids } : undefined;
  }

  /** The kept answer for `key`, else `load()`'s, kept. */
  async get(key: string, load: () => Promise<{ value: V; ids?: readonly string[] }>): Promise<Answer<V>> {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && now < entry.freshUntil) return answerOf(entry, 'hit');
    if (entry?.value !== undefined && entry.retryAt !== undefined && now < entry.retryAt && now < entry.freshUntil + this.staleMs) {
      return answerOf(entry, 'stale-if-error');
    }
    if (entry?.value !== undefined && now < entry.freshUntil + this.options.staleWhileRevalidateMs) {
      if (!this.loading.has(key)) this.load(key, load).catch((error: unknown) => this.options.onRefreshError?.(key, error));
      return answerOf(entry, 'stale');
    }
    try {
      const pending = this.loading.get(key);
      return answerOf(await (pending ?? this.load(key, load)), 'miss');
    } catch (error) {
      if (entry?.value !== undefined && now < entry.freshUntil + this.options.staleIfErrorMs && this.options.staleOnError?.(error)) {
        return answerOf(entry, 'stale-if-error');
      }
      throw error;
    }
  }

  /** Drops the answer for `key`: the next request loads it afresh. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** How long past its TTL an answer may still stand in. */
  private get staleMs(): number {
    return Math.max(this.options.staleWhileRevalidateMs, this.options.staleIfErrorMs);
  }

  private load(key: string, load: () => Promise<{ value: V; ids?: readonly string[] }>): Promise<Entry<V>> {
    const pending = (async (): Promise<Entry<V>> => {
      try {
        const { value, ids = this.options.idsOf?.(value) ?? [] } = await load();
        return this.store(key, { value, ids, freshUntil: Date.now() + this.options.ttlMs });
      } catch (error) {
        const kept = this.entries.get(key);
        if (kept?.value !== undefined && this.options.staleOnError?.(error)) {
          kept.retryAt = Date.now() + (this.options.retryAfterErrorMs ?? RETRY_AFTER_ERROR_MS);
          throw error;
        }
        const keepMs = this.options.keepError?.(error);
        if (keepMs) this.store(key, { error, ids: [], freshUntil: Date.now() + keepMs }, keepMs);
        throw error;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, pending);
    return pending;
  }

  private store(key: string, entry: Entry<V>, ttlMs?: number): Entry<V> {
    this.entries.set(key, entry, ttlMs === undefined ? {} : { ttl: ttlMs });
    for (const id of entry.ids) {
      let keys = this.keysById.get(id);
      if (!keys) this.keysById.set(id, (keys = new Set()));
      keys.add(key);
    }
    return entry;
  }

  private unindex(key: string, ids: readonly string[]): void {
    for (const id of ids) {
      const keys = this.keysById.get(id);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysById.delete(id);
    }
  }

  /** Drops every answer holding one of `ids`; answers how many were dropped. */
  purge(ids: Iterable<string>): number {
    let dropped = 0;
    for (const id of ids) {
      for (const key of [...(this.keysById.get(id) ?? [])]) if (this.entries.delete(key)) dropped += 1;
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept answers take, as measured when stored. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

function answerOf<V>(entry: Entry<V>, state: CacheState): Answer<V> {
  if (entry.value === undefined) throw entry.error;
  return { value: entry.value, state, ids: entry.ids };
}

const MAX_IDS = 1000;

/** Ids of frozen answers, found once: such an answer cannot change. */
const idsOfFrozen = new WeakMap<object, string[]>();

/** The string `id`s of the objects in a JSON answer (content items, components), each once. */
export function contentIdsOf(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null || !Object.isFrozen(answer)) return findContentIds(answer);
  let ids = idsOfFrozen.get(answer);
  if (!ids) idsOfFrozen.set(answer, (ids = findContentIds(answer)));
  return ids;
}

function findContentIds(answer: unknown): string[] {
  const ids = new Set<string>();
  const stack: unknown[] = [answer];
  while (stack.length > 0 && ids.size < MAX_IDS) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'id' && typeof item === 'string' && item !== '') ids.add(item);
        else if (typeof item === 'object' && item !== null) stack.push(item);
      }
    }
  }
  return [...ids];
}
