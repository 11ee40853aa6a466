// Shortcode type names as spec 001 §9 spells them (reviewcard, pagebreak, codesnippet,
// newscard, buybutton, commercebutton, googlemaps, whytrust, …) name the same shortcodes
// as the hyphenated names the renderers are registered under. This is the one table;
// the parser reads every type through it, so content written either way renders alike.
export const SHORTCODE_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  reviewcard: 'review-card',
  reviewcardbroadband: 'review-card-broadband',
  reviewcardenergy: 'review-card-energy',
  pagebreak: 'page-break',
  codesnippet: 'code-snippet',
  newscard: 'news-card',
  buybutton: 'buy-button',
  commercebutton: 'commerce-button',
  commercepromo: 'commerce-promo',
  commercelink: 'commerce-link',
  googlemaps: 'google-maps',
  whytrust: 'why-trust',
  relatedlinks: 'related-links',
  tableofcontents: 'table-of-contents',
  tweetabletext: 'tweetable-text',
  crosscontentlisticle: 'cross-content-listicle',
  minilisticle: 'mini-listicle',
  broadbandinfographic: 'broadband-infographic',
  broadbandspeedchart: 'broadband-speed-chart',
});

/** The registered name of a shortcode type (lower-cased already). */
export function canonicalShortcodeType(type: string): string {
  return Object.hasOwn(SHORTCODE_ALIASES, type) ? (SHORTCODE_ALIASES[type] as string) : type;
}
