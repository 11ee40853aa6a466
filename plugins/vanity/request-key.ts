// Which vanity a request asks for: its path and the query keys that matter (spec 000 §9:
// tracking, ad, debug and utm never do), and the paths that never go to the service.
import { EXCLUDED_PATHS, IGNORED_QUERY_KEYS } from './constants.ts';

/** The spec's keys; `utm` as the utm_ family, `debug` with the debug services' own keys
 *  (jsDebug, the debug toolbar's; adDebug), so a page looks the same to its debugger. */
function isIgnoredKey(key: string): boolean {
  const lower = key.toLowerCase();
  return IGNORED_QUERY_KEYS.includes(lower) || lower.startsWith('utm_') || lower.endsWith('debug');
}

/** The path the lookup is asked about: the request path, plus its query without the
 *  ignored keys (sorted, so the same query always asks the same). */
export function vanityKey(path: string, query: URLSearchParams): string {
  const kept = [...query.entries()].filter(([key]) => !isIgnoredKey(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (kept.length === 0) return path;
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** True for the excluded paths and every path below them. */
export function isExcludedPath(path: string): boolean {
  return EXCLUDED_PATHS.some((excluded) => path === excluded || path.startsWith(excluded));
}
