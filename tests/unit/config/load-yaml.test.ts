import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding, loadYamlConfig, YamlSource } from '../../../core/config/load-yaml.ts';

const findings = (text: string): string[] => new YamlSource('c.yaml', text).syntaxFindings().map(formatFinding);

/** `line:col` (from 1) of the `nth` occurrence of `needle` in `text`. */
function at(text: string, needle: string, nth = 1): string {
  let offset = -1;
  for (let seen = 0; seen < nth; seen += 1) offset = text.indexOf(needle, offset + 1);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}

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
