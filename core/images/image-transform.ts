// Resizing for the embedded image service, with sharp (libvips). The service speaks the
// same query as the image CDN the builder targets in production (spec 001 §7).
import sharp, { type FitEnum } from 'sharp';
import type { ImageFit } from './config.ts';
import type { ResizeRequest } from './resize-params.ts';

/** libvips' own cache of operations and decoded images (sharp.cache), process-wide: at 0
 *  none; otherwise up to `megabytes`, with sharp's default counts of files and items. */
export function setLibvipsCache(megabytes: number): void {
  if (megabytes === 0) sharp.cache(false);
  else sharp.cache({ memory: megabytes, files: 20, items: 100 });
}

/** The service's fit values in sharp's terms: crop fills and cuts, cover fills, bounds fits inside. */
const SHARP_FIT: Readonly<Record<ImageFit, keyof FitEnum>> = { crop: 'cover', cover: 'outside', bounds: 'inside' };

/** Refuses decompression bombs: no original above this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface TransformedImage {
  body: Buffer;
  contentType: string;
  /** The output depended on the Accept header. */
  variesOnAccept: boolean;
}

export interface TransformInput {
  file: string;
  /** The original's lower-case extension. */
  extension: string;
  request: ResizeRequest;
  /** The request's Accept header. */
  accept: string;
}

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

function sourceFormat(extension: string): OutputFormat {
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return 'jpeg';
    case 'png':
    case 'webp':
    case 'gif':
    case 'avif':
      return extension;
    default:
      return 'jpeg';
  }
}

/** Whether an Accept header admits webp (an explicit q=0 refuses it). */
export function acceptsWebp(accept: string): boolean {
  return /(^|[\s,])image\/webp(\s*;(?!\s*q=0(\.0*)?\s*(,|$))[^,]*)?\s*(,|$)/i.test(accept);
}

function outputFormat(input: TransformInput): { format: OutputFormat; variesOnAccept: boolean } {
  const { request, extension } = input;
  const original = sourceFormat(extension);
  // The embedded service has no video encoder: an mp4 request gets the resized (animated) GIF.
  if (request.format === 'mp4') return { format: original === 'gif' ? 'gif' : original, variesOnAccept: false };
  if (request.format) return { format: request.format, variesOnAccept: false };
  if (request.autoWebp && (original === 'jpeg' || original === 'png')) {
    return { format: acceptsWebp(input.accept) ? 'webp' : original, variesOnAccept: true };
  }
  return { format: original, variesOnAccept: false };
}

export async function transformImage(input: TransformInput): Promise<TransformedImage> {
  const { request } = input;
  const animatedSource = sourceFormat(input.extension) === 'gif' || input.extension === 'webp';
  const frames = request.frame !== undefined ? { page: request.frame - 1, pages: 1 } : animatedSource ? { pages: -1 } : {};
  let pipeline = sharp(input.file, { limitInputPixels: MAX_INPUT_PIXELS, ...frames }).rotate();
  if (request.precrop) {
    // Crops are in the original's pixels; clamp so an old crop on a replaced file still works.
    const meta = await sharp(input.file, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().metadata();
    const fullWidth = meta.autoOrient?.width ?? meta.width ?? 0;
    // An animated original stacks its frames; a crop applies to each frame.
    const fullHeight = meta.pageHeight ?? meta.autoOrient?.height ?? meta.height ?? 0;
    const left = Math.min(request.precrop.x, Math.max(fullWidth - 1, 0));
    const top = Math.min(request.precrop.y, Math.max(fullHeight - 1, 0));
    const width = Math.max(1, Math.min(request.precrop.width, fullWidth - left));
    const height = Math.max(1, Math.min(request.precrop.height, fullHeight - top));
    pipeline = pipeline.extract({ left, top, width, height });
  }
  if (request.width !== undefined || request.height !== undefined) {
    pipeline = pipeline.resize({
      ...(request.width !== undefined ? { width: request.width } : {}),
      ...(request.height !== undefined ? { height: request.height } : {}),
      fit: SHARP_FIT[request.fit],
      position: 'centre',
      withoutEnlargement: true,
    });
  }
  const { format, variesOnAccept } = outputFormat(input);
  const quality = request.quality;
  switch (format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: quality ?? 80, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: quality ?? 80 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: quality ?? 50 });
      break;
  }
  const body = await pipeline.toBuffer();
  return { body, contentType: `image/${format}`, variesOnAccept };
}
