import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding, YamlSource } from '../../../core/config/load-yaml.ts';
import { checkDefinitions, findingsForTests, readDefinitions } from '../../../plugins/ab-test/definitions.ts';
import { repoRoot } from '../../helpers/project.ts';

const NOW = new Date('2024-02-20T12:00:00Z');

function check(text: string, now = NOW) {
  const result = checkDefinitions(new YamlSource('ab.yaml', text), now);
  return {
    ...result,
    lines: result.findings.map(formatFinding),
    errors: result.findings.filter((finding) => finding.severity === 'error').map(formatFinding),
  };
}

const valid = `tests:
  - id: btn_test
    version: v1
    startDate: 2024-02-01
    endDate: 2024-03-01
    allocations:
      - { bucket: control, percentage: 45 }
      - { bucket: red, percentage: 45 }
`;

/** One test with `lines` replacing its body (2-space list indent). */
function oneTest(body: string): string {
  return `tests:\n  - ${body.trim().split('\n').join('\n    ')}\n`;
}

describe('the shipped definitions (config/ab-tests.yaml)', () => {
  it('pass every rule, hold the twelve tests of spec 001 §9 and the two running ones, and only warn that the twelve ended', () => {
    const result = readDefinitions(path.join(repoRoot, 'config/ab-tests.yaml'), 'config/ab-tests.yaml', NOW);
    expect(result.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(result.tests.map((test) => `${test.id}:${test.version}`)).toEqual([
      'nrg_contentCta:v1',
      'nrg_linksFull:v1',
      'sleep_mps_modal:v1',
      'skinnyGeoTest:v1',
      'sleep_aa:v1',
      'sleep_lstcl:v3',
      'laptop_cta_test:v1',
      'btncolor_test:v1',
      'review_redesign:v2',
      'list_redesign:v2',
      'adcap_test:v2',
      'adcap_increase:v1',
      'door_tagline:v1',
      'rs_tagline:v1',
    ]);
    expect(result.tests.slice(-2).map((test) => test.endDate)).toEqual(['2030-12-31', '2030-12-31']);
    const byId = new Map(result.tests.map((test) => [test.id, test]));
    expect(byId.get('nrg_linksFull')?.allocations.map((a) => a.percentage)).toEqual([33, 33, 33]);
    expect(byId.get('adcap_increase')?.allocations.map((a) => a.percentage)).toEqual([22, 22, 22, 22]);
    expect(byId.get('sleep_mps_modal')).toMatchObject({ startDate: '2023-10-02', endDate: '2023-10-17' });
    // At 2024-02-20 three tests run and three are scheduled; the eight others ended: warnings, not errors.
    expect(result.findings.filter((finding) => finding.severity === 'warning')).toHaveLength(8);
    for (const test of result.tests) {
      for (const { bucket } of test.allocations) expect(`${test.id}:${test.version}:${bucket}`.length).toBeLessThanOrEqual(25);
    }
  });
});

describe('spec 001 §5 rules, each finding with its position', () => {
  it('accepts a valid file', () => {
    const result = check(valid);
    expect(result.lines).toEqual([]);
    expect(result.tests[0]?.slots.filter((slot) => slot === 'exclude')).toHaveLength(10);
  });

  it('id starts with a letter; letters, digits, underscores only', () => {
    expect(check(valid.replace('btn_test', '9btn')).errors).toEqual([
      "ab.yaml:2:9: test 9btn: id '9btn' must start with a letter and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('btn_test', 'btn-test')).errors[0]).toContain("id 'btn-test' must start with a letter");
  });

  it('version starts with a letter or digit; letters, digits, underscores', () => {
    expect(check(valid.replace('version: v1', 'version: _v1')).errors).toEqual([
      "ab.yaml:3:14: test btn_test: version '_v1' must start with a letter or digit and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('version: v1', 'version: 2')).errors).toEqual([]);
    expect(check(valid.replace('version: v1', 'version: v.1')).errors).toHaveLength(1);
  });

  it('a version YAML reads as a number is written in plain decimal digits: 0x1A, 0o12, 1e1 or 010 is a slip', () => {
    const slip = (written: string, number: number) =>
      `ab.yaml:3:14: test btn_test: version ${written} is read as the number ${number}: write a numeric version in plain decimal digits, or quote it ('${written}') to keep the text`;
    expect(check(valid.replace('version: v1', 'version: 0x1A')).errors).toEqual([slip('0x1A', 26)]);
    expect(check(valid.replace('version: v1', 'version: 0o12')).errors).toEqual([slip('0o12', 10)]);
    expect(check(valid.replace('version: v1', 'version: 1e1')).errors).toEqual([slip('1e1', 10)]);
    expect(check(valid.replace('version: v1', 'version: 010')).errors).toEqual([slip('010', 10)]);
    // Through an alias, the anchored value is the one written.
    expect(check(`v: &v 0x1A\n${valid.replace('version: v1', 'version: *v')}`).errors).toContain(slip('0x1A', 26).replace('3:14', '4:14'));
    // Quoted, it is text: a version of letters and digits.
    expect(check(valid.replace('version: v1', "version: '0x1A'")).tests[0]?.version).toBe('0x1A');
    expect(check(valid.replace('version: v1', 'version: 26')).tests[0]?.version).toBe('26');
    expect(check(valid.replace('version: v1', 'version: 0')).tests[0]?.version).toBe('0');
    // Forms that are no version at all say so, as written.
    expect(check(valid.replace('version: v1', 'version: 1.0')).errors).toEqual([
      "ab.yaml:3:14: test btn_test: version '1.0' must start with a letter or digit and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('version: v1', 'version: +2')).errors[0]).toContain("version '+2' must start with a letter or digit");
    expect(check(valid.replace('version: v1', 'version: -1')).errors[0]).toContain("version '-1' must start with a letter or digit");
  });

  it('a percentage is written in plain decimal digits: 0x2D, 0o55, 4.5e1, 045, +45 or 45.0 is a slip', () => {
    for (const [written, number] of [['0x2D', 45], ['0o55', 45], ['4.5e1', 45], ['045', 45], ['+45', 45], ['45.0', 45], ['0x64', 100]] as const) {
      expect(check(valid.replace('red, percentage: 45', `red, percentage: ${written}`)).errors).toEqual([
        `ab.yaml:8:36: test btn_test: percentage ${written} is read as the number ${number}: write percentages in plain decimal digits`,
      ]);
    }
    // The sum is not taken over a percentage that is a slip.
    expect(check(valid.replace('red, percentage: 45', 'red, percentage: 0x64')).errors).toHaveLength(1);
    expect(check(valid.replace('red, percentage: 45', 'red, percentage: -5')).errors).toEqual([
      'ab.yaml:8:36: test btn_test: percentage must be a whole number from 0 to 100',
    ]);
  });

  it('ids, buckets and dates YAML reads as numbers are shown as written', () => {
    expect(check(valid.replace('id: btn_test', 'id: 0x1A')).errors).toEqual([
      "ab.yaml:2:9: test #1: id '0x1A' must start with a letter and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('bucket: red', 'bucket: 1e1')).errors).toEqual([
      "ab.yaml:8:19: test btn_test: bucket '1e1' must start with a letter and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('startDate: 2024-02-01', 'startDate: 0x1')).errors).toEqual([
      "ab.yaml:4:16: test btn_test: startDate '0x1' must be a real date written YYYY-MM-DD",
    ]);
  });

  it('bucket names start with a letter; letters, digits, underscores', () => {
    expect(check(valid.replace('bucket: red', 'bucket: 1red')).errors).toEqual([
      "ab.yaml:8:19: test btn_test: bucket '1red' must start with a letter and hold only letters, digits and underscores",
    ]);
    expect(check(valid.replace('bucket: red', 'bucket: re d')).errors).toHaveLength(1);
  });

  it('allocations is an array; each has percentage and bucket', () => {
    expect(check(valid.replace(/allocations:[\s\S]*$/, 'allocations: { bucket: a, percentage: 10 }\n')).errors).toEqual([
      'ab.yaml:6:18: test btn_test: allocations must be an array of { percentage, bucket }',
    ]);
    expect(check(valid.replace('{ bucket: red, percentage: 45 }', '{ bucket: red }')).errors).toEqual([
      'ab.yaml:8:9: test btn_test: each allocation must have a percentage and a bucket',
    ]);
    expect(check(valid.replace('{ bucket: red, percentage: 45 }', '{ percentage: 45 }')).errors).toEqual([
      'ab.yaml:8:9: test btn_test: each allocation must have a percentage and a bucket',
    ]);
    expect(check(valid.replace('percentage: 45 }\n', 'percentage: 4.5 }\n')).errors[0]).toContain(
      'percentage must be a whole number from 0 to 100',
    );
    expect(check(valid.replace(/ {4}allocations:[\s\S]*$/, '')).errors).toEqual([
      "ab.yaml:2:5: test btn_test: missing required key 'allocations'",
    ]);
  });

  it('the allocations sum must not exceed 100', () => {
    expect(check(valid.replace('red, percentage: 45', 'red, percentage: 56')).errors).toEqual([
      'ab.yaml:7:7: test btn_test: allocations sum to 101 percent; the sum must not exceed 100',
    ]);
    expect(check(valid.replace('red, percentage: 45', 'red, percentage: 55')).errors).toEqual([]);
  });

  it('a test must be able to put readers in some bucket: no allocations, or all at 0 %, is an error', () => {
    expect(check(valid.replace(/allocations:[\s\S]*$/, 'allocations: []\n')).errors).toEqual([
      "ab.yaml:6:18: test btn_test: allocations must list at least one bucket; with none every reader is 'exclude'",
    ]);
    expect(check(valid.replaceAll('percentage: 45', 'percentage: 0')).errors).toEqual([
      "ab.yaml:7:7: test btn_test: allocations sum to 0 percent; at least one bucket needs a percentage above 0, or every reader is 'exclude'",
    ]);
    expect(check(valid.replace(/allocations:[\s\S]*$/, 'allocations: [{ bucket: off, percentage: 0 }]\n')).errors).toEqual([
      "ab.yaml:6:18: test btn_test: allocations sum to 0 percent; at least one bucket needs a percentage above 0, or every reader is 'exclude'",
    ]);
    // One bucket at 0 % beside one that takes readers is fine; an unreadable percentage is its own finding.
    expect(check(valid.replace('red, percentage: 45', 'red, percentage: 0')).errors).toEqual([]);
    expect(check(valid.replaceAll('percentage: 45', 'percentage: -1')).errors).toEqual([
      'ab.yaml:7:40: test btn_test: percentage must be a whole number from 0 to 100',
      'ab.yaml:8:36: test btn_test: percentage must be a whole number from 0 to 100',
    ]);
  });

  it('id:version:bucket must not exceed 25 characters — the spec list with a control bucket fails', () => {
    for (const id of ['sleep_mps_modal', 'laptop_cta_test']) {
      expect(check(valid.replace('btn_test', id)).errors).toEqual([
        `ab.yaml:7:19: test ${id}: '${id}:v1:control' is 26 characters; id:version:bucket must not exceed 25`,
      ]);
    }
    const review = check(valid.replace('btn_test', 'review_redesign').replace('version: v1', 'version: v2'));
    expect(review.errors).toEqual([
      "ab.yaml:7:19: test review_redesign: 'review_redesign:v2:control' is 26 characters; id:version:bucket must not exceed 25",
    ]);
    // 25 characters exactly is allowed.
    expect(check(valid.replace('btn_test', 'nrg_contentCta')).errors).toEqual([]);
  });

  it('criteria cannot be a boolean or an array', () => {
    expect(check(`${valid}    criteria: true\n`).errors).toEqual(['ab.yaml:9:15: test btn_test: criteria cannot be a boolean']);
    expect(check(`${valid}    criteria: [section]\n`).errors).toEqual(['ab.yaml:9:15: test btn_test: criteria cannot be an array']);
    expect(check(`${valid}    criteria: { section: { values: [reviews] } }\n`).errors).toEqual([]);
  });

  it('criteria with an empty name throw the spec messages', () => {
    expect(check(`${valid}    criteria:\n      notMobile: { type: inverse, criteriaName: '' }\n`).errors).toEqual([
      'ab.yaml:10:18: test btn_test: InverseCriteria requires a criteriaName to inspect.',
    ]);
    expect(check(`${valid}    criteria:\n      solar: { type: tracking, key: '', values: [solar] }\n`).errors).toEqual([
      'ab.yaml:10:14: test btn_test: TrackingCriteria requires a key to inspect.',
    ]);
    expect(check(`${valid}    criteria:\n      tracking: { values: [solar] }\n`).errors).toEqual([
      'ab.yaml:10:17: test btn_test: TrackingCriteria requires a key to inspect.',
    ]);
  });

  it('criteria entries are checked; unknown types are warnings a plugin may answer', () => {
    expect(check(`${valid}    criteria:\n      device: { values: [phone] }\n`).errors[0]).toContain(
      "DeviceCriteria: unknown value 'phone'",
    );
    const custom = check(`${valid}    criteria:\n      daypart: { from: 6 }\n`);
    expect(custom.errors).toEqual([]);
    expect(custom.lines[0]).toContain("criteria type 'daypart' is not built in");
  });

  it('dates are real YYYY-MM-DD dates and endDate is after startDate', () => {
    expect(check(valid.replace('endDate: 2024-03-01', 'endDate: 2024-01-01')).errors).toEqual([
      'ab.yaml:5:14: test btn_test: endDate 2024-01-01 must be after startDate 2024-02-01',
    ]);
    expect(check(valid.replace('endDate: 2024-03-01', 'endDate: 2024-02-01')).errors).toHaveLength(1);
    expect(check(valid.replace('startDate: 2024-02-01', 'startDate: 2024-02-30')).errors).toEqual([
      "ab.yaml:4:16: test btn_test: startDate '2024-02-30' must be a real date written YYYY-MM-DD",
    ]);
    expect(check(valid.replace('startDate: 2024-02-01', 'startDate: 1/2/2024')).errors).toHaveLength(1);
  });

  it('ids are unique', () => {
    const twice = `${valid}${valid.replace('tests:\n', '')}`;
    expect(check(twice).errors).toEqual(["ab.yaml:9:9: test btn_test: duplicate id 'btn_test' (first defined on line 2)"]);
  });

  it('a test that already ended is a warning, not an error', () => {
    const result = check(valid, new Date('2024-03-02T00:00:00Z'));
    expect(result.errors).toEqual([]);
    expect(result.findings).toEqual([
      {
        file: 'ab.yaml',
        line: 5,
        col: 14,
        message: 'test btn_test: ended on 2024-03-01; it no longer buckets anyone',
        severity: 'warning',
      },
    ]);
    // The end date itself still runs (windows are inclusive, UTC).
    expect(check(valid, new Date('2024-03-01T23:59:59Z')).findings).toEqual([]);
  });

  it("a test's own warnings name their test: a brand hears those of the tests it runs, and every error", () => {
    const other = valid.replace('tests:\n', '').replace('btn_test', 'other').replace('version: v1', 'version: 0x1A');
    const result = check(`${valid}${other}`, new Date('2024-03-02T00:00:00Z'));
    expect(result.lines).toEqual([
      'ab.yaml:5:14: test btn_test: ended on 2024-03-01; it no longer buckets anyone',
      "ab.yaml:10:14: test other: version 0x1A is read as the number 26: write a numeric version in plain decimal digits, or quote it ('0x1A') to keep the text",
      'ab.yaml:12:14: test other: ended on 2024-03-01; it no longer buckets anyone',
    ]);
    expect([...result.testOf.values()]).toEqual(['btn_test', 'other']);
    expect(findingsForTests(result, (id) => id === 'btn_test').map(formatFinding)).toEqual(result.lines.slice(0, 2));
    expect(findingsForTests(result, (id) => id === 'other').map(formatFinding)).toEqual(result.lines.slice(1));
    expect(findingsForTests(result, () => false).map(formatFinding)).toEqual([result.lines[1]]);
  });

  it('reports every finding, not just the first', () => {
    const broken = `tests:
  - id: 1bad
    version: _x
    startDate: 2024-02-01
    endDate: 2023-01-01
    allocations:
      - { bucket: _a, percentage: 60 }
      - { bucket: b, percentage: 50 }
    criteria: false
    colour: red
  - id: fine
    version: v1
    startDate: 2024-01-01
    endDate: 2024-12-31
    allocations: []
    criteria: []
`;
    expect(check(broken).errors).toEqual([
      "ab.yaml:10:5: test 1bad: unknown key 'colour'",
      "ab.yaml:2:9: test 1bad: id '1bad' must start with a letter and hold only letters, digits and underscores",
      "ab.yaml:3:14: test 1bad: version '_x' must start with a letter or digit and hold only letters, digits and underscores",
      'ab.yaml:5:14: test 1bad: endDate 2023-01-01 must be after startDate 2024-02-01',
      "ab.yaml:7:19: test 1bad: bucket '_a' must start with a letter and hold only letters, digits and underscores",
      'ab.yaml:7:7: test 1bad: allocations sum to 110 percent; the sum must not exceed 100',
      'ab.yaml:9:15: test 1bad: criteria cannot be a boolean',
      "ab.yaml:15:18: test fine: allocations must list at least one bucket; with none every reader is 'exclude'",
      'ab.yaml:16:15: test fine: criteria cannot be an array',
    ]);
    expect(check(broken).tests).toEqual([]);
  });

  it('YAML syntax errors and a wrong shape are findings with positions', () => {
    const syntax = check('tests:\n  - id: a\n   version: [v1\n');
    expect(syntax.errors.length).toBeGreaterThan(0);
    expect(syntax.errors[0]).toMatch(/^ab\.yaml:\d+:\d+: /);
    expect(check('tests: {}\n').errors).toEqual(["ab.yaml:1:8: 'tests' must be a list of test definitions"]);
    expect(check('- a\n').errors).toEqual(["ab.yaml:1:1: the file must hold a mapping with a 'tests' list"]);
    expect(check(oneTest('just text')).errors[0]).toContain('test #1: must be a mapping');
  });

  it('a missing file is a finding', () => {
    expect(readDefinitions('/nonexistent/ab.yaml', 'ab.yaml', NOW).findings.map(formatFinding)).toEqual(['ab.yaml:1:1: file not found']);
  });
});
