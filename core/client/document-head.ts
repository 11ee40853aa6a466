// The document head after in-app navigation: the new page's head tags as the server
// would render them (core/render/head-tags.ts), merged with the tags its components set
// with <Helmet> the way a full load merges them (core/render/component-head-tags.ts): a
// tag a component set is kept once, the component's. Components' tags are React's own
// (hoisted into <head>, removed with their page), so this runs after React has committed
// the new page.
import type { HeadTag } from '../page-data.ts';
import { headTagIdentity, normaliseHeadTags } from '../render/head-tags.ts';

/** Marks the elements made from the `headTags` hook's list (Document.tsx sets it too). */
const HOOK_MARK = 'data-neutron-head';

function asHeadTag(element: Element): HeadTag {
  const tag = element.tagName.toLowerCase() as HeadTag['tag'];
  const attrs = Object.fromEntries([...element.attributes].filter((attr) => attr.name !== HOOK_MARK).map((attr) => [attr.name, attr.value]));
  return tag === 'title' || tag === 'script' ? { tag, attrs, children: element.textContent ?? '' } : { tag, attrs };
}

/** The hook's tags now in the head (the first page's, as the server sent them). */
export function readHeadTags(): HeadTag[] {
  return [...document.head.querySelectorAll(`[${HOOK_MARK}]`)].map(asHeadTag);
}

/** Identities of the title, meta and link elements the page's components set. */
function componentIdentities(): Set<string> {
  const own = document.head.querySelectorAll(`title:not([${HOOK_MARK}]), meta:not([${HOOK_MARK}]), link:not([${HOOK_MARK}])`);
  return new Set([...own].map((element) => headTagIdentity(asHeadTag(element))));
}

/** Replaces the hook's tags in the head with `tags`, leaving out those a component set. */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  for (const element of document.head.querySelectorAll(`[${HOOK_MARK}]`)) element.remove();
  const own = componentIdentities();
  for (const tag of normaliseHeadTags(tags)) {
    if (tag.tag !== 'script' && own.has(headTagIdentity(tag))) continue;
    if (tag.tag === 'script' && !/json/.test(tag.attrs.type ?? '')) continue;
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (!name.toLowerCase().startsWith('on')) element.setAttribute(name, value);
    }
    if (tag.children !== undefined) element.textContent = tag.children;
    element.setAttribute(HOOK_MARK, '');
    document.head.append(element);
  }
}
