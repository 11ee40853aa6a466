// Route tables that cannot be served as configured, as the site engineer sees them: a brand
// on another brand's route set, and a plugin's route that does not compile or clashes with
// an earlier one. Each is one finding with its place, the same from `validate all`,
// `validate site` and `start`, never an uncaught routing error.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject, tempProjectWithPlugin } from '../../helpers/temp-project.ts';

const core = path.join(repoRoot, 'core/index.ts');

/** A `greet` plugin, enabled on the default brand, whose routes tap adds `route`. */
function greetProject(route: string): string {
  const source = `import { definePlugin } from '${core}';
export default definePlugin({
  name: 'greet',
  apply(hooks) {
    hooks.routes.tap('greet', (routes, site) => [...routes, ${route}]);
  },
});
`;
  return tempProjectWithPlugin('greet', source, { enabled: true });
}

/** `sites/default.yaml:line:col` of the `greet` entry under the default brand's plugins. */
function greetEntry(dir: string): string {
  const lines = readFileSync(path.join(dir, 'sites/default.yaml'), 'utf8').split('\n');
  const line = lines.findIndex((candidate) => candidate === '  greet: true');
  return `sites/default.yaml:${line + 1}:3`;
}

/** The finding is the only error of `validate all`, `validate site <site>` and `start`. */
async function expectOnlyFinding(dir: string, site: string, finding: string): Promise<void> {
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nall configs: 1 error\n` });
  expect(await runCli(['validate', 'site', site], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\n${site}: 1 error\n` });
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nneutron start: the configuration is invalid; nothing was started\n` });
}

// The output asserted is the site engineer's: no stacks, whatever the shell running the tests sets.
beforeEach(() => {
  vi.stubEnv('NEUTRON_ENV', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('route sets', () => {
  it("a brand on the default brand's route set is a finding at its routeSet", async () => {
    const dir = tempProject();
    const file = path.join(dir, 'sites/auto.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: auto\n/, 'id: auto\nrouteSet: default\n'));
    const finding =
      "sites/auto.yaml:2:11: routeSet 'default' is already the route set of brand 'default': this brand's routes would have the same names and paths (that set ignores the prefix), and its pages would never be reached; " +
      "and no brand uses routeSet 'auto', whose route auto-topic gives the auto topics (cars, electric-vehicles, …) their paths: brand 'auto' should";
    await expectOnlyFinding(dir, 'sites/auto.yaml', finding);

    const json = await runCli(['--json', 'validate', 'all'], dir);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.stdout) as { findings: object[] }).findings).toEqual([{ file: 'sites/auto.yaml', line: 2, col: 11, message: expect.stringContaining("routeSet 'default' is already the route set of brand 'default'"), severity: 'error' }]);
  });
  it('auto topics without a brand on the auto route set are a finding at the routes config, not a crash', async () => {
    const dir = tempProject();
    const app = path.join(dir, 'config/app.yaml');
    writeFileSync(app, readFileSync(app, 'utf8').replace('sites: [sites/default.yaml, sites/auto.yaml]', 'sites: [sites/default.yaml]'));
    const line = readFileSync(path.join(dir, 'config/routes.yaml'), 'utf8').split('\n').findIndex((text) => text.startsWith('  auto: ['));
    const finding =
      `config/routes.yaml:${line + 1}:9: the content's paths cannot be built from the brands' routes: NeutronError [NEUTRON_ERR_ROUTE_UNKNOWN]: Unknown route 'auto-topic'; ` +
      "auto topics and the auto brand's content take the auto routes, which only a brand with routeSet 'auto' serves";
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nneutron start: the configuration is invalid; nothing was started\n` });
    const all = await runCli(['validate', 'all'], dir);
    expect(all.code).toBe(1);
    expect(all.stderr.split('\n')).toContain(finding);
  });
});

