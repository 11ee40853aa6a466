// Slugs and params are checked before they reach the content API: no dot segments, no
// encoded or literal slashes, length-limited. Long but legal slugs (150+ chars) pass.
import { API_PREFIX } from './api-words.ts';
import { slugError } from './errors.ts';

export const MAX_SEGMENT_LENGTH = 256;
const SEGMENT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._~-]*$/;

/** Returns `value` when it is a safe single path segment; throws a slug error otherwise. */
export function assertSafeSegment(value: string, param: string): string {
  if (value.length === 0) throw slugError(value, param, 'is empty');
  if (value.length > MAX_SEGMENT_LENGTH) throw slugError(value, param, `is longer than ${MAX_SEGMENT_LENGTH} characters`);
  if (value.includes('..')) throw slugError(value, param, "contains '..'");
  if (/%2f|%5c/i.test(value) || value.includes('/') || value.includes('\\')) throw slugError(value, param, 'contains a slash');
  if (!SEGMENT_PATTERN.test(value)) throw slugError(value, param, 'contains characters outside [A-Za-z0-9._~-]');
  return value;
}

export function isSafeSegment(value: string): boolean {
  try {
    assertSafeSegment(value, 'slug');
    return true;
  } catch {
    return false;
  }
}

/** A component link must stay on the content API: a path under /api/neutron/ with safe segments. */
export function assertSafeApiLink(link: string): string {
  const [path = '', query] = link.split('?', 2);
  if (!path.startsWith(`${API_PREFIX}/`)) throw slugError(link, 'link', 'is not a content API path');
  for (const segment of path.split('/').slice(1)) {
    if (segment === '') continue;
    assertSafeSegment(segment, 'link');
  }
  return query === undefined ? path : `${path}?${query}`;
}
