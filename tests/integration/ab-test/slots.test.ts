// The running A/B tests of the shipped sites: each brand's front door shows the line of the
// reader's bucket in the core's front-door-description slot (through <AbVariant>), and the
// `slots` option is checked against the brand's tests with the finding's position.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { useTestApp } from '../../helpers/project.ts';
import { abTestProject, DEFINITIONS } from './project.ts';

const app = useTestApp();
const COOKIE = 'nemo_highlander';

const DEFAULT_CORE = 'Tech news, reviews, deals and advice.';
const DEFAULT_DEALS = 'Honest reviews and today&#x27;s deals.';
const AUTO_CORE = 'Car news, reviews and advice.';
const AUTO_DRIVE = 'Road tests, car news and advice.';

function description(html: string): string | undefined {
  return /<p class="listing-header__description">([^<]*)<\/p>/.exec(html)?.[1];
}

describe('a running A/B test on each brand’s front door', () => {
  const cases = [
    { url: '/', test: 'door_tagline', variant: 'deals', variantText: DEFAULT_DEALS, coreText: DEFAULT_CORE },
    { url: '/roadshow/', test: 'rs_tagline', variant: 'drive', variantText: AUTO_DRIVE, coreText: AUTO_CORE },
  ];

  for (const { url, test, variant, variantText, coreText } of cases) {
    it(`${url}: the bucket cookie shows its variant; control shows the core's line`, async () => {
      const shown = await app().inject({ url, cookies: { [COOKIE]: `${test}:v1:${variant}` } });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['x-ab-buckets']).toContain(`${test}:v1:${variant}`);
      expect(description(shown.body)).toBe(variantText);

      const control = await app().inject({ url, cookies: { [COOKIE]: `${test}:v1:control` } });
      expect(description(control.body)).toBe(coreText);
    });

    it(`${url}: a forced bucket (abTestVariation) shows its variant`, async () => {
      const forced = await app().inject({ url: `${url}?abTestVariation=${test}:${variant}` });
      expect(forced.headers['x-ab-buckets']).toContain(`${test}:v1:${variant}`);
      expect(description(forced.body)).toBe(variantText);
      const control = await app().inject({ url, headers: { 'x-ab-test-variation': `${test}:control` } });
      expect(description(control.body)).toBe(coreText);
    });

    it(`${url}: a first visit is bucketed into the running test and sees its bucket's line`, async () => {
      const first = await app().inject({ url });
      const bucket = /(?:^|,)[a-z_]+_tagline:v1:([a-z]+)/.exec(String(first.headers['x-ab-buckets']))?.[1];
      expect(bucket === 'control' || bucket === variant).toBe(true);
      expect(first.headers['x-ab-running-tests']).toContain(test);
      expect(description(first.body)).toBe(bucket === variant ? variantText : coreText);
    });
  }

  it('in-app navigation receives the slot with the page data', async () => {
    const response = await app().inject({ url: '/_neutron/data/roadshow/', cookies: { [COOKIE]: 'rs_tagline:v1:drive' } });
    const page = (response.json() as { page: { plugins: Record<string, unknown> } }).page;
    expect(page.plugins['ab-test']).toMatchObject({
      tests: [{ id: 'rs_tagline', version: 'v1', bucket: 'drive' }],
      slots: { 'front-door-description': { test: 'rs_tagline', variants: { drive: AUTO_DRIVE } } },
    });
  });

  it('other pages are not in the test and keep their text', async () => {
    const response = await app().inject({ url: '/about/', cookies: { [COOKIE]: 'door_tagline:v1:deals' } });
    expect(response.headers['x-ab-buckets'] ?? '').not.toContain('door_tagline');
    expect(response.body).not.toContain(DEFAULT_DEALS);
  });
});

