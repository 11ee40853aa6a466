// Lookup answers kept on the node for `refreshSeconds`: a vanity path asked for again and
// again costs one call per interval. Failures are never kept.
import { LRUCache } from 'lru-cache';
import type { VanityEntry } from './entry.ts';

const NONE = Symbol('none');

export class LookupCache {
  private readonly answers: LRUCache<string, VanityEntry | typeof NONE>;

  constructor(ttlMs: number, max = 5000) {
    this.answers = new LRUCache({ max, ttl: ttlMs });
  }

  async get(key: string, load: () => Promise<VanityEntry | undefined>): Promise<VanityEntry | undefined> {
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept === NONE ? undefined : kept;
    const answer = await load();
    this.answers.set(key, answer ?? NONE);
    return answer;
  }
}
