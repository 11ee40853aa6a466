// The plugin's request state: what the vanity step decided, for the page it leads to
// (the not-found page, a masked page's canonical) and for anyone who shows the decision.
import { defineRequestState } from '../../core/index.ts';
import { VANITY_PLUGIN } from './constants.ts';

export interface VanityDecision {
  /** pass (no vanity applies), not-found, redirect, mask, or failed (logged, ignored). */
  action: 'pass' | 'not-found' | 'redirect' | 'mask' | 'failed';
  /** The vanity path the request was looked up under (path and the query keys that count). */
  key: string;
  id?: string;
  urlType?: string;
  /** Why nothing happened, or why a target was refused. */
  reason?: string;
  /** Where a redirect goes, or the path a mask shows. */
  target?: string;
  /** A masked page's canonical URL: its target's. */
  canonical?: string;
}

export const vanityState = defineRequestState<VanityDecision>(VANITY_PLUGIN);
