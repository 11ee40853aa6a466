// Spreads that leave a key out instead of writing `undefined` (page data stays small and
// server and client props have the same keys).
/** `{ key: value }` when value is defined, else `{}` (exactOptionalPropertyTypes-friendly spreads). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined || value === '' ? {} : { [key]: value }) as { [P in K]?: V };
}
