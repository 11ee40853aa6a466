// Pictures in an article body: one the image service can resize gets signed URLs at a few
// widths up to the body column's (`srcset`, `sizes`), like the pages' own pictures; any
// other picture keeps the content's URL. Server only: the builder signs.
import { IMAGE_CONTENT_TYPES } from '../images/image-path.ts';
import { contentDeliveryPath, extensionOf, type ImageSource } from '../images/image-source.ts';
import { boxSizes, widthVariants } from '../images/responsive.ts';
import { RESIZE_SEGMENT, type ImageUrlBuilder } from '../images/url-builder.ts';

/** What the body pipeline resizes pictures with: the pages' signed URL builder and the
 *  image service's base paths (a URL under one names a picture the service holds). */
export interface BodyImageUrls {
  builder: ImageUrlBuilder;
  basePaths: readonly string[];
}

/** The widest a body picture shows, in CSS pixels: the article column, `.article-page`'s
 *  46rem (core/render/styles/articles.css). */
export const BODY_COLUMN_WIDTH = 736;

/** Formats whose resize is a still picture: a GIF's is a video an `<img>` cannot show. */
const STILL_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(IMAGE_CONTENT_TYPES).filter((extension) => extension !== 'gif'));

/** A body picture's `<img>` attributes. */
export interface BodyPicture {
  src: string;
  srcSet: string;
  sizes: string;
  width: number | undefined;
  height: number | undefined;
}

/** A picture's width or height as the content gives it: a whole number of pixels
 *  (`640` or `"640"`), else undefined. */
export function pictureDimension(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
  return parsed !== undefined && Number.isInteger(parsed) && parsed > 0 && parsed < 100000 ? parsed : undefined;
}

/** The image a URL under one of the base paths names (an original, not already a resize
 *  URL, without query or fragment); undefined for any other URL. */
function sourceOfUrl(url: string, basePaths: readonly string[]): ImageSource | undefined {
  if (/[?#]/.test(url)) return undefined;
  for (const basePath of basePaths) {
    const base = basePath.replace(/\/+$/, '');
    if (!url.startsWith(`${base}/`) || url.startsWith(`${base}${RESIZE_SEGMENT}`)) continue;
    try {
      return { path: url.slice(base.length).split('/').map(decodeURIComponent).join('/') };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The image the service can resize into a still picture, else undefined. */
function resizableSource(source: ImageSource | string, basePaths: readonly string[]): ImageSource | undefined {
  const image = typeof source === 'string' ? sourceOfUrl(source, basePaths) : source;
  const deliveryPath = image ? contentDeliveryPath(image) : undefined;
  return deliveryPath !== undefined && STILL_EXTENSIONS.has(extensionOf(deliveryPath)) ? image : undefined;
}

/** The picture at the body column's width and narrower, when the image service can resize
 *  it; undefined otherwise (the caller keeps the content's URL). `box` is the picture's own
 *  size, kept on the `<img>` so the page does not shift when it loads. */
export function bodyPicture(
  source: ImageSource | string,
  box: { width: number | undefined; height: number | undefined },
  images: BodyImageUrls | undefined,
): BodyPicture | undefined {
  if (!images) return undefined;
  const image = resizableSource(source, images.basePaths);
  if (!image) return undefined;
  // Never wider than the picture itself: the service does not enlarge.
  const widest = Math.min(BODY_COLUMN_WIDTH, box.width ?? BODY_COLUMN_WIDTH);
  const candidates = widthVariants(widest).map((width) => [images.builder.buildImageUrl(image, { width, fit: 'fitIn' }), width] as const);
  const src = candidates.at(-1)?.[0];
  if (src === undefined || candidates.some(([url]) => url === undefined)) return undefined;
  return {
    src,
    srcSet: candidates.map(([url, width]) => `${url} ${width}w`).join(', '),
    sizes: boxSizes(widest),
    width: box.width,
    height: box.height,
  };
}
