import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TSchema, Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding, loadYamlConfig, schemaFindings, YamlSource } from '../../../core/config/load-yaml.ts';
import { RoutesConfigSchema, SiteConfigSchema } from '../../../core/config/types.ts';

const findings = (text: string): string[] => new YamlSource('c.yaml', text).syntaxFindings().map(formatFinding);

/** `line:col` (from 1) of the `nth` occurrence of `needle` in `text`. */
function at(text: string, needle: string, nth = 1): string {
  let offset = -1;
  for (let seen = 0; seen < nth; seen += 1) offset = text.indexOf(needle, offset + 1);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}

const UNCLOSED_SEQUENCE = 'Flow sequence in block collection must be sufficiently indented and end with a ]';

describe('YAML aliases', () => {
  it('expands an alias whose anchor comes first', () => {
    const source = new YamlSource('c.yaml', 'base: &base [a, b]\ncopy: *base\n');
    expect(source.syntaxFindings()).toEqual([]);
    expect(source.data).toEqual({ base: ['a', 'b'], copy: ['a', 'b'] });
  });

  it('reports every unresolved alias at the alias, and gives no data', () => {
    const text = 'tests: *nope\nlater: &late 1\nearly: [1, *later]\n';
    const source = new YamlSource('c.yaml', text);
    expect(source.syntaxFindings().map(formatFinding)).toEqual([
      "c.yaml:1:8: unresolved alias '*nope': the anchor '&nope' must be set before the alias",
      "c.yaml:3:12: unresolved alias '*later': the anchor '&later' must be set before the alias",
    ]);
    expect(source.data).toBeUndefined();
  });

  it('an alias before its anchor is unresolved', () => {
    expect(findings('a: *x\nb: &x 1\n')).toEqual(["c.yaml:1:4: unresolved alias '*x': the anchor '&x' must be set before the alias"]);
  });

  it('reports an alias bomb at the alias that goes over the limit', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level <= 8; level += 1) {
      const previous = level === 1 ? 'a' : `l${level - 1}`;
      lines.push(`l${level}: &l${level} [${Array.from({ length: 10 }, () => `*${previous}`).join(', ')}]`);
    }
    const text = `${lines.join('\n')}\ntests: []\n`;
    // The yaml library does the counting; with its limit of 100 the ninth *l1 is one too many.
    expect(findings(text)).toEqual([`c.yaml:${at(text, '*l1', 9)}: too many aliases: with '*l1' here, aliased content would be repeated more than 100 times`]);
  });

  it('counts over the whole file: the 100th alias of one anchor is too many (the anchor counts too)', () => {
    const text = `a: &a 1\nb: [${Array.from({ length: 60 }, () => '*a').join(', ')}]\nc: [${Array.from({ length: 60 }, () => '*a').join(', ')}]\n`;
    expect(findings(text)).toEqual([`c.yaml:${at(text, '*a', 100)}: too many aliases: with '*a' here, aliased content would be repeated more than 100 times`]);
  });

  it('loadYamlConfig throws a ConfigError for an unresolved alias, not the library error', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-yaml-'));
    const file = path.join(dir, 'c.yaml');
    writeFileSync(file, 'name: x\ntests: *nope\n');
    expect(() => loadYamlConfig(file, Type.Object({}), { root: dir })).toThrow(ConfigError);
    expect(() => loadYamlConfig(file, Type.Object({}), { root: dir })).toThrow(
      "c.yaml:2:8: unresolved alias '*nope': the anchor '&nope' must be set before the alias",
    );
  });
});

describe('bytes that are not UTF-8', () => {
  const load = (bytes: Buffer) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-yaml-'));
    const file = path.join(dir, 'c.yaml');
    writeFileSync(file, bytes);
    return () => loadYamlConfig(file, Type.Object({}, { additionalProperties: true }), { root: dir });
  };

  it('are a finding at the first of them, not text with U+FFFD in it', () => {
    expect(load(Buffer.from('name: x\ntagline: "r\xe9views"\n', 'latin1'))).toThrow('c.yaml:2:12: not UTF-8 (byte 0xE9): save the file as UTF-8');
  });

  it('a U+FFFD the file spells in UTF-8 is its own text', () => {
    expect(load(Buffer.from('name: "\uFFFD"\n', 'utf8'))().value).toEqual({ name: '\uFFFD' });
    expect(load(Buffer.concat([Buffer.from('a: "\uFFFD"\nb: "x', 'utf8'), Buffer.from([0xff]), Buffer.from('"\n')]))).toThrow('c.yaml:2:6: not UTF-8 (byte 0xFF)');
  });
});

