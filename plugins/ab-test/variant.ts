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

/** What the browser reads: the tests active on this page and the reader's buckets. */
export interface AbTestPublicState {
  tests: AbTestPublicTest[];
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

export function readAbTestState(page: Pick<PageData, 'plugins'>): AbTestPublicState {
  const raw = page.plugins[AB_TEST_PLUGIN] as { tests?: unknown } | undefined;
  const tests = Array.isArray(raw?.tests) ? raw.tests.filter(isPublicTest) : [];
  return { tests };
}

/** The reader's bucket of a test active on this page, or undefined. */
export function abBucket(page: Pick<PageData, 'plugins'>, testId: string): string | undefined {
  return readAbTestState(page).tests.find((test) => test.id === testId)?.bucket;
}
