// Files a plugin reads because a site's options name them, and a plugin's browser entry:
// `neutron start`, `neutron validate site` and `neutron validate all` refuse the same ones
// with the same lines, at the line of the site file that asks for them.
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject, tempProjectWithPlugin } from '../../helpers/temp-project.ts';

const START_REFUSED = 'neutron start: the configuration is invalid; nothing was started\n';

// The output asserted is the site engineer's: no stacks, whatever the shell running the tests sets.
beforeEach(() => {
  vi.stubEnv('NEUTRON_ENV', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A project installing the shipped plugins given (name → module under plugins/), the
 *  default brand enabling them with `plugins` (the YAML lines under `plugins:`). */
function projectWith(plugins: string[], lines: string[], files: Record<string, string> = {}): string {
  const site = (id: string, prefix: string, entries: string[]) =>
    [`id: ${id}`, `name: Test ${id}`, `prefix: ${prefix}`, 'middleware: [brand, i18n, feature-flags, ab-test, cache, transaction]', 'plugins:', ...entries, ''].join('\n');
  return tempProject({
    'config/app.yaml': appConfigWithPlugins(Object.fromEntries(plugins.map((name) => [name, path.join(repoRoot, `plugins/${name}/index.ts`)]))),
    'sites/default.yaml': site('default', '/', lines),
    'sites/auto.yaml': site('auto', '/roadshow/', ['  {}']),
    ...files,
  });
}

/** `sites/default.yaml:line:col` of the first `text` in the default brand's site file. */
function siteLocation(dir: string, text: string): string {
  const lines = readFileSync(path.join(dir, 'sites/default.yaml'), 'utf8').split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  return `sites/default.yaml:${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
}

/** What start, validate site and validate all print for a project refused with `findings`. */
async function expectRefusedEverywhere(dir: string, findings: string[]): Promise<void> {
  const lines = findings.map((finding) => `${finding}\n`).join('');
  const errors = `${findings.length} error${findings.length === 1 ? '' : 's'}`;
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${lines}${START_REFUSED}` });
  // validate site counts the errors in the files the site file reads apart.
  const perFile = new Map<string, number>();
  for (const file of findings.map((finding) => finding.slice(0, finding.indexOf(':')))) perFile.set(file, (perFile.get(file) ?? 0) + 1);
  const site = [...perFile.keys()].every((file) => file === 'sites/default.yaml')
    ? `sites/default.yaml: ${errors}`
    : `sites/default.yaml and the files it reads: ${errors} (${[...perFile].map(([file, count]) => `${count} in ${file}`).join(', ')})`;
  expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 1, stdout: '', stderr: `${lines}${site}\n` });
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${lines}all configs: ${errors}\n` });
}

describe('files and folders that plugin options name', () => {
  it("broadband's referenceData naming no folder: at the option's value, everywhere", async () => {
    const dir = projectWith(['broadband'], ['  broadband:', '    referenceData: examples/nosuchdir']);
    await expectRefusedEverywhere(dir, [`${siteLocation(dir, 'examples/nosuchdir')}: plugins.broadband.referenceData: folder examples/nosuchdir not found`]);
  });

  it('a reference-data folder without some of its files, or a file where the folder should be', async () => {
    const partial = projectWith(['broadband'], ['  broadband: { referenceData: data/broadband }'], {
      'data/broadband/providers.yaml': readFileSync(path.join(repoRoot, 'examples/broadband/providers.yaml'), 'utf8'),
      'data/broadband/speeds.yaml': readFileSync(path.join(repoRoot, 'examples/broadband/speeds.yaml'), 'utf8'),
      'data/broadband/states.yaml': readFileSync(path.join(repoRoot, 'examples/broadband/states.yaml'), 'utf8'),
    });
    await expectRefusedEverywhere(partial, [`${siteLocation(partial, 'data/broadband')}: plugins.broadband.referenceData: folder data/broadband has no zipcodes.yaml, rates.yaml`]);

    const file = projectWith(['broadband'], ['  broadband:', '    referenceData: config/app.yaml']);
    await expectRefusedEverywhere(file, [`${siteLocation(file, 'config/app.yaml')}: plugins.broadband.referenceData: config/app.yaml is a file, not a folder`]);
  });

  it('reference data the plugin refuses when it reads it: every finding, at its line in the data', async () => {
    const zipcodes = readFileSync(path.join(repoRoot, 'examples/broadband/zipcodes.yaml'), 'utf8');
    const known = /providers: \[([a-z0-9-]+)/.exec(zipcodes)?.[1] ?? '';
    const dir = projectWith(['broadband'], ['  broadband: { referenceData: data/broadband }'], {
      'data/broadband/zipcodes.yaml': zipcodes.replace(`providers: [${known}`, 'providers: [comcastic'),
    });
    for (const name of ['providers.yaml', 'speeds.yaml', 'rates.yaml', 'states.yaml']) cpSync(path.join(repoRoot, 'examples/broadband', name), path.join(dir, 'data/broadband', name));
    const lines = readFileSync(path.join(dir, 'data/broadband/zipcodes.yaml'), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('[comcastic'));
    const finding = `data/broadband/zipcodes.yaml:${line + 1}:${(lines[line] ?? '').indexOf('comcastic') + 1}: unknown provider 'comcastic' (not in providers.yaml)`;
    await expectRefusedEverywhere(dir, [finding]);
  });

  it("ab-test's definitions naming no file", async () => {
    const dir = projectWith(['ab-test'], ['  ab-test:', '    definitions: config/no-such-tests.yaml']);
    await expectRefusedEverywhere(dir, [`${siteLocation(dir, 'config/no-such-tests.yaml')}: plugins.ab-test.definitions: file config/no-such-tests.yaml not found`]);
  });

  it("a default the site file does not write: at the plugin's entry, said to be the default", async () => {
    const dir = projectWith(['ab-test'], ['  ab-test:', '    tests: []']);
    rmSync(path.join(dir, 'config/ab-tests.yaml'), { force: true });
    await expectRefusedEverywhere(dir, [
      `${siteLocation(dir, 'ab-test:')}: plugins.ab-test.definitions: file config/ab-tests.yaml not found (the option's default; set it under plugins.ab-test)`,
    ]);
  });

  it("ads' server.lineItems naming no folder", async () => {
    const dir = projectWith(['consent', 'ads'], ['  consent: true', '  ads:', '    siteName: test', '    server: { lineItems: examples/no-line-items }']);
    await expectRefusedEverywhere(dir, [`${siteLocation(dir, 'examples/no-line-items')}: plugins.ads.server.lineItems: folder examples/no-line-items not found`]);
  });
});

