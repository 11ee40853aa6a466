// Per-request access lines, as config/app.yaml `logging.access` says: off, sampled (a
// share of requests, `logging.sampleRate`) or on. Warnings and errors are logged whatever
// it says (error-pages.ts, the content transports). A line says the URL as asked, before
// any rewrite (a mixed-case path routed by its lower-case form, case-redirect.ts), the
// route, status and time, the client's address and user agent, the bytes sent, whether
// the page cache answered (x-neutron-cache) and the transaction id the other lines of the
// request carry.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/types.ts';

/** A user agent is logged up to this many characters: a client picks its length. */
const MAX_AGENT_LENGTH = 256;

export function registerAccessLog(app: FastifyInstance, logging: AppConfig['logging']): void {
  if (logging.access === 'off' || (logging.access === 'sampled' && logging.sampleRate === 0)) return;
  const rate = logging.access === 'on' ? 1 : logging.sampleRate;
  app.addHook('onResponse', (request, reply, done) => {
    if (rate < 1 && Math.random() >= rate) return done();
    const bytes = reply.getHeader('content-length');
    const cache = reply.getHeader('x-neutron-cache');
    const txId = reply.getHeader('x-tx-id');
    const agent = request.headers['user-agent'];
    request.log.info(
      {
        method: request.method,
        url: request.originalUrl,
        route: request.routeName,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        ...(agent ? { ua: agent.slice(0, MAX_AGENT_LENGTH) } : {}),
        ...(bytes !== undefined ? { bytes: Number(bytes) } : {}),
        ...(cache !== undefined ? { cache: String(cache) } : {}),
        ...(txId !== undefined ? { txId: String(txId) } : {}),
        ...(rate < 1 ? { sampled: rate } : {}),
      },
      'request',
    );
    done();
  });
}
