// A 503 (an upstream unreachable, or no answer in time from a handler) or a 504 (an upstream
// that did not answer in time) may be over soon: every one the app sends, from a page, a
// feed, a sitemap, an endpoint or the response deadline, says when to try again, unless
// its route set its own Retry-After.
import type { FastifyInstance } from 'fastify';

/** What a 503 or 504 asks a client (a reader, a crawler, a CDN) to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

const RETRY_STATUSES: ReadonlySet<number> = new Set([503, 504]);

export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (RETRY_STATUSES.has(reply.statusCode) && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    done(null, payload);
  });
}
