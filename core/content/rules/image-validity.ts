// Image validity (spec 000 §5): a hub image needs a creation date, filename and id; an
// ordinary image needs bucketPath and bucketType. Invalid images are never used in social tags.
import type { Image } from '../schemas/image.ts';
import { readDate } from './dates.ts';

export function isValidHubImage(image: Image | undefined): boolean {
  return Boolean(image && readDate(image.dateCreated) && image.filename && image.id);
}

export function isValidImage(image: Image | undefined): boolean {
  return Boolean(image?.bucketPath && image.bucketType);
}

/** Usable anywhere an image URL is built: hub-valid or ordinary-valid. */
export function isUsableImage(image: Image | undefined): image is Image {
  return isValidHubImage(image) || isValidImage(image);
}
