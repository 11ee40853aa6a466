// Compressed pages. A rendered page is compressed once, when it is made, and kept that way
// in the page cache, so a hit never compresses again. Its per-response values (the CSP
// nonce, the page-view id) differ on every response, so the gzip form is kept as the
// compressed runs between them: each run a raw deflate of its own (no reference reaches
// outside it), ended byte-aligned, and a response's values go between them as stored
// deflate blocks. A page without such values is kept as brotli too.
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { RESPONSE_ID_PLACEHOLDER } from '../page-data.ts';
import { NONCE_PLACEHOLDER } from '../scripts/content-security-policy.ts';

/** Placeholders a response fills, each with a value of its own length. */
const HOLES = [NONCE_PLACEHOLDER, RESPONSE_ID_PLACEHOLDER] as const;
type Hole = (typeof HOLES)[number];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final deflate block (fixed Huffman, end of block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const BROTLI_QUALITY = 5;
/** Smaller bodies are sent as they are. */
export const MIN_COMPRESSED_BYTES = 1024;

export interface PackedBody {
  /** Raw deflate runs between the holes (one more run than holes). */
  gzipRuns: Buffer[];
  holes: Hole[];
  /** Where each hole starts in the body. */
  offsets: number[];
  /** The whole body as brotli, and as one gzip member, when it has no holes. */
  brotli?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Stands for a body that could be sent in any encoding. */
const ANY_ENCODING: PackedBody = { gzipRuns: [], holes: [], offsets: [], brotli: Buffer.alloc(0) };

function holesOf(body: Buffer): { at: number; hole: Hole }[] {
  const found: { at: number; hole: Hole }[] = [];
  for (const hole of HOLES) for (let at = body.indexOf(hole); at !== -1; at = body.indexOf(hole, at + hole.length)) found.push({ at, hole });
  return found.sort((a, b) => a.at - b.at);
}

export function packBody(body: Buffer): PackedBody | undefined {
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const holes = holesOf(body);
  const gzipRuns: Buffer[] = [];
  let from = 0;
  for (const { at, hole } of holes) {
    gzipRuns.push(deflateRawSync(body.subarray(from, at), { finishFlush: constants.Z_SYNC_FLUSH }));
    from = at + hole.length;
  }
  gzipRuns.push(deflateRawSync(body.subarray(from), { finishFlush: constants.Z_SYNC_FLUSH }));
  const packed: PackedBody = { gzipRuns, holes: holes.map(({ hole }) => hole), offsets: holes.map(({ at }) => at) };
  if (holes.length === 0) {
    packed.brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    packed.gzip = gzipOf(packed, new Map(), body);
  }
  return packed;
}

/** A body sent once (a page that is not kept), compressed once in the encoding the
 *  reader takes, with fast settings: undefined when it takes none. */
export function compressOnce(body: Buffer, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; bytes: Buffer } | undefined {
  if (body.length < MIN_COMPRESSED_BYTES) return undefined;
  const encoding = anyBodyEncoding(acceptEncoding);
  if (encoding === 'br') return { encoding, bytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) };
  if (encoding === 'gzip') return { encoding, bytes: gzipSync(body, { level: 4 }) };
  return undefined;
}

/** What a kept page can be sent as, best first. */
const WITH_BROTLI = ['br', 'gzip'];
const GZIP_ONLY = ['gzip'];

/** The encoding to send, as the reader's Accept-Encoding ranks them (q-values, `*`, `q=0`
 *  refusing one): brotli when the body has it, else gzip, brotli first on a tie; none when
 *  the reader takes neither. */
export function chooseEncoding(acceptEncoding: string | undefined, packed: PackedBody | undefined): Encoding {
  if (!packed || !acceptEncoding) return 'identity';
  const available = packed.brotli ? WITH_BROTLI : GZIP_ONLY;
  const [best] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(available, { preferred: available });
  return best === 'br' || best === 'gzip' ? best : 'identity';
}

/** The encoding to send a body that can be sent in any, as chooseEncoding ranks them. */
export function anyBodyEncoding(acceptEncoding: string | undefined): Encoding {
  return chooseEncoding(acceptEncoding, ANY_ENCODING);
}

/** A hole's value for a response: its placeholder when it has none of the same length. */
function valueOf(hole: Hole, values: ReadonlyMap<string, string>): string {
  const value = values.get(hole);
  return value?.length === hole.length ? value : hole;
}

/** The body with its holes filled from `values` (a hole without a value keeps its
 *  placeholder): one copy, at the offsets found when it was packed. */
export function fillHoles(body: Buffer, packed: PackedBody, values: ReadonlyMap<string, string>): Buffer {
  if (packed.holes.length === 0) return body;
  const filled = Buffer.from(body);
  packed.holes.forEach((hole, index) => filled.write(valueOf(hole, values), packed.offsets[index] ?? 0, 'latin1'));
  return filled;
}

function storedBlock(value: string): Buffer {
  const block = Buffer.alloc(5 + value.length);
  block.writeUInt16LE(value.length, 1);
  block.writeUInt16LE(~value.length & 0xffff, 3);
  block.write(value, 5, 'latin1');
  return block;
}

/** The gzip bytes of a packed body whose holes take `values`; `body` is the kept body
 *  (its checksum, with the values in place, and its length end the gzip member). */
export function gzipOf(packed: PackedBody, values: ReadonlyMap<string, string>, body: Buffer): Buffer {
  if (packed.gzip) return packed.gzip;
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let from = 0;
  packed.gzipRuns.forEach((run, index) => {
    parts.push(run);
    const hole = packed.holes[index];
    const at = packed.offsets[index] ?? body.length;
    checksum = crc32(body.subarray(from, at), checksum);
    if (hole === undefined) return;
    const value = valueOf(hole, values);
    parts.push(storedBlock(value));
    checksum = crc32(value, checksum);
    from = at + hole.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}
