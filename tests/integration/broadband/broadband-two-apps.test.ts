// Two apps built in one process from the same broadband plugin, each brand 'default':
// each app's finance pages read its own options and services, not the last app's.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import broadband from '../../../plugins/broadband/index.ts';
import { repoRoot } from '../../helpers/project.ts';

const referenceData = path.join(repoRoot, 'examples/broadband');
let first: PluginTestSite;
let second: PluginTestSite;

beforeAll(async () => {
  // The site file's defaults fill in the rest of `rates`.
  first = await testPlugin(broadband, { options: { referenceData, rates: { amount: 10_000 } } as never });
  second = await testPlugin(broadband, { options: { referenceData, rates: { amount: 25_000 } } as never });
}, 120_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('broadband in two apps of one process', () => {
  it("each app's finance page shows its own amount", async () => {
    const page = '/_hidden/personal-finance/hotel-credit-cards/';
    expect(text((await first.inject(page)).body)).toContain('CD rates for $10,000');
    expect(text((await second.inject(page)).body)).toContain('CD rates for $25,000');
  });
});
