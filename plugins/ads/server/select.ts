// Which line item and creative fill a request: active by date, a creative of a wanted
// size, every targeting key the item names matched, under its frequency cap; the
// highest priority wins and equal priorities rotate.
import type { Creative, LineItem } from './line-items.ts';
import type { AdStore } from './store.ts';

export interface AdRequest {
  brand: string;
  /** Wanted creative sizes, best first. */
  sizes: readonly string[];
  targeting: Readonly<Record<string, string>>;
  reader: string;
  now: number;
  video: boolean;
}

export interface AdChoice {
  item: LineItem;
  creative: Creative;
}

const HOUR_MS = 3_600_000;

/** The reader of a request without the ad session cookie (no targeting consent): it is
 *  nobody in particular, so frequency caps, which count one reader, do not apply. */
export const ANONYMOUS_READER = 'anonymous';

function targets(item: LineItem, request: AdRequest): boolean {
  for (const [key, accepted] of Object.entries(item.targeting)) {
    if (!accepted) continue;
    const given = key === 'brand' ? request.brand : request.targeting[key];
    if (given === undefined) return false;
    const values = given.toLowerCase().split(',');
    if (!accepted.some((value) => values.includes(value.toLowerCase()))) return false;
  }
  return true;
}

function creativeFor(item: LineItem, sizes: readonly string[]): Creative | undefined {
  for (const size of sizes) {
    const creative = item.creatives.find((candidate) => candidate.size === size && (candidate.media !== undefined) === item.video);
    if (creative) return creative;
  }
  return undefined;
}

/** Every line item that may fill the request, with its creative. */
function candidates(items: readonly LineItem[], request: AdRequest, store: AdStore): AdChoice[] {
  const found: AdChoice[] = [];
  for (const item of items) {
    if (item.video !== request.video || request.now < item.startTime || request.now > item.endTime) continue;
    if (!targets(item, request)) continue;
    const creative = creativeFor(item, request.sizes);
    if (!creative) continue;
    const cap = item.frequencyCap;
    if (cap && request.reader !== ANONYMOUS_READER && store.impressionsSince(item.id, request.reader, request.now - cap.hours * HOUR_MS) >= cap.impressions) continue;
    found.push({ item, creative });
  }
  return found;
}

export function selectAd(items: readonly LineItem[], request: AdRequest, store: AdStore, random: () => number = Math.random): AdChoice | undefined {
  return selectAds(items, request, store, 1, random)[0];
}

/** Up to `count` different line items, highest priority first; equal priorities rotate. */
export function selectAds(items: readonly LineItem[], request: AdRequest, store: AdStore, count: number, random: () => number = Math.random): AdChoice[] {
  const shuffled = candidates(items, request, store)
    .map((choice) => ({ choice, order: random() }))
    .sort((a, b) => b.choice.item.priority - a.choice.item.priority || a.order - b.order);
  return shuffled.slice(0, count).map(({ choice }) => choice);
}
