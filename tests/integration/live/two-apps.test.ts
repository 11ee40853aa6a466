// Two apps built in one process, both on the in-memory store of NEUTRON_ENV=test: what
// is published on one is not on the other's pages (each app has a store of its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginTestSite } from '../../../core/index.ts';
import { liveSite, ONGOING_PATH, pageData, publish } from './project.ts';

let first: PluginTestSite;
let second: PluginTestSite;
beforeAll(async () => {
  first = await liveSite();
  second = await liveSite();
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('the live store of two apps in one process', () => {
  it('an item published on one app is only on that app', async () => {
    const contentId = (await pageData(first, ONGOING_PATH)).content.id;
    const published = await publish(first, contentId, { headline: 'Only on the first app', body: '<p>first</p>' });
    expect(published.status).toBe(201);
    const headlines = async (site: PluginTestSite) => (await pageData(site, ONGOING_PATH)).props.items.map((item) => item.headline);
    expect(await headlines(first)).toContain('Only on the first app');
    expect(await headlines(second)).not.toContain('Only on the first app');
  });
});
