// Per-request access lines, as config/app.yaml `logging.access` says: off, sampled (a
// share of requests, `logging.sampleRate`) or on. Warnings and errors are logged whatever
// it says (error-pages.ts, the content transports). A line says the URL as asked, before
// any rewrite (a mixed-case path routed by its lower-case form, case-redirect.ts).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/types.ts';

export function registerAccessLog(app: FastifyInstance, logging: AppConfig['logging']): void {
  if (logging.access === 'off' || (logging.access === 'sampled' && logging.sampleRate === 0)) return;
  const rate = logging.access === 'on' ? 1 : logging.sampleRate;
  app.addHook('onResponse', (request, reply, done) => {
    if (rate < 1 && Math.random() >= rate) return done();
    request.log.info(
      { method: request.method, url: request.originalUrl, route: request.routeName, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ...(rate < 1 ? { sampled: rate } : {}) },
      'request',
    );
    done();
  });
}
