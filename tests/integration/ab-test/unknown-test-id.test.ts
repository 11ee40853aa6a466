// A test id a brand lists that the definitions file does not define: `neutron start` and
// `neutron validate site` refuse it with the same line, at the listing in the site file,
// whether the plugin's validate() or its apply() finds it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { abTestProject } from './project.ts';

const START_REFUSED = 'neutron start: the configuration is invalid; nothing was started\n';

function finding(dir: string): string {
  const site = readFileSync(path.join(dir, 'sites/auto.yaml'), 'utf8').split('\n');
  const line = site.findIndex((text) => text.includes('ghost'));
  return `sites/auto.yaml:${line + 1}:${(site[line] ?? '').indexOf('ghost') + 1}: plugins.ab-test.tests: test 'ghost' is not defined in ${path.join(dir, 'config/ab-tests.yaml')}`;
}

/** The default brand runs the test `ended`: start says that warning after the errors. */
const ENDED = 'config/ab-tests.yaml:21:14: test ended: ended on 2024-02-01; it no longer buckets anyone (warning)\n';

it('start and validate site say it at the listing, with the same line', async () => {
  const dir = abTestProject({ autoTests: '[color, ghost]' });
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding(dir)}\n${ENDED}${START_REFUSED}` });
  expect(await runCli(['validate', 'site', 'sites/auto.yaml'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding(dir)}\nsites/auto.yaml: 1 error\n` });
});

it("apply() says it at the listing too, where the plugin's validate() does not run", async () => {
  const dir = abTestProject({ autoTests: '[color, ghost]' });
  const module = path.join(dir, 'ab-test-apply-only.ts');
  writeFileSync(
    module,
    `import { createAbTestPlugin } from '${path.join(repoRoot, 'plugins/ab-test/index.ts')}';
const { validate: _validate, ...plugin } = createAbTestPlugin({ now: () => new Date('2024-06-10T12:00:00Z') });
export default { ...plugin, client: '${path.join(repoRoot, 'plugins/ab-test/client/index.ts')}' };
`,
  );
  const appFile = path.join(dir, 'config/app.yaml');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^ {2}ab-test: .*$/m, `  ab-test: ${module}`));
  // Without validate() the ended test is not found either.
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding(dir)}\n${START_REFUSED}` });
});
