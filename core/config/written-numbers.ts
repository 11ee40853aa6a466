// Numbers must be written in decimal digits. YAML also reads `0x50`, `0o12`, `010` and
// `+45` as numbers, and `1e3` and `45.0` as whole numbers: in a port, a cache size, a
// version or a number of seconds those are slips that silently change what the file says,
// so each is refused at the value. The schema decides which forms are slips: where a whole
// number is asked for (TypeBox `Integer`, `type: integer`) only plain digits (`80`, `-1`);
// where any number is (`Number`), a fraction and an exponent too (`1.5`, `1e-2`).
import { isSchemaNode, type SchemaNode } from './schema-node.ts';

type Segment = string | number;

/** What is read of a config file: how a value is written there (a YamlSource). */
export interface WrittenForms {
  writtenAt(at: readonly Segment[]): string | undefined;
}

const PLAIN_DECIMAL = /^-?(0|[1-9][0-9]*)$/;
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;

/** Whether a whole number is written the plain way: `80`, `-1`, not `0x50` or `80.0`. */
export function isPlainDecimal(written: string): boolean {
  return PLAIN_DECIMAL.test(written);
}

/** Whether any number is written in decimal digits: `0.5`, `-2`, `1e-2`, not `0x0A`, `+5`,
 *  `010` or `.5`. */
function isDecimal(written: string): boolean {
  return DECIMAL.test(written);
}

/** `port 0x50 is read as the number 80: write it in plain decimal digits`. */
export function nonDecimalMessage(name: string, written: string, value: number, advice = 'write it in plain decimal digits'): string {
  return `${name} ${written} is read as the number ${value}: ${advice}`;
}

/** A number the file writes another way than its schema allows. */
export interface WrittenNumber {
  /** Where it is, from the file's root. */
  at: Segment[];
  written: string;
  value: number;
}


function typesOf(schema: SchemaNode): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : [];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value === 'object' ? 'object' : typeof value;
}

/** Whether a union branch can be the one `value` answers: its type, its `const` or `enum`,
 *  and for a mapping the `const` keys it is told apart by (`mode: index`). */
function fits(schema: SchemaNode, value: unknown): boolean {
  const types = typesOf(schema);
  const type = jsonType(value);
  if (types.length > 0 && !types.some((entry) => entry === type || (entry === 'integer' && type === 'number' && Number.isInteger(value)))) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (type === 'object' && isSchemaNode(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const given = (value as Record<string, unknown>)[key];
      if (isSchemaNode(property) && 'const' in property && given !== undefined && given !== property.const) return false;
    }
  }
  return true;
}

/** The schemas that apply to `value` besides `schema` itself: every `allOf` part and the
 *  `anyOf` / `oneOf` branches it fits. */
function partsFor(schema: SchemaNode, value: unknown): SchemaNode[] {
  const parts: SchemaNode[] = [];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const part of list.filter(isSchemaNode)) {
      if (key === 'allOf' || fits(part, value)) parts.push(part, ...partsFor(part, value));
    }
  }
  return parts;
}

/** The schemas that apply to the entry `key` (a property or an item) of a mapping or list. */
function entrySchemas(schema: SchemaNode, container: unknown, key: string | number): SchemaNode[] {
  if (Array.isArray(container)) {
    const index = Number(key);
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : undefined;
    if (prefix) {
      const item: unknown = prefix[index];
      if (isSchemaNode(item)) return [item];
      return isSchemaNode(schema.additionalItems) ? [schema.additionalItems] : [];
    }
    return isSchemaNode(schema.items) ? [schema.items] : [];
  }
  const name = String(key);
  const property = isSchemaNode(schema.properties) ? schema.properties[name] : undefined;
  if (isSchemaNode(property)) return [property];
  const patterns = isSchemaNode(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  const matching = patterns.filter(([pattern, entry]) => isSchemaNode(entry) && new RegExp(pattern, 'u').test(name)).map(([, entry]) => entry as SchemaNode);
  if (matching.length > 0) return matching;
  return isSchemaNode(schema.additionalProperties) ? [schema.additionalProperties] : [];
}

/**
 * Numbers in `value` (found at `base` inside `source`) the file writes another way than the
 * schema allows there. A place some applicable schema says `integer` and none says
 * `number` takes plain digits only (`Union([Integer, String])` does); one where some says
 * `number` takes decimals (`Union([Integer, Number])` does).
 */
export function nonDecimalNumbers(source: WrittenForms, schema: unknown, value: unknown, base: readonly Segment[] = []): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  const visit = (schemas: readonly SchemaNode[], node: unknown, at: Segment[]): void => {
    const all = schemas.flatMap((entry) => [entry, ...partsFor(entry, node)]);
    if (typeof node === 'number') {
      const types = new Set(all.flatMap(typesOf));
      const wholeOnly = types.has('integer') && !types.has('number');
      // A fraction where a whole number is asked for is the schema's to refuse; an infinity
      // (`.inf`) passes ajv's integer check, so it is refused here, as written.
      if (wholeOnly ? Number.isFinite(node) && !Number.isInteger(node) : !types.has('number')) return;
      const written = source.writtenAt(at);
      if (written !== undefined && !(wholeOnly ? isPlainDecimal : isDecimal)(written)) found.push({ at, written, value: node });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((item, index) => [index, item]) : Object.entries(node);
    for (const [key, item] of entries) {
      const inner = all.flatMap((entry) => entrySchemas(entry, node, key));
      if (inner.length > 0) visit(inner, item, [...at, key]);
    }
  };
  if (isSchemaNode(schema)) visit([schema], value, [...base]);
  return found;
}
