// The dictionary (spec 001 §7: vanity → target), kept once per node and read again every
// `refreshSeconds`. While a node has one, a path it does not list is no vanity and goes to
// no lookup; a node without one (not read yet, or the service failing) looks every path up.
import type { Logger } from '../../core/index.ts';
import type { VanityClient } from './client.ts';
import { VANITY_TIMEOUT_MS } from './constants.ts';

export class VanityDictionary {
  private entries: ReadonlyMap<string, string> | undefined;
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly client: VanityClient,
    private readonly refreshMs: number,
    private readonly log: () => Logger | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The dictionary as this node has it; a stale one starts a new read in the background. */
  current(): ReadonlyMap<string, string> | undefined {
    if (this.now() - this.readAt >= this.refreshMs) void this.refresh();
    return this.entries;
  }

  /** Reads the dictionary again (one read at a time); a failure keeps the old one. */
  refresh(): Promise<void> {
    this.reading ??= (async () => {
      try {
        this.entries = await this.client.dictionary({ txId: 'vanity-dictionary', signal: AbortSignal.timeout(VANITY_TIMEOUT_MS), timeoutMs: VANITY_TIMEOUT_MS });
      } catch (error) {
        this.log()?.warn({ err: error }, 'vanity: the dictionary could not be read; paths are looked up one by one');
      } finally {
        // A failed read is tried again after the same interval, not on every request.
        this.readAt = this.now();
        this.reading = undefined;
      }
    })();
    return this.reading;
  }
}
