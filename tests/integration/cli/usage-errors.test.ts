import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('usage errors and the messages around them', () => {
  it('a usage error is one line naming the command, with where its usage is: exit 2', async () => {
    expect(await runCli(['start', '--workers', '-1'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "neutron start: --workers needs a value (write --workers=<value> for one that starts with '-'); see neutron start --help\n",
    });
    expect(await runCli(['routes', '--bogus'])).toEqual({ code: 2, stdout: '', stderr: "neutron routes: unknown option '--bogus'; see neutron routes --help\n" });
    expect(await runCli(['routes', '--json=yes'])).toEqual({ code: 2, stdout: '', stderr: 'neutron routes: --json takes no value; see neutron routes --help\n' });
    // Before the command, an option that is not the CLI's own is named as an option.
    expect(await runCli(['--bogus', 'routes'])).toEqual({ code: 2, stdout: '', stderr: "neutron: unknown option '--bogus'; see neutron --help\n" });
    expect(await runCli(['frobnicate', 'x'])).toEqual({ code: 2, stdout: '', stderr: "neutron: unknown command 'frobnicate'; see neutron --help\n" });
  });

  it('an input file that is not JSON is said in one line, its text escaped', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-usage-'));
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, '{"slug": x,\n"a": 1}\n');
    const result = await runCli(['route-for', file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`neutron route-for: ${file} is not valid JSON: Unexpected token 'x', "{"slug": x,\\n"a": 1}\\n" is not valid JSON; see neutron route-for --help\n`);
  });

  it('--json before a command that takes it is passed on; before one that does not, it is a usage error', async () => {
    const before = await runCli(['--json', 'validate', 'ab-tests']);
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout)).toMatchObject({ ok: true });
    // Between a command and its subcommand too.
    const between = await runCli(['validate', '--json', 'ab-tests']);
    expect(between.code).toBe(0);
    expect(JSON.parse(between.stdout)).toMatchObject({ ok: true });
    expect(await runCli(['--json', 'start'])).toEqual({ code: 2, stdout: '', stderr: 'neutron start: --json is not an option of start; see neutron start --help\n' });
    // After the command, the same words.
    expect(await runCli(['start', '--json'])).toEqual({ code: 2, stdout: '', stderr: 'neutron start: --json is not an option of start; see neutron start --help\n' });
  });

  it('asked for JSON, a command whose project does not load answers in JSON', async () => {
    const dir = tempProject({ 'config/app.yaml': 'server: { port: 0 }\nsites: [sites/default.yaml]\nbogus: 1\n' });
    for (const args of [['routes', '--json'], ['--json', 'match', '/']]) {
      const result = await runCli(args, dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe('');
      const answer = JSON.parse(result.stdout) as { ok: boolean; findings: unknown[] };
      expect(answer.ok).toBe(false);
      expect(answer.findings).toContainEqual({ file: 'config/app.yaml', line: 3, col: 1, message: "unknown key 'bogus'", severity: 'error' });
    }
  });

  it('outside a project: says so, and how to run it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-elsewhere-'));
    const hint = "run neutron from the project's root or a folder inside it";
    expect(await runCli(['routes'], dir)).toEqual({ code: 2, stdout: '', stderr: `neutron routes: not inside a Neutron project: no config/app.yaml in ${dir} (${hint})\n` });
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `neutron validate site: not inside a Neutron project: no config/app.yaml in ${dir} (run neutron from the project's root, or pass --app <file>)\n`,
    });
    // A plugin's command is unknown there: the plugins are the project's.
    expect(await runCli(['hello'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: `neutron: unknown command 'hello'; not inside a Neutron project: no config/app.yaml in ${dir} (${hint}); see neutron --help\n`,
    });
    const help = await runCli(['--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
  });

  it('an environment override that is wrong is named with its value, not at a line of a file', async () => {
    const dir = tempProject();
    const saved = process.env.PORT;
    process.env.PORT = 'abc';
    try {
      expect(await runCli(['routes'], dir)).toEqual({ code: 1, stdout: '', stderr: "PORT must be a whole number from 0 to 65535, got 'abc'\n" });
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});