describe('YAML values a config cannot hold', () => {
  it('an alias inside the node its anchor sets is a finding, not data that contains itself', () => {
    const text = 'a: &a [1, *a]\n';
    const source = new YamlSource('c.yaml', text);
    expect(source.syntaxFindings().map(formatFinding)).toEqual([`c.yaml:${at(text, '*a')}: alias '*a' is inside the node its anchor '&a' sets: the value would contain itself`]);
    expect(source.data).toBeUndefined();
    // Deeper, and through a merge key.
    expect(findings('a: &a {b: [x, {c: *a}]}\n')).toHaveLength(1);
    expect(findings('a: &a\n  b: 1\n  c:\n    <<: *a\n')).toEqual(["c.yaml:4:9: alias '*a' is inside the node its anchor '&a' sets: the value would contain itself"]);
  });

  it('an alias beside its anchor, or of an earlier anchor of the same name, is fine', () => {
    expect(new YamlSource('c.yaml', 'a: &a [1]\nb: [*a, *a]\n').data).toEqual({ a: [1], b: [[1], [1]] });
    // The alias names the nearest earlier anchor, which is not the node it sits in.
    expect(new YamlSource('c.yaml', 'x: &a 1\ny: [*a]\n').data).toEqual({ x: 1, y: [1] });
  });

  it('an unknown tag, or a standard tag its value does not fit, is a finding, not a plain string', () => {
    expect(findings('name: x\nmode: !foo bar\n')).toEqual(["c.yaml:2:7: unknown YAML tag '!foo': config files take plain YAML values"]);
    expect(findings('size: !!int big\n')).toEqual(["c.yaml:1:7: the value does not fit its YAML tag '!!int'"]);
    expect(new YamlSource('c.yaml', 'size: !!int 12\nname: !!str 12\n').data).toEqual({ size: 12, name: '12' });
  });
});

