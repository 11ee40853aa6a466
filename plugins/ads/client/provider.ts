// What every ad backend implements: define a slot, run the auction for a set of slots,
// render each result, clear (non-destructive) and destroy (spec 001 §4).
import type { AdState } from '../ad-state.ts';
import type { PageSlot } from '../slots.ts';

/** A slot as the lifecycle tracks it. */
export interface DefinedSlot {
  slot: PageSlot;
  element: HTMLElement;
  /** Page-view serial: slots of a page the reader left are never rendered. */
  pageView: number;
}

export interface AuctionContext {
  state: AdState;
  /** Targeting as sent (personal keys left out without targeting consent). */
  targeting: Record<string, string>;
  personalized: boolean;
  log: AdLog;
}

/** What filled a slot, or why it is blank. */
export interface AdDecision {
  filled: boolean;
  /** Line item or bidder that won, creative and size, for the debug view. */
  detail: string;
}

export interface AdProvider {
  readonly name: string;
  define(defined: DefinedSlot, context: AuctionContext): void;
  /** Bids requested → bids returned → rendered; answers each slot's decision. */
  auction(slots: readonly DefinedSlot[], context: AuctionContext): Promise<Map<string, AdDecision>>;
  clear(defined: DefinedSlot): void;
  destroy(defined: DefinedSlot): void;
}

export interface AdLog {
  (message: string, detail?: unknown): void;
}
