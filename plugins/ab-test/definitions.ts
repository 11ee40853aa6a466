// A/B test definitions (spec 001 §3): config/ab-tests.yaml holds a `tests:` list; each
// test has id, version, startDate, endDate, allocations and optional criteria. Reading
// the file checks every rule of spec 001 §5 and reports every finding with its position.
import { ConfigError, type ConfigFinding, didYouMean, isPlainDecimal, nonDecimalMessage, readYaml, type YamlSource } from '../../core/index.ts';
import { type Allocation, allocationSlots, EXCLUDE, SLOT_COUNT } from './allocation.ts';
import { BUILT_IN_CRITERIA, type Criterion, type CriterionConfig, createCriterion, criterionType, type ExternalCriteria, pluginCriterionType } from './criteria.ts';
import { statusAt, type TestStatus, type TestWindow, testWindow } from './dates.ts';
import { isRecord } from './variant.ts';

/** id:version:bucket must not exceed this many characters (spec 001 §5, §9). */
export const STATE_MAX_LENGTH = 25;
/** A test id (also what the site options may name). */
export const ID_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';
const ID = new RegExp(ID_PATTERN);
const VERSION = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
const BUCKET = /^[A-Za-z][A-Za-z0-9_]*$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TEST_KEYS = ['id', 'version', 'startDate', 'endDate', 'allocations', 'criteria'];

export interface CriteriaEntry {
  key: string;
  type: string;
  config: CriterionConfig;
}

export interface AbTestDefinition {
  id: string;
  version: string;
  startDate: string;
  endDate: string;
  allocations: Allocation[];
  criteria: CriteriaEntry[];
}

/** A definition ready to run: its window, slots and built criteria. */
export interface AbTest extends AbTestDefinition {
  window: TestWindow;
  slots: readonly string[];
  built: readonly Criterion[];
}

export interface DefinitionsResult {
  tests: AbTest[];
  /** Every finding, in the order of the file. */
  findings: ConfigFinding[];
  /** The test each of a test's own warnings is about (it ended, a criteria type no built-in knows). */
  testOf: ReadonlyMap<ConfigFinding, string>;
}

type Path = (string | number)[];

function label(raw: Record<string, unknown>, index: number): string {
  return typeof raw.id === 'string' && raw.id !== '' ? raw.id : `#${index + 1}`;
}

class TestChecker {
  readonly findings: ConfigFinding[] = [];
  constructor(
    private readonly source: YamlSource,
    private readonly name: string,
    private readonly base: Path,
  ) {}

  error(path: Path, message: string, key = false): void {
    this.findings.push(this.source.finding([...this.base, ...path], `test ${this.name}: ${message}`, { key }));
  }

  warn(path: Path, message: string): void {
    this.findings.push(this.source.finding([...this.base, ...path], `test ${this.name}: ${message}`, { severity: 'warning' }));
  }

  /** `value` as the file writes it: a YAML number as its digits (`0x1A`, not 26). */
  written(path: Path, value: unknown): string {
    return (typeof value === 'number' ? this.source.writtenAt([...this.base, ...path]) : undefined) ?? String(value);
  }
}

