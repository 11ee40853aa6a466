// Static and landing pages (spec 000 §2.2): which content item each route shows. The
// content id is the route name unless the page's slug differs from it.
import type { RouteMatch } from '../../../routing/types.ts';

/** Route name -> static content id where they differ. */
export const STATIC_CONTENT_IDS: Readonly<Record<string, string>> = Object.freeze({
  'do-not-sell': 'do-not-sell-or-share-my-personal-information',
});

/** The static content id a static or landing route shows. */
export function staticContentId(route: Pick<RouteMatch, 'name'>): string {
  return STATIC_CONTENT_IDS[route.name] ?? route.name;
}

/** The route that shows a static content id (inverse of staticContentId). */
export function staticRouteName(contentId: string): string {
  for (const [route, id] of Object.entries(STATIC_CONTENT_IDS)) if (id === contentId) return route;
  return contentId;
}
