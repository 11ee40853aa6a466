// Headers every answer carries, whatever route or plugin makes it: no content sniffing and
// no full URLs to other sites. Framing is refused by each page (page-reply.ts) and by each
// endpoint's own policy: a global X-Frame-Options would also refuse the site's own frames
// (ad slots, the embeddable player).
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

/** Sets the headers when a request arrives; a route may still replace them. An answer
 *  made before routing (a URL fastify cannot read) runs no hook: app.ts sets them there. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
    done();
  });
}