describe("a plugin's browser entry", () => {
  const weather = (client: string) =>
    `import { definePlugin } from '${path.join(repoRoot, 'core/index.ts')}';\nexport default definePlugin({ name: 'weather', apply() {}, client: '${client}' });\n`;

  it('missing, for a brand that enables the plugin: refused at its entry in the site file, and by the build', async () => {
    const dir = tempProjectWithPlugin('weather', weather('./client/index.ts'), { enabled: true });
    const finding = `${siteLocation(dir, 'weather: true')}: plugin 'weather': client module ./client/index.ts not found (looked for client/index.ts)`;
    await expectRefusedEverywhere(dir, [finding]);

    // `npm run build` stops before the bundler, with the same line.
    const build = await runBuildStep(dir);
    expect(build).toEqual({ code: 1, stderr: `${finding}\n` });
  }, 60_000);

  it('a folder: named as one, with the way out', async () => {
    const dir = tempProjectWithPlugin('weather', weather('./client'), { enabled: true });
    mkdirSync(path.join(dir, 'client'));
    await expectRefusedEverywhere(dir, [
      `${siteLocation(dir, 'weather: true')}: plugin 'weather': client module './client' is a folder (client): name its entry file, with its extension`,
    ]);
  });

  it('without a default export, or not compiling: refused at its entry, saying which', async () => {
    const named = tempProjectWithPlugin('weather', weather('./client/index.ts'), { enabled: true });
    mkdirSync(path.join(named, 'client'));
    writeFileSync(path.join(named, 'client/index.ts'), 'export const weather = {};\n');
    await expectRefusedEverywhere(named, [
      `${siteLocation(named, 'weather: true')}: plugin 'weather': client module ./client/index.ts has no default export: it must end with export default defineClientPlugin({ … })`,
    ]);

    const broken = tempProjectWithPlugin('weather', weather('./client/index.ts'), { enabled: true });
    mkdirSync(path.join(broken, 'client'));
    writeFileSync(path.join(broken, 'client/index.ts'), 'export default {\n  name: ;\n};\n');
    await expectRefusedEverywhere(broken, [
      `${siteLocation(broken, 'weather: true')}: plugin 'weather': client module ./client/index.ts does not compile: client/index.ts:2:9: Unexpected ";"`,
    ]);
  }, 60_000);

  it('there, or the plugin enabled nowhere: no finding', async () => {
    const present = tempProjectWithPlugin('weather', weather('./client/index.ts'), { enabled: true });
    mkdirSync(path.join(present, 'client'));
    writeFileSync(path.join(present, 'client/index.ts'), 'export default {};\n');
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], present)).toEqual({ code: 0, stdout: 'sites/default.yaml: ok\n', stderr: '' });

    const off = tempProjectWithPlugin('weather', weather('./client/index.ts'));
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], off)).toEqual({ code: 0, stdout: 'sites/default.yaml: ok\n', stderr: '' });
  });
});

