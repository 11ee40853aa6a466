// The embedded image service (design principle 2): what the URL builder points at by
// default. Signed resize URLs, originals, and the legacy image redirects (spec 001 §1, §7).
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { EMBEDDED_IMAGE_PREFIX, type ImageConfig } from './config.ts';
import { contentTypeFor, type ImageFile, parseImagePath, resolveImageFile } from './image-path.ts';
import { acceptsWebp, setLibvipsCache, type TransformedImage, transformImage } from './image-transform.ts';
import { isOnSiteLocation, legacyPresetFor } from './legacy-redirects.ts';
import { parseResizeQuery } from './resize-params.ts';
import { createImageSigner, verifyImageSignature } from './signer.ts';
import { buildImageUrl, RESIZE_SEGMENT, signatureMessage } from './url-builder.ts';

/** Signed URLs never change meaning: a year, immutable. */
export const SIGNED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Originals can be replaced in place, so they are long-lived but revalidated. */
export const ORIGINAL_CACHE_CONTROL = 'public, max-age=2592000';
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
const ERROR_CACHE_CONTROL = 'no-store';

export interface ImageRoutesOptions {
  /** Mount point; the default base path of config/images.yaml points here. */
  prefix?: string;
  /** Bytes of resized images kept in memory on this node (default 64 MB). */
  cacheBytes?: number;
  /** Megabytes libvips may keep of its own (process-wide; default 0: nothing). */
  libvipsCacheMegabytes?: number;
}

interface SplitUrl {
  path: string;
  query: string | undefined;
}

function splitUrl(url: string): SplitUrl {
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: undefined } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

function refuse(reply: FastifyReply, status: 400 | 403 | 404 | 422, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', ERROR_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(message);
}

const STATUS_TEXT = { 400: 'Bad Request', 404: 'Not Found' } as const;

export function registerImageRoutes(app: FastifyInstance, config: ImageConfig, options: ImageRoutesOptions = {}): void {
  const prefix = (options.prefix ?? EMBEDDED_IMAGE_PREFIX).replace(/\/+$/, '');
  setLibvipsCache(options.libvipsCacheMegabytes ?? 0);
  const cache = new LRUCache<string, TransformedImage>({
    maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  // Redirects always target this mount point, never a configured remote host.
  const localSettings = {
    basePaths: [prefix],
    presets: config.presets,
    autoWebp: config.autoWebp,
    sign: createImageSigner(config.signingKey),
  };

  async function serveResized(request: FastifyRequest, reply: FastifyReply, rest: string, query: string | undefined) {
    // rest: '{signature}/{delivery path}'
    const slash = rest.indexOf('/');
    const signature = slash < 0 ? rest : rest.slice(0, slash);
    const deliveryPath = slash < 0 ? '' : rest.slice(slash);
    const parsed = parseImagePath(deliveryPath);
    if (!parsed.ok) return refuse(reply, parsed.status, STATUS_TEXT[parsed.status]);
    // The signature is checked before anything is decoded or resized (spec 001 §7).
    if (!verifyImageSignature(config.signingKey, signatureMessage(deliveryPath, query ?? ''), signature)) {
      return refuse(reply, 403, 'Forbidden');
    }
    const params = parseResizeQuery(query ?? '', config.maxDimension);
    if (!params.ok) return refuse(reply, 400, `Bad Request: ${params.reason}`);
    const found = await resolveImageFile(config.root, parsed.segments);
    if (!found) return refuse(reply, 404, 'Not Found');
    const accept = String(request.headers.accept ?? '');
    const key = `${found.file}|${found.modified.getTime()}|${query ?? ''}|${acceptsWebp(accept) ? 'webp' : ''}`;
    let image = cache.get(key);
    if (!image) {
      const extension = found.file.slice(found.file.lastIndexOf('.') + 1).toLowerCase();
      try {
        image = await transformImage({ file: found.file, extension, request: params.request, accept });
      } catch (error) {
        request.log.warn({ err: error, file: found.file }, 'image could not be resized');
        return refuse(reply, 422, 'Unprocessable image');
      }
      cache.set(key, image);
    }
    reply
      .header('content-type', image.contentType)
      .header('cache-control', SIGNED_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(image.body.length));
    if (image.variesOnAccept) reply.header('vary', 'Accept');
    return reply.send(image.body);
  }

  function sendOriginal(reply: FastifyReply, found: ImageFile) {
    return reply
      .header('content-type', contentTypeFor(found.file) ?? 'application/octet-stream')
      .header('cache-control', ORIGINAL_CACHE_CONTROL)
      .header('last-modified', found.modified.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(found.size))
      .send(createReadStream(found.file));
  }

  async function serveOriginalOrRedirect(reply: FastifyReply, path: string) {
    const parsed = parseImagePath(path);
    if (!parsed.ok) return refuse(reply, parsed.status, STATUS_TEXT[parsed.status]);
    const found = await resolveImageFile(config.root, parsed.segments);
    if (found) return sendOriginal(reply, found);
    const [first, ...rest] = parsed.segments;
    const preset = first === undefined || rest.length === 0 ? undefined : legacyPresetFor(first, config.presets);
    if (preset === undefined || !(await resolveImageFile(config.root, rest))) return refuse(reply, 404, 'Not Found');
    const location = buildImageUrl({ bucketPath: rest.join('/') }, { size: preset }, localSettings);
    if (location === undefined || !isOnSiteLocation(location)) return refuse(reply, 404, 'Not Found');
    return reply.code(301).header('cache-control', REDIRECT_CACHE_CONTROL).header('location', location).send();
  }

  app.get(`${prefix}/*`, async (request, reply) => {
    // The raw URL, not fastify's decoded params: encoded separators must stay visible.
    const { path, query } = splitUrl(request.raw.url ?? request.url);
    if (!path.startsWith(`${prefix}/`)) return refuse(reply, 404, 'Not Found');
    const rest = path.slice(prefix.length);
    if (rest.startsWith(RESIZE_SEGMENT)) return serveResized(request, reply, rest.slice(RESIZE_SEGMENT.length), query);
    return serveOriginalOrRedirect(reply, rest);
  });
}
