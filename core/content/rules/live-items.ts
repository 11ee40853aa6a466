// Live coverage items: newest first, by sequence (spec 000 §3; spec 001 §3 missing sequence = 0).
import type { LiveCoverageItem } from '../schemas/live.ts';

export function sortLiveItemsNewestFirst(items: readonly LiveCoverageItem[]): LiveCoverageItem[] {
  return items.filter((item) => !item.deleted).sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
}
