// Image validity (spec 000 §5), the one rule every page image goes through: a hub image
// needs a creation date, file name and id; an ordinary image needs bucketPath and
// bucketType. An image with `imageUrl` alone, or `path` without `bucketPath`, is neither,
// and invalid images are never used. A blank value counts as absent, and so does a date at
// or before the epoch (spec 000 §3). The URL builder (core/images) builds what it can;
// this rule decides what a page shows.
import type { Image } from '../schemas/image.ts';
import { readDate } from './dates.ts';

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

export function isValidHubImage(image: Image | undefined): boolean {
  return image !== undefined && readDate(image.dateCreated) !== undefined && present(image.filename) && present(image.id);
}

function isValidOrdinaryImage(image: Image): boolean {
  return present(image.bucketPath) && present(image.bucketType);
}

/**
 * A valid hub or ordinary image. A bare string is an image URL handed over as it is and
 * is valid when not blank: content never arrives that way (the content schema turns a
 * string image into `imageUrl`, which alone is not valid).
 */
export function isValidImage(image: Image | string | undefined | null): image is Image | string {
  if (typeof image === 'string') return present(image);
  if (image === undefined || image === null) return false;
  return isValidHubImage(image) || isValidOrdinaryImage(image);
}
