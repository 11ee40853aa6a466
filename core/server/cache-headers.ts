// Cache headers of spec 000 §9: the route's maxAge (a whole number, zero or more)
// overrides the default; zero gives no-cache; otherwise max-age seconds; always
// private; Last-Modified is now. Articles of the four-hour cache topics get their own
// max-age from the route meta (`topicMaxAge`).
import type { RouteMeta, RouteParams } from '../routing/types.ts';

/** What every response that must not be kept gets: private like every page (spec 000 §9). */
export const NO_CACHE = 'private, no-cache';

export function cacheControlFor(routeMaxAge: number | undefined, defaultMaxAge: number): string {
  const maxAge = routeMaxAge !== undefined && Number.isInteger(routeMaxAge) && routeMaxAge >= 0 ? routeMaxAge : defaultMaxAge;
  return maxAge === 0 ? NO_CACHE : `private, max-age=${maxAge}`;
}

/** The max-age a matched route asks for: its topic's, when the route's topic or subtopic
 *  param is one of its `topicMaxAge` topics, else its own. */
export function routeMaxAge(meta: Pick<RouteMeta, 'maxAge' | 'topicMaxAge'>, params: RouteParams): number | undefined {
  const rule = meta.topicMaxAge;
  const topics = [params.topic, params.subtopic].filter((topic): topic is string => topic !== undefined);
  if (rule && topics.some((topic) => rule.topics.includes(topic))) return rule.maxAge;
  return meta.maxAge;
}

export function applyCacheHeaders(headers: Map<string, string>, routeMaxAge: number | undefined, defaultMaxAge: number, now = new Date()): void {
  headers.set('cache-control', cacheControlFor(routeMaxAge, defaultMaxAge));
  headers.set('last-modified', now.toUTCString());
}
