// Every text answer that is not a page (feeds, sitemaps, JSON, robots.txt) is compressed on
// the way out by @fastify/compress; pages come compressed (page-encoding.ts). A response
// that could have been compressed says `Vary: accept-encoding` whether or not this reader
// took an encoding, so a shared cache never hands one reader's form to every reader.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { anyBodyEncoding, MIN_COMPRESSED_BYTES } from './page-encoding.ts';

/** What @fastify/compress compresses by default: text, JSON and XML (not event streams). */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;
const BROTLI_QUALITY = 4;

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (fields.includes('*') || fields.includes(field)) return;
  reply.header('vary', [...fields, field].join(', '));
}

/** Says `Vary: accept-encoding` on an answer large and textual enough to be compressed. */
async function varyOnEncoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  addVary(reply, 'accept-encoding');
  return payload;
}

/** @fastify/compress reads `*` as gzip, even beside `gzip;q=0`: a header with `*` is
 *  handed to it as the one encoding negotiated by the rules pages follow. */
function negotiateWildcard(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const header = request.headers['accept-encoding'];
  if (header?.includes('*')) request.headers['accept-encoding'] = anyBodyEncoding(header);
  done();
}

export async function registerTextCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: MIN_COMPRESSED_BYTES, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  // Only on the routes @fastify/compress serves: pages (`compress: false`) set their own
  // Vary, and a page-cache hit pays for nothing here.
  app.addHook('onRoute', (route) => {
    if (route.compress === false) return;
    const onRequest = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...onRequest, negotiateWildcard];
    const onSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    // A HEAD route fastify makes of a GET ends its hooks with one that drops the body: the
    // Vary its GET says goes before it, so both say the same.
    const head = route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'));
    route.onSend = head ? [varyOnEncoding, ...onSend] : [...onSend, varyOnEncoding];
  });
}
