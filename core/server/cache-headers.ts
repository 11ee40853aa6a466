// Cache headers of spec 000 §9: the route's maxAge (a whole number, zero or more)
// overrides the default; zero gives no-cache; otherwise `private, max-age=N`;
// Last-Modified is now.
export function cacheControlFor(routeMaxAge: number | undefined, defaultMaxAge: number): string {
  const maxAge = routeMaxAge !== undefined && Number.isInteger(routeMaxAge) && routeMaxAge >= 0 ? routeMaxAge : defaultMaxAge;
  return maxAge === 0 ? 'no-cache' : `private, max-age=${maxAge}`;
}

export function applyCacheHeaders(headers: Map<string, string>, routeMaxAge: number | undefined, defaultMaxAge: number, now = new Date()): void {
  headers.set('cache-control', cacheControlFor(routeMaxAge, defaultMaxAge));
  headers.set('last-modified', now.toUTCString());
}
