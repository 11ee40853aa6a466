// `neutron validate site` refuses what `validate all` and `start` refuse for that site, with
// the same lines; a finding is not followed by others that only repeat it in other words.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { fixtureProject, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const autoSite = readFileSync(path.join(fixtureProject, 'sites/auto.yaml'), 'utf8');
const defaultSite = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8');
const startRefused = 'neutron start: the configuration is invalid; nothing was started\n';

/** What the three commands say about one project, `validate site` on `site`. */
async function threeCommands(dir: string, site: string) {
  return {
    site: await runCli(['validate', 'site', site], dir),
    all: await runCli(['validate', 'all'], dir),
    start: await runCli(['start'], dir),
  };
}

/** The line of config/app.yaml (from 1) that holds `text`. */
function appLine(dir: string, text: string): number {
  return readFileSync(path.join(dir, 'config/app.yaml'), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;
}

describe('brands against each other', () => {
  it.each([
    ['the prefix of the other brand', 'prefix: /roadshow/', 'prefix: /', "sites/auto.yaml:3:9: prefix '/' is already the prefix of brand 'default' (sites/default.yaml); each brand needs its own"],
    ['the id of the other brand', 'id: auto', 'id: default', "sites/auto.yaml:1:5: brand 'default' is already defined by sites/default.yaml"],
    ['a prefix inside the pages of the other brand', 'prefix: /roadshow/', 'prefix: /hello/', "sites/auto.yaml:3:9: prefix '/hello/' lies inside the pages of brand 'default' (its route hello-default, /hello/); choose a prefix no page of it uses"],
  ])('%s: the same one error from validate site, validate all and start', async (_name, from, to, finding) => {
    const dir = tempProject({ 'sites/auto.yaml': autoSite.replace(from, to) });
    const { site, all, start } = await threeCommands(dir, 'sites/auto.yaml');
    expect(site).toEqual({ code: 1, stdout: '', stderr: `${finding}\nsites/auto.yaml: 1 error\n` });
    expect(all).toEqual({ code: 1, stdout: '', stderr: `${finding}\nall configs: 1 error\n` });
    expect(start).toEqual({ code: 1, stdout: '', stderr: `${finding}\n${startRefused}` });
  });

  it('the site file listed first is not told about the brands after it', async () => {
    const dir = tempProject({ 'sites/auto.yaml': autoSite.replace('prefix: /roadshow/', 'prefix: /') });
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 0, stdout: 'sites/default.yaml: ok\n', stderr: '' });
  });

  it('a site file the app config does not list stands in for the brand of its id', async () => {
    const dir = tempProject({ 'sites/other-default.yaml': defaultSite.replace('name: Test Default', 'name: Other Default') });
    expect(await runCli(['validate', 'site', 'sites/other-default.yaml'], dir)).toEqual({ code: 0, stdout: 'sites/other-default.yaml: ok\n', stderr: '' });
  });
});

describe('middleware', () => {
  it("an enabled plugin's step left out of middleware: the same warning from all three", async () => {
    const dir = tempProject({ 'sites/default.yaml': defaultSite.replace(' greeter,', '') });
    const warning = "sites/default.yaml:5:13: plugin 'hello' is enabled, but its middleware step 'greeter' is not in middleware: it never runs on this brand (warning)\n";
    // Start would serve (and say the warning in its log): the commands that only check are asked.
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 0, stdout: 'sites/default.yaml: ok (1 warning)\n', stderr: warning });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 0, stdout: 'all configs: ok (1 warning)\n', stderr: warning });
  });

  it('a misspelt step is one error at its entry from all three, and start refuses (every page would answer 500)', async () => {
    const dir = tempProject({ 'sites/default.yaml': defaultSite.replace(' greeter,', ' greter,') });
    const finding = "sites/default.yaml:5:51: middleware 'greter' is defined neither by the core nor by an installed plugin (did you mean 'greeter'?); every page would answer 500 'Unknown middleware greter'\n";
    const { site, all, start } = await threeCommands(dir, 'sites/default.yaml');
    expect(site).toEqual({ code: 1, stdout: '', stderr: `${finding}sites/default.yaml: 1 error\n` });
    expect(all).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    expect(start).toEqual({ code: 1, stdout: '', stderr: `${finding}${startRefused}` });
  });
});

