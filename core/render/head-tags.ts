// Head tags are data; this is the one place that turns them into markup (as React
// elements, so React escapes every attribute and text).
import { createElement, type ReactElement } from 'react';
import type { HeadTag } from '../page-data.ts';

const ATTRIBUTE_NAME = /^[a-zA-Z][a-zA-Z0-9:_.-]*$/;

/** Drops empty tags and dedupes by identity (name/property/rel+href/id): a duplicate is
 *  not re-added, so the first of them stays, in its place (spec 000 §5). Whoever builds
 *  the list puts the tag that should win first. */
export function normaliseHeadTags(tags: readonly HeadTag[]): HeadTag[] {
  const byKey = new Map<string, HeadTag>();
  for (const tag of tags) {
    if (tag.tag === 'meta' && (tag.attrs.content === undefined || tag.attrs.content === '') && !tag.attrs.charset) continue;
    if (tag.tag === 'link' && !tag.attrs.href) continue;
    if (tag.tag === 'script' && !tag.attrs.src && !tag.children) continue;
    const identity = headTagIdentity(tag);
    if (!byKey.has(identity)) byKey.set(identity, tag);
  }
  return [...byKey.values()];
}

/** What makes two head tags the same tag: the title; an id; a meta's name, property,
 *  charset or http-equiv; a link's rel and hreflang (and href, but for the canonical). */
export function headTagIdentity(tag: Pick<HeadTag, 'tag' | 'attrs' | 'children'>): string {
  if (tag.tag === 'title') return 'title';
  if (tag.attrs.id) return `id:${tag.attrs.id}`;
  if (tag.tag === 'meta') return `meta:${tag.attrs.name ?? tag.attrs.property ?? tag.attrs.charset ?? tag.attrs['http-equiv'] ?? JSON.stringify(tag.attrs)}`;
  if (tag.tag === 'link') return `link:${tag.attrs.rel}:${tag.attrs.hreflang ?? ''}:${tag.attrs.rel === 'canonical' ? '' : tag.attrs.href}`;
  return `script:${tag.attrs.src ?? tag.children}`;
}

export function renderHeadTags(tags: readonly HeadTag[]): ReactElement[] {
  return normaliseHeadTags(tags).map((tag, index) => {
    const props: Record<string, unknown> = { key: `${tag.tag}-${index}`, 'data-neutron-head': '' };
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (ATTRIBUTE_NAME.test(name) && !name.toLowerCase().startsWith('on')) props[name === 'charset' ? 'charSet' : name] = value;
    }
    if (tag.tag === 'script' && tag.children !== undefined) {
      // Only data scripts may carry inline text (JSON-LD, JSON); they are escaped like page
      // data so content cannot close them. Inline code goes through a plugin's client entry.
      if (!/json/.test(tag.attrs.type ?? '')) return createElement('script', { ...props, hidden: true });
      props.dangerouslySetInnerHTML = { __html: tag.children.replace(/</g, '\\u003c') };
      return createElement('script', props);
    }
    return createElement(tag.tag, props, tag.children);
  });
}
