// Head tags components set themselves with react-helmet-async's <Helmet>. On React 19 it
// hands them to React, which hoists them into the rendered document's <head>, after the
// `headTags` hook's list (Document.tsx renders that list, each tag marked data-neutron-head).
// A tag both set is kept once, the component's: it is the page's own, more specific word.
import { headTagIdentity } from './head-tags.ts';

const HEAD_OPEN = '<head>';
const HEAD_CLOSE = '</head>';
/** A title, meta or link element in rendered HTML (React writes void elements as `<meta …/>`). */
const ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/>/g;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9:_.-]*)="([^"]*)"/g;
const HOOK_MARK = 'data-neutron-head=""';

/** Identities of rendered elements, by their text: pages repeat the same elements (the
 *  document's own links, a brand's meta tags) render after render. Bounded: when full it
 *  starts again. */
const MAX_KNOWN_ELEMENTS = 4096;
const knownIdentities = new Map<string, string>();

/** The identity of a rendered element, as headTagIdentity reads a head tag. */
function identityOf(element: string): string {
  let identity = knownIdentities.get(element);
  if (identity === undefined) {
    identity = readIdentity(element);
    if (knownIdentities.size >= MAX_KNOWN_ELEMENTS) knownIdentities.clear();
    knownIdentities.set(element, identity);
  }
  return identity;
}

function readIdentity(element: string): string {
  const tag = element.startsWith('<title') ? 'title' : element.startsWith('<meta') ? 'meta' : 'link';
  const opening = element.slice(0, element.indexOf('>'));
  const attrs: Record<string, string> = {};
  for (const [, name = '', value = ''] of opening.matchAll(ATTRIBUTE)) attrs[name.toLowerCase()] = value;
  return headTagIdentity({ tag, attrs });
}

/** Drops the hook's head tags that a component's <Helmet> also set. */
export function mergeComponentHeadTags(html: string): string {
  const start = html.indexOf(HEAD_OPEN);
  const end = start === -1 ? -1 : html.indexOf(HEAD_CLOSE, start);
  if (end === -1) return html;
  const head = html.slice(start + HEAD_OPEN.length, end);
  const own = new Set<string>();
  const hooked: string[] = [];
  for (const [element] of head.matchAll(ELEMENT)) {
    if (element.includes(HOOK_MARK)) hooked.push(element);
    else own.add(identityOf(element));
  }
  const duplicates = hooked.filter((element) => own.has(identityOf(element)));
  if (duplicates.length === 0) return html;
  let merged = head;
  for (const element of duplicates) merged = merged.replace(element, '');
  return html.slice(0, start + HEAD_OPEN.length) + merged + html.slice(end);
}
