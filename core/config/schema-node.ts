// TypeBox schemas are JSON Schema: the code that walks one (which places ask for a whole
// number, which option paths name a string) reads its parts as plain data.
export type SchemaNode = Record<string, unknown>;

/** A schema object (a mapping), as opposed to a list of them or a value. */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
