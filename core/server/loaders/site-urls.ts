// Absolute URLs and the publisher identity every page's SEO tags use.
import { isValidImage } from '../../content/rules/image-validity.ts';
import type { Image } from '../../content/schemas/image.ts';
import type { PageContext } from '../../context.ts';
import { boxSizes, responsiveVariants } from '../../images/responsive.ts';
import { SOCIAL_IMAGE_PRESET } from '../../images/url-builder.ts';
import { pageRouter } from '../../routing/route-targets.ts';
import type { PublisherInput } from '../../seo/structured-data.ts';
import type { LoaderServices } from '../page-loaders.ts';

export function publicOrigin(services: LoaderServices): string {
  return services.project.app.server.publicOrigin.replace(/\/+$/, '');
}

/** A path on this site: one leading slash, no scheme, no backslash, no control characters. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\u0000-\u001f\u007f]/.test(path);
}

/** A path a feed or sitemap may list: a site path a page route takes (a catch-all such as
 *  the vanity plugin's answers most paths 404, so it does not count), never a hidden page. */
export function isListedPath(services: LoaderServices, path: string): boolean {
  return isSitePath(path) && !path.startsWith('/_hidden/') && pageRouter(services.project.router).match(path) !== null;
}

/** Absolute URL of a site path; an absolute http(s) URL passes as it is; anything else is the home page. */
export function absoluteUrl(services: LoaderServices, path: string): string {
  if (/^https?:\/\/[^/\\]/i.test(path)) return path;
  return `${publicOrigin(services)}${isSitePath(path) ? path : '/'}`;
}

/** Where the brand's 310x310 publisher logo is served (spec 000 §9: logo 310x310). */
export function publisherLogoPath(ctx: Pick<PageContext, 'brand'>): string {
  return `/a/brand/${ctx.brand}/logo-310.png`;
}

export function publisher(ctx: PageContext, services: LoaderServices): PublisherInput {
  return { name: ctx.site.name, url: absoluteUrl(services, ctx.site.prefix), logoUrl: absoluteUrl(services, publisherLogoPath(ctx)) };
}

/** The site path of a valid image at a preset size, as a still picture; undefined for an
 *  image that is not valid (spec 000 §5) or has no usable path. Every page image goes here. */
export function presetImagePath(services: LoaderServices, image: Image | undefined, preset: string): string | undefined {
  return isValidImage(image) ? services.images.stillImageUrlForPreset(image, preset) : undefined;
}

/** A valid image at a preset size, as `<img>` attributes. */
export interface PresetImage {
  src: string;
  alt: string;
  width: number | undefined;
  height: number | undefined;
  /** The same picture at the preset's smaller same-shaped sizes; absent with no variant. */
  srcSet?: string;
  sizes?: string;
}

/** A valid image at a preset size: its site path, its alt text ('' without one), the
 *  preset's box and its responsive variants; undefined for an image that is not valid
 *  (spec 000 §5). `columnWidth` is the widest the page ever shows it (CSS px), when less
 *  than the preset: `sizes` says so, and a browser picks the variant that box needs. */
export function presetImage(services: LoaderServices, image: Image | undefined, preset: string, columnWidth?: number): PresetImage | undefined {
  const src = presetImagePath(services, image, preset);
  if (!src || !image) return undefined;
  const { presets } = services.project.images;
  const size = presets[preset];
  const found: PresetImage = { src, alt: image.alt ?? '', width: size?.width, height: size?.height };
  const variants = responsiveVariants(presets, preset);
  if (!size || variants.length < 2) return found;
  const candidates = variants.map((name) => [name === preset ? src : presetImagePath(services, image, name), presets[name]?.width] as const);
  const srcSet = candidates.filter(([url]) => url !== undefined).map(([url, width]) => `${url} ${width}w`);
  return srcSet.length < 2 ? found : { ...found, srcSet: srcSet.join(', '), sizes: boxSizes(Math.min(size.width, columnWidth ?? size.width)) };
}

/** Absolute URL of the social image (seo_image_wide) of a valid image, else undefined (spec 000 §5). */
export function socialImage(services: LoaderServices, image: Image | undefined): string | undefined {
  const path = presetImagePath(services, image, SOCIAL_IMAGE_PRESET);
  return path ? absoluteUrl(services, path) : undefined;
}
