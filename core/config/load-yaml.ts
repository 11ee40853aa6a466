// YAML at the boundary: parse with positions, validate with TypeBox + ajv, and report
// every finding as `file:line:col: message` naming the offending key.
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import type { TSchema, Static } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { validatorFor } from './schema-validator.ts';
import { isAlias, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Scalar } from 'yaml';
import { plainData, syntaxProblems, type YamlProblem } from './yaml-problems.ts';
import { nonDecimalNumbers, nonDecimalMessage } from './written-numbers.ts';

export interface ConfigFinding {
  file: string;
  line: number;
  col: number;
  message: string;
  severity: 'error' | 'warning';
  /** The stack of the error behind the finding (a plugin that threw at boot), which the
   *  CLI shows only when asked (`neutron --verbose`, NEUTRON_ENV=development). */
  stack?: string;
}

export function formatFinding(finding: ConfigFinding): string {
  // A finding about an environment variable (file 'PORT') has no line to point at; its
  // message names the variable and the value.
  if (/^[A-Z][A-Z0-9_]*$/.test(finding.file) && finding.message.startsWith(`${finding.file} `)) return finding.message;
  return `${finding.file}:${finding.line}:${finding.col}: ${finding.message}`;
}

/** A finding as it is said to a person: a warning marked as one. */
export function findingLine(finding: ConfigFinding): string {
  return `${formatFinding(finding)}${finding.severity === 'warning' ? ' (warning)' : ''}`;
}

/** Thrown when a config file is invalid; carries every finding, the warnings found in the
 *  same pass included (severity 'warning'), so whoever reports the errors reports them too. */
export class ConfigError extends Error {
  readonly findings: ConfigFinding[];
  constructor(findings: ConfigFinding[]) {
    super(findings.map(findingLine).join('\n'));
    this.name = 'ConfigError';
    this.findings = findings;
  }
}

/** A parsed YAML file that can answer "where is this path?". */
export class YamlSource {
  readonly file: string;
  readonly doc: Document;
  /** The file as plain data; undefined when it has syntax errors or aliases that cannot be expanded. */
  readonly data: unknown;
  private readonly lineCounter: LineCounter;
  private readonly problems: readonly YamlProblem[];
  /** The offset of the file's last character that is not a line break: no position goes past it. */
  private readonly lastOffset: number;

  constructor(file: string, text: string) {
    this.file = file;
    this.lineCounter = new LineCounter();
    this.lastOffset = lastCharacterOffset(text);
    // Source tokens tell a `[` left open from a closed one (see syntaxProblems).
    this.doc = parseDocument(text, { lineCounter: this.lineCounter, prettyErrors: false, uniqueKeys: true, keepSourceTokens: true });
    const syntax = syntaxProblems(this.doc, text, (offset) => this.lineCounter.linePos(offset).line);
    // yaml defines `__proto__` as an own property, so no key reaches a prototype.
    const { data, problems } = syntax.length === 0 ? plainData(this.doc) : { data: undefined, problems: syntax };
    this.data = data;
    this.problems = problems;
  }

  /** Syntax errors, and aliases that cannot be expanded, as findings. */
  syntaxFindings(): ConfigFinding[] {
    return this.problems.map(({ offset, message }) => {
      const [line, col] = this.position(offset);
      return { file: this.file, line, col, message, severity: 'error' };
    });
  }

  /** Line and column (from 1) of `offset`, never past the file's last character. */
  position(offset: number): [number, number] {
    const { line, col } = this.lineCounter.linePos(Math.min(Math.max(offset, 0), this.lastOffset));
    return [line, col];
  }

  /** Position of the node at `segments` (or of its key when `key` is true). */
  locate(segments: readonly (string | number)[], options: { key?: boolean } = {}): [number, number] {
    let node: unknown = this.doc.contents;
    let keyNode: Node | undefined;
    let last: Node | undefined = isNode(node) ? node : undefined;
    for (const segment of segments) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        keyNode = isNode(pair.key) ? pair.key : undefined;
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(segment)];
        keyNode = undefined;
      } else {
        break;
      }
      if (isNode(node)) last = node;
      else if (keyNode) last = keyNode;
    }
    const target = options.key && keyNode ? keyNode : last;
    const offset = target?.range?.[0] ?? 0;
    return this.position(offset);
  }

  finding(segments: readonly (string | number)[], message: string, options: { key?: boolean; severity?: 'error' | 'warning' } = {}): ConfigFinding {
    const [line, col] = this.locate(segments, options);
    return { file: this.file, line, col, message, severity: options.severity ?? 'error' };
  }

  /** How the scalar at `segments` is written in the file, through an alias to its anchor:
   *  `0x1A` where the value is the number 26. Undefined where no scalar is. */
  writtenAt(segments: readonly (string | number)[]): string | undefined {
    let node: unknown = this.doc.getIn(segments, true);
    if (isAlias(node)) node = node.resolve(this.doc);
    return isScalar(node) ? (node as Partial<Scalar.Parsed>).source : undefined;
  }

  /** Position of a map key named `key` under `segments`. */
  locateKey(segments: readonly (string | number)[], key: string): [number, number] {
    return this.locate([...segments, key], { key: true });
  }
}

