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
  }
}

export const UNMATCHED_ROUTE = 'unmatched';

export function decorateRequestFields(app: FastifyInstance): void {
  app.decorateRequest('routeName', UNMATCHED_ROUTE);
}
