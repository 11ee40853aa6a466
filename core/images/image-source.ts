// What the URL builder needs from an image, and where that image lives on the image
// host. Isomorphic: no Node APIs here.

/** The fields of a content image (spec 000 §3 Image) the builder reads. */
export interface ImageSource {
  id?: string;
  filename?: string;
  dateCreated?: string;
  path?: string;
  bucketPath?: string;
  bucketType?: string;
  crop?: string;
  cropGravity?: number;
  typeName?: string;
  imageUrl?: string;
}

/** A string image becomes `imageUrl` (spec 000 §3). */
export function toImageSource(image: ImageSource | string): ImageSource {
  return typeof image === 'string' ? { imageUrl: image } : image;
}

/** Bucket type of hub images: their path is derived from date, id and file name. */
export const HUB_BUCKET = 'hub';

/**
 * A hub image carries no bucket path: it is found by creation date, id and file name.
 * Any image with a bucket path or bucket type is an ordinary one.
 */
export function isHubImage(image: ImageSource): boolean {
  return image.bucketPath === undefined && image.path === undefined && image.bucketType === undefined && image.imageUrl === undefined;
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function segmentsOf(value: string): string[] | undefined {
  const segments = value.split('/').filter((segment) => segment !== '');
  // A dot segment would let a content path climb out of its bucket.
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  return segments;
}

function encodePath(segments: readonly string[]): string {
  return segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The content-delivery path (spec 001 §7): optional bucket type plus path, every
 * segment URL-encoded, starting with '/'. Undefined when the image has no usable path.
 */
export function contentDeliveryPath(image: ImageSource): string | undefined {
  if (isHubImage(image)) {
    if (!present(image.dateCreated) || !present(image.filename) || !present(image.id)) return undefined;
    const created = new Date(image.dateCreated);
    if (Number.isNaN(created.getTime())) return undefined;
    const date = [String(created.getUTCFullYear()), twoDigits(created.getUTCMonth() + 1), twoDigits(created.getUTCDate())];
    const rest = segmentsOf(`${image.id}/${image.filename}`);
    return rest && rest.length === 2 ? encodePath([HUB_BUCKET, ...date, ...rest]) : undefined;
  }
  const bucketPath = image.bucketPath ?? image.path;
  if (!present(bucketPath)) return undefined;
  const pathSegments = segmentsOf(bucketPath);
  const bucketSegments = present(image.bucketType) ? segmentsOf(image.bucketType) : [];
  if (!pathSegments || pathSegments.length === 0 || !bucketSegments) return undefined;
  return encodePath([...bucketSegments, ...pathSegments]);
}

/** The file extension of a content-delivery path, lower case, without the dot. */
export function extensionOf(deliveryPath: string): string {
  const last = deliveryPath.slice(deliveryPath.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}
