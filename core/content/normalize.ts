// Upstream JSON normalised before validation: nulls count as absent, a string image
// becomes `{ imageUrl }` (spec 000 §3), and keys that could reach a prototype are dropped.
import { IMAGE_KEYS } from './schemas/image.ts';

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string image becomes `imageUrl`; an object image is kept as is. */
export function imageFrom(value: unknown): unknown {
  return typeof value === 'string' ? (value === '' ? undefined : { imageUrl: value }) : value;
}

export function normalizeContentJson(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      if (item === null) continue;
      out.push(normalizeContentJson(key !== undefined && IMAGE_KEYS.has(key) ? imageFrom(item) : item));
    }
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (raw === null || raw === undefined || FORBIDDEN_KEYS.has(name)) continue;
    const item = IMAGE_KEYS.has(name) && !Array.isArray(raw) ? imageFrom(raw) : raw;
    if (item === undefined) continue;
    out[name] = normalizeContentJson(item, name);
  }
  return out;
}
