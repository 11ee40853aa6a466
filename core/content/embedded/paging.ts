// Numbers read from a query (limit, offset, page): anything but a short run of digits falls
// back to the default, so a bad value never reaches the store as NaN or a huge offset.
import { LISTING_LIMIT, MAX_LIST_LIMIT } from '../api-words.ts';
import type { Query } from './answers.ts';

export function intParam(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return fallback;
  return Math.min(Number(value), max);
}

/** The slice of a list a query asks for: `limit` with `offset`, or with a 1-based `page`. */
export function pageWindow(query: Query): { limit: number; offset: number } {
  const limit = intParam(query.limit, LISTING_LIMIT, MAX_LIST_LIMIT) || LISTING_LIMIT;
  const page = Math.max(1, intParam(query.page, 1));
  const offset = query.offset !== undefined ? intParam(query.offset, 0) : (page - 1) * limit;
  return { limit, offset };
}
