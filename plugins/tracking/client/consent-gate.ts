// Tracking waits for consent (spec 001 §4, §6): with the category granted, items go at
// once; before the reader decides they wait in a bounded queue (the oldest dropped
// first) and go when consent is granted; a decision without it drops them. Whenever an
// item cannot go now, the spec's message is logged where it was fired.
import { type ConsentCategory, type ConsentSource, isGranted } from '../../../core/browser.ts';
import { TRACKING_UNAVAILABLE } from '../constants.ts';

export const MAX_WAITING_FOR_CONSENT = 50;

export interface ConsentGate<T> {
  submit(item: T): void;
  /** Items waiting for a decision. */
  waiting(): number;
}

export interface ConsentGateOptions<T> {
  consent: ConsentSource;
  category: ConsentCategory;
  /** Sends items, in order. */
  deliver(items: T[]): void;
  log?: (message: string) => void;
  maxWaiting?: number;
}

export function createConsentGate<T>({ consent, category, deliver, log = console.warn, maxWaiting = MAX_WAITING_FOR_CONSENT }: ConsentGateOptions<T>): ConsentGate<T> {
  let queue: T[] = [];
  consent.subscribe((state) => {
    if (queue.length === 0) return;
    if (isGranted(state, category)) {
      const items = queue;
      queue = [];
      deliver(items);
    } else if (state.decided) {
      queue = [];
    }
  });
  return {
    submit(item) {
      const state = consent.state();
      if (isGranted(state, category)) {
        deliver([item]);
        return;
      }
      log(TRACKING_UNAVAILABLE);
      if (state.decided) return;
      if (queue.length >= maxWaiting) queue.shift();
      queue.push(item);
    },
    waiting: () => queue.length,
  };
}
