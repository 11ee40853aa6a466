// A plugin's own errors at boot and in its commands, as the site engineer sees them: one
// line naming the plugin and what failed, a non-zero exit, and no stack unless asked for.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProjectWithPlugin } from '../../helpers/temp-project.ts';

const core = path.join(repoRoot, 'core/index.ts');

/** A `weather` plugin, enabled on the default brand, whose definition has these keys. */
function weatherProject(keys: string): string {
  return tempProjectWithPlugin('weather', `import { definePlugin, EXIT_OK } from '${core}';\nexport default definePlugin({\n  name: 'weather',\n${keys}\n});\n`, { enabled: true });
}

/** Where in the plugin's file `text` is: `weather.ts:line:col`, as a stack frame gives it. */
function locationOf(dir: string, text: string): string {
  const lines = readFileSync(path.join(dir, 'weather.ts'), 'utf8').split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  return `weather.ts:${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
}

const STACK_LINE = /^ {4}at /m;

// The output asserted is the site engineer's: no stacks, whatever the shell running the tests sets.
beforeEach(() => {
  vi.stubEnv('NEUTRON_ENV', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a plugin's errors at boot are findings that name it", () => {
  it("apply() that throws stops start, validate all and validate site, at the plugin's line", async () => {
    const dir = weatherProject(`  apply(hooks) {\n    hooks.headtags.tap('weather', (tags) => tags);\n  },`);
    const finding = `${locationOf(dir, "tap('weather'")}: plugin 'weather': apply() failed: TypeError: Cannot read properties of undefined (reading 'tap')\n`;

    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}sites/default.yaml and the files it reads: 1 error (1 in weather.ts)\n` });

    // The stack is there for whoever asks for it.
    const verbose = await runCli(['--verbose', 'validate', 'all'], dir);
    expect(verbose.code).toBe(1);
    expect(verbose.stderr.startsWith(`${finding}TypeError: Cannot read properties of undefined (reading 'tap')\n`)).toBe(true);
    expect(verbose.stderr).toMatch(STACK_LINE);
    // --json leaves it out unless asked.
    const json = JSON.parse((await runCli(['validate', 'all', '--json'], dir)).stdout) as { findings: object[] };
    expect(json.findings).toEqual([{ file: 'weather.ts', line: expect.any(Number), col: expect.any(Number), message: expect.stringContaining("plugin 'weather': apply() failed"), severity: 'error' }]);
  });

  it('a routes tap that throws stops start, validate all and validate site', async () => {
    const dir = weatherProject(`  apply(hooks) {\n    hooks.routes.tap('weather', (routes) => routes.map((route) => route.meta.extra.name));\n  },`);
    const finding = `${locationOf(dir, 'name))')}: plugin 'weather': routes hook failed: TypeError: Cannot read properties of undefined (reading 'name')\n`;
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}sites/default.yaml and the files it reads: 1 error (1 in weather.ts)\n` });
  });

  it("validate() that throws is a finding at the plugin's line, from start, validate all and its JSON", async () => {
    const dir = weatherProject(`  apply() {},\n  validate() {\n    throw new Error('boom in validate');\n  },`);
    const finding = `${locationOf(dir, 'new Error')}: plugin 'weather': validate() failed: boom in validate\n`;
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
    const json = JSON.parse((await runCli(['validate', 'all', '--json'], dir)).stdout) as { ok: boolean; findings: object[] };
    expect(json).toEqual({ ok: false, findings: [expect.objectContaining({ file: 'weather.ts', message: "plugin 'weather': validate() failed: boom in validate", severity: 'error' })] });
  });

  it("checkApp() that throws is a finding at the plugin's line, beside the other findings", async () => {
    const dir = weatherProject(`  apply() {},\n  checkApp() {\n    throw new Error('boom in checkApp');\n  },`);
    const finding = `${locationOf(dir, 'new Error')}: plugin 'weather': checkApp() failed: boom in checkApp\n`;
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}all configs: 1 error\n` });
  });

  it('a server hook that throws while the app is built stops start and validate all', async () => {
    const dir = weatherProject(`  apply(hooks) {\n    hooks.server.tapPromise('weather', async () => {\n      throw new Error('no forecast service configured');\n    });\n  },`);
    const finding = `${locationOf(dir, 'new Error')}: plugin 'weather': server hook failed: no forecast service configured\n`;

    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
    const all = await runCli(['validate', 'all'], dir);
    expect(all.code).toBe(1);
    expect(all.stderr).toBe(`${finding}all configs: 1 error\n`);
  });

  it("a server hook that throws: start says the config's warnings with it, as validate all does", async () => {
    const dir = weatherProject(`  apply(hooks) {\n    hooks.server.tapPromise('weather', async () => {\n      throw new Error('no forecast service configured');\n    });\n  },`);
    const siteFile = path.join(dir, 'sites/default.yaml');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(' greeter,', ''));
    const finding = `${locationOf(dir, 'new Error')}: plugin 'weather': server hook failed: no forecast service configured\n`;
    const warning = "sites/default.yaml:5:13: plugin 'hello' is enabled, but its middleware step 'greeter' is not in middleware: it never runs on this brand (warning)\n";

    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}${warning}neutron start: the configuration is invalid; nothing was started\n` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}${warning}all configs: 1 error, 1 warning\n` });
  });

  it('a route the app already has stops start and validate all', async () => {
    const dir = weatherProject(`  apply(hooks) {\n    hooks.server.tapPromise('weather', async (app) => {\n      app.get('/_node/status', async () => ({ fine: true }));\n    });\n  },`);
    const finding = `${locationOf(dir, 'get(')}: plugin 'weather': server hook failed: FastifyError [FST_ERR_DUPLICATED_ROUTE]: Method 'GET' already declared for route '/_node/status'\n`;

    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}neutron start: the configuration is invalid; nothing was started\n` });
    const all = await runCli(['validate', 'all'], dir);
    expect(all.code).toBe(1);
    expect(all.stderr).toBe(`${finding}all configs: 1 error\n`);
  });
});

describe('plugin commands and dependencies', () => {
  it("a plugin command with a core command's name stops every command, naming the plugin", async () => {
    const dir = weatherProject(`  apply() {},\n  commands: [{ name: ['routes'], usage: 'routes', summary: 'the forecast', run: async () => EXIT_OK }],`);
    const clash = /^config\/app\.yaml:\d+:\d+: plugin 'weather': command 'routes' clashes with the core's command 'routes'\n/;
    for (const command of [['routes'], ['validate', 'all'], ['validate', 'site', 'sites/default.yaml']]) {
      const result = await runCli(command, dir);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(clash);
      expect(result.stderr.split('\n').slice(1)).toEqual([`neutron ${command.slice(0, 2).join(' ')}: not run: a plugin's command takes a name already taken; fix the findings above`, '']);
    }
    // Asked for JSON, the finding is the JSON answer.
    const json = await runCli(['validate', 'all', '--json'], dir);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ ok: false, findings: [expect.objectContaining({ file: 'config/app.yaml', severity: 'error', message: "plugin 'weather': command 'routes' clashes with the core's command 'routes'" })] });
  });

  it('a dependency no installed plugin provides is named as not installed', async () => {
    const dir = weatherProject(`  dependencies: ['nonexistent'],\n  apply() {},`);
    const result = await runCli(['validate', 'site', 'sites/default.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^sites\/default\.yaml:\d+:\d+: plugin 'weather' needs plugin 'nonexistent', which is not installed \(the app config's plugins: weather, hello, needs-hello\)\nsites\/default\.yaml: 1 error\n$/,
    );
  });

  it('a plugin command that throws prints one line, its stack only in development', async () => {
    const dir = weatherProject(`  apply() {},\n  commands: [{ name: ['forecast'], usage: 'forecast', summary: 'the forecast', run: async () => { throw new Error('no forecast service configured'); } }],`);
    expect(await runCli(['forecast'], dir)).toEqual({ code: 1, stdout: '', stderr: 'neutron forecast: no forecast service configured\n' });

    vi.stubEnv('NEUTRON_ENV', 'development');
    const development = await runCli(['forecast'], dir);
    expect(development.code).toBe(1);
    expect(development.stderr.startsWith('neutron forecast: no forecast service configured\nError: no forecast service configured\n')).toBe(true);
    expect(development.stderr).toMatch(STACK_LINE);
  });
});
