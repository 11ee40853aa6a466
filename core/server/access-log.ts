// Per-request access lines, as config/app.yaml `logging.access` says: off, sampled (a
// share of requests, `logging.sampleRate`) or on. Warnings and errors are logged whatever
// it says (error-pages.ts, the content transports). A line says the URL as asked, before
// any rewrite (a mixed-case path routed by its lower-case form, case-redirect.ts), the
// route, status and time, the client's address and user agent, the bytes sent, whether
// the page cache answered (x-neutron-cache) and the transaction id the other lines of the
// request carry.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/types.ts';

/** A user agent is logged up to this many characters: a client picks its length. */
const MAX_AGENT_LENGTH = 256;

/** What an access line says of one request and its response. */
export interface Access {
  method: string | undefined;
  url: string | undefined;
  route: string;
  status: number;
  ms: number;
  ip: string | undefined;
  agent: string | undefined;
  headers: { get(name: string): unknown };
}

/** Writes the access line of a request, when the configuration logs it. */
export type AccessLog = (log: FastifyBaseLogger, access: Access) => void;

/** The access log `logging` asks for; undefined when it logs no request. */
export function createAccessLog(logging: AppConfig['logging']): AccessLog | undefined {
  if (logging.access === 'off' || (logging.access === 'sampled' && logging.sampleRate === 0)) return undefined;
  const rate = logging.access === 'on' ? 1 : logging.sampleRate;
  return (log, { method, url, route, status, ms, ip, agent, headers }) => {
    if (rate < 1 && Math.random() >= rate) return;
    const bytes = headers.get('content-length');
    const cache = headers.get('x-neutron-cache');
    const txId = headers.get('x-tx-id');
    log.info(
      {
        method,
        url,
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        ip,
        ...(agent ? { ua: agent.slice(0, MAX_AGENT_LENGTH) } : {}),
        ...(bytes !== undefined ? { bytes: Number(bytes) } : {}),
        ...(cache !== undefined ? { cache: String(cache) } : {}),
        ...(txId !== undefined ? { txId: String(txId) } : {}),
        ...(rate < 1 ? { sampled: rate } : {}),
      },
      'request',
    );
  };
}

export function registerAccessLog(app: FastifyInstance, accessLog: AccessLog | undefined): void {
  if (!accessLog) return;
  app.addHook('onResponse', (request, reply, done) => {
    accessLog(request.log, {
      method: request.method,
      url: request.originalUrl,
      route: request.routeName,
      status: reply.statusCode,
      ms: reply.elapsedTime,
      ip: request.ip,
      agent: request.headers['user-agent'],
      headers: { get: (name) => reply.getHeader(name) },
    });
    done();
  });
}
