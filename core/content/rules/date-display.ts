// Date display (spec 000 §9): relative when under 10 days old, else formatted in US Pacific time.
import { readDate } from './dates.ts';

export const RELATIVE_DATE_LIMIT_MS = 10 * 24 * 60 * 60 * 1000;
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';

const MAX_REMEMBERED_DATES = 4096;

/** A US English date format made on first use: building one with a time zone loads that
 *  zone's data (about 25 ms of a phone's main thread each), which pages that show no
 *  formatted date in the browser should not pay while the bundle starts. */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

/** Formatting in a time zone is slow next to a lookup, and a site shows the same few
 *  thousand dates again and again: each format keeps its recent answers by instant. */
function remembered(options: Intl.DateTimeFormatOptions): { format(date: Date): string } {
  const format = lazyFormat(options);
  const answers = new Map<number, string>();
  return {
    format(date) {
      const time = date.getTime();
      let text = answers.get(time);
      if (text === undefined) {
        text = format().format(date);
        // Bounded: a full memo starts again rather than growing (this code runs in browsers too).
        if (answers.size >= MAX_REMEMBERED_DATES) answers.clear();
        answers.set(time, text);
      }
      return text;
    },
  };
}

const dateFormat = remembered({ timeZone: DISPLAY_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const longFormat = remembered({
  timeZone: DISPLAY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** "5 mins ago", "3 hours ago", "2 days ago" under 10 days; else "Jan 5, 2024" (Pacific). */
export function formatDisplayDate(value: string | Date | undefined, now: Date = new Date()): string {
  const date = readDate(value);
  if (!date) return '';
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < RELATIVE_DATE_LIMIT_MS) {
    const minutes = Math.floor(age / 60_000);
    if (minutes < 1) return 'Just now';
    if (minutes < 60) return plural(minutes, 'min');
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return plural(hours, 'hour');
    return plural(Math.floor(hours / 24), 'day');
  }
  return dateFormat.format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RELATIVE_DAYS = RELATIVE_DATE_LIMIT_MS / DAY_MS;
const pacificParts = lazyFormat({ timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The US Pacific calendar day of a moment, counted in days since the epoch. */
function pacificDay(date: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(pacificParts().formatToParts(date).find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/** A live coverage item's date, by US Pacific calendar days whatever the reader's time
 *  zone: published today, the date alone ("Nov 27, 2026"; the time belongs in the
 *  tooltip); 1 to 9 days before, relative ("1 day ago", "9 days ago"); earlier (or later
 *  than today), the date. */
export function formatLiveItemDate(value: string | Date | undefined, now: Date = new Date()): string {
  const date = readDate(value);
  if (!date) return '';
  const days = pacificDay(now) - pacificDay(date);
  return days >= 1 && days < RELATIVE_DAYS ? plural(days, 'day') : dateFormat.format(date);
}

const calendarFormat = lazyFormat({ timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date alone, never relative: "Jan 5, 2024" in US Pacific time. A calendar date
 *  without a time ("2024-08-20") is that day wherever the reader is. */
export function formatShortDate(value: string | Date | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  return typeof value === 'string' && CALENDAR_DATE.test(value.trim()) ? calendarFormat().format(date) : dateFormat.format(date);
}

/** Long format with time in US Pacific time: "Jan 5, 2024, 10:00 AM PST". */
export function formatLongDate(value: string | Date | undefined): string {
  const date = readDate(value);
  return date ? longFormat.format(date) : '';
}
