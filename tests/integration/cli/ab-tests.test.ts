import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const cli = runCli;

/** A project that installs the ab-test plugin (which brings the command), with ab.yaml. */
function file(text: string): string {
  const dir = tempProject({ 'ab.yaml': text });
  const appFile = path.join(dir, 'config/app.yaml');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^plugins:\n/m, `plugins:\n  ab-test: ${path.join(repoRoot, 'plugins/ab-test/index.ts')}\n`));
  return dir;
}

const broken = `tests:
  - id: sleep_mps_modal
    version: v1
    startDate: 2023-10-02
    endDate: 2023-10-17
    allocations:
      - { bucket: control, percentage: 50 }
      - { bucket: v1, percentage: 51 }
    criteria: [x]
  - id: sleep_mps_modal
    version: v1
    startDate: 2099-01-01
    endDate: 2099-02-01
    allocations: [{ bucket: a, percentage: 1 }]
`;

describe('neutron validate ab-tests', () => {
  it('passes on the shipped file (ended tests are warnings): exit 0', async () => {
    const result = await cli(['validate', 'ab-tests']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('config/ab-tests.yaml: ok (12 warnings)\n');
    expect(result.stderr).toContain(
      'config/ab-tests.yaml:37:14: test sleep_mps_modal: ended on 2023-10-17; it no longer buckets anyone (warning)',
    );
  });

  it('reports every finding with its position and exits 1', async () => {
    const dir = file(broken);
    const result = await cli(['validate', 'ab-tests', 'ab.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter((line) => !line.endsWith('(warning)') && line !== '')).toEqual([
      "ab.yaml:7:19: test sleep_mps_modal: 'sleep_mps_modal:v1:control' is 26 characters; id:version:bucket must not exceed 25",
      'ab.yaml:7:7: test sleep_mps_modal: allocations sum to 101 percent; the sum must not exceed 100',
      'ab.yaml:9:15: test sleep_mps_modal: criteria cannot be an array',
      "ab.yaml:10:9: test sleep_mps_modal: duplicate id 'sleep_mps_modal' (first defined on line 2)",
      'ab.yaml: 4 errors, 1 warning',
    ]);
  });

  it('a running test that cannot put a reader in any bucket is an error: no allocations, or all at 0 %', async () => {
    const text = readFileSync(path.join(repoRoot, 'config/ab-tests.yaml'), 'utf8')
      .replace('      - { bucket: control, percentage: 50 }\n      - { bucket: deals, percentage: 50 }\n', '      - { bucket: control, percentage: 0 }\n      - { bucket: deals, percentage: 0 }\n')
      .replace('    allocations:\n      - { bucket: control, percentage: 50 }\n      - { bucket: drive, percentage: 50 }\n', '    allocations: []\n');
    const lines = text.split('\n');
    const zero = lines.findIndex((line) => line.includes('{ bucket: deals, percentage: 0 }')) - 1;
    const empty = lines.findIndex((line) => line === '    allocations: []');
    const result = await cli(['validate', 'ab-tests', 'ab.yaml'], file(text));
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter((line) => !line.endsWith('(warning)') && line !== '')).toEqual([
      `ab.yaml:${zero + 1}:7: test door_tagline: allocations sum to 0 percent; at least one bucket needs a percentage above 0, or every reader is 'exclude'`,
      `ab.yaml:${empty + 1}:18: test rs_tagline: allocations must list at least one bucket; with none every reader is 'exclude'`,
      'ab.yaml: 2 errors, 12 warnings',
    ]);
  });

  it('a version or a percentage YAML reads as a number from 0x1A, 0o12 or 1e1 is an error at the value: exit 1', async () => {
    const text = `tests:
  - id: hex_test
    version: 0x1A
    startDate: 2099-01-01
    endDate: 2099-02-01
    allocations:
      - { bucket: a, percentage: 0o12 }
      - { bucket: b, percentage: 1e1 }
  - id: fine_test
    version: 26
    startDate: 2099-01-01
    endDate: 2099-02-01
    allocations: [{ bucket: a, percentage: 10 }]
`;
    const result = await cli(['validate', 'ab-tests', 'ab.yaml'], file(text));
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        "ab.yaml:3:14: test hex_test: version 0x1A is read as the number 26: write a numeric version in plain decimal digits, or quote it ('0x1A') to keep the text",
        'ab.yaml:7:34: test hex_test: percentage 0o12 is read as the number 10: write percentages in plain decimal digits',
        'ab.yaml:8:34: test hex_test: percentage 1e1 is read as the number 10: write percentages in plain decimal digits',
        'ab.yaml: 3 errors',
        '',
      ].join('\n'),
    });
  });

  it('prints JSON for machines', async () => {
    const result = await cli(['validate', 'ab-tests', 'ab.yaml', '--json'], file(broken));
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { ok: boolean; findings: { line: number; col: number; severity: string }[] };
    expect(report.ok).toBe(false);
    expect(report.findings.filter((finding) => finding.severity === 'error')).toHaveLength(4);
    expect(report.findings[0]).toMatchObject({ file: 'ab.yaml', line: 7, col: 19 });
  });

  it('YAML syntax errors are findings with a position: an unclosed [ at the bracket', async () => {
    const result = await cli(['validate', 'ab-tests', 'ab.yaml'], file('tests:\n  - id: a\n    version: [v1\n'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('ab.yaml:3:14: Flow sequence in block collection must be sufficiently indented and end with a ]\nab.yaml: 1 error\n');
  });

  it('a tab in the indentation is one finding at the tab, not the errors of the lines the library then misreads', async () => {
    const text = 'tests:\n  - id: a\n\tversion: v1\n    startDate: 2099-01-01\n    endDate: 2099-02-01\n    allocations: [{ bucket: a, percentage: 1 }]\n';
    const result = await cli(['validate', 'ab-tests', 'ab.yaml'], file(text));
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'ab.yaml:3:1: tabs are not allowed for indentation: indent with spaces\nab.yaml: 1 error\n' });
  });

  it('an unresolved alias and an alias bomb are findings at the alias, not crashes', async () => {
    const alias = await cli(['validate', 'ab-tests', 'ab.yaml'], file('tests: *nope\n'));
    expect(alias.code).toBe(1);
    expect(alias.stderr).toBe("ab.yaml:1:8: unresolved alias '*nope': the anchor '&nope' must be set before the alias\nab.yaml: 1 error\n");
    const json = await cli(['validate', 'ab-tests', 'ab.yaml', '--json'], file('tests: *nope\n'));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, findings: [{ file: 'ab.yaml', line: 1, col: 8 }] });
    // Each level repeats the one before ten times: the library's limit of 100 is crossed on the l2 line.
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level <= 8; level += 1) levels.push(`l${level}: &l${level} [${Array(10).fill(level === 1 ? '*a' : `*l${level - 1}`).join(', ')}]`);
    const bomb = await cli(['validate', 'ab-tests', 'ab.yaml'], file(`${levels.join('\n')}\ntests: []\n`));
    expect(bomb.code).toBe(1);
    expect(bomb.stderr).toBe("ab.yaml:3:50: too many aliases: with '*l1' here, aliased content would be repeated more than 100 times\nab.yaml: 1 error\n");
  });

  it('usage errors exit 2; a missing file is a finding', async () => {
    expect((await cli(['validate', 'ab-tests', 'a.yaml', 'b.yaml'])).code).toBe(2);
    expect((await cli(['validate', 'ab-tests', '--bogus'])).code).toBe(2);
    const missing = await cli(['validate', 'ab-tests', 'nope.yaml']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.yaml:1:1: file not found');
  });
});
