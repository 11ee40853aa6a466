// Crop strings: width x height + x offset + y offset (spec 000 §5), e.g. "1200x675+0+120".
// The image builder owns the rule; content code asks without exceptions.
import { CROP_PATTERN, type CropRect, isValidCrop, parseCrop as parseCropStrict } from '../../images/crop.ts';

export { CROP_PATTERN };
export type Crop = CropRect;

export function parseCrop(value: string | undefined): Crop | undefined {
  return value !== undefined && isValidCrop(value) ? parseCropStrict(value) : undefined;
}

export function isCropString(value: string | undefined): boolean {
  return parseCrop(value) !== undefined;
}
