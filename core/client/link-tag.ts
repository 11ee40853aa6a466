// The browser side of link tags (core/link-tag.ts): a campaign link's `linkTag` is kept in
// the `link-tag` cookie, and an outbound commerce link gets the kept tag as it is clicked
// (also a middle click), so the HTML every reader shares never carries it.
import { asLinkTag, COMMERCE_LINK_SELECTOR, LINK_TAG_COOKIE, LINK_TAG_PARAM } from '../link-tag.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** Keeps the tag of a URL's query; an invalid tag is ignored (a kept one stays). */
export function keepLinkTag(search: string): void {
  const tag = asLinkTag(new URLSearchParams(search).get(LINK_TAG_PARAM));
  if (tag === undefined || readCookie(LINK_TAG_COOKIE.name) === tag) return;
  const { path, sameSite } = LINK_TAG_COOKIE;
  writeCookie(LINK_TAG_COOKIE.name, tag, { path, sameSite });
}

/** The kept tag on the clicked commerce link's URL (http(s) links only). */
function tagLink(event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.(COMMERCE_LINK_SELECTOR) as HTMLAnchorElement | null;
  if (!anchor) return;
  const tag = asLinkTag(readCookie(LINK_TAG_COOKIE.name));
  if (tag === undefined) return;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  url.searchParams.set(LINK_TAG_PARAM, tag);
  anchor.href = url.href;
}

/** Tags commerce links as they are clicked; called once per page load. */
export function tagCommerceLinks(): void {
  // Capture phase: the link carries the tag before any other click handler or the browser follows it.
  document.addEventListener('click', tagLink, true);
  document.addEventListener('auxclick', tagLink, true);
}
