import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { loadProject } from '../../../core/project.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject, tempProjectWithPlugin } from '../../helpers/temp-project.ts';

async function findingsOf(files: Record<string, string>): Promise<string[]> {
  try {
    await loadProject(tempProject(files), { env: {} });
  } catch (error) {
    if (error instanceof ConfigError) return error.findings.map(formatFinding);
    throw error;
  }
  return [];
}

const site = (extra: string) => `id: default
name: Test
prefix: /
${extra}`;

describe('config validation with positions', () => {
  it('loads the fixture project and applies plugin options to one brand only', async () => {
    const project = await loadProject(tempProject(), { env: {} });
    expect([...project.brands.keys()]).toEqual(['default', 'auto']);
    expect(project.brands.get('default')?.plugins.map((entry) => entry.plugin.definition.name)).toEqual(['hello', 'needs-hello']);
    expect(project.brands.get('auto')?.plugins).toEqual([]);
    expect(project.router.match('/hello/')?.name).toBe('hello-default');
    expect(project.router.match('/roadshow/hello/')?.name).not.toBe('hello-auto');
  });

  it('names an unknown key with its line and column', async () => {
    expect(await findingsOf({ 'sites/default.yaml': site('colour: red\n') })).toEqual(["sites/default.yaml:4:1: unknown key 'colour'"]);
  });

  it('refuses a cache setting written as an infinity or past its bound, at its value', async () => {
    const dir = tempProject();
    const appFile = path.join(dir, 'config/app.yaml');
    const app = readFileSync(appFile, 'utf8');
    writeFileSync(appFile, app.replace('maxEntries: 100, ttlSeconds: 60', 'maxEntries: 5000000000, ttlSeconds: .inf').replace('defaultMaxAge: 600', 'defaultMaxAge: .inf'));
    const findings = await loadProject(dir, { env: {} }).then(
      () => [],
      (error: unknown) => (error instanceof ConfigError ? error.findings.map(formatFinding) : [String(error)]),
    );
    expect(findings).toEqual([
      expect.stringMatching(/^config\/app\.yaml:\d+:\d+: cache\.defaultMaxAge \.inf is read as the number Infinity: write it in plain decimal digits$/),
      expect.stringMatching(/^config\/app\.yaml:\d+:\d+: cache\.pageCache\.ttlSeconds \.inf is read as the number Infinity: write it in plain decimal digits$/),
      expect.stringMatching(/^config\/app\.yaml:\d+:\d+: cache\.pageCache\.maxEntries: must be at most 1000000$/),
    ]);
  });

  it("refuses the purge token config/app.yaml shows as an example, from the file or the environment", async () => {
    const dir = tempProject();
    const appFile = path.join(dir, 'config/app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace("publicOrigin: 'http://localhost:3000' }", "publicOrigin: 'http://localhost:3000', purgeToken: a-long-random-secret }"));
    const refused = (env: Record<string, string>) => loadProject(dir, { env }).then(() => [], (error: unknown) => (error as ConfigError).findings.map(formatFinding));
    expect(await refused({})).toEqual([expect.stringMatching(/^config\/app\.yaml:1:\d+: server\.purgeToken: must be a secret of your own, at least 16 characters \(not the example in the comment\)$/)]);
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(', purgeToken: a-long-random-secret', ''));
    expect(await refused({ NEUTRON_PURGE_TOKEN: 'a-long-random-secret' })).toEqual(["NEUTRON_PURGE_TOKEN must be a secret of your own, not the example in config/app.yaml's comment"]);
  });

  it('reports every finding, not just the first', async () => {
    const findings = await findingsOf({ 'sites/default.yaml': site('edition: USA\nlocales: []\nnavigation: { header: [{ title: X, href: http://evil.example/ }] }\n') });
    expect(findings).toHaveLength(3);
    expect(findings[0]).toBe('sites/default.yaml:4:10: edition: must be two lowercase letters (us)');
    expect(findings[1]).toMatch(/^sites\/default\.yaml:5:10: locales: must list at least one item$/);
    expect(findings[2]).toBe("sites/default.yaml:6:42: navigation.header.0.href: must be a path on the site, starting with '/' (/deals/)");
  });

  it('in a union, reports the branch the author chose (ad slot modes)', async () => {
    const slot = (text: string) => ({ 'sites/auto.yaml': `id: auto\nname: A\nprefix: /roadshow/\nbody:\n  adSlots:\n    - ${text}\n` });
    expect(await findingsOf(slot('{ name: a, size: mpu, mode: chars, value: 1500, limit: -1 }'))).toEqual([
      'sites/auto.yaml:6:35: body.adSlots.0.mode: must be one of "percentage", "index", "interval", "characters", "text"',
    ]);
    expect(await findingsOf(slot('{ name: a, size: mpu, mode: characters, value: -5, limit: -1 }'))).toEqual([
      'sites/auto.yaml:6:54: body.adSlots.0.value: must be at least 50',
    ]);
    expect(await findingsOf(slot('{ name: a, size: big, mode: index, value: 2, limit: -1 }'))).toEqual([
      'sites/auto.yaml:6:24: body.adSlots.0.size: must be one of "mpu", "mobile", "leaderboard", "billboard"',
    ]);
  });

  it('reports YAML syntax errors with their position', async () => {
    const findings = await findingsOf({ 'sites/auto.yaml': 'id: auto\nname: [unclosed\n' });
    expect(findings).toEqual(['sites/auto.yaml:2:7: Flow sequence in block collection must be sufficiently indented and end with a ]']);
  });

  it('rejects unknown plugins and bad plugin options at their keys', async () => {
    const findings = await findingsOf({
      'sites/default.yaml': site('plugins:\n  hello: { greeting: "", loud: true }\n  nope: true\n'),
    });
    expect(findings).toContain("sites/default.yaml:6:3: unknown plugin 'nope' (installed: hello, needs-hello)");
    expect(findings.some((line) => /^sites\/default\.yaml:5:\d+: plugins\.hello\.greeting: must not be empty$/.test(line))).toBe(true);
    expect(findings.some((line) => line.includes("unknown key 'plugins.hello.loud'"))).toBe(true);
  });

  it('checks plugin dependencies per brand', async () => {
    const findings = await findingsOf({ 'sites/default.yaml': site('plugins:\n  needs-hello: true\n') });
    expect(findings).toEqual(["sites/default.yaml:5:3: plugin 'needs-hello' needs plugin 'hello', which is not enabled for brand default"]);
  });

  it('keeps __proto__ and constructor keys away from prototypes', async () => {
    const findings = await findingsOf({ 'sites/default.yaml': site('__proto__: { polluted: true }\nconstructor: { prototype: { polluted: true } }\n') });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(findings).toEqual(["sites/default.yaml:4:1: unknown key '__proto__'", "sites/default.yaml:5:1: unknown key 'constructor'"]);
  });

  it('rejects a plugin module that exports no plugin', async () => {
    const dir = tempProject();
    const { writeFileSync, readFileSync } = await import('node:fs');
    const file = `${dir}/config/app.yaml`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/needs-hello: .*/, `needs-hello: ${process.cwd()}/tests/fixtures/plugins/broken-plugin.ts`));
    await expect(loadProject(dir, { env: {} })).rejects.toThrow(/config\/app\.yaml:7:16: plugin 'needs-hello': .*broken-plugin\.ts does not export a plugin/);
  });

  it('environment defaults to production; PORT and NEUTRON_ENV override with checks', async () => {
    const dir = tempProject();
    expect((await loadProject(dir, { env: {} })).app.environment).toBe('production');
    const project = await loadProject(dir, { env: { PORT: '4100', NEUTRON_ENV: 'development' } });
    expect(project.app.server.port).toBe(4100);
    // An explicit public origin stays; without one, links follow the served port.
    expect(project.app.server.publicOrigin).toBe('http://localhost:3000');
    const shipped = await loadProject(repoRoot, { env: { PORT: '4100' } });
    expect(shipped.app.server.publicOrigin).toBe('http://localhost:4100');
    expect(project.app.environment).toBe('development');
    await expect(loadProject(dir, { env: { PORT: 'eighty' } })).rejects.toThrow("PORT must be a whole number from 0 to 65535, got 'eighty'");
    for (const written of ['1e3', '0x50', ' 80', '80.0', '045']) {
      await expect(loadProject(dir, { env: { PORT: written } })).rejects.toThrow(`PORT must be a whole number from 0 to 65535, got '${written}'`);
    }
  });

  it('refuses an evergreen term listed twice, whatever its case: a phrase maps to one page (spec 000 §2.3)', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8');
    const lines = routes.split('\n');
    const first = lines.findIndex((line) => line.includes('{ term: 5G, path: /5g/ }')) + 1;
    const last = lines.findIndex((line) => line.includes('{ term: Electric Cars,')) + 1;
    const twice = routes.replace('  - { term: Electric Cars, path: /roadshow/electric-vehicles/ }\n', (entry) => `${entry}  - { term: 5G, path: /ces/ }\n  - { term: 5g, path: /5g/ }\n`);
    expect(await findingsOf({ 'config/routes.yaml': twice })).toEqual([
      `config/routes.yaml:${last + 1}:13: evergreen term '5G' is listed twice; line ${first} already maps it to /5g/`,
      `config/routes.yaml:${last + 2}:13: evergreen term '5g' is listed twice; line ${first} already maps '5G' to /5g/`,
    ]);
  });

  it('refuses a middleware name nobody defines: every page of the brand would answer 500', async () => {
    const findings = await findingsOf({ 'sites/auto.yaml': 'id: auto\nname: A\nprefix: /roadshow/\nmiddleware: [brand, bogus]\n' });
    expect(findings).toEqual([
      "sites/auto.yaml:4:21: middleware 'bogus' is defined neither by the core nor by an installed plugin; every page would answer 500 'Unknown middleware bogus'",
    ]);
  });

  it('warns about an enabled plugin whose middleware step the brand leaves out (it never runs there)', async () => {
    const project = await loadProject(tempProject({ 'sites/auto.yaml': 'id: auto\nname: A\nprefix: /roadshow/\nmiddleware: [brand, i18n, cache]\nplugins:\n  hello: true\n' }), { env: {} });
    expect(project.warnings.map(formatFinding)).toEqual([
      "sites/auto.yaml:4:13: plugin 'hello' is enabled, but its middleware step 'greeter' is not in middleware: it never runs on this brand",
    ]);
  });

  it("warns about a plugin's tap of a middleware step nobody defines (it never runs)", async () => {
    const plugin = `import { definePlugin } from '${repoRoot}/core/index.ts';
export default definePlugin({ name: 'weather', apply(hooks) { hooks.middleware.for('wether').tap('weather', () => {}); } });
`;
    const root = tempProjectWithPlugin('weather', plugin);
    writeFileSync(path.join(root, 'sites/auto.yaml'), 'id: auto\nname: A\nprefix: /roadshow/\nplugins:\n  weather: true\n');
    const project = await loadProject(root, { env: {} });
    expect(project.warnings.map(formatFinding)).toEqual([
      "sites/auto.yaml:5:3: plugin 'weather' taps middleware step 'wether', which neither the core nor an installed plugin defines: the tap never runs",
    ]);
  });

  it("refuses a plugin step named like one of the core's own steps (its taps would never run)", async () => {
    const plugin = `import { definePlugin } from '${repoRoot}/core/index.ts';
export default definePlugin({ name: 'weather', middleware: ['cache'], apply(hooks) { hooks.middleware.for('cache').tap('weather', () => {}); } });
`;
    const root = tempProjectWithPlugin('weather', plugin);
    expect(await loadProject(root, { env: {} }).then(() => [], (error: unknown) => (error as ConfigError).findings.map(formatFinding))).toEqual([
      expect.stringMatching(/^config\/app\.yaml:\d+:\d+: plugin 'weather': middleware step 'cache' is the core's own, so its taps would never run; give the plugin's step another name$/),
    ]);
  });

  it('refuses options a plugin does not name, whether its schema says nothing of other keys or it has none', async () => {
    const open = `import { Type } from '@sinclair/typebox';
import { definePlugin } from '${repoRoot}/core/index.ts';
export default definePlugin({ name: 'weather', options: Type.Object({ greeting: Type.String({ default: 'Hi' }) }), apply() {} });
`;
    const openRoot = tempProjectWithPlugin('weather', open);
    writeFileSync(path.join(openRoot, 'sites/auto.yaml'), 'id: auto\nname: A\nprefix: /roadshow/\nplugins:\n  weather: { greting: Hello }\n');
    expect(await loadProject(openRoot, { env: {} }).then(() => [], (error: unknown) => (error as ConfigError).findings.map(formatFinding))).toEqual([
      "sites/auto.yaml:5:14: unknown key 'plugins.weather.greting' (did you mean 'greeting'?)",
    ]);
    const none = `import { definePlugin } from '${repoRoot}/core/index.ts';
export default definePlugin({ name: 'weather', apply() {} });
`;
    const noneRoot = tempProjectWithPlugin('weather', none);
    writeFileSync(path.join(noneRoot, 'sites/auto.yaml'), 'id: auto\nname: A\nprefix: /roadshow/\nplugins:\n  weather: { greeting: Hello }\n');
    expect(await loadProject(noneRoot, { env: {} }).then(() => [], (error: unknown) => (error as ConfigError).findings.map(formatFinding))).toEqual([
      "sites/auto.yaml:5:14: unknown key 'plugins.weather.greeting'",
    ]);
  });

  it('warns about a middleware step listed twice (`neutron validate site` makes it an error)', async () => {
    const project = await loadProject(tempProject({ 'sites/auto.yaml': 'id: auto\nname: A\nprefix: /roadshow/\nmiddleware: [brand, i18n, cache, i18n]\n' }), { env: {} });
    expect(project.warnings.map(formatFinding)).toEqual([
      "sites/auto.yaml:4:34: middleware 'i18n' is listed twice (first as step 2); it runs twice on every page",
    ]);
  });
});
