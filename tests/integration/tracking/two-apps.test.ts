// Two apps built in one process, both on the in-memory store of NEUTRON_ENV=test: an event
// one app's collector takes is in that app's store only, and each app counts its own
// readers against the rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import { collectorsOf } from '../../../plugins/tracking/collector/install.ts';
import { createTrackingPlugin } from '../../../plugins/tracking/index.ts';
import { pageViewEvent } from '../../fixtures/tracking-events.ts';

const plugin = createTrackingPlugin();
let first: PluginTestSite;
let second: PluginTestSite;
beforeAll(async () => {
  // The site file's defaults fill in the rest of `collector`.
  const options = { collector: { maxRequestsPerMinute: 1 } } as never;
  first = await testPlugin(plugin, { options });
  second = await testPlugin(plugin, { options });
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const post = (site: PluginTestSite) =>
  site.inject({ method: 'POST', url: '/_neutron/collect/page-view', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(pageViewEvent('door')) });
const stored = (site: PluginTestSite) => collectorsOf(':memory:', site.app.server).peek(':memory:')?.store.list() ?? [];

describe('the tracking collector of two apps in one process', () => {
  it('keeps each app’s events and rate of its own', async () => {
    expect((await post(first)).statusCode).toBe(204);
    expect(stored(first)).toHaveLength(1);
    expect(stored(second)).toHaveLength(0);
    // The first app's reader is at its rate; on the second app the same reader is not.
    expect((await post(first)).statusCode).toBe(429);
    expect((await post(second)).statusCode).toBe(204);
    expect(stored(second)).toHaveLength(1);
  });
});
