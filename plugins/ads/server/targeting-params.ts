// Targeting as the ad request carries it: `k=v&k=v`, URL-encoded once more inside the
// `t` (or VAST `cust_params`) parameter, as GPT does. Bad input is a 400, never a guess.
import { BadTargetingError } from '../errors.ts';

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const VALUE = /^[A-Za-z0-9_.,:/ -]{0,200}$/;
const MAX_PAIRS = 40;

export function parseTargeting(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string' || raw.length > 4000) throw new BadTargetingError('expected one k=v&k=v string of at most 4000 characters');
  const targeting: Record<string, string> = Object.create(null) as Record<string, string>;
  const pairs = new URLSearchParams(raw);
  let count = 0;
  for (const [key, value] of pairs) {
    count += 1;
    if (count > MAX_PAIRS) throw new BadTargetingError(`more than ${MAX_PAIRS} keys`);
    if (!KEY.test(key)) throw new BadTargetingError(`key '${key.slice(0, 40)}' is not a targeting key`);
    if (!VALUE.test(value)) throw new BadTargetingError(`value of '${key}' has characters a targeting value cannot hold`);
    if (key in targeting) throw new BadTargetingError(`key '${key}' given twice`);
    targeting[key] = value;
  }
  return targeting;
}

const SIZE = /^[0-9]{2,4}x[0-9]{2,4}$/;

/** `300x250,320x50` (or GPT's `300x250|320x50`). */
export function parseSizes(raw: unknown, name: string): string[] {
  if (typeof raw !== 'string' || raw === '') throw new BadTargetingError(`${name} is required`);
  const sizes = raw.split(/[,|]/);
  if (sizes.length > 10 || !sizes.every((size) => SIZE.test(size))) throw new BadTargetingError(`${name} must be sizes like 300x250, comma separated`);
  return sizes;
}
