// Every text answer that is not a page (feeds, sitemaps, JSON, robots.txt) is compressed on
// the way out by @fastify/compress; pages come compressed (page-encoding.ts). A response
// that could have been compressed says `Vary: accept-encoding` whether or not this reader
// took an encoding, so a shared cache never hands one reader's form to every reader.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from './page-encoding.ts';

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

export async function registerTextCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: MIN_COMPRESSED_BYTES, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    addVary(reply, 'accept-encoding');
    return payload;
  });
}
