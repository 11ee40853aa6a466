import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject, tempProjectWithPlugin } from '../../helpers/temp-project.ts';

describe('commands plugins bring', () => {
  it('help lists the commands of the installed plugins beside the core ones', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    const usage = (words: string) => lines.findIndex((line) => line.trimStart().startsWith(words));
    expect(usage('validate ab-tests [file] [--json]')).toBe(usage('validate all') + 1);
  });

  it('runs a plugin command with the app config as context', async () => {
    const dir = tempProject();
    const result = await runCli(['hello', 'Sam'], dir);
    expect(result).toEqual({ code: 0, stdout: 'Hello, Sam (production)\n', stderr: '' });
    expect((await runCli(['--help'], dir)).stdout).toMatch(/\n {2}hello \[name\] +print a greeting \(the hello fixture plugin\)\n/);
    const usage = await runCli(['hello', 'a', 'b'], dir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe("neutron hello: unexpected argument 'b'; see neutron hello --help\n");
    // A plugin command that does not declare --json is not handed the global one.
    expect(await runCli(['--json', 'hello'], dir)).toEqual({ code: 2, stdout: '', stderr: 'neutron hello: --json is not an option of hello; see neutron hello --help\n' });
  });

  it('a broken app config is reported, with a non-zero exit', async () => {
    const dir = tempProject({ 'config/app.yaml': 'server: { port: 0 }\nsites: [sites/default.yaml]\nbogus: 1\n' });
    const help = await runCli(['--help'], dir);
    expect(help.code).toBe(1);
    expect(help.stdout).toContain('validate all');
    expect(help.stderr).toContain("config/app.yaml:3:1: unknown key 'bogus'");
    expect(help.stderr).toContain("neutron: some plugins' commands are missing: fix the findings above");
    const unknown = await runCli(['hello'], dir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("config/app.yaml:3:1: unknown key 'bogus'");
    expect(unknown.stderr).toContain("neutron: unknown command 'hello' (a plugin's command by that name, if any, could not be read)");
    // Asked for JSON, a plugin's check that could not be read answers with why.
    const vanity = await runCli(['validate', 'vanity', '--json'], dir);
    expect(vanity.code).toBe(1);
    expect(JSON.parse(vanity.stdout)).toEqual({ ok: false, findings: expect.arrayContaining([expect.objectContaining({ file: 'config/app.yaml', line: 3, col: 1, message: "unknown key 'bogus'" })]) });
    expect(vanity.stderr).toContain("neutron validate: unknown subcommand 'vanity' (a plugin's command by that name, if any, could not be read)");
    // The core's own commands do not need the plugins.
    expect((await runCli(['validate', 'routes'], dir)).code).toBe(0);
  });

  it('a plugin that does not load, or takes a core command name, is named', async () => {
    const dir = tempProjectWithPlugin(
      'clash',
      `import { definePlugin, EXIT_OK } from '${path.join(repoRoot, 'core/index.ts')}';
export default definePlugin({
  name: 'clash',
  apply() {},
  commands: [{ name: ['validate', 'site'], usage: 'validate site', summary: 'mine', run: async () => EXIT_OK }],
});
`,
    );
    const result = await runCli(['--help'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^config\/app\.yaml:\d+:\d+: plugin 'clash': command 'validate site' clashes with the core's command 'validate site'\n/);
    expect(result.stdout.match(/validate site/g)).toHaveLength(1);

    const broken = tempProjectWithPlugin('broken', 'export default {};\n');
    const missing = await runCli(['hello'], broken);
    // The plugins that load keep their commands.
    expect(missing.code).toBe(0);
    const help = await runCli(['--help'], broken);
    expect(help.stderr).toMatch(/config\/app\.yaml:\d+:\d+: plugin 'broken': .* does not export a plugin/);
  });
});