describe('tabs in the indentation', () => {
  const TAB = 'tabs are not allowed for indentation: indent with spaces';

  it('are one finding at the tab, not the errors the mis-read lines after it give', () => {
    expect(findings('a:\n\tb: 1\n')).toEqual([`c.yaml:2:1: ${TAB}`]);
    // The library also says 'Nested mappings are not allowed in compact mappings' at the keys of lines 2 and 3 ...
    expect(findings('server:\n\tport: 1\n  host: x\n  compression: true\n')).toEqual([`c.yaml:2:1: ${TAB}`]);
    expect(findings('cache:\n  pageCache:\n\t\tenabled: true\n    maxEntries: 1\n    ttlSeconds: 60\nsites: []\n')).toEqual([`c.yaml:3:1: ${TAB}`]);
    // ... and 'A block sequence may not be used as an implicit map key' on the line before.
    expect(findings('tests:\n  - id: a\n    allocations:\n\t  - { bucket: a, percentage: 1 }\n      - { bucket: b, percentage: 1 }\n')).toEqual([`c.yaml:4:1: ${TAB}`]);
  });

  it('a tab after spaces is found where it stands', () => {
    expect(findings('a:\n  b: 1\n  \tc: 2\n')).toEqual([`c.yaml:3:3: ${TAB}`]);
    expect(findings('a:\n  b: 1\n \t c: 2\n')).toEqual([`c.yaml:3:2: ${TAB}`]);
  });

  it('in a block scalar or a flow collection the library stumbles on', () => {
    expect(findings('a: |\n\tx\n')).toEqual([`c.yaml:2:1: ${TAB}`]);
    // The library says 'Flow map in block collection must be sufficiently indented and end with a }'.
    expect(findings('a: {b: 1,\n\tc: 2}\n')).toEqual([`c.yaml:2:1: ${TAB}`]);
  });

  it('names the other lines indented with a tab, the first five by number', () => {
    expect(findings('a:\n  b: 1\n\tc: 2\n  d: 3\n\te: 4\n')).toEqual([
      'c.yaml:3:1: tabs are not allowed for indentation (also on line 5): indent with spaces',
    ]);
    expect(findings('server:\n\tport: 1\n\thost: x\ncache:\n\tenabled: true\n')).toEqual([
      'c.yaml:2:1: tabs are not allowed for indentation (also on lines 3 and 5): indent with spaces',
    ]);
    const keys = Array.from({ length: 8 }, (_, index) => `\tk${index}: ${index}`).join('\n');
    expect(findings(`a:\n${keys}\n`)).toEqual(['c.yaml:2:1: tabs are not allowed for indentation (also on lines 3, 4, 5, 6, 7 and 2 more): indent with spaces']);
  });

  it('a tab the library reads without complaint is not a finding', () => {
    expect(new YamlSource('c.yaml', 'a: |\n  x\n  \ty\nb:\n  - x\n  -\ty\nc:\t1\n\t# a comment\n').syntaxFindings()).toEqual([]);
    // Nor beside another error: that one is reported as before.
    expect(findings('a: |\n  \tx\nb: [1\n')).toEqual([`c.yaml:3:4: ${UNCLOSED_SEQUENCE}`]);
  });

  it('loadYamlConfig throws the one finding, before any schema check', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-yaml-'));
    const file = path.join(dir, 'c.yaml');
    writeFileSync(file, 'name: x\nserver:\n\tport: 1\n  host: x\n');
    const schema = Type.Object({ name: Type.String(), server: Type.Object({ port: Type.Integer(), host: Type.String() }) });
    expect(() => loadYamlConfig(file, schema, { root: dir })).toThrow(new ConfigError([{ file: 'c.yaml', line: 3, col: 1, message: TAB, severity: 'error' }]));
  });
});