function checkAllocations(check: TestChecker, raw: unknown, id: string | undefined, version: string | undefined): Allocation[] | undefined {
  if (raw === undefined) {
    check.error([], "missing required key 'allocations'");
    return undefined;
  }
  if (!Array.isArray(raw)) {
    check.error(['allocations'], 'allocations must be an array of { percentage, bucket }');
    return undefined;
  }
  if (raw.length === 0) {
    // A test must be able to put readers in some bucket: of the 100 slots a draw picks
    // from (spec 001 §4), every one no bucket takes is 'exclude'. The same for a 0 % sum below.
    check.error(['allocations'], "allocations must list at least one bucket; with none every reader is 'exclude'");
    return undefined;
  }
  const allocations: Allocation[] = [];
  const seen = new Set<string>();
  let valid = true;
  let sum = 0;
  // Whether every percentage could be read, so that the sum means something.
  let summed = true;
  raw.forEach((item: unknown, index) => {
    const at: Path = ['allocations', index];
    if (!isRecord(item) || !('percentage' in item) || !('bucket' in item)) {
      check.error(at, 'each allocation must have a percentage and a bucket');
      valid = false;
      summed = false;
      return;
    }
    for (const key of Object.keys(item)) {
      if (key !== 'percentage' && key !== 'bucket') {
        check.error([...at, key], `unknown key '${key}' in allocation`, true);
        valid = false;
      }
    }
    const { percentage, bucket } = item;
    const writtenPercentage = check.written([...at, 'percentage'], percentage);
    // YAML also reads `0x1A`, `0o12`, `1e1`, `+5` and `010` as whole numbers: slips, not choices.
    if (typeof percentage === 'number' && Number.isInteger(percentage) && !isPlainDecimal(writtenPercentage)) {
      check.error([...at, 'percentage'], nonDecimalMessage('percentage', writtenPercentage, percentage, 'write percentages in plain decimal digits'));
      valid = false;
      summed = false;
    } else if (typeof percentage !== 'number' || !Number.isInteger(percentage) || percentage < 0 || percentage > SLOT_COUNT) {
      check.error([...at, 'percentage'], `percentage must be a whole number from 0 to ${SLOT_COUNT}`);
      valid = false;
      summed = false;
    } else {
      sum += percentage;
    }
    if (typeof bucket !== 'string' || !BUCKET.test(bucket)) {
      check.error([...at, 'bucket'], `bucket '${check.written([...at, 'bucket'], bucket)}' must start with a letter and hold only letters, digits and underscores`);
      valid = false;
      return;
    }
    if (bucket === EXCLUDE) {
      check.error([...at, 'bucket'], `bucket name '${EXCLUDE}' is reserved for unallocated slots`);
      valid = false;
    }
    if (seen.has(bucket)) {
      check.error([...at, 'bucket'], `bucket '${bucket}' is allocated twice`);
      valid = false;
    }
    seen.add(bucket);
    if (id !== undefined && version !== undefined) {
      const state = `${id}:${version}:${bucket}`;
      if (state.length > STATE_MAX_LENGTH) {
        check.error([...at, 'bucket'], `'${state}' is ${state.length} characters; id:version:bucket must not exceed ${STATE_MAX_LENGTH}`);
        valid = false;
      }
    }
    if (typeof percentage === 'number') allocations.push({ bucket, percentage });
  });
  if (sum > SLOT_COUNT) {
    check.error(['allocations'], `allocations sum to ${sum} percent; the sum must not exceed ${SLOT_COUNT}`);
    valid = false;
  } else if (sum === 0 && summed) {
    check.error(['allocations'], "allocations sum to 0 percent; at least one bucket needs a percentage above 0, or every reader is 'exclude'");
    valid = false;
  }
  return valid ? allocations : undefined;
}

function checkCriteria(
  check: TestChecker,
  raw: unknown,
  external?: ExternalCriteria,
): { entries: CriteriaEntry[]; built: Criterion[] } | undefined {
  if (raw === undefined || raw === null) return { entries: [], built: [] };
  if (typeof raw === 'boolean') {
    check.error(['criteria'], 'criteria cannot be a boolean');
    return undefined;
  }
  if (Array.isArray(raw)) {
    check.error(['criteria'], 'criteria cannot be an array');
    return undefined;
  }
  if (!isRecord(raw)) {
    check.error(['criteria'], 'criteria must be a mapping of criteria entries');
    return undefined;
  }
  const entries: CriteriaEntry[] = [];
  const built: Criterion[] = [];
  let valid = true;
  for (const [key, value] of Object.entries(raw)) {
    const config: CriterionConfig = value === null ? {} : isRecord(value) ? value : { values: value };
    if (value !== null && !isRecord(value) && !Array.isArray(value)) {
      check.error(['criteria', key], `criteria entry '${key}' must be a mapping (or a list of values)`);
      valid = false;
      continue;
    }
    const type = criterionType(key, config);
    try {
      built.push(createCriterion(type, config, external));
      entries.push({ key, type, config });
    } catch (error) {
      check.error(['criteria', key], (error as Error).message);
      valid = false;
      continue;
    }
    const asked = pluginCriterionType(key, config);
    if (asked !== undefined) {
      check.warn(
        ['criteria', key],
        `criteria type '${asked}' is not built in${didYouMean(asked, BUILT_IN_CRITERIA)}; a plugin must provide it through the ab-test criteria hook, or the test is never eligible`,
      );
    }
  }
  return valid ? { entries, built } : undefined;
}

