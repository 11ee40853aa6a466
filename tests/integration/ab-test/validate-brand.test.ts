// What `neutron validate` says about the A/B test definitions a brand uses: the errors of
// the file (an invalid file stops every brand that uses it), and the warnings of the tests
// that brand runs; `validate all` says each test's warnings once, for every brand.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { abTestProject, DEFINITIONS } from './project.ts';

const ENDED = 'config/ab-tests.yaml:21:14: test ended: ended on 2024-02-01; it no longer buckets anyone (warning)';

/** The fixture's tests, and one more that ended, with a criteria type no built-in knows. */
const WITH_OLD = `${DEFINITIONS}  - id: old
    version: v1
    startDate: 2024-01-01
    endDate: 2024-03-01
    allocations: [{ bucket: a, percentage: 100 }]
    criteria: { daypart: { values: [morning] } }
`;
const OLD = [
  "config/ab-tests.yaml:33:26: test old: criteria type 'daypart' is not built in; a plugin must provide it through the ab-test criteria hook, or the test is never eligible (warning)",
  'config/ab-tests.yaml:31:14: test old: ended on 2024-03-01; it no longer buckets anyone (warning)',
];

describe('neutron validate and the A/B tests of a brand', () => {
  it('validate site leaves out the warnings of tests only another brand runs', async () => {
    const dir = abTestProject({ definitions: WITH_OLD, defaultTests: '[color, ended, old]', autoTests: '[color]' });
    expect(await runCli(['validate', 'site', 'sites/auto.yaml'], dir)).toEqual({ code: 0, stdout: 'sites/auto.yaml: ok\n', stderr: '' });
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 0,
      stdout: 'sites/default.yaml: ok (3 warnings)\n',
      stderr: [ENDED, ...OLD, ''].join('\n'),
    });
  });

  it('a brand that lists no tests runs them all, and hears about each', async () => {
    const dir = abTestProject({ definitions: WITH_OLD, autoTests: '[color]' });
    expect((await runCli(['validate', 'site', 'sites/auto.yaml'], dir)).stderr).toBe('');
    // `tests` left out of the default brand's options: every test of the file.
    const text = 'id: default\nname: Test Default\nprefix: /\nmiddleware: [brand, i18n, feature-flags, ab-test, cache, transaction]\nplugins:\n  ab-test: { definitions: config/ab-tests.yaml }\n';
    writeFileSync(path.join(dir, 'sites/default.yaml'), text);
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 0,
      stdout: 'sites/default.yaml: ok (3 warnings)\n',
      stderr: [ENDED, ...OLD, ''].join('\n'),
    });
  });

  it('an error in the file is said for every brand that uses it, whichever test it is in', async () => {
    const definitions = WITH_OLD.replace('version: v1\n    startDate: 2024-01-01\n    endDate: 2024-03-01', 'version: 0x1A\n    startDate: 2024-01-01\n    endDate: 2024-03-01');
    const dir = abTestProject({ definitions, defaultTests: '[color, old]', autoTests: '[color]' });
    expect(await runCli(['validate', 'site', 'sites/auto.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: "config/ab-tests.yaml:29:14: test old: version 0x1A is read as the number 26: write a numeric version in plain decimal digits, or quote it ('0x1A') to keep the text\nsites/auto.yaml and the files it reads: 1 error (1 in config/ab-tests.yaml)\n",
    });
  });

  it('validate all says each test a brand runs once, however many brands run it', async () => {
    const dir = withDaypart(abTestProject({ definitions: WITH_OLD, defaultTests: '[color, ended, old]', autoTests: '[color, ended]' }));
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('config/ab-tests.yaml:'));
    expect(lines).toEqual([ENDED, ...OLD]);
    expect((await runCli(['validate', 'site', 'sites/auto.yaml'], dir)).stderr).toBe(`${ENDED}\n`);
  }, 60_000);

  it('validate all refuses a criteria type no brand answers, with the built-in one it is a slip from', async () => {
    const misspelt = WITH_OLD.replace('criteria: { daypart: { values: [morning] } }', 'criteria: { brnad: [default] }');
    const result = await runCli(['validate', 'all'], abTestProject({ definitions: misspelt, defaultTests: '[color, old]' }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "config/ab-tests.yaml:33:24: test 'old': criteria type 'brnad' is neither built in (route, section, topic, brand, device, tracking, inverse) nor answered by a plugin of any brand (did you mean 'brand'?); the test is never eligible\n",
    );
    // A type a plugin of the project answers passes.
    expect((await runCli(['validate', 'all'], withDaypart(abTestProject({ definitions: WITH_OLD, defaultTests: '[color, old]' })))).code).toBe(0);
    const unanswered = await runCli(['validate', 'all'], abTestProject({ definitions: WITH_OLD, defaultTests: '[color, old]' }));
    expect(unanswered.code).toBe(1);
    expect(unanswered.stderr).toContain("test 'old': criteria type 'daypart' is neither built in");
  }, 60_000);
});

/** The project with the daypart plugin (a criteria type of its own) on the default brand. */
function withDaypart(dir: string): string {
  const app = path.join(dir, 'config/app.yaml');
  writeFileSync(app, readFileSync(app, 'utf8').replace(/^plugins:\n/m, `plugins:\n  daypart: ${path.join(repoRoot, 'tests/fixtures/plugins/daypart-criteria.ts')}\n`));
  const site = path.join(dir, 'sites/default.yaml');
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^plugins:\n/m, 'plugins:\n  daypart: {}\n'));
  return dir;
}
