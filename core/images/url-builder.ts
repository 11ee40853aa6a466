// Image URLs (spec 001 §7). Pure and isomorphic: signing is injected, so the browser
// bundle never carries the key — it simply cannot build resize URLs (see README).
import type { ImageFit, ImagePreset } from './config.ts';
import { formatPrecrop, gravityRequestsBounds, parseCrop } from './crop.ts';
import { ImageSizeError } from './errors.ts';
import { contentDeliveryPath, extensionOf, type ImageSource, toImageSource } from './image-source.ts';
import { parseWholeNumber } from './parse-number.ts';

/** Fit names callers use, mapped to the service's fit values (spec 001 §7). */
export const FIT_MAPPING = { fitIn: 'bounds', cropToFit: 'crop', resize: 'cover' } as const satisfies Record<string, ImageFit>;
export type FitOption = keyof typeof FIT_MAPPING;

/** Social image size and the thumbnail variant (spec 000 §9, spec 001 §7). */
export const SOCIAL_IMAGE_PRESET = 'seo_image_wide';
export const THUMBNAIL_IMAGE_PRESET = 'seo_image_square';

/** Extensions converted to webp where the browser accepts it (spec 001 §7). */
export const WEBP_SOURCE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png']);

/** Path segment between the base path and the signature. */
export const RESIZE_SEGMENT = '/resize/';

/** The deprecated size format: `WIDTHxHEIGHT` instead of a preset name. */
const DEPRECATED_SIZE = /^(\d+)x(\d+)$/;

export interface ImageUrlOptions {
  /** A preset name from config/images.yaml (`WIDTHxHEIGHT` still works, with a warning). */
  size?: string;
  width?: number | string;
  height?: number | string;
  fit?: FitOption;
  /** `WxH+X+Y` crop of the original; overrides the image's own crop. */
  crop?: string;
  /** For a GIF: a still frame (1 = first) instead of the mp4 rendition. */
  frame?: number;
  quality?: number;
}

export interface ImageUrlLogger {
  warn(obj: unknown, msg?: string): void;
}

export interface ImageUrlSettings {
  basePaths: readonly string[];
  presets: Readonly<Record<string, ImagePreset>>;
  /** Convert jpg/jpeg/png to webp (default true). */
  autoWebp?: boolean;
  /** Hex HMAC-SHA1 of a message; only the server has one. */
  sign?: (message: string) => string;
  log?: ImageUrlLogger;
}

export interface ImageRendition {
  url: string;
  /** A GIF resized without a frame is delivered as mp4: render it with <video>. */
  video: boolean;
}

const silent: ImageUrlLogger = { warn() {} };

/** Host choice (spec 001 §7): by the delivery path's length modulo the number of base paths. */
export function pickBasePath(basePaths: readonly string[], deliveryPath: string): string {
  if (basePaths.length === 0) throw new ImageSizeError('no image base paths are configured');
  const base = basePaths[deliveryPath.length % basePaths.length] ?? basePaths[0] ?? '';
  return base.replace(/\/+$/, '');
}

/** Sorted `key=value` pairs; values are built from digits, letters and commas only. */
export function serializeParams(params: ReadonlyMap<string, string>): string {
  return [...params.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params.get(key) ?? '').replace(/%2C/g, ',')}`)
    .join('&');
}

/** The signed message: the delivery path, '?', the sorted query (spec 001 §7). */
export function signatureMessage(deliveryPath: string, query: string): string {
  return `${deliveryPath}?${query}`;
}

interface SizeParams {
  width?: number;
  height?: number;
  fit?: ImageFit;
}

function sizeFromOptions(options: ImageUrlOptions, settings: ImageUrlSettings, log: ImageUrlLogger): SizeParams {
  const size: SizeParams = {};
  if (options.size !== undefined) {
    const preset = Object.hasOwn(settings.presets, options.size) ? settings.presets[options.size] : undefined;
    const legacy = DEPRECATED_SIZE.exec(options.size);
    if (preset) {
      Object.assign(size, preset);
    } else if (legacy) {
      // spec 001 §8: the deprecated size format is logged, never fatal.
      log.warn({ size: options.size }, `deprecated size format '${options.size}': use a preset name`);
      size.width = parseWholeNumber(legacy[1], 'image width', 1);
      size.height = parseWholeNumber(legacy[2], 'image height', 1);
      size.fit = 'crop';
    } else {
      // spec 001 §7: a size key that is not configured adds no resize options.
      log.warn({ size: options.size }, `image size '${options.size}' is not configured`);
    }
  }
  if (options.width !== undefined) size.width = parseWholeNumber(options.width, 'image width', 1);
  if (options.height !== undefined) size.height = parseWholeNumber(options.height, 'image height', 1);
  if (options.fit !== undefined) {
    if (!Object.hasOwn(FIT_MAPPING, options.fit)) throw new ImageSizeError(`unknown fit '${String(options.fit)}'`);
    size.fit = FIT_MAPPING[options.fit];
  }
  return size;
}

/** Crop of the original: the caller's must be valid; the content's is skipped with a warning. */
function precropFor(image: ImageSource, options: ImageUrlOptions, log: ImageUrlLogger): string | undefined {
  if (options.crop !== undefined) return formatPrecrop(parseCrop(options.crop));
  if (image.crop === undefined || image.crop === '') return undefined;
  try {
    return formatPrecrop(parseCrop(image.crop));
  } catch (error) {
    log.warn({ crop: image.crop, id: image.id, err: error }, 'image crop ignored');
    return undefined;
  }
}

/** The resize parameters for an image; empty when the URL needs no resizing. */
export function resizeParams(
  image: ImageSource,
  deliveryPath: string,
  options: ImageUrlOptions,
  settings: ImageUrlSettings,
): Map<string, string> {
  const log = settings.log ?? silent;
  const params = new Map<string, string>();
  const size = sizeFromOptions(options, settings, log);
  if (size.width !== undefined) params.set('width', String(size.width));
  if (size.height !== undefined) params.set('height', String(size.height));
  if (params.size > 0) {
    let fit = size.fit ?? 'crop';
    // spec 000 §5: crop gravity codes 0 and 5 produce no bounds fit; other codes do.
    if (typeof image.cropGravity === 'number' && gravityRequestsBounds(image.cropGravity)) fit = 'bounds';
    params.set('fit', fit);
  }
  const precrop = precropFor(image, options, log);
  if (precrop !== undefined) params.set('precrop', precrop);
  if (options.quality !== undefined) {
    const quality = parseWholeNumber(options.quality, 'image quality', 1);
    if (quality > 100) throw new ImageSizeError(`quality ${quality} is above 100`);
    params.set('quality', String(quality));
  }
  if (params.size === 0) return params;
  // Conversions ride along with a resize; an untouched original is served as stored.
  const extension = extensionOf(deliveryPath);
  if (WEBP_SOURCE_EXTENSIONS.has(extension) && settings.autoWebp !== false) params.set('auto', 'webp');
  if (extension === 'gif') {
    if (options.frame !== undefined) params.set('frame', String(parseWholeNumber(options.frame, 'image frame', 1)));
    else params.set('format', 'mp4');
  }
  return params;
}

function safeImageUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  // Only http(s) URLs and site paths; never `//host`, `javascript:` or `data:`.
  if (/^https?:\/\/[^/\s]/i.test(url) || /^\/(?![/\\])/.test(url)) return url;
  return undefined;
}

