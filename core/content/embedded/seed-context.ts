// What every step of the seed shares: the problems found so far (file:line:col), the
// entities read so far that later files refer to by name, and the rows built.
import type { TSchema } from '@sinclair/typebox';
import type { ConfigFinding } from '../../config/load-yaml.ts';
import { isPlainObject } from '../normalize.ts';
import { schemaProblems } from '../validate.ts';
import type { PathResolver } from './content-path.ts';
import type { ContentFile } from './front-matter.ts';
import type { SeedItem } from './seed-item.ts';

/** A string with something in it, else undefined. */
export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One value or a list of them, as a list. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

export class SeedContext {
  readonly findings: ConfigFinding[] = [];
  readonly images = new Map<string, Record<string, unknown>>();
  readonly authors = new Map<string, Record<string, unknown>>();
  readonly tags = new Map<string, Record<string, unknown>>();
  readonly topics = new Map<string, Map<string, Record<string, unknown>>>();
  readonly collections = new Map<string, Map<string, Record<string, unknown>>>();
  readonly products = new Map<string, Map<string, Record<string, unknown>>>();
  readonly items: SeedItem[] = [];

  constructor(
    readonly root: string,
    readonly resolvePath: PathResolver,
  ) {}

  fail(file: ContentFile, at: readonly (string | number)[], message: string): void {
    const [line, col] = file.locate(at);
    this.findings.push({ file: file.file, line, col, message, severity: 'error' });
  }

  /** An image named by its id in images/images.yaml, as the entity; a URL stays as it is. */
  image(file: ContentFile, at: (string | number)[], value: unknown): unknown {
    if (typeof value !== 'string') return value;
    if (/^https?:\/\//.test(value)) return value;
    const image = this.images.get(value);
    if (!image) this.fail(file, at, `unknown image '${value}' (see images/images.yaml)`);
    return image ? { ...image } : undefined;
  }

  /** The entity a reference names (by slug, or an object with a slug or username). */
  lookup(kind: string, map: Map<string, Record<string, unknown>> | undefined, file: ContentFile, at: (string | number)[], value: unknown) {
    const named = isPlainObject(value) ? (nonEmptyString(value.slug) ?? nonEmptyString(value.username)) : undefined;
    const slug = typeof value === 'string' ? value : named;
    const found = slug ? map?.get(slug) : undefined;
    if (!found) this.fail(file, at, `unknown ${kind} '${String(slug ?? value)}'`);
    return found;
  }

  validate(file: ContentFile, schema: TSchema, value: Record<string, unknown>): boolean {
    const problems = schemaProblems(schema, value);
    for (const problem of problems.slice(0, 5)) this.fail(file, problem.path, problem.message);
    return problems.length === 0;
  }
}
