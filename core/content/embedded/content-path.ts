// Site paths of sample items, used when the embedded store is not given the router's
// resolver. Mirrors the route shapes of spec 000 §2.3 for the sample content.
import { isLongform } from '../classification.ts';
import { normalizeReviewType } from '../rules/review-type.ts';
import type { ItemKind } from './kinds.ts';

export type PathResolver = (kind: ItemKind, content: Record<string, unknown>) => string | undefined;

interface TopicLike {
  slug: string;
  primary?: boolean;
  topicPath?: { slug: string }[];
}

const VERTICALS = new Set(['news', 'culture', 'home', 'personal-finance', 'science', 'tech', 'health']);

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function articlePath(content: Record<string, unknown>, auto: boolean): string {
  const slug = str(content.slug);
  const section = str(content.section);
  const longform = isLongform({ type: str(content.type) });
  if (section === 'commercial') {
    if (auto) return `/paid-content/roadshow/news/${slug}/`;
    return longform ? `/paid-content/features/${slug}/` : `/paid-content/news/${slug}/`;
  }
  if (auto) return longform ? `/roadshow/news/features/${slug}/` : `/roadshow/news/${slug}/`;
  if (section === 'how_to') return `/how-to/${slug}/`;
  if (str(content.type).toLowerCase().startsWith('deals') || section === 'deals')
    return longform ? `/deals/features/${slug}/` : `/deals/${slug}/`;
  const vertical = VERTICALS.has(section) ? section : 'news';
  if (longform) return `/${vertical}/features/${slug}/`;
  const topics = (Array.isArray(content.topics) ? content.topics : []) as TopicLike[];
  const topic = topics.find((entry) => entry.primary) ?? topics[0];
  const parents = topic?.topicPath ?? [];
  const clean = (value: string) => (vertical === 'home' ? value.replace(/^home-/, '') : value);
  if (!topic || parents.length === 0) return `/${vertical}/${slug}/`;
  if (parents.length === 1) return `/${vertical}/${clean(topic.slug)}/${slug}/`;
  const parent = parents[parents.length - 1]?.slug ?? '';
  if (vertical === 'personal-finance') return `/personal-finance/${parent}/${topic.slug}/${slug}/`;
  return `/${vertical}/${clean(parent)}/${slug}/`;
}

/** Default site path of an item of `kind`. */
export const defaultContentPath: PathResolver = (kind, content) => {
  const auto = str(content.site) === 'roadshow';
  const slug = str(content.slug);
  const prefix = auto ? '/roadshow' : '';
  switch (kind) {
    case 'article':
      return articlePath(content, auto);
    case 'livearticle':
      return `/${str(content.type).toLowerCase().startsWith('deals') ? 'deals' : 'news'}-live/${slug}/`;
    case 'review': {
      const type = normalizeReviewType(str(content.reviewType)) ?? 'review';
      return `${prefix}/reviews/${slug}-${type}/`;
    }
    case 'product':
      return auto ? `/roadshow/auto/${slug}/` : `/reviews/${slug}/`;
    case 'gallery':
      return `${prefix}/pictures/${slug}/`;
    case 'video':
      return `${prefix}/videos/${slug}/`;
    case 'static':
      return str(content.url) || `/${slug}/`;
    case 'topic':
      return auto ? `/roadshow/${slug}/` : `/topics/${slug}/`;
    case 'tag':
      return `/tags/${slug}/`;
    case 'collection':
      return `/collections/${slug}/`;
    case 'author':
      return `/profiles/${str(content.username).toLowerCase()}/`;
    case 'feature':
      return slug === 'home' ? `${prefix}/` : `/feature/${slug}/`;
    default:
      return undefined;
  }
};
