// Preferred date of a content item (spec 000 §3).
import { readDate } from './dates.ts';

export interface DatedContent {
  datePublished?: string;
  dateUpdated?: string;
  displayDatePublished?: string;
  displayDateUpdated?: string;
}

export type DatePreference = 'updated' | 'created' | 'default';

/**
 * 'updated' prefers displayDateUpdated, dateUpdated, displayDatePublished, datePublished;
 * 'created' prefers the published ones first; the default is the later of display updated
 * and display published, else any available date, else now.
 */
export function preferredDate(content: DatedContent, preference: DatePreference = 'default', now: () => Date = () => new Date()): Date {
  const displayUpdated = readDate(content.displayDateUpdated);
  const updated = readDate(content.dateUpdated);
  const displayPublished = readDate(content.displayDatePublished);
  const published = readDate(content.datePublished);
  if (preference === 'updated') return displayUpdated ?? updated ?? displayPublished ?? published ?? now();
  if (preference === 'created') return displayPublished ?? published ?? displayUpdated ?? updated ?? now();
  if (displayUpdated && displayPublished) return new Date(Math.max(displayUpdated.getTime(), displayPublished.getTime()));
  return displayUpdated ?? displayPublished ?? updated ?? published ?? now();
}
