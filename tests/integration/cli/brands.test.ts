// Brands that cannot work together (one prefix for two, a prefix inside the other's pages,
// no brand with the default route set) are config findings where they are set, from
// `neutron validate all` and `neutron start`, not a crash while the app is built.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { fixtureProject } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const autoSite = readFileSync(path.join(fixtureProject, 'sites/auto.yaml'), 'utf8');
const defaultSite = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8');

it('two brands with one prefix: the second is told which brand has it', async () => {
  const dir = tempProject({ 'sites/auto.yaml': autoSite.replace('prefix: /roadshow/', 'prefix: /') });
  const finding = "sites/auto.yaml:3:9: prefix '/' is already the prefix of brand 'default' (sites/default.yaml); each brand needs its own\n";
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
});

it('a prefix inside the other brand’s pages would take them over', async () => {
  const dir = tempProject({ 'sites/auto.yaml': autoSite.replace('prefix: /roadshow/', 'prefix: /news/') });
  const result = await runCli(['validate', 'all'], dir);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^sites\/auto\.yaml:3:9: prefix '\/news\/' lies inside the pages of brand 'default' \(its route [\w-]+, \/news\/[^)]*\); choose a prefix no page of it uses\n/);
});

it('no brand with the default route set: said at the default brand', async () => {
  const dir = tempProject({ 'sites/default.yaml': defaultSite.replace('prefix: /\n', 'prefix: /\nrouteSet: auto\n') });
  const finding = "sites/default.yaml:4:11: no brand uses routeSet 'default', whose routes (topics, stories) give the content its paths; brand 'default' should\n";
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
});