/** URL and media kind of an image at the requested size; undefined for unusable images. */
export function buildImageRendition(
  image: ImageSource | string,
  options: ImageUrlOptions,
  settings: ImageUrlSettings,
): ImageRendition | undefined {
  const source = toImageSource(image);
  const deliveryPath = contentDeliveryPath(source);
  if (deliveryPath === undefined) {
    const url = safeImageUrl(source.imageUrl);
    return url === undefined ? undefined : { url, video: false };
  }
  const base = pickBasePath(settings.basePaths, deliveryPath);
  const params = resizeParams(source, deliveryPath, options, settings);
  if (params.size === 0 || !settings.sign) return { url: `${base}${deliveryPath}`, video: false };
  const query = serializeParams(params);
  const signature = settings.sign(signatureMessage(deliveryPath, query));
  return { url: `${base}${RESIZE_SEGMENT}${signature}${deliveryPath}?${query}`, video: params.get('format') === 'mp4' };
}

/** The image's URL (spec 001 §7); undefined when the image has no usable path. */
export function buildImageUrl(image: ImageSource | string, options: ImageUrlOptions, settings: ImageUrlSettings): string | undefined {
  return buildImageRendition(image, options, settings)?.url;
}

/** The image's URL at a named preset size. */
export function imageUrlForPreset(image: ImageSource | string, presetName: string, settings: ImageUrlSettings): string | undefined {
  return buildImageUrl(image, { size: presetName }, settings);
}

/** The frame a still picture of a GIF shows. */
export const STILL_FRAME = 1;

export interface ImageUrlBuilder {
  buildImageUrl(image: ImageSource | string, options?: ImageUrlOptions): string | undefined;
  buildImageRendition(image: ImageSource | string, options?: ImageUrlOptions): ImageRendition | undefined;
  imageUrlForPreset(image: ImageSource | string, presetName: string): string | undefined;
  /** A still picture at a preset size: a GIF gives its first frame, never the mp4. */
  stillImageUrlForPreset(image: ImageSource | string, presetName: string): string | undefined;
}

/** A builder whose every URL comes from one rendition function. A still picture (for
 *  `<img>` elements and social tags, which cannot show video) asks for a GIF's first frame
 *  where its rendition would be the mp4. */
export function imageUrlBuilderFrom(rendition: (image: ImageSource | string, options: ImageUrlOptions) => ImageRendition | undefined): ImageUrlBuilder {
  return {
    buildImageRendition: (image, options = {}) => rendition(image, options),
    buildImageUrl: (image, options = {}) => rendition(image, options)?.url,
    imageUrlForPreset: (image, presetName) => rendition(image, { size: presetName })?.url,
    stillImageUrlForPreset: (image, presetName) => {
      const moving = rendition(image, { size: presetName });
      return moving?.video ? rendition(image, { size: presetName, frame: STILL_FRAME })?.url : moving?.url;
    },
  };
}

/** Binds the settings once, for loaders and components that build many URLs. */
export function createImageUrlBuilder(settings: ImageUrlSettings): ImageUrlBuilder {
  return imageUrlBuilderFrom((image, options) => buildImageRendition(image, options, settings));
}
