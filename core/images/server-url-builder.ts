// The URL builder as the server uses it: settings from config/images.yaml plus the signer.
import { createAnswerMemo } from '../content/answer-memo.ts';
import type { ImageConfig } from './config.ts';
import { createImageSigner } from './signer.ts';
import { createImageUrlBuilder, type ImageUrlBuilder, type ImageUrlLogger, type ImageUrlSettings, stillUrlForPreset } from './url-builder.ts';

export function imageUrlSettings(config: ImageConfig, log?: ImageUrlLogger): ImageUrlSettings {
  return {
    basePaths: config.basePaths,
    presets: config.presets,
    autoWebp: config.autoWebp,
    sign: createImageSigner(config.signingKey),
    ...(log ? { log } : {}),
  };
}

/** The builder pages use. An image of a kept (frozen) content answer gets each of its
 *  URLs built and signed once per answer, not on every page view. */
export function createServerImageUrlBuilder(config: ImageConfig, log?: ImageUrlLogger): ImageUrlBuilder {
  const builder = createImageUrlBuilder(imageUrlSettings(config, log));
  const fromAnswer = createAnswerMemo();
  const buildImageRendition: ImageUrlBuilder['buildImageRendition'] = (image, options = {}) =>
    typeof image === 'string'
      ? builder.buildImageRendition(image, options)
      : fromAnswer(image, JSON.stringify(options), () => builder.buildImageRendition(image, options));
  return {
    buildImageRendition,
    buildImageUrl: (image, options) => buildImageRendition(image, options)?.url,
    imageUrlForPreset: (image, presetName) => buildImageRendition(image, { size: presetName })?.url,
    stillImageUrlForPreset: (image, presetName) => stillUrlForPreset((options) => buildImageRendition(image, options), presetName),
  };
}