function lastCharacterOffset(text: string): number {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end -= 1;
  return Math.max(0, end - 1);
}

/** Where the first byte that is not UTF-8 is (line and column from 1, the byte in hex);
 *  undefined when every byte is. */
export function nonUtf8At(bytes: Buffer): { line: number; col: number; byte: string } | undefined {
  if (isUtf8(bytes)) return undefined;
  const text = bytes.toString('utf8');
  // The first U+FFFD the file does not itself spell (EF BF BD) stands for the bad bytes.
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) continue;
    const before = text.slice(0, at);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, col: [...before.slice(lineStart)].length + 1, byte: (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0') };
  }
  return undefined;
}

/** A config file's text; bytes that are not UTF-8 are a finding at the first of them
 *  (decoded leniently they would reach pages as U+FFFD). */
function decodeText(bytes: Buffer, displayName: string): string {
  const bad = nonUtf8At(bytes);
  if (bad) throw new ConfigError([{ file: displayName, line: bad.line, col: bad.col, message: `not UTF-8 (byte 0x${bad.byte}): save the file as UTF-8`, severity: 'error' }]);
  return bytes.toString('utf8');
}

export function readYaml(file: string, displayName = file): YamlSource {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'a folder, not a file: name the YAML file in it' : (error as Error).message;
    throw new ConfigError([{ file: displayName, line: 1, col: 1, message: reason, severity: 'error' }]);
  }
  return new YamlSource(displayName, decodeText(bytes, displayName));
}


