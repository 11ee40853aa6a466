// House-ad creatives drawn as SVG at their exact size from the line item's words and
// colours: a background, the brand mark, a headline, a line of text and a call to action.
import type { Creative } from './line-items.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

export function sizeOf(size: string): { width: number; height: number } {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
}

export function creativeSvg(creative: Creative, brandName: string): string {
  const { width, height } = sizeOf(creative.size);
  const wide = width / height > 3;
  const pad = Math.round(Math.min(width, height) * (wide ? 0.18 : 0.08));
  const headlineSize = wide ? Math.round(height * 0.3) : Math.round(width * 0.075);
  const textSize = Math.round(headlineSize * 0.6);
  const ctaWidth = Math.round(Math.max(creative.cta.length * textSize * 0.65 + pad, width * (wide ? 0.14 : 0.4)));
  const ctaHeight = Math.round(textSize * 2);
  const ctaX = wide ? width - ctaWidth - pad : pad;
  const ctaY = wide ? Math.round((height - ctaHeight) / 2) : height - ctaHeight - pad;
  const headlineY = wide ? Math.round(height / 2 + headlineSize * 0.1) : pad + headlineSize * 2;
  const text = creative.text && height >= 90 ? creative.text : undefined;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Advertisement: ${creative.headline}`)}">`,
    `<rect width="${width}" height="${height}" fill="${creative.background}"/>`,
    `<rect width="${Math.max(4, Math.round(width * 0.015))}" height="${height}" fill="${creative.accent}"/>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="${creative.foreground}">`,
    wide ? '' : `<text x="${pad}" y="${pad + textSize}" font-size="${textSize}" opacity="0.8">${escapeXml(brandName)}</text>`,
    `<text x="${pad + (wide ? Math.round(width * 0.01) : 0)}" y="${headlineY}" font-size="${headlineSize}" font-weight="bold"${wide ? ' dominant-baseline="middle"' : ''}>${escapeXml(creative.headline)}</text>`,
    text ? `<text x="${pad}" y="${wide ? height - pad / 2 : headlineY + headlineSize * 1.6}" font-size="${textSize}">${escapeXml(text)}</text>` : '',
    `<rect x="${ctaX}" y="${ctaY}" width="${ctaWidth}" height="${ctaHeight}" rx="${Math.round(ctaHeight / 4)}" fill="${creative.accent}"/>`,
    `<text x="${ctaX + ctaWidth / 2}" y="${ctaY + ctaHeight / 2}" font-size="${textSize}" text-anchor="middle" dominant-baseline="middle" font-weight="bold">${escapeXml(creative.cta)}</text>`,
    `<text x="${width - 4}" y="${height - 4}" font-size="9" text-anchor="end" opacity="0.7">Ad</text>`,
    '</g></svg>',
  ].join('');
}
