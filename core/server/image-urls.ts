// The URL builder as the server uses it: settings from config/images.yaml plus the signer.
import { createAnswerMemo } from '../content/answer-memo.ts';
import type { ImageConfig } from '../images/config.ts';
import { createImageSigner } from '../images/signer.ts';
import { buildImageRendition, type ImageUrlBuilder, imageUrlBuilderFrom, type ImageUrlLogger, type ImageUrlSettings } from '../images/url-builder.ts';

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
  const settings = imageUrlSettings(config, log);
  const fromAnswer = createAnswerMemo();
  return imageUrlBuilderFrom((image, options) =>
    typeof image === 'string'
      ? buildImageRendition(image, options, settings)
      : fromAnswer(image, JSON.stringify(options), () => buildImageRendition(image, options, settings)),
  );
}