describe('YAML syntax error positions', () => {
  it('an unclosed [ is reported at the bracket, not at the next key', () => {
    const text = 'id: default\nname: Neutron\ntagline: Tech news\nprefix: [/\n# a comment\n# another\nrouteSet: default\n';
    expect(findings(text)).toEqual([`c.yaml:4:9: ${UNCLOSED_SEQUENCE}`]);
  });

  it('an unclosed [ on the last line is not reported past the end of the file', () => {
    expect(findings('id: default\nname: [unclosed\n')).toEqual([`c.yaml:2:7: ${UNCLOSED_SEQUENCE}`]);
    expect(findings('id: default\nname: [')).toEqual([`c.yaml:2:7: ${UNCLOSED_SEQUENCE}`]);
  });

  it('an unclosed [ in a list of sequences is reported at its own bracket', () => {
    const text = 'topics:\n  news: [a, b]\n  science: [biology, space\n  tech: [computing]\n';
    expect(findings(text)).toEqual([`c.yaml:3:12: ${UNCLOSED_SEQUENCE}`]);
  });

  it('an unclosed { in a sequence item is reported at the brace', () => {
    const text = 'allocations:\n  - { bucket: control, percentage: 50 }\n  - { bucket: deals, percentage: 50\ncriteria: {}\n';
    expect(findings(text)).toEqual(['c.yaml:3:5: Flow map in block collection must be sufficiently indented and end with a }']);
  });

  it('nested unclosed collections are each reported at their own bracket, the outer first', () => {
    expect(findings('a: [1, [2, 3\nb: 1\n')).toEqual([`c.yaml:1:4: ${UNCLOSED_SEQUENCE}`, `c.yaml:1:8: ${UNCLOSED_SEQUENCE}`]);
    const UNCLOSED_MAP = 'Flow map in block collection must be sufficiently indented and end with a }';
    expect(findings('id: default\nname: {{{{\n')).toEqual([`c.yaml:2:7: ${UNCLOSED_MAP}`, `c.yaml:2:8: ${UNCLOSED_MAP}`, `c.yaml:2:9: ${UNCLOSED_MAP}`, `c.yaml:2:10: ${UNCLOSED_MAP}`]);
    // The inner collection is closed: only the outer one is at fault.
    expect(findings('a: [x, [b]')).toEqual([`c.yaml:1:4: ${UNCLOSED_SEQUENCE}`]);
    expect(findings('[1, "x"')).toEqual(['c.yaml:1:1: Flow sequence must end with a ]']);
  });

  it('an unclosed quote is reported at the quote', () => {
    expect(findings('a: "abc\nb: 1\n')).toEqual(['c.yaml:1:4: Missing closing "quote']);
    expect(findings("a: 'abc\nb: 1\n")).toEqual(["c.yaml:1:4: Missing closing 'quote"]);
  });

  it('names a duplicate key and where it first appears, nested or in a flow map', () => {
    expect(findings('server:\n  port: 1\n  host: x\n  port: 2\n')).toEqual(["c.yaml:4:3: duplicate key 'port' (first at line 2): each key may appear once in a map"]);
    expect(findings('a: { b: 1, b: 2 }\n')).toEqual(["c.yaml:1:12: duplicate key 'b' (first at column 6): each key may appear once in a map"]);
  });

  it('keeps the positions of other syntax errors', () => {
    expect(findings('a: 1\na: 2\n')).toEqual(["c.yaml:2:1: duplicate key 'a' (first at line 1): each key may appear once in a map"]);
    expect(findings('a: 1\n]\n')).toEqual(['c.yaml:2:1: Unexpected flow-seq-end token in YAML stream: "]"']);
    expect(findings('a: [1,,2]\n')).toEqual(['c.yaml:1:7: Unexpected , in flow sequence']);
    expect(findings('a: [1]b\nc: 1\n')).toEqual(['c.yaml:1:7: Unexpected scalar at node end']);
  });

  it('a { or [ in a plain value inside a flow collection is one finding at the bracket, with the value quoted', () => {
    const routes = 'evergreen:\n  - { term: E3, path: /e3/{slug}/ }\n  - { term: WWDC, path: /wwdc/ }\nwelcomeSlug: welcome\n';
    expect(findings(routes)).toEqual([
      "c.yaml:2:27: a '{' inside a flow mapping ({ … }) opens a nested mapping: quote the value ('/e3/{slug}/') (16 more parse errors follow from it)",
    ]);
    const promotion = 'promotions:\n  - { id: deals, text: Deals [this week], href: /deals/ }\n';
    expect(findings(promotion)).toEqual([
      "c.yaml:2:30: a '[' inside a flow mapping ({ … }) opens a nested sequence: quote the value ('Deals [this week]') (7 more parse errors follow from it)",
    ]);
    expect(findings('tags: [a, b{c}, d]\n')).toEqual(["c.yaml:1:12: a '{' inside a flow sequence ([ … ]) opens a nested mapping: quote the value ('b{c}')"]);
    expect(findings("a: { t: it's [x] }\n")).toEqual([
      'c.yaml:1:14: a \'[\' inside a flow mapping ({ … }) opens a nested sequence: quote the value ("it\'s [x]") (3 more parse errors follow from it)',
    ]);
  });

  it('a value holding ": " is one finding that says to quote it, in a block or a flow mapping', () => {
    expect(findings('name: x\ntagline: Tech: news\nprefix: /\n')).toEqual([
      "c.yaml:2:10: the value contains ': ', which YAML reads as a nested mapping: quote it (tagline: 'Tech: news')",
    ]);
    expect(findings('header:\n  - { title: News: Today, href: /news/ }\n')).toEqual([
      "c.yaml:2:14: the value contains ': ', which YAML reads as a nested mapping: quote it (title: 'News: Today')",
    ]);
  });

  it('an over-indented key is one finding at that key', () => {
    // Under a key with a value: the library calls it a compact mapping and a key over two lines.
    expect(findings('name: x\n  tagline: y\nprefix: /\n')).toEqual([
      "c.yaml:2:3: key 'tagline' is indented more than the key 'name' above it, which has a value: line it up with the keys around it",
    ]);
    // The first key of a mapping: the library reports each key after it, at column 1.
    expect(findings('server:\n    port: 1\n  host: x\n  compression: true\nlogging: {}\n')).toEqual([
      "c.yaml:2:5: key 'port' starts at column 5, the keys after it at column 3: line up the keys of a mapping",
    ]);
    expect(findings('navigation:\n  header: []\n   footer: []\ncsp: {}\n')).toEqual([
      "c.yaml:3:4: key 'footer' starts at column 4, the key 'header' above it at column 3: line up the keys of a mapping",
    ]);
  });

  it('a duplicate key before the first parse error stays a finding of its own', () => {
    expect(findings('a: 1\na: 2\nb: { c: x [y] }\n')).toEqual([
      "c.yaml:2:1: duplicate key 'a' (first at line 1): each key may appear once in a map",
      "c.yaml:3:11: a '[' inside a flow mapping ({ … }) opens a nested sequence: quote the value ('x [y]') (3 more parse errors follow from it)",
    ]);
  });

  it('positions never go past the last character of the file', () => {
    const source = new YamlSource('c.yaml', 'id: a\nname: b\n\n');
    expect(source.position(13)).toEqual([2, 7]);
    expect(source.position(100)).toEqual([2, 7]);
    expect(new YamlSource('c.yaml', '').position(0)).toEqual([1, 1]);
  });
});

