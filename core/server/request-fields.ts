// Fields the server keeps on every request, declared once (fastify decorateRequest) so
// no handler casts the request to reach them.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route name request metrics and error reports use; 'unmatched' until a handler names it. */
    routeName: string;
  }
  interface FastifyContextConfig {
    /** The route's errors are the site's HTML error page whatever the client accepts
     *  (pages are; other routes answer a program's request with JSON). */
    errorPage?: boolean;
    /** The route's name in request metrics and error reports; a plugin's route without one
     *  is named by its URL pattern. */
    routeName?: string;
    /** The plugin whose `server` tap added the route (set by the core): its errors name it. */
    plugin?: string;
  }
}

export const UNMATCHED_ROUTE = 'unmatched';

/** Declares the fields, and names every request of a route: by the route's `routeName`
 *  config, else by its URL pattern (a handler may name it more closely, a page by its
 *  route), from the start: a request answered before its handler runs (a body that never
 *  arrives, a rate limit) is counted under its route. A request no route matched stays
 *  'unmatched'. */
export function decorateRequestFields(app: FastifyInstance): void {
  app.decorateRequest('routeName', UNMATCHED_ROUTE);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, routeName: route.config?.routeName ?? route.url };
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const { routeName } = request.routeOptions.config;
    if (routeName !== undefined) request.routeName = routeName;
    done();
  });
}
