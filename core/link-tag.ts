// Affiliate attribution by link tag (spec 001 §9: link tag cookie `link-tag`). A reader
// who arrives from a campaign link (`?linkTag=spring-sale`) carries the tag; the browser
// keeps it in the `link-tag` cookie, and outbound commerce links (every `rel="sponsored"`
// link: buy buttons, offers, promos) carry it as their attribution parameter when the
// reader clicks. The server never reads the tag: pages stay shared and never contain it.

/** The query parameter of a campaign link, and the one outbound commerce links get. */
export const LINK_TAG_PARAM = 'linkTag';

/** The link-tag cookie: for the browser session (no max-age), path /, SameSite lax;
 *  Secure where the origin is https. */
export const LINK_TAG_COOKIE = Object.freeze({ name: 'link-tag', path: '/', sameSite: 'lax' } as const);

/** Short, URL-safe tags only: anything else is ignored. */
const LINK_TAG = /^[A-Za-z0-9_-]{1,64}$/;

/** The value when it is a valid link tag, else undefined. */
export function asLinkTag(value: unknown): string | undefined {
  return typeof value === 'string' && LINK_TAG.test(value) ? value : undefined;
}

/** Outbound commerce links: every link the site marks `rel="sponsored"` (affiliate and offer links). */
export const COMMERCE_LINK_SELECTOR = 'a[rel~="sponsored"][href]';