describe('plugins that are there but not usable', () => {
  it('a plugin with invalid options is not then called not enabled by the plugin that needs it', async () => {
    const dir = tempProject({ 'sites/default.yaml': defaultSite.replace('hello: { greeting: Howdy, shout: true }', 'hello: { greeting: Howdy, bogus: 1 }') });
    const finding = "sites/default.yaml:10:29: unknown key 'plugins.hello.bogus'\n";
    const { site, all, start } = await threeCommands(dir, 'sites/default.yaml');
    expect(site).toEqual({ code: 1, stdout: '', stderr: `${finding}sites/default.yaml: 1 error\n` });
    expect(all).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    expect(start).toEqual({ code: 1, stdout: '', stderr: `${finding}${startRefused}` });
  });

  it.each([
    ['exports no plugin', path.join(repoRoot, 'tests/fixtures/plugins/broken-plugin.ts'), 'does not export a plugin (default export of definePlugin(...))'],
    ['is named otherwise', path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'), "defines a plugin named 'needs-hello'"],
  ])('a plugin that %s: its one finding at the app config, no unknown middleware after it', async (_name, module, message) => {
    const dir = tempProject();
    const appFile = path.join(dir, 'config/app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/ {2}hello: .*/, `  hello: ${module}`));
    const line = appLine(dir, `  hello: ${module}`);
    const finding = `config/app.yaml:${line}:10: plugin 'hello': ${module} ${message}\n`;
    const dependency = "sites/default.yaml:11:3: plugin 'needs-hello' needs plugin 'hello', which does not load (see the app config)\n";
    const { site, all, start } = await threeCommands(dir, 'sites/default.yaml');
    expect(site).toEqual({ code: 1, stdout: '', stderr: `${finding}${dependency}sites/default.yaml and the files it reads: 2 errors (1 in config/app.yaml, 1 in sites/default.yaml)\n` });
    expect(all).toEqual({ code: 1, stdout: '', stderr: `${finding}${dependency}all configs: 2 errors\n` });
    expect(start).toEqual({ code: 1, stdout: '', stderr: `${finding}${dependency}${startRefused}` });
  });
});

describe('files the app config names', () => {
  it.each([
    ['a site file', 'sites: [sites/default.yaml, sites/auto.yaml]', 'sites: [sites/default.yaml, sites/autos.yaml]', 'sites/autos.yaml', 'sites/autos.yaml not found'],
    ['a site file twice', 'sites: [sites/default.yaml, sites/auto.yaml]', 'sites: [sites/default.yaml, sites/auto.yaml, sites/auto.yaml]', 'sites/auto.yaml]', 'sites/auto.yaml is listed twice'],
    ['the routes file', 'routes: config/routes.yaml', 'routes: config/route.yaml', 'config/route.yaml', 'config/route.yaml not found'],
  ])('%s: said at its entry in config/app.yaml', async (_name, from, to, named, message) => {
    const dir = tempProject();
    const appFile = path.join(dir, 'config/app.yaml');
    const text = readFileSync(appFile, 'utf8');
    expect(text).toContain(from);
    writeFileSync(appFile, text.replace(from, to));
    const line = appLine(dir, named);
    const col = readFileSync(appFile, 'utf8').split('\n')[line - 1]!.lastIndexOf(named) + 1;
    const finding = `config/app.yaml:${line}:${col}: ${message}\n`;
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}${startRefused}` });
    // A site's own check reads the app config it runs on, and refuses what start refuses.
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${finding}sites/default.yaml and the files it reads: 1 error (1 in config/app.yaml)\n`,
    });
  });
});
