// The URL builder as the server uses it: settings from config/images.yaml plus the signer.
import type { ImageConfig } from './config.ts';
import { createImageSigner } from './signer.ts';
import { createImageUrlBuilder, type ImageUrlBuilder, type ImageUrlLogger, type ImageUrlSettings } from './url-builder.ts';

export function imageUrlSettings(config: ImageConfig, log?: ImageUrlLogger): ImageUrlSettings {
  return {
    basePaths: config.basePaths,
    presets: config.presets,
    autoWebp: config.autoWebp,
    sign: createImageSigner(config.signingKey),
    ...(log ? { log } : {}),
  };
}

export function createServerImageUrlBuilder(config: ImageConfig, log?: ImageUrlLogger): ImageUrlBuilder {
  return createImageUrlBuilder(imageUrlSettings(config, log));
}
