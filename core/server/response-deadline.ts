// An answer for every request, even when its handler never finishes (a plugin's middleware
// step, page loader or endpoint whose promise never settles): after the configured
// `server.timeouts.responseSeconds` the request is answered with a 503 through the site's
// error handling (the error page, or JSON for a program), reported as an error with its
// route, and its connection closed so nothing the late handler does reaches the client.
// Replies taken over by their route (a WebSocket) are left alone.
import createError from '@fastify/error';
import type { FastifyInstance } from 'fastify';

export const NoAnswerError = createError<[number]>('NEUTRON_ERR_NO_ANSWER', 'no answer after %d s: a middleware step, loader or handler never finished', 503);

export function registerResponseDeadline(app: FastifyInstance, seconds: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      reply.header('connection', 'close').header('retry-after', '10');
      reply.send(new NoAnswerError(seconds));
    }, seconds * 1000);
    timer.unref();
    // Answered, or the client went away: nothing to wait for.
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
