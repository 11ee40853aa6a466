// The `slots` option: which running test changes which of the core's slots. Checked at
// boot and by `neutron validate all` against the brand's tests and their buckets; each
// page carries the slots whose test is active on it.
import type { AbTest } from './definitions.ts';
import type { AbTestOptions } from './options.ts';
import type { AbTestPublicSlot } from './variant.ts';

export interface SlotFinding {
  /** Under `plugins: ab-test:` in the site file. */
  path: (string | number)[];
  message: string;
}

/** What is wrong with a brand's `slots` option: tests it does not run, buckets its test lacks. */
export function slotFindings(slots: AbTestOptions['slots'], brandTests: readonly AbTest[], definitions: string): SlotFinding[] {
  const findings: SlotFinding[] = [];
  const byId = new Map(brandTests.map((test) => [test.id, test]));
  for (const [slot, config] of Object.entries(slots ?? {})) {
    if (!config) continue;
    const test = byId.get(config.test);
    if (!test) {
      findings.push({ path: ['slots', slot, 'test'], message: `slots.${slot}: test '${config.test}' does not run on this brand (${definitions})` });
      continue;
    }
    const buckets = new Set(test.allocations.map((allocation) => allocation.bucket));
    for (const bucket of Object.keys(config.variants)) {
      if (!buckets.has(bucket)) {
        findings.push({
          path: ['slots', slot, 'variants', bucket],
          message: `slots.${slot}: test '${test.id}' has no bucket '${bucket}' (its buckets: ${[...buckets].join(', ')})`,
        });
      }
    }
  }
  return findings;
}

/** The brand's slots that name a test, read once per brand. */
export type BrandSlots = readonly (readonly [string, AbTestPublicSlot])[];

export function brandSlots(slots: AbTestOptions['slots']): BrandSlots {
  return Object.entries(slots ?? {}).flatMap(([slot, config]) => (config ? [[slot, { test: config.test, variants: config.variants }] as const] : []));
}

/** The slots whose test is active on the page, for its page data; undefined when none is. */
export function pageSlots(slots: BrandSlots, active: readonly { test: { id: string } }[]): Record<string, AbTestPublicSlot> | undefined {
  const shown = slots.filter(([, slot]) => active.some(({ test }) => test.id === slot.test));
  return shown.length > 0 ? Object.fromEntries(shown) : undefined;
}
