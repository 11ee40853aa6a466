// Lookups in the content API's name tables by a key a request chose: only the table's own
// entries count, never names every object inherits ('constructor', '__proto__').
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
