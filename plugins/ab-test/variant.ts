// The one way components read the reader's bucket, on the server and in the browser:
// from the page data the ab-test plugin fills (data.plugins['ab-test']).
import type { PageData } from '../../core/browser.ts';

export const AB_TEST_PLUGIN = 'ab-test';

export interface AbTestPublicTest {
  id: string;
  version: string;
  /** The reader's bucket; 'exclude' when the reader fell in an unallocated slot. */
  bucket: string;
}

/** A slot of the core's pages that a test active on this page changes (AbSlot.tsx). */
export interface AbTestPublicSlot {
  test: string;
  /** Text by bucket. */
  variants: Record<string, string>;
}

/** What the browser reads: the tests active on this page and the reader's buckets. */
export interface AbTestPublicState {
  tests: AbTestPublicTest[];
  /** By slot name; only slots whose test is active on this page. */
  slots?: Record<string, AbTestPublicSlot>;
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPublicTest(value: unknown): value is AbTestPublicTest {
  return isRecord(value) && typeof value.id === 'string' && typeof value.version === 'string' && typeof value.bucket === 'string';
}

function isPublicSlot(value: unknown): value is AbTestPublicSlot {
  return isRecord(value) && typeof value.test === 'string' && isRecord(value.variants) && Object.values(value.variants).every((text) => typeof text === 'string');
}

export function readAbTestState(page: Pick<PageData, 'plugins'>): AbTestPublicState {
  const raw = page.plugins[AB_TEST_PLUGIN];
  if (!isRecord(raw)) return { tests: [] };
  const tests = Array.isArray(raw.tests) ? raw.tests.filter(isPublicTest) : [];
  const slots = isRecord(raw.slots) ? Object.entries(raw.slots).filter((entry): entry is [string, AbTestPublicSlot] => isPublicSlot(entry[1])) : [];
  return slots.length > 0 ? { tests, slots: Object.fromEntries(slots) } : { tests };
}

/** The reader's bucket of a test active on this page, or undefined. */
export function abBucket(page: Pick<PageData, 'plugins'>, testId: string): string | undefined {
  return readAbTestState(page).tests.find((test) => test.id === testId)?.bucket;
}
