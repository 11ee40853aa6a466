// A request URL as the server reads it: its path and its query, apart.

/** How fastify's router reads a path: a parameter (a slug, a signed image path) may be long. */
export const ROUTER_OPTIONS = { maxParamLength: 500 } as const;

/** The path and query a request asks for. */
export interface Target {
  path: string;
  /** The query with its '?', or ''. */
  search: string;
}

export function splitUrl(url: string): Target {
  const index = url.indexOf('?');
  return index === -1 ? { path: url, search: '' } : { path: url.slice(0, index), search: url.slice(index) };
}

const MAX_PATH_LENGTH = 2048;

/** Only plain site paths reach the router: no protocol-relative or backslash tricks, and
 *  nothing longer than MAX_PATH_LENGTH. */
export function isPagePath(path: string): boolean {
  return path.length <= MAX_PATH_LENGTH && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The request's path when it is a plain site path, else '/' (for error pages' chrome). */
export function safePathOf(url: string): string {
  const { path } = splitUrl(url);
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
