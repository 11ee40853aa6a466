// An answer for every request, even when its handler never finishes (a plugin's middleware
// step, page loader or endpoint whose promise never settles): after the configured
// `server.timeouts.responseSeconds` the request is answered with a 503 through the site's
// error handling (the error page, or JSON for a program), reported as an error with its
// route, and its connection closed so nothing the late handler does reaches the client.
// A request whose body is still arriving then is waiting on its client, not on a handler:
// it gets a 408, logged as a client timeout and not counted as the site's error (node's
// requestTimeout, client-timeouts.ts, normally cuts it off well before). Replies taken
// over by their route (a WebSocket) are left alone.
import createError from '@fastify/error';
import type { FastifyInstance } from 'fastify';
import { RequestTimeoutError } from '../errors.ts';

export const NoAnswerError = createError<[number]>('NEUTRON_ERR_NO_ANSWER', 'no answer after %d s: a middleware step, loader or handler never finished', 503);

export function registerResponseDeadline(app: FastifyInstance, seconds: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      reply.header('connection', 'close');
      if (!request.raw.complete) {
        request.log.info({ route: request.routeName, status: 408 }, `client timeout: the request body did not arrive within ${seconds} s; connection closed`);
        reply.code(408).send(new RequestTimeoutError(seconds));
        return;
      }
      reply.send(new NoAnswerError(seconds));
    }, seconds * 1000);
    timer.unref();
    // Answered, or the client went away: nothing to wait for.
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
