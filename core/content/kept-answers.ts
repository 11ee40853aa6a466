// Validated answers kept while the upstream says they cannot change (the embedded store's
// rows have one version): an answer is parsed, validated and frozen once per stored
// answer, not once per read. A new version replaces it; the least recently read go past
// the bound.
import { LRUCache } from 'lru-cache';

const MAX_KEPT = 1000;

interface Kept {
  version: string;
  value: object;
}

export class KeptAnswers {
  private readonly answers: LRUCache<string, Kept>;

  constructor(maxEntries = MAX_KEPT) {
    this.answers = new LRUCache<string, Kept>({ max: maxEntries });
  }

  /** The answer kept for `key` at `version`, if any. */
  get(key: string, version: string): object | undefined {
    const kept = this.answers.get(key);
    return kept?.version === version ? kept.value : undefined;
  }

  set(key: string, version: string, value: object): void {
    this.answers.set(key, { version, value });
  }

  get size(): number {
    return this.answers.size;
  }
}
