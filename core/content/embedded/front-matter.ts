// Sample content files: YAML front matter + HTML body (.md/.html), or pure YAML or JSON.
// Positions are kept so a malformed file is reported as file:line:col.
import { type ConfigFinding, YamlSource } from '../../config/load-yaml.ts';
import { isPlainObject } from '../normalize.ts';

export interface ContentFile {
  file: string;
  data: Record<string, unknown>;
  /** HTML body after the front matter, when the file has one. */
  body?: string;
  /** Position of a path inside the file (1-based line and column). */
  locate(path: readonly (string | number)[]): [number, number];
}

export class ContentFileError extends Error {
  readonly findings: ConfigFinding[];
  constructor(findings: ConfigFinding[]) {
    super(findings.map((f) => `${f.file}:${f.line}:${f.col}: ${f.message}`).join('\n'));
    this.name = 'ContentFileError';
    this.findings = findings;
  }
}

function fail(file: string, line: number, col: number, message: string): never {
  throw new ContentFileError([{ file, line, col, message, severity: 'error' }]);
}

function fromYaml(file: string, text: string, lineOffset: number, body?: string): ContentFile {
  const source = new YamlSource(file, text);
  const syntax = source.syntaxFindings().map((finding) => ({ ...finding, line: finding.line + lineOffset }));
  if (syntax.length > 0) throw new ContentFileError(syntax);
  if (!isPlainObject(source.data)) fail(file, 1 + lineOffset, 1, 'the file must hold a mapping of keys');
  return {
    file,
    data: source.data,
    ...(body !== undefined ? { body } : {}),
    locate(path) {
      const [line, col] = source.locate(path);
      return [line + lineOffset, col];
    },
  };
}

function positionOf(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return [line, offset - before.lastIndexOf('\n')];
}

export function parseContentFile(file: string, text: string): ContentFile {
  if (file.endsWith('.json')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const match = /position (\d+)/.exec((error as Error).message);
      const [line, col] = match ? positionOf(text, Number(match[1])) : [1, 1];
      fail(file, line, col, `invalid JSON: ${(error as Error).message}`);
    }
    if (!isPlainObject(data)) fail(file, 1, 1, 'the file must hold a JSON object');
    return { file, data, locate: () => [1, 1] };
  }
  if (file.endsWith('.yaml') || file.endsWith('.yml')) return fromYaml(file, text, 0);
  const normalized = text.replace(/\r\n/g, '\n');
  if (!normalized.startsWith('---\n')) fail(file, 1, 1, "front matter must start with '---' on the first line");
  const end = normalized.indexOf('\n---', 4);
  if (end === -1) fail(file, 1, 1, "front matter is not closed with '---'");
  const yamlText = normalized.slice(4, end + 1);
  const afterMarker = normalized.indexOf('\n', end + 4);
  const body = afterMarker === -1 ? '' : normalized.slice(afterMarker + 1).trim();
  return fromYaml(file, yamlText, 1, body);
}