describe("a plugin's routes", () => {
  it('a route with a malformed path is a finding naming the plugin', async () => {
    const dir = greetProject("{ name: `greet-${site.id}`, path: `${site.prefix}greet/{slug/`, meta: { page: 'static', layout: 'default' } }");
    const finding = `${greetEntry(dir)}: plugin 'greet': routes hook: its route has a path the router refuses: NeutronError [NEUTRON_ERR_ROUTE_DEFINITION]: Route 'greet-default': path '/greet/{slug/' has a malformed param in '{slug'`;
    await expectOnlyFinding(dir, 'sites/default.yaml', finding);
  });

  it('a route showing a page nobody defines is a finding naming the plugin, not a generic page', async () => {
    const dir = greetProject("{ name: 'greet', path: '/greet/', meta: { page: 'greet-page', layout: 'default' } }");
    const finding = `${greetEntry(dir)}: plugin 'greet': routes hook: route 'greet' (/greet/) shows page 'greet-page', which neither the core nor a plugin the brand enables defines (pages of its own go in the plugin's \`pages\`)`;
    await expectOnlyFinding(dir, 'sites/default.yaml', finding);
  });

  it('a route with the name of an earlier route is a finding naming the plugin', async () => {
    const dir = greetProject("{ name: 'frontdoor', path: '/greet/', meta: { page: 'static', layout: 'default' } }");
    const finding = `${greetEntry(dir)}: plugin 'greet': routes hook: route 'frontdoor' (/greet/) has the name of route 'frontdoor' (/{pageNumber?}/): links to it and the routes list would take one for the other; give it a name of its own`;
    await expectOnlyFinding(dir, 'sites/default.yaml', finding);
  });

  it('a route whose path an earlier route takes is a finding naming the plugin', async () => {
    const dir = greetProject("{ name: 'greet-reviews', path: '/reviews/', meta: { page: 'static', layout: 'default' } }");
    const finding = `${greetEntry(dir)}: plugin 'greet': routes hook: route 'greet-reviews' (/reviews/) is never reached: its path goes to route 'reviews-door' (/reviews/{pageNumber?}/)`;
    await expectOnlyFinding(dir, 'sites/default.yaml', finding);
  });

  it('a route that takes a path the navigation links to from the page there is a warning naming both routes', async () => {
    const dir = greetProject("{ name: 'greet-news', path: '/news/', meta: { page: 'static', layout: 'default' } }");
    const warning = `${greetEntry(dir)}: plugin 'greet': routes hook: route 'greet-news' (/news/) takes /news/, where the header link 'News' points, from route 'section-door' (/{section}/): readers get the plugin's page there (warning)`;
    const all = await runCli(['validate', 'all'], dir);
    expect(all.code).toBe(0);
    expect(all.stderr.split('\n')).toContain(warning);
    const site = await runCli(['validate', 'site', 'sites/default.yaml'], dir);
    expect(site.code).toBe(0);
    expect(site.stderr.split('\n')).toContain(warning);
    // A path readers are not sent to is the plugin's own to take.
    const own = await runCli(['validate', 'all'], greetProject("{ name: 'greet-page', path: '/greet/', meta: { page: 'static', layout: 'default' } }"));
    expect(own.code).toBe(0);
    expect(own.stderr).not.toContain('takes');
  });

  it('a route with the pattern of an earlier route is a finding naming the plugin', async () => {
    const dir = greetProject("{ name: 'greet-tag', path: '/tags/{slug}/', meta: { page: 'static', layout: 'default' } }");
    const finding = `${greetEntry(dir)}: plugin 'greet': routes hook: route 'greet-tag' (/tags/{slug}/) has the path of route 'tag' (/tags/{slug}/), which takes every page it would serve: it is never reached`;
    await expectOnlyFinding(dir, 'sites/default.yaml', finding);
  });

  it("a route with the name of an earlier brand's route is a finding at the later brand", async () => {
    const dir = greetProject("{ name: 'greet', path: `${site.prefix}greet/`, meta: { page: 'static', layout: 'default' } }");
    const autoFile = path.join(dir, 'sites/auto.yaml');
    writeFileSync(autoFile, `${readFileSync(autoFile, 'utf8')}  greet: true\n`);
    const line = readFileSync(autoFile, 'utf8').split('\n').indexOf('  greet: true');
    const finding = `sites/auto.yaml:${line + 1}:3: plugin 'greet': routes hook: route 'greet' (/roadshow/greet/) has the name of brand 'default''s route 'greet' (/greet/): links to it would go there; give it a name of its own`;
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nall configs: 1 error\n` });
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nneutron start: the configuration is invalid; nothing was started\n` });
  });

  it('a route of its own is served and listed', async () => {
    const dir = greetProject("{ name: 'greet', path: '/greet/', meta: { page: 'static', layout: 'default' } }");
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toMatchObject({ code: 0 });
    const routes = await runCli(['routes'], dir);
    expect(routes.code).toBe(0);
    expect(routes.stdout).toMatch(/\bgreet\b.*\/greet\//);
  });
});
