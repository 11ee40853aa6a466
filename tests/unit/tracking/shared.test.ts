// One SQLite handle per process: both brands' collectors acquire the same store, and the
// last one to close closes it.
import { describe, expect, it } from 'vitest';
import { createSharedRegistry } from '../../../plugins/tracking/collector/shared.ts';
import { TrackingStore } from '../../../plugins/tracking/collector/store.ts';

describe('shared collector resources', () => {
  it('hands every brand the same store and closes it after the last release', async () => {
    const registry = createSharedRegistry<TrackingStore>((store) => store.close());
    let opened = 0;
    const open = () => {
      opened += 1;
      return new TrackingStore(':memory:');
    };
    const forDefault = registry.acquire(':memory:', open);
    const forAuto = registry.acquire(':memory:', open);
    expect(forAuto).toBe(forDefault);
    expect(opened).toBe(1);
    await registry.release(':memory:');
    expect(forDefault.db.open).toBe(true);
    expect(registry.peek(':memory:')).toBe(forDefault);
    await registry.release(':memory:');
    expect(forDefault.db.open).toBe(false);
    expect(registry.peek(':memory:')).toBeUndefined();
  });
});
