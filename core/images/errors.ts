// Coded image errors. The builder throws them for a caller's own bad input; values that
// come from content are checked by the builder, logged and skipped instead (spec 001 §8).
//
// Why not @fastify/error: it requires node:util, and the URL builder also runs in the
// browser bundle. These classes keep its shape (`code`, `statusCode`, '%s' messages).

export interface CodedImageError extends Error {
  readonly code: string;
  readonly statusCode: number;
}

type ImageErrorClass<A extends string[]> = new (...args: A) => CodedImageError;

function createImageError<A extends string[]>(code: string, template: string, statusCode = 500): ImageErrorClass<A> {
  return class extends Error implements CodedImageError {
    readonly code = code;
    readonly statusCode = statusCode;
    constructor(...args: A) {
      let index = 0;
      super(template.replace(/%s/g, () => args[index++] ?? ''));
      this.name = 'NeutronImageError';
    }
  };
}

/** Numeric parsing throws on NaN (spec 000 §5). */
export const ImageNumberError = createImageError<[value: string, what: string]>('NEUTRON_ERR_IMAGE_NUMBER', "Invalid number '%s' in %s");

/** A crop string must be width x height + x offset + y offset (spec 000 §5). */
export const ImageCropError = createImageError<[crop: string]>('NEUTRON_ERR_IMAGE_CROP', "Invalid crop '%s': expected WIDTHxHEIGHT+X+Y");

export const ImageSizeError = createImageError<[reason: string]>('NEUTRON_ERR_IMAGE_SIZE', 'Invalid image size: %s');
