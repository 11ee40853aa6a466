// The sanitiser's allow-list. Anything not named here is unwrapped (children kept) or,
// for the tags in DROP_WITH_CONTENT, removed with everything inside it.

/** Tags kept as elements, with the attributes each may carry (besides GLOBAL_ATTRIBUTES). */
export const ALLOWED_TAGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['p', []], ['br', []], ['hr', []],
  ['h2', []], ['h3', []], ['h4', []], ['h5', []], ['h6', []],
  ['strong', []], ['b', []], ['em', []], ['i', []], ['u', []], ['s', []], ['del', []], ['ins', []],
  ['sub', []], ['sup', []], ['small', []], ['mark', []], ['span', []], ['div', []],
  ['blockquote', ['cite']], ['q', ['cite']], ['cite', []], ['code', []], ['pre', []], ['kbd', []],
  ['ul', []], ['ol', ['start', 'reversed']], ['li', ['value']], ['dl', []], ['dt', []], ['dd', []],
  ['a', ['href', 'title', 'target']],
  ['img', ['src', 'alt', 'title', 'width', 'height']],
  ['figure', []], ['figcaption', []],
  ['table', []], ['caption', []], ['thead', []], ['tbody', []], ['tfoot', []], ['tr', []],
  ['th', ['colspan', 'rowspan', 'scope']], ['td', ['colspan', 'rowspan']],
  ['abbr', ['title']], ['time', ['datetime']],
]);

export const GLOBAL_ATTRIBUTES: readonly string[] = ['class', 'id', 'lang', 'dir'];

/** Void elements: never have children. */
export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/** Removed with their whole content: executable, foreign or form content. */
export const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'svg', 'math',
  'head', 'title', 'meta', 'link', 'base', 'form', 'input', 'button', 'select', 'option',
  'textarea', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'dialog',
]);

/** The element that carries a shortcode in body HTML. */
export const SHORTCODE_TAG = 'shortcode';

// Attribute value rules. Classes: plain tokens only, so body markup cannot borrow the
// page's own component classes by accident of escaping. Ids: only jump-link anchors
// (spec 001 §2), so a body cannot clobber the page's ids.
export const CLASS_VALUE = /^[A-Za-z][A-Za-z0-9_ -]{0,200}$/;

/**
 * Class blocks the site's own chrome and components use (core/render/styles). A body may
 * not borrow them, so content cannot dress up as an ad slot, the loading bar or the page
 * header. Body classes with these blocks are dropped token by token.
 */
export const RESERVED_CLASS_BLOCKS: ReadonlySet<string> = new Set([
  'ad-slot', 'affiliate-disclosure', 'article-body', 'article-footer', 'article-header', 'article-page', 'author-profile',
  'brand', 'breadcrumbs', 'byline', 'collection-link', 'content-image', 'date-line', 'error-page', 'feature', 'front-door',
  'gallery-item', 'gallery-page', 'grid', 'layout', 'listing-header', 'live-article', 'live-item', 'loading-bar',
  'page-component', 'pagination', 'price-summary', 'product-page', 'product-teaser', 'review-summary', 'review-teaser',
  'site-footer', 'site-header', 'sitemaps-page', 'static-page', 'static-section', 'story-card', 'story-list',
  'table-of-contents', 'video-page', 'video-teaser', 'listicle-teaser', 'embed', 'shortcode',
]);

/** The body-supplied class tokens that may stay. */
export function allowedClassTokens(value: string): string[] {
  return value.split(/\s+/).filter((token) => token !== '' && !RESERVED_CLASS_BLOCKS.has(token.split(/__|--/)[0] ?? token));
}
export const ID_VALUE = /^jumplink[A-Za-z0-9_-]{0,60}$/;
export const NUMBER_VALUE = /^\d{1,5}$/;
export const SHORTCODE_TYPE = /^[a-z][a-z0-9-]{0,63}$/;
export const SHORTCODE_ATTRIBUTE = /^[a-z][a-z0-9-]{0,63}$/;
