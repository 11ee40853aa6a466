// Props of the /ab-test-summary/ page (spec 000 §2.2): every test of the brand with its
// window, status, allocations, criteria and the reader's own bucket.
import { EXCLUDE, SLOT_COUNT } from './allocation.ts';
import type { TestStatus } from './dates.ts';
import { type AbTest, testStatus } from './definitions.ts';

export interface SummaryTest {
  id: string;
  version: string;
  startDate: string;
  endDate: string;
  status: TestStatus;
  /** Allocated buckets, then the unallocated share as 'exclude' when there is one. */
  allocations: { bucket: string; percentage: number }[];
  /** Criteria entries as `key: {config}` lines. */
  criteria: string[];
  /** The reader's bucket, 'exclude', or null when not bucketed. */
  bucket: string | null;
}

export interface SummaryProps {
  brand: string;
  today: string;
  tests: SummaryTest[];
}

export function summaryProps(brand: string, tests: readonly AbTest[], buckets: ReadonlyMap<string, string>, now: Date): SummaryProps {
  return {
    brand,
    today: now.toISOString().slice(0, 10),
    tests: tests.map((test) => {
      const allocated = test.allocations.reduce((sum, allocation) => sum + allocation.percentage, 0);
      return {
        id: test.id,
        version: test.version,
        startDate: test.startDate,
        endDate: test.endDate,
        status: testStatus(test, now),
        allocations: [
          ...test.allocations.map(({ bucket, percentage }) => ({ bucket, percentage })),
          ...(allocated < SLOT_COUNT ? [{ bucket: EXCLUDE, percentage: SLOT_COUNT - allocated }] : []),
        ],
        criteria: test.criteria.map((entry) => `${entry.key}: ${JSON.stringify(entry.config)}`),
        bucket: buckets.get(test.id) ?? null,
      };
    }),
  };
}