/** The findings of a YAML text against `schema`, as the CLI prints them. */
function schemaCheck(schema: TSchema): (text: string) => string[] {
  return (text) => {
    const source = new YamlSource('c.yaml', text);
    return schemaFindings(source, schema, source.data).map(formatFinding);
  };
}

describe('a number or a boolean where a string is asked for', () => {
  const Schema = Type.Object({
    network: Type.Optional(Type.String()),
    label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    names: Type.Optional(Type.Array(Type.String())),
    count: Type.Optional(Type.Integer()),
  });
  const check = schemaCheck(Schema);

  it('says what was written and how to quote it', () => {
    expect(check('network: 1001\n')).toEqual(["c.yaml:1:10: network 1001 is a number: quote it ('1001') to give a string"]);
    expect(check('network: 0x10\n')).toEqual(["c.yaml:1:10: network 0x10 is a number: quote it ('0x10') to give a string"]);
    expect(check('label: true\n')).toEqual(["c.yaml:1:8: label true is a boolean: quote it ('true') to give a string"]);
    expect(check('names: [a, 2.50]\n')).toEqual(["c.yaml:1:12: names.1 2.50 is a number: quote it ('2.50') to give a string"]);
  });

  it('says the other type errors in words: what the key takes, and what it has', () => {
    expect(check('network: [a]\ncount: [1]\n')).toEqual(['c.yaml:1:10: network: must be text, not a list', 'c.yaml:2:8: count: must be a whole number, not a list']);
    expect(check('names: a\n')).toEqual(['c.yaml:1:8: names: must be a list ([a, b], or one "- item" per line), not text (a)']);
  });
});

describe('text where a number or a boolean is asked for', () => {
  const check = schemaCheck(Type.Object({ value: Type.Optional(Type.Integer()), ratio: Type.Optional(Type.Number()), enabled: Type.Optional(Type.Boolean()) }));

  it('says the value is text and what to write', () => {
    expect(check('value: abc\n')).toEqual(["c.yaml:1:8: value is text ('abc'): write a number"]);
    expect(check("ratio: '0.5'\n")).toEqual(["c.yaml:1:8: ratio is text ('0.5'): write a number"]);
    expect(check('enabled: yes\n')).toEqual(["c.yaml:1:10: enabled is text ('yes'): write true or false"]);
  });
});