function checkTest(
  source: YamlSource,
  raw: unknown,
  index: number,
  now: Date,
  external?: ExternalCriteria,
): { test?: AbTest; findings: ConfigFinding[] } {
  const base: Path = ['tests', index];
  if (!isRecord(raw)) {
    return {
      findings: [source.finding(base, `test #${index + 1}: must be a mapping with id, version, startDate, endDate and allocations`)],
    };
  }
  const check = new TestChecker(source, label(raw, index), base);
  for (const key of Object.keys(raw)) if (!TEST_KEYS.includes(key)) check.error([key], `unknown key '${key}'`, true);

  let id: string | undefined;
  if (raw.id === undefined) check.error([], "missing required key 'id'");
  else if (typeof raw.id !== 'string' || !ID.test(raw.id))
    check.error(['id'], `id '${check.written(['id'], raw.id)}' must start with a letter and hold only letters, digits and underscores`);
  else id = raw.id;

  let version: string | undefined;
  if (raw.version === undefined) check.error([], "missing required key 'version'");
  else {
    // `version: 2` is a YAML number; it names the same version as '2'.
    const written = check.written(['version'], raw.version);
    const text = typeof raw.version === 'number' || typeof raw.version === 'string' ? written : undefined;
    if (typeof raw.version === 'number' && VERSION.test(written) && !isPlainDecimal(written))
      check.error(['version'], nonDecimalMessage('version', written, raw.version, `write a numeric version in plain decimal digits, or quote it ('${written}') to keep the text`));
    else if (text === undefined || !VERSION.test(text))
      check.error(['version'], `version '${written}' must start with a letter or digit and hold only letters, digits and underscores`);
    else version = text;
  }

  const dates: Partial<Record<'startDate' | 'endDate', string>> = {};
  for (const key of ['startDate', 'endDate'] as const) {
    const value = raw[key];
    if (value === undefined) check.error([], `missing required key '${key}'`);
    else if (typeof value !== 'string' || !DATE_TEXT.test(value) || testWindow(value, value) === undefined) {
      check.error([key], `${key} '${check.written([key], value)}' must be a real date written YYYY-MM-DD`);
    } else dates[key] = value;
  }
  let window: TestWindow | undefined;
  if (dates.startDate && dates.endDate) {
    window = testWindow(dates.startDate, dates.endDate);
    if (dates.endDate <= dates.startDate) {
      check.error(['endDate'], `endDate ${dates.endDate} must be after startDate ${dates.startDate}`);
      window = undefined;
    }
  }

  const allocations = checkAllocations(check, raw.allocations, id, version);
  const criteria = checkCriteria(check, raw.criteria, external);

  if (window && statusAt(window, now) === 'ended') check.warn(['endDate'], `ended on ${dates.endDate}; it no longer buckets anyone`);

  const errors = check.findings.some((finding) => finding.severity === 'error');
  if (errors || !id || !version || !window || !allocations || !criteria || !dates.startDate || !dates.endDate) {
    return { findings: check.findings };
  }
  return {
    test: {
      id,
      version,
      startDate: dates.startDate,
      endDate: dates.endDate,
      allocations,
      criteria: criteria.entries,
      window,
      slots: allocationSlots(allocations),
      built: criteria.built,
    },
    findings: check.findings,
  };
}

/** Checks a parsed definitions file; returns the valid tests and every finding. */
export function checkDefinitions(source: YamlSource, now: Date, external?: ExternalCriteria): DefinitionsResult {
  const testOf = new Map<ConfigFinding, string>();
  const syntax = source.syntaxFindings();
  if (syntax.length > 0) return { tests: [], findings: syntax, testOf };
  const data = source.data;
  if (!isRecord(data) || !('tests' in data)) {
    return { tests: [], findings: [source.finding([], "the file must hold a mapping with a 'tests' list")], testOf };
  }
  if (!Array.isArray(data.tests)) return { tests: [], findings: [source.finding(['tests'], "'tests' must be a list of test definitions")], testOf };
  const findings: ConfigFinding[] = [];
  for (const key of Object.keys(data)) {
    if (key !== 'tests') findings.push(source.finding([key], `unknown key '${key}'`, { key: true }));
  }
  const tests: AbTest[] = [];
  const firstLine = new Map<string, number>();
  data.tests.forEach((raw: unknown, index) => {
    const result = checkTest(source, raw, index, now, external);
    findings.push(...result.findings);
    const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : undefined;
    if (id !== undefined) for (const finding of result.findings) if (finding.severity === 'warning') testOf.set(finding, id);
    if (id === undefined) {
      if (result.test) tests.push(result.test);
      return;
    }
    const first = firstLine.get(id);
    if (first !== undefined) {
      findings.push(source.finding(['tests', index, 'id'], `test ${id}: duplicate id '${id}' (first defined on line ${first})`));
      return;
    }
    firstLine.set(id, source.locate(['tests', index, 'id'])[0]);
    if (result.test) tests.push(result.test);
  });
  const hasErrors = findings.some((finding) => finding.severity === 'error');
  return { tests: hasErrors ? [] : tests, findings, testOf };
}

/**
 * What a definitions file says to the brands that use it, when they run only the tests
 * `runs` accepts: every error (an invalid file stops each of them), and the warnings of
 * the tests they run, not those of tests only other brands run.
 */
export function findingsForTests(result: DefinitionsResult, runs: (id: string) => boolean): ConfigFinding[] {
  return result.findings.filter((finding) => {
    const id = result.testOf.get(finding);
    return finding.severity === 'error' || id === undefined || runs(id);
  });
}

/** Reads and checks a definitions file; a missing file is a finding. */
export function readDefinitions(file: string, displayName: string, now: Date, external?: ExternalCriteria): DefinitionsResult {
  try {
    return checkDefinitions(readYaml(file, displayName), now, external);
  } catch (error) {
    if (error instanceof ConfigError) return { tests: [], findings: error.findings, testOf: new Map() };
    throw error;
  }
}

export function testStatus(test: AbTest, now: Date): TestStatus {
  return statusAt(test.window, now);
}
