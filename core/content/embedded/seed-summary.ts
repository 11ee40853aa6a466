// What lists and feeds show of a content item: the feeds it belongs to (spec 000 §9 feed
// names) and its ContentLink summary, worked out once at seed time.
import type { FeedName } from '../api-words.ts';
import type { ContentLink } from '../schemas/content-list.ts';
import type { ItemKind } from './kinds.ts';
import type { SeedItem } from './seed-item.ts';

export function feedsOf(kind: ItemKind, data: Record<string, unknown>): FeedName[] {
  switch (kind) {
    case 'article': {
      const feeds: FeedName[] = ['article'];
      if (data.section === 'news') feeds.push('news');
      if (data.section === 'how_to') feeds.push('how-to');
      if (String(data.type ?? '').startsWith('Best List')) feeds.push('best');
      return feeds;
    }
    case 'livearticle':
      return ['updating_story'];
    case 'review':
      return ['review'];
    case 'gallery':
      return ['gallery'];
    case 'video':
      return ['video'];
    case 'static':
      return ['static'];
    default:
      return [];
  }
}

export function summaryOf(item: SeedItem): ContentLink {
  const data = item.data;
  const image = (data.image ?? data.promoImage) as ContentLink['image'];
  const author = data.author as ContentLink['author'];
  const link: ContentLink = {
    id: item.id,
    slug: item.slug,
    title: String(data.promoHed ?? data.headline ?? data.title ?? data.name ?? item.slug),
    type: typeof data.type === 'string' ? data.type : item.kind,
    typeName: item.typeName,
    url: item.url ?? `/${item.slug}/`,
  };
  const description = data.promoDek ?? data.dek ?? data.description;
  if (typeof description === 'string') link.description = description;
  if (image) link.image = image;
  if (typeof data.section === 'string') link.section = data.section;
  if (item.datePublished) link.datePublished = item.datePublished;
  if (item.dateUpdated) link.dateUpdated = item.dateUpdated;
  if (author) link.author = author;
  if (typeof data.rating === 'number') link.rating = data.rating;
  if (typeof data.duration === 'number') link.duration = data.duration;
  return link;
}