describe('what a pattern asks for', () => {
  const check = schemaCheck(
    Type.Object({
      prefix: Type.Optional(SiteConfigSchema.properties.prefix),
      origin: Type.Optional(Type.String({ pattern: '^https?://', description: 'origin of the content API' })),
      code: Type.Optional(Type.String({ pattern: '^[a-z]+$' })),
      name: Type.Optional(Type.String({ minLength: 3, errorMessage: 'must be three letters or more' })),
    }),
  );

  it("gives the schema's errorMessage instead of the pattern", () => {
    expect(check('prefix: /roadshow\n')).toEqual(["c.yaml:1:9: prefix: must start and end with '/', with lowercase letters, digits and '-' between (/ or /roadshow/)"]);
    expect(check('name: ab\n')).toEqual(['c.yaml:1:7: name: must be three letters or more']);
  });

  it('names the description after the pattern where there is no errorMessage, and leaves the pattern alone without either', () => {
    expect(check('origin: api\n')).toEqual(['c.yaml:1:9: origin: must match pattern "^https?://" (origin of the content API)']);
    expect(check('code: A1\n')).toEqual(['c.yaml:1:7: code: must match pattern "^[a-z]+$"']);
  });

  it('an evergreen path says the same as a site prefix', () => {
    const evergreen = schemaCheck(Type.Object({ evergreen: RoutesConfigSchema.properties.evergreen }));
    expect(evergreen('evergreen:\n  - { term: E3, path: /e3 }\n')).toEqual([
      "c.yaml:2:23: evergreen.0.path: must start and end with '/', with lowercase letters, digits and '-' between (/tech/computing/)",
    ]);
    expect(evergreen('evergreen:\n  - { term: E3, path: /e3/ }\n')).toEqual([]);
  });
});

describe('whole numbers written in another form than plain decimal digits', () => {
  const Schema = Type.Object({
    server: Type.Optional(Type.Object({ port: Type.Integer({ minimum: 0, maximum: 65535 }) })),
    ratio: Type.Optional(Type.Number()),
    sizes: Type.Optional(Type.Array(Type.Integer())),
    limits: Type.Optional(Type.Record(Type.String(), Type.Integer())),
    either: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
    anyNumber: Type.Optional(Type.Union([Type.Integer(), Type.Number()])),
    slot: Type.Optional(
      Type.Union([
        Type.Object({ mode: Type.Literal('percentage'), value: Type.Number() }),
        Type.Object({ mode: Type.Literal('index'), value: Type.Integer() }),
      ]),
    ),
  });
  const check = schemaCheck(Schema);

  it.each(['0x50', '0o120', '8e1', '080', '+80', '80.0'])('refuses port: %s at the value, once', (written) => {
    expect(check(`server:\n  port: ${written}\n`)).toEqual([`c.yaml:2:9: server.port ${written} is read as the number 80: write it in plain decimal digits`]);
  });

  it('says so instead of what the schema says about the number it was read as', () => {
    expect(check('server: { port: 0x1FFFF }\n')).toEqual(['c.yaml:1:17: server.port 0x1FFFF is read as the number 131071: write it in plain decimal digits']);
  });

  it('accepts plain decimal digits, and decimals with a fraction or an exponent where a number may be a decimal', () => {
    expect(check('server: { port: 80 }\nratio: 1e1\nanyNumber: 10.0\nsizes: [0, -1, 10]\nslot: { mode: percentage, value: 5e1 }\n')).toEqual([]);
    expect(check('ratio: 1.5\neither: "0x10"\n')).toEqual([]);
    expect(check('ratio: -0.25\n')).toEqual([]);
    expect(check('ratio: 2.5E-3\n')).toEqual([]);
  });

  it.each([
    ['0x0A', 10],
    ['0o12', 10],
    ['+10', 10],
    ['010', 10],
    ['010.5', 10.5],
    ['.5', 0.5],
  ])('refuses ratio: %s where any number is allowed, in the same words', (written, value) => {
    expect(check(`ratio: ${written}\n`)).toEqual([`c.yaml:1:8: ratio ${written} is read as the number ${value}: write it in plain decimal digits`]);
  });

  it('refuses a hex number where an integer or a number is allowed; 0b… is text to YAML, which the schema refuses', () => {
    expect(check('anyNumber: 0x10\n')).toEqual(['c.yaml:1:12: anyNumber 0x10 is read as the number 16: write it in plain decimal digits']);
    expect(check('ratio: 0b1010\n')).toEqual(["c.yaml:1:8: ratio is text ('0b1010'): write a number"]);
  });

  it('finds them in lists, records, unions and through aliases', () => {
    const text = 'sizes: [10, 1e3]\nlimits: { small: &n 0o10, large: *n }\neither: +5\nslot: { mode: index, value: 2.0 }\n';
    expect(check(text)).toEqual([
      `c.yaml:${at(text, '1e3')}: sizes.1 1e3 is read as the number 1000: write it in plain decimal digits`,
      `c.yaml:${at(text, '0o10')}: limits.small 0o10 is read as the number 8: write it in plain decimal digits`,
      `c.yaml:${at(text, '*n')}: limits.large 0o10 is read as the number 8: write it in plain decimal digits`,
      `c.yaml:${at(text, '+5')}: either +5 is read as the number 5: write it in plain decimal digits`,
      `c.yaml:${at(text, '2.0')}: slot.value 2.0 is read as the number 2: write it in plain decimal digits`,
    ]);
  });

  it('loadYamlConfig refuses the file with the finding', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-yaml-'));
    const file = path.join(dir, 'c.yaml');
    writeFileSync(file, 'server:\n  port: 0x50\n');
    expect(() => loadYamlConfig(file, Schema, { root: dir })).toThrow(new ConfigError([{ file: 'c.yaml', line: 2, col: 9, message: 'server.port 0x50 is read as the number 80: write it in plain decimal digits', severity: 'error' }]));
  });
});

