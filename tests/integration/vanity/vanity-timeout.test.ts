// A vanity service that never answers holds no page past the lookup's 2000 ms deadline
// (spec 000 §9): the page is served as if there were no vanity, and the failure is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import { createVanityPlugin } from '../../../plugins/vanity/index.ts';
import { startVanityUpstream, type VanityUpstream } from './vanity-upstream.ts';

describe('a vanity service that hangs', () => {
  let upstream: VanityUpstream;
  let site: PluginTestSite;

  beforeAll(async () => {
    upstream = await startVanityUpstream({ hang: true });
    site = await testPlugin(createVanityPlugin(), { options: { host: upstream.origin } });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await upstream?.close();
  });

  it('serves the page once the 2000 ms deadline passes, not later', async () => {
    const started = performance.now();
    const response = await site.inject('/news/politics/senate-passes-data-broker-bill/');
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Senate');
    // The deadline, not the upstream, ended the wait (a generous bound for a busy machine).
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(6000);
    expect(upstream.lookups()).toContain('/news/politics/senate-passes-data-broker-bill/');
  }, 20_000);

  it('a vanity path no page serves is the plain 404 after the deadline', async () => {
    const started = performance.now();
    const response = await site.inject('/promo/');
    expect(response.statusCode).toBe(404);
    expect(performance.now() - started).toBeLessThan(6000);
  }, 20_000);
});
