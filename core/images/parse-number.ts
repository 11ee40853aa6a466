// Strict numeric parsing for image values (spec 000 §5: numeric parsing throws on NaN).
// `Number('')` is 0 and `Number('0x10')` is 16; neither is a size an editor meant, so
// only plain decimal text counts as a number here.
import { ImageNumberError } from './errors.ts';

const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** Parses a number or decimal string; throws NEUTRON_ERR_IMAGE_NUMBER when it is not one. */
export function parseNumber(value: unknown, what: string): number {
  let parsed = Number.NaN;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) parsed = Number(value.trim());
  if (!Number.isFinite(parsed)) throw new ImageNumberError(String(value), what);
  return parsed;
}

/** Like parseNumber, but the value must be a whole number of at least `minimum`. */
export function parseWholeNumber(value: unknown, what: string, minimum = 0): number {
  const parsed = parseNumber(value, what);
  if (!Number.isInteger(parsed) || parsed < minimum) throw new ImageNumberError(String(value), what);
  return parsed;
}