/** The build's first step, `tsx core/build/prepare-client.ts`, run in the project as `npm run build` runs it. */
function runBuildStep(dir: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    execFile(tsx, [path.join(repoRoot, 'core/build/prepare-client.ts')], { cwd: dir, env: { ...process.env, NEUTRON_ENV: '' } }, (error, _stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stderr });
    });
  });
}

describe("optionFiles checked against the plugin's own options schema", () => {
  /** A plugin `atlas` whose options name a folder (`data.folder`), declaring `optionFiles`. */
  const atlas = (optionFiles: string) => `import { Type } from '@sinclair/typebox';
import { definePlugin } from '${path.join(repoRoot, 'core/index.ts')}';
export default definePlugin({
  name: 'atlas',
  options: Type.Object({ data: Type.Object({ folder: Type.String({ default: 'data' }), depth: Type.Integer({ default: 1 }) }, { default: {} }) }, { additionalProperties: false }),
  optionFiles: ${optionFiles},
  apply() {},
});
`;

  /** `config/app.yaml:line:col` of the plugin's entry (its module path, where other plugin-loading errors are). */
  const appEntry = (dir: string) => {
    const lines = readFileSync(path.join(dir, 'config/app.yaml'), 'utf8').split('\n');
    const line = lines.findIndex((candidate) => candidate.startsWith('  atlas: '));
    return `config/app.yaml:${line + 1}:${'  atlas: '.length + 1}`;
  };

  it('a path that names no option, or an option that is not a string: at the plugin entry in the app config, on start and validate', async () => {
    const dir = tempProjectWithPlugin('atlas', atlas("{ 'data.foldr': { kind: 'folder' }, 'data.depth': { kind: 'file' }, referenceDat: { kind: 'folder' } }"), { enabled: true });
    const at = appEntry(dir);
    const findings = [
      `${at}: plugin 'atlas': optionFiles names 'data.foldr', which is not a string option of the plugin's options schema`,
      `${at}: plugin 'atlas': optionFiles names 'data.depth', which is not a string option of the plugin's options schema`,
      `${at}: plugin 'atlas': optionFiles names 'referenceDat', which is not a string option of the plugin's options schema`,
    ];
    const lines = findings.map((finding) => `${finding}\n`).join('');
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${lines}${START_REFUSED}` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${lines}all configs: 3 errors\n` });
  });

  it('a path naming a string option is checked as before', async () => {
    const dir = tempProjectWithPlugin('atlas', atlas("{ 'data.folder': { kind: 'folder' } }"));
    appendFileSync(path.join(dir, 'sites/default.yaml'), '  atlas: { data: { folder: maps } }\n');
    await expectRefusedEverywhere(dir, [`${siteLocation(dir, 'maps')}: plugins.atlas.data.folder: folder maps not found`]);
    mkdirSync(path.join(dir, 'maps'));
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 0, stdout: 'sites/default.yaml: ok\n', stderr: '' });
  });
});
