// Coded image errors. The builder throws them for a caller's own bad input; values that
// come from content are checked by the builder, logged and skipped instead (spec 001 §8).
// Isomorphic (core/coded-error.ts): the URL builder also runs in the browser bundle.
import { type CodedError, createCodedError } from '../coded-error.ts';

export type CodedImageError = CodedError;
const createImageError = createCodedError;

/** Numeric parsing throws on NaN (spec 000 §5). */
export const ImageNumberError = createImageError<[value: string, what: string]>('NEUTRON_ERR_IMAGE_NUMBER', "Invalid number '%s' in %s");

/** A crop string must be width x height + x offset + y offset (spec 000 §5). */
export const ImageCropError = createImageError<[crop: string]>('NEUTRON_ERR_IMAGE_CROP', "Invalid crop '%s': expected WIDTHxHEIGHT+X+Y");

export const ImageSizeError = createImageError<[reason: string]>('NEUTRON_ERR_IMAGE_SIZE', 'Invalid image size: %s');
