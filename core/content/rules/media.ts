// Gallery and video rules (spec 000 §3).
import type { Gallery } from '../schemas/gallery.ts';
import type { Video } from '../schemas/video.ts';

const BUY_BUTTON = /<shortcode[^>]*\btype=["']?(?:buybutton|buy-button|commercebutton|commerce-button)\b|\[(?:buybutton|commercebutton)\b/i;

/** A gallery shows an affiliate disclosure when its related product has resellers, or any
 * item has a buy-button shortcode or item product resellers. */
export function needsAffiliateDisclosure(gallery: Pick<Gallery, 'relatedProduct' | 'items'>): boolean {
  if ((gallery.relatedProduct?.resellers?.length ?? 0) > 0) return true;
  return gallery.items.some(
    (item) =>
      (item.relatedProduct?.resellers?.length ?? 0) > 0 || BUY_BUTTON.test(item.body ?? '') || BUY_BUTTON.test(item.description ?? ''),
  );
}

/** The transcript: the caption with format txt, newlines removed. */
export function videoTranscript(video: Pick<Video, 'captions'>): string | undefined {
  const caption = video.captions?.find((entry) => entry.format.toLowerCase() === 'txt');
  return caption
    ? caption.data
        .replace(/\r?\n+/g, ' ')
        .replace(/\s{2,}/g, ' ')
        .trim()
    : undefined;
}
