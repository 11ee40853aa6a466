// Numeric parsing throws on NaN (spec 000 §5) instead of letting NaN reach markup.
export function parseNumber(value: string | number, what = 'value'): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value.replace(/[$,\s]/g, ''));
  if (Number.isNaN(parsed)) throw new TypeError(`${what} is not a number: '${String(value)}'`);
  return parsed;
}
