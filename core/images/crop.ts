// Editorial crops and crop gravity (spec 000 §5).
import { ImageCropError } from './errors.ts';
import { parseWholeNumber } from './parse-number.ts';

/** A crop string is width x height + x offset + y offset, e.g. `1200x675+0+140`. */
export const CROP_PATTERN = /^(\d+)x(\d+)\+(\d+)\+(\d+)$/;

export interface CropRect {
  width: number;
  height: number;
  x: number;
  y: number;
}

/** Parses `WxH+X+Y`; throws NEUTRON_ERR_IMAGE_CROP when the string has another shape. */
export function parseCrop(crop: string): CropRect {
  const match = CROP_PATTERN.exec(crop.trim());
  if (!match) throw new ImageCropError(crop);
  const [, width, height, x, y] = match;
  const rect = {
    width: parseWholeNumber(width, 'crop width'),
    height: parseWholeNumber(height, 'crop height'),
    x: parseWholeNumber(x, 'crop x offset'),
    y: parseWholeNumber(y, 'crop y offset'),
  };
  // An empty rectangle matches the pattern but crops nothing an editor could mean.
  if (rect.width === 0 || rect.height === 0) throw new ImageCropError(crop);
  return rect;
}

export function isValidCrop(crop: string): boolean {
  try {
    parseCrop(crop);
    return true;
  } catch {
    return false;
  }
}

/** The service's `precrop` value: `W,H,xX,yY` (applied to the original, before resizing). */
export function formatPrecrop(rect: CropRect): string {
  return `${rect.width},${rect.height},x${rect.x},y${rect.y}`;
}

/** Crop gravity codes that keep the preset's own fit (spec 000 §5). */
export const NEUTRAL_CROP_GRAVITY: ReadonlySet<number> = new Set([0, 5]);

/**
 * Whether a crop gravity asks for a bounds fit. Codes 0 (none) and 5 (centre) produce no
 * bounds fit (spec 000 §5); any other code anchors the subject away from the centre, so
 * the whole picture is kept inside the box rather than cut around the middle.
 */
export function gravityRequestsBounds(cropGravity: number | undefined): boolean {
  if (cropGravity === undefined) return false;
  return !NEUTRAL_CROP_GRAVITY.has(cropGravity);
}
