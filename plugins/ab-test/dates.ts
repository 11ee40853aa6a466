// Test windows. A test runs from the start of its startDate to the end of its endDate
// (both UTC, both inclusive); its cookies expire when it ends (spec 001 §4).
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type TestStatus = 'scheduled' | 'running' | 'ended';

/** Midnight UTC of a YYYY-MM-DD date, or undefined when the text is not a real date. */
export function parseDay(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2023-02-30 over to March; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time;
}

export interface TestWindow {
  /** First instant the test runs. */
  startsAt: number;
  /** First instant after the test: the end of its endDate. */
  endsAt: number;
}

export function testWindow(startDate: string, endDate: string): TestWindow | undefined {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (start === undefined || end === undefined) return undefined;
  return { startsAt: start, endsAt: end + DAY_MS };
}

export function statusAt(window: TestWindow, now: Date): TestStatus {
  const time = now.getTime();
  if (time < window.startsAt) return 'scheduled';
  if (time >= window.endsAt) return 'ended';
  return 'running';
}
