// Head tags components set themselves with react-helmet-async's <Helmet>. On React 19 it
// hands them to React, which hoists them into the rendered document's <head>, after the
// `headTags` hook's list (Document.tsx renders that list, each tag marked data-neutron-head).
// A tag both set is kept once, the component's: it is the page's own, more specific word.
import { headTagIdentity } from './head-tags.ts';

const HEAD = /<head>([\s\S]*?)<\/head>/;
/** A title, meta or link element in rendered HTML (React writes void elements as `<meta …/>`). */
const ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/>/g;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9:_.-]*)="([^"]*)"/g;
const HOOK_MARK = 'data-neutron-head=""';

/** The identity of a rendered element, as headTagIdentity reads a head tag. */
function identityOf(element: string): string {
  const tag = element.startsWith('<title') ? 'title' : element.startsWith('<meta') ? 'meta' : 'link';
  const opening = element.slice(0, element.indexOf('>'));
  const attrs: Record<string, string> = {};
  for (const [, name = '', value = ''] of opening.matchAll(ATTRIBUTE)) attrs[name.toLowerCase()] = value;
  return headTagIdentity({ tag, attrs });
}

/** Drops the hook's head tags that a component's <Helmet> also set. */
export function mergeComponentHeadTags(html: string): string {
  const head = HEAD.exec(html);
  if (!head?.[1]) return html;
  const elements = [...head[1].matchAll(ELEMENT)].map((match) => match[0]);
  const own = new Set(elements.filter((element) => !element.includes(HOOK_MARK)).map(identityOf));
  const duplicates = elements.filter((element) => element.includes(HOOK_MARK) && own.has(identityOf(element)));
  if (duplicates.length === 0) return html;
  let merged = head[1];
  for (const element of duplicates) merged = merged.replace(element, '');
  return html.replace(head[1], () => merged);
}
