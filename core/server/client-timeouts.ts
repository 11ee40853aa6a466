// A client that does not send its request in time is cut off by node's http server: its
// headers within `server.timeouts.headersSeconds`, the whole request, body included, within
// `requestSeconds` (headersTimeout, requestTimeout), both well before the response deadline
// (response-deadline.ts). It is the client's timeout, not the site's error: 408 Request
// Timeout with `Connection: close`, the socket closed, one info line, no error counted.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { NO_CACHE } from './cache-headers.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** Node's code of a client error → the status it is answered with; any other is a 400. */
const CLIENT_ERROR_STATUSES: ReadonlyMap<string, number> = new Map([
  ['ERR_HTTP_REQUEST_TIMEOUT', 408],
  ['HPE_HEADER_OVERFLOW', 431],
]);

/** The response under way on the socket, when there is one (node's own clientError answer
 *  looks at the same field). */
function responseOn(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/** fastify's `clientErrorHandler`: what node could not take from the client (a timeout,
 *  headers over the limit, bytes that are not HTTP) is answered on the raw socket, which
 *  is then closed. */
export function answerClientError(error: ConnectionError, socket: Socket, log: FastifyBaseLogger): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUSES.get(error.code) ?? 400;
  if (status === 408) log.info({ remoteAddress: socket.remoteAddress, status }, 'client timeout: the request did not arrive in time; connection closed');
  else log.debug({ err: error, status }, 'client error: the request could not be read; connection closed');
  // Once a response has started, a second one would corrupt it: the socket is only closed.
  if (socket.writable && responseOn(socket)?.headersSent !== true) {
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify({ error: reason });
    const headers = [['content-type', 'application/json; charset=utf-8'], ['content-length', String(Buffer.byteLength(body))], ['cache-control', NO_CACHE], ...SECURITY_HEADERS, ['connection', 'close']];
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