function pathSegments(instancePath: string): string[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `segments` inside `value`, if any. */
function valueAt(value: unknown, segments: readonly string[]): unknown {
  let node = value;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** How a value of each JSON type is said, and written in YAML. */
const KINDS: Readonly<Record<string, string>> = {
  array: 'a list ([a, b], or one "- item" per line)',
  object: 'a mapping (key: value lines, or { key: value })',
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'empty',
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return 'text';
  return typeof value === 'boolean' ? 'true or false' : 'a number';
}

/** `must be a list ([a, b], …), not text ('en')`: what the key takes and what it has. */
function wrongKind(wanted: readonly string[], found: unknown, written: string | undefined): string {
  const takes = wanted.map((type) => KINDS[type] ?? type).join(' or ');
  const has = kindOf(found);
  const shown = written !== undefined && written !== '' ? ` (${written.length > 40 ? `${written.slice(0, 37)}...` : written})` : '';
  return `must be ${takes}, not ${has}${shown}`;
}

/** `found`: the value the error is about (at `error.instancePath`); `written`: how the file
 *  writes it, where it is a scalar. */
function describe(error: ErrorObject, segments: string[], found: unknown, written: string | undefined): { message: string; key: boolean; at: string[] } {
  const where = segments.join('.');
  const prefix = where ? `${where}: ` : '';
  const own = schemaMessage(error);
  if (own !== undefined) return { message: `${prefix}${own}`, key: false, at: segments };
  switch (error.keyword) {
    case 'type': {
      // YAML reads `network: 1001` and `label: true` as a number and a boolean: say so, and
      // how to keep the text, rather than only that a string is wanted.
      const wanted = String((error.params as { type: unknown }).type).split(',');
      if (typeof found === 'string' && !wanted.includes('string')) {
        // `value: abc` where a number is asked for: the text is what to change.
        const write = wanted.includes('integer') || wanted.includes('number') ? 'a number' : wanted.includes('boolean') ? 'true or false' : undefined;
        if (write !== undefined) return { message: `${where || 'the value'} is text ('${found}'): write ${write}`, key: false, at: segments };
      }
      if (typeof found === 'number' && wanted.includes('integer') && !wanted.includes('number')) return { message: `${prefix}must be a whole number, not ${written ?? found}`, key: false, at: segments };
      const kind = typeof found === 'number' ? 'a number' : typeof found === 'boolean' ? 'a boolean' : undefined;
      if (!wanted.includes('string') || kind === undefined) return { message: `${prefix}${wrongKind(wanted, found, written)}`, key: false, at: segments };
      const text = written ?? String(found);
      return { message: `${where || 'the value'} ${text} is ${kind}: quote it ('${text}') to give a string`, key: false, at: segments };
    }
    case 'additionalProperties': {
      const extra = String((error.params as { additionalProperty: string }).additionalProperty);
      const name = where ? `${where}.${extra}` : extra;
      // A map whose keys are names of a given form (presets, feature flags): the key is
      // not unknown but misspelt, and the map says how its names are written.
      const keyMessage = (error.parentSchema as { keyMessage?: unknown } | undefined)?.keyMessage;
      if (typeof keyMessage === 'string') return { message: `${name}: ${keyMessage}`, key: true, at: [...segments, extra] };
      // YAML 1.1 merge keys are not YAML 1.2: the config reads `<<` as a key like any other.
      if (extra === '<<') return { message: `${name}: merge keys ('<<') are not read: write the keys out (an anchor and alias can repeat a whole value)`, key: true, at: [...segments, extra] };
      return { message: `unknown key '${name}'${suggestion(extra, error.parentSchema)}`, key: true, at: [...segments, extra] };
    }
    case 'required': {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      return { message: `${prefix}missing required key '${missing}'`, key: false, at: segments };
    }
    case 'enum':
      return {
        message: `${prefix}must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
        key: false,
        at: segments,
      };
    case 'const':
      return { message: `${prefix}must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`, key: false, at: segments };
    case 'uniqueItems': {
      // ajv names two equal items, the earlier as `i`, the later as `j`: point at the repeat.
      const { i, j } = error.params as { i: number; j: number };
      const [first, repeat] = [Math.min(i, j), Math.max(i, j)];
      const item = Array.isArray(found) ? found[repeat] : undefined;
      return { message: `${prefix}${JSON.stringify(item)} is listed twice (first as item ${first + 1})`, key: false, at: [...segments, String(repeat)] };
    }
    case 'pattern': {
      // A description names what the pattern stands for, where no errorMessage says more.
      const description = error.parentSchema?.description;
      const named = typeof description === 'string' ? ` (${description})` : '';
      return { message: `${prefix}${error.message ?? 'is invalid'}${named}`, key: false, at: segments };
    }
    default: {
      const limit = limitMessage(error);
      return { message: `${prefix}${limit ?? error.message ?? 'is invalid'}`, key: false, at: segments };
    }
  }
}

/** A length, size or count out of bounds, in words: `must be at least 1 character` rather
 *  than ajv's `must NOT have fewer than 1 characters`. */
function limitMessage(error: ErrorObject): string | undefined {
  const { limit } = error.params as { limit?: unknown };
  if (typeof limit !== 'number') return undefined;
  const count = (one: string, many = `${one}s`) => `${limit} ${limit === 1 ? one : many}`;
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${count('character')}`;
    case 'maxLength':
      return `must be at most ${count('character')}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'minItems':
      return limit === 1 ? 'must list at least one item' : `must list at least ${count('item')}`;
    case 'maxItems':
      return `must list at most ${count('item')}`;
    case 'minProperties':
      return limit === 1 ? 'must have at least one entry' : `must have at least ${count('entry', 'entries')}`;
    case 'maxProperties':
      return `must have at most ${count('entry', 'entries')}`;
    default:
      return undefined;
  }
}

/** ` (did you mean 'greeting'?)` when one of the `known` names is one or two typing slips
 *  from `unknown` (case aside), else ''. */
export function didYouMean(unknown: string, known: readonly string[]): string {
  if (known.length === 0) return '';
  const near = closest(unknown.toLowerCase(), known.map((key) => key.toLowerCase()));
  const key = known.find((name) => name.toLowerCase() === near);
  return key !== undefined && distance(unknown.toLowerCase(), near) <= Math.min(2, Math.ceil(unknown.length / 3)) ? ` (did you mean '${key}'?)` : '';
}

/** ` (did you mean 'greeting'?)` for a key the object does not take. */
function suggestion(unknown: string, schema: unknown): string {
  return didYouMean(unknown, Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}));
}

/** Keywords about the value itself, which a schema's own `errorMessage` may say in words;
 *  the others (a missing or unknown key, a wrong type) keep their own wording. */
const OWN_MESSAGE_KEYWORDS: ReadonlySet<string> = new Set(['pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'not']);

/** The `errorMessage` of the schema an error failed (`Type.String({ pattern, errorMessage:
 *  "must start and end with '/'" })`), for the keywords it speaks for. */
function schemaMessage(error: ErrorObject): string | undefined {
  if (!OWN_MESSAGE_KEYWORDS.has(error.keyword)) return undefined;
  const message: unknown = error.parentSchema?.errorMessage;
  return typeof message === 'string' ? message : undefined;
}

/** Where a union branch starts in an error's schema path: `…/anyOf/2`. */
const BRANCH = /^(.*\/(?:anyOf|oneOf))\/(\d+)(?:\/|$)/;

/**
 * Picks the errors worth showing. In a failed union every branch reports; the branch
 * whose discriminator (`const`, e.g. `mode: characters`) matched is the one the author
 * meant, so only its errors count. When no branch matched, one message names the
 * allowed discriminator values instead.
 */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  let remaining = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf');
  // Resolve the innermost unions first, then the outer ones.
  for (let round = 0; round < 8; round += 1) {
    const unions = new Map<string, Map<string, ErrorObject[]>>();
    for (const error of remaining) {
      const match = BRANCH.exec(error.schemaPath);
      if (!match) continue;
      const unionKey = match[1] as string;
      const branches = unions.get(unionKey) ?? new Map<string, ErrorObject[]>();
      const list = branches.get(match[2] as string) ?? [];
      list.push(error);
      branches.set(match[2] as string, list);
      unions.set(unionKey, branches);
    }
    if (unions.size === 0) break;
    const replaced = new Set<ErrorObject>();
    const additions: ErrorObject[] = [];
    const keys = [...unions.keys()];
    for (const [unionKey, branches] of unions) {
      // An outer union waits until the unions nested in its branches are resolved.
      if (keys.some((other) => other !== unionKey && other.startsWith(`${unionKey}/`))) continue;
      const all = [...branches.values()].flat();
      for (const error of all) replaced.add(error);
      const matching = [...branches.values()].filter((list) => !list.some((error) => error.keyword === 'const'));
      if (matching.length > 0) {
        // Keep the closest branch: the one with the fewest complaints.
        const best = matching.sort((a, b) => a.length - b.length)[0] ?? [];
        additions.push(...best.map((error) => ({ ...error, schemaPath: error.schemaPath.replace(BRANCH, '$1-resolved/') })));
      } else {
        const consts = all.filter((error) => error.keyword === 'const');
        const first = consts[0];
        if (!first) continue;
        const allowed = [...new Set(consts.map((error) => (error.params as { allowedValue: unknown }).allowedValue))];
        additions.push({
          ...first,
          keyword: 'enum',
          params: { allowedValues: allowed },
          schemaPath: first.schemaPath.replace(BRANCH, '$1-resolved/'),
        });
      }
    }
    remaining = [...remaining.filter((error) => !replaced.has(error)), ...additions];
  }
  const kept: ErrorObject[] = [];
  const seen = new Set<string>();
  for (const error of remaining) {
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(error);
  }
  return kept;
}

/** Validates `value` (found at `base` inside `source`) against `schema`; applies defaults.
 *  A number the file writes another way than in decimal digits (`port: 0x50`,
 *  `headersSeconds: 0x0A`; core/config/written-numbers.ts) is one finding at the value,
 *  instead of what the schema says about the number it was read as. */
export function schemaFindings(source: YamlSource, schema: TSchema, value: unknown, base: readonly (string | number)[] = []): ConfigFinding[] {
  const written = nonDecimalNumbers(source, schema, value, base);
  const writtenAt = new Set(written.map(({ at }) => at.join('\0')));
  const findings = written.map(({ at, written: text, value: number }) => source.finding(at, nonDecimalMessage(at.join('.'), text, number)));
  const validate = validatorFor(schema);
  if (validate(value)) return findings;
  for (const error of relevantErrors(validate.errors ?? [])) {
    const segments = [...base.map(String), ...pathSegments(error.instancePath)];
    if (writtenAt.has(segments.join('\0'))) continue;
    const { message, key, at } = describe(error, segments, valueAt(value, pathSegments(error.instancePath)), source.writtenAt(segments));
    findings.push(source.finding(at, message, { key }));
  }
  return findings;
}

/** Loads one YAML file and validates it, throwing a ConfigError with every finding. */
export function loadYamlConfig<S extends TSchema>(file: string, schema: S, options: { root?: string } = {}): { value: Static<S>; source: YamlSource } {
  const display = options.root ? path.relative(options.root, file) || file : file;
  const source = readYaml(file, display);
  const syntax = source.syntaxFindings();
  if (syntax.length > 0) throw new ConfigError(syntax);
  const value = (source.data ?? {}) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError([source.finding([], 'the file must hold a mapping of keys')]);
  }
  const findings = schemaFindings(source, schema, value);
  if (findings.length > 0) throw new ConfigError(findings);
  return { value: value as Static<S>, source };
}