describe('the slots option', () => {
  it('a slot naming a test the brand does not run, or a bucket the test lacks, is an error at its position', async () => {
    const dir = abTestProject();
    const definitions = path.join(dir, 'config/ab-tests.yaml');
    const plugin = (tests: string, slots: string) => `plugins:\n  ab-test:\n    definitions: ${definitions}\n    tests: ${tests}\n    slots:\n${slots}`;
    const chain = 'middleware: [brand, i18n, feature-flags, ab-test, cache, transaction]';
    writeFileSync(
      path.join(dir, 'sites/default.yaml'),
      `id: default\nname: Test Default\nprefix: /\n${chain}\n${plugin('[color]', '      front-door-description: { test: color, variants: { green: Greener } }\n')}`,
    );
    writeFileSync(
      path.join(dir, 'sites/auto.yaml'),
      `id: auto\nname: Test Auto\nprefix: /roadshow/\n${chain}\n${plugin('[color]', '      front-door-description: { test: later, variants: { red: Redder } }\n')}`,
    );
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(
      "sites/default.yaml:10:65: plugins.ab-test.slots.front-door-description: test 'color' has no bucket 'green' (its buckets: red, blue)",
    );
    expect(result.stderr).toContain("sites/auto.yaml:10:39: plugins.ab-test.slots.front-door-description: test 'later' does not run on this brand");
  });

  it('warns about a slot whose text would never show: a test for another brand, one that ended, a bucket of 0%', async () => {
    const extra = `  - id: auto_only
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-30
    allocations: [{ bucket: on, percentage: 100 }]
    criteria: { brand: { values: [auto] } }
  - id: zero
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-30
    allocations: [{ bucket: on, percentage: 100 }, { bucket: off, percentage: 0 }]
`;
    const warningsFor = async (test: string, variants: string) => {
      const dir = abTestProject({ definitions: `${DEFINITIONS}${extra}`, defaultTests: `[${test}]` });
      const definitions = path.join(dir, 'config/ab-tests.yaml');
      writeFileSync(
        path.join(dir, 'sites/default.yaml'),
        `id: default\nname: Test Default\nprefix: /\nmiddleware: [brand, i18n, feature-flags, ab-test, cache, transaction]\nplugins:\n  ab-test:\n    definitions: ${definitions}\n    tests: [${test}]\n    slots:\n      front-door-description: { test: ${test}, variants: ${variants} }\n`,
      );
      const result = await runCli(['validate', 'all'], dir);
      expect(result.code, result.stderr).toBe(0);
      return result.stderr.split('\n').filter((line) => line.includes('plugins.ab-test.slots'));
    };
    expect(await warningsFor('auto_only', '{ on: Only }')).toEqual([
      expect.stringMatching(/^sites\/default\.yaml:10:\d+: plugins\.ab-test\.slots\.front-door-description: test 'auto_only' is for brand auto only \(its brand criterion\): the slot never shows it on brand 'default' \(warning\)$/),
    ]);
    expect(await warningsFor('ended', '{ a: Gone }')).toEqual([
      expect.stringMatching(/plugins\.ab-test\.slots\.front-door-description: test 'ended' has ended: the slot shows the core's own text \(warning\)$/),
    ]);
    expect(await warningsFor('zero', '{ on: Shown, off: Hidden }')).toEqual([
      expect.stringMatching(/plugins\.ab-test\.slots\.front-door-description: bucket 'off' of test 'zero' gets no readers \(0%\): its text never shows \(warning\)$/),
    ]);
  });

  it('a slot the core does not have is refused by the options schema', async () => {
    const dir = abTestProject();
    writeFileSync(
      path.join(dir, 'sites/auto.yaml'),
      `id: auto\nname: Test Auto\nprefix: /roadshow/\nmiddleware: [brand, i18n, feature-flags, ab-test, cache, transaction]\nplugins:\n  ab-test:\n    slots: { page-footer: { test: color, variants: { red: Redder } } }\n`,
    );
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/sites\/auto\.yaml:7:\d+: .*page-footer/);
  });
});
