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

function isPublicTest(value: unknown): value is AbTestPublicTest {
  const test = value as AbTestPublicTest;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof test.id === 'string' &&
    typeof test.version === 'string' &&
    typeof test.bucket === 'string'
  );
}

function isPublicSlot(value: unknown): value is AbTestPublicSlot {
  const slot = value as AbTestPublicSlot;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof slot.test === 'string' &&
    typeof slot.variants === 'object' &&
    slot.variants !== null &&
    Object.values(slot.variants).every((text) => typeof text === 'string')
  );
}

export function readAbTestState(page: Pick<PageData, 'plugins'>): AbTestPublicState {
  const raw = page.plugins[AB_TEST_PLUGIN] as { tests?: unknown; slots?: unknown } | undefined;
  const tests = Array.isArray(raw?.tests) ? raw.tests.filter(isPublicTest) : [];
  const slots = typeof raw?.slots === 'object' && raw.slots !== null ? Object.entries(raw.slots).filter(([, slot]) => isPublicSlot(slot)) : [];
  return slots.length > 0 ? { tests, slots: Object.fromEntries(slots) as Record<string, AbTestPublicSlot> } : { tests };
}

/** The reader's bucket of a test active on this page, or undefined. */
export function abBucket(page: Pick<PageData, 'plugins'>, testId: string): string | undefined {
  return readAbTestState(page).tests.find((test) => test.id === testId)?.bucket;
}
