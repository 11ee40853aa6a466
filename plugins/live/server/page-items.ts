// Published items on the server-rendered live article page: merged into the items the
// content API gave the core's loader (the store's version of an id wins, deleted ones go),
// and into the page's LiveBlogPosting structured data.
import { type HeadTag, type LiveCoverageItem, type LiveItemProps, liveItemDate } from '../../../core/index.ts';
import type { LiveItem } from '../item.ts';

function authorName(author: LiveCoverageItem['author']): string | undefined {
  const name = [author?.firstName, author?.lastName].filter(Boolean).join(' ');
  return name || author?.username || undefined;
}

/** A content API item as the socket carries it; its revision is its sequence. */
export function toLiveItem(item: LiveCoverageItem, body: { html: string; text: string }): LiveItem {
  const author = authorName(item.author);
  const published = item.displayDatePublished ?? item.datePublished;
  return {
    id: item.id,
    sequence: item.sequence ?? 0,
    revision: item.sequence ?? 0,
    ...(item.headline ? { headline: item.headline } : {}),
    html: body.html,
    text: body.text,
    ...(author ? { author } : {}),
    important: item.important === true,
    pinned: item.pinned === true,
    ...(published ? { datePublished: new Date(published).toISOString() } : {}),
    ...(item.dateUpdated ? { dateUpdated: new Date(item.dateUpdated).toISOString() } : {}),
  };
}

/** A published item as the core's LiveItem component renders it. */
export function toItemProps(item: LiveItem, now: Date): LiveItemProps {
  const date = liveItemDate(item.datePublished, now);
  return {
    id: item.id,
    sequence: item.sequence,
    body: { html: item.html },
    pinned: item.pinned,
    important: item.important,
    ...(item.headline ? { headline: item.headline } : {}),
    ...(item.author ? { author: { name: item.author, medicalReviewer: false } } : {}),
    ...(date ? { date } : {}),
  };
}

/** The page's items with the published ones merged in, newest first. */
export function mergePageItems(pageItems: readonly LiveItemProps[], stored: readonly LiveItem[], now: Date): LiveItemProps[] {
  const byId = new Map(pageItems.map((item) => [item.id, item]));
  for (const item of stored) {
    if (item.deleted) byId.delete(item.id);
    else byId.set(item.id, toItemProps(item, now));
  }
  return [...byId.values()].sort((a, b) => b.sequence - a.sequence);
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The LiveBlogPosting of the page's JSON-LD with the store's changes applied: published
 *  updates added or replaced (by their #id URL), deleted ones left out, newest first. */
export function withPublishedUpdates(tags: HeadTag[], stored: readonly LiveItem[], headline: string): HeadTag[] {
  if (stored.length === 0) return tags;
  return tags.map((tag) => {
    if (tag.tag !== 'script' || tag.attrs.type !== 'application/ld+json' || !tag.children) return tag;
    let json: unknown;
    try {
      json = JSON.parse(tag.children);
    } catch {
      return tag;
    }
    if (!isObject(json) || json['@type'] !== 'LiveBlogPosting') return tag;
    const base = typeof json.url === 'string' ? json.url : '';
    const updates = new Map<string, JsonObject>();
    for (const update of Array.isArray(json.liveBlogUpdate) ? json.liveBlogUpdate : []) {
      if (isObject(update) && typeof update.url === 'string') updates.set(update.url, update);
    }
    for (const item of stored) {
      const url = `${base}#${encodeURIComponent(item.id)}`;
      if (item.deleted) {
        updates.delete(url);
        continue;
      }
      updates.set(url, {
        '@type': 'BlogPosting',
        headline: item.headline ?? headline,
        articleBody: item.text ?? '',
        ...(item.datePublished ? { datePublished: item.datePublished } : {}),
        ...(item.dateUpdated ? { dateModified: item.dateUpdated } : {}),
        url,
      });
    }
    const liveBlogUpdate = [...updates.values()].sort((a, b) => String(b.datePublished ?? '').localeCompare(String(a.datePublished ?? '')));
    return { ...tag, children: JSON.stringify({ ...json, liveBlogUpdate }) };
  });
}