describe('schema findings in words', () => {
  const Schema = Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 5 }),
      count: Type.Integer({ minimum: 1, maximum: 10 }),
      ratio: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1 }),
      tags: Type.Array(Type.String(), { minItems: 1, maxItems: 2 }),
      greeting: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  );
  const said = (text: string) => schemaFindings(new YamlSource('c.yaml', text), Schema as TSchema, new YamlSource('c.yaml', text).data).map(formatFinding);

  it('says what a length, size or count must be, and that a number must be whole', () => {
    expect(said('name: ""\ncount: 1.5\nratio: 1\ntags: []\n')).toEqual([
      'c.yaml:1:7: name: must not be empty',
      'c.yaml:2:8: count: must be a whole number, not 1.5',
      'c.yaml:3:8: ratio: must be less than 1',
      'c.yaml:4:7: tags: must list at least one item',
    ]);
    expect(said('name: abcdefg\ncount: 11\nratio: 0\ntags: [a, b, c]\n')).toEqual([
      'c.yaml:1:7: name: must be at most 5 characters',
      'c.yaml:2:8: count: must be at most 10',
      'c.yaml:3:8: ratio: must be more than 0',
      'c.yaml:4:7: tags: must list at most 2 items',
    ]);
  });

  it('names the key an unknown one is a slip of', () => {
    const base = 'name: a\ncount: 1\nratio: 0.5\ntags: [a]\n';
    expect(said(`${base}greting: hi\n`)).toEqual(["c.yaml:5:1: unknown key 'greting' (did you mean 'greeting'?)"]);
    expect(said(`${base}colour: red\n`)).toEqual(["c.yaml:5:1: unknown key 'colour'"]);
  });
});

describe('YAML the config does not read', () => {
  it('says a second document begins, and that merge keys are not read', () => {
    expect(findings('a: 1\n---\nb: 2\n')).toEqual([
      "c.yaml:2:1: a second YAML document starts here ('---'): a config file holds one; remove the line or move what follows into the first",
    ]);
    const Schema = Type.Object({ a: Type.Object({ b: Type.Number() }, { additionalProperties: false }) }, { additionalProperties: false });
    const source = new YamlSource('c.yaml', 'a: { <<: { b: 1 }, b: 2 }\n');
    expect(schemaFindings(source, Schema as TSchema, source.data).map(formatFinding)).toEqual([
      "c.yaml:1:6: a.<<: merge keys ('<<') are not read: write the keys out (an anchor and alias can repeat a whole value)",
    ]);
  });
});
