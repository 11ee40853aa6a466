// The parts every article-like page shows around its content: byline, display date,
// hero image, tag and topic links, related links. Display strings are computed here so
// the server render and the hydrating browser agree (spec 000 §9 date display).
import type { PageContext } from '../../../context.ts';
import { formatDisplayDate, formatLiveItemDate, formatLongDate } from '../../../content/rules/date-display.ts';
import { toUtcString } from '../../../content/rules/dates.ts';
import { authorProfilePath, fullName, isMedicalReviewer, isValidAuthor, twitterHandle } from '../../../content/rules/author.ts';
import { type DatedContent, preferredDate } from '../../../content/rules/preferred-date.ts';
import { primaryTopic } from '../../../content/rules/topic.ts';
import type { Image } from '../../../content/schemas/image.ts';
import type { Author } from '../../../content/schemas/people.ts';
import type { Collection, Tag, Topic } from '../../../content/schemas/taxonomy.ts';
import { pageMerchandising } from './merchandising.ts';
import type { ArticleFrameProps, ArticleHeaderProps, BylineAuthor, DisplayDate, ImageProps, LinkItem } from '../../../render/components/article/article-props.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { SEAMLESS_LIMIT } from '../../../content/api-words.ts';
import { optional } from './optional.ts';
import { siteOf } from '../content-request.ts';
import { routeContentRequest } from './request.ts';
import { isSitePath, presetImage } from '../site-urls.ts';
import { brandFacts } from '../../../config/brand-facts.ts';
import { routeNameOn } from '../../../routing/route-table.ts';
import { isPaidContentPath } from '../../../routing/route-for-content.ts';

/** Image preset of the hero image on article-like pages. */
export const HERO_IMAGE_PRESET = 'hero';

export function bylineAuthor(author: Author | undefined): BylineAuthor | undefined {
  if (!isValidAuthor(author)) return undefined;
  const name = fullName(author) || author.username;
  const entry: BylineAuthor = { name, medicalReviewer: isMedicalReviewer(author) };
  const href = authorProfilePath(author);
  if (href) entry.href = href;
  const twitter = twitterHandle(author);
  if (twitter) entry.twitter = twitter;
  if (author.title) entry.title = author.title;
  return entry;
}

/** The author, then more authors; invalid authors (no username) are left out. */
export function byline(content: { author?: Author; moreAuthors?: Author[] }): BylineAuthor[] {
  const seen = new Set<string>();
  const out: BylineAuthor[] = [];
  for (const author of [content.author, ...(content.moreAuthors ?? [])]) {
    const entry = bylineAuthor(author);
    if (!entry || seen.has(entry.href ?? entry.name)) continue;
    seen.add(entry.href ?? entry.name);
    out.push(entry);
  }
  return out;
}

/** A date for display: relative under 10 days, else Pacific time (spec 000 §9). */
export function displayDate(value: string | Date | undefined, label: DisplayDate['label'], now: Date, format = formatDisplayDate): DisplayDate | undefined {
  const iso = toUtcString(value);
  if (!iso) return undefined;
  return { iso, display: format(iso, now), long: formatLongDate(iso), label };
}

/** A live coverage item's publication date: today's show the date alone, the time is in
 *  the tooltip (formatLiveItemDate). */
export function liveItemDate(value: string | Date | undefined, now: Date): DisplayDate | undefined {
  return displayDate(value, 'Published', now, formatLiveItemDate);
}

/** The preferred date (spec 000 §3): labelled Updated when an update is what it shows. */
export function preferredDisplayDate(content: DatedContent, now: Date): DisplayDate | undefined {
  if (!content.datePublished && !content.dateUpdated && !content.displayDatePublished && !content.displayDateUpdated) return undefined;
  const date = preferredDate(content, 'default', () => now);
  const published = toUtcString(content.displayDatePublished ?? content.datePublished);
  const label = published !== undefined && toUtcString(date) !== published ? 'Updated' : 'Published';
  return displayDate(date, label, now);
}

/** The widest an article page's column is (CSS px: `.article-page`, 60rem on wide
 *  layouts, 46rem otherwise): its hero, a video's poster and a product's picture are
 *  never shown wider. */
export const ARTICLE_COLUMN_WIDTH = 960;

/** Image props through the image URL builder, with caption and credits; invalid images
 *  are never used. `columnWidth`: the widest the page shows it (see presetImage). */
export function imageProps(image: Image | undefined, preset: string, services: LoaderServices, columnWidth?: number): ImageProps | undefined {
  const found = presetImage(services, image, preset, columnWidth);
  if (!found || !image) return undefined;
  return {
    src: found.src,
    alt: found.alt,
    ...optional('caption', image.caption),
    ...optional('credits', image.credits),
    ...(found.width ? { width: found.width } : {}),
    ...(found.height ? { height: found.height } : {}),
    ...(found.srcSet ? { srcSet: found.srcSet } : {}),
    ...(found.sizes ? { sizes: found.sizes } : {}),
  };
}

function pathFor(services: LoaderServices, name: string, params: Record<string, string>): string | undefined {
  try {
    return services.project.router.urlFor(name, params);
  } catch {
    return undefined;
  }
}

export function topicHref(ctx: PageContext, services: LoaderServices, topic: Pick<Topic, 'slug'>): string | undefined {
  return pathFor(services, routeNameOn(brandFacts(ctx.site).routeSet, 'topic'), { slug: topic.slug });
}

export function topicLinks(ctx: PageContext, services: LoaderServices, topics: Topic[] | undefined): LinkItem[] {
  const links: LinkItem[] = [];
  for (const topic of topics ?? []) {
    const href = topicHref(ctx, services, topic);
    if (href) links.push({ title: topic.name ?? topic.slug, href });
  }
  return links;
}

export function tagLinks(services: LoaderServices, tags: Tag[] | undefined): LinkItem[] {
  const links: LinkItem[] = [];
  for (const tag of tags ?? []) {
    const href = pathFor(services, 'tag', { slug: tag.slug });
    if (href) links.push({ title: tag.name ?? tag.slug, href });
  }
  return links;
}

export function kickerFor(ctx: PageContext, services: LoaderServices, topics: Topic[] | undefined): LinkItem | undefined {
  const topic = primaryTopic(topics);
  if (!topic) return undefined;
  const href = topicHref(ctx, services, topic);
  return href ? { title: topic.name ?? topic.slug, href } : undefined;
}

/** Related links from the seamless recommendations. They are an extra: a failure is
 *  logged and the page renders without them. */
export async function relatedLinks(ctx: PageContext, services: LoaderServices, content: { slug: string; id: string }): Promise<LinkItem[]> {
  try {
    const list = await services.content.getSeamless(
      { site: siteOf(ctx.site), slug: content.slug, contentId: content.id, limit: SEAMLESS_LIMIT },
      routeContentRequest(ctx, services),
    );
    return list.items
      .filter((item) => isSitePath(item.url) && item.slug !== content.slug)
      .slice(0, SEAMLESS_LIMIT)
      .map((item) => ({ title: item.title, href: item.url, ...(isPaidContentPath(item.url) ? { sponsored: true as const } : {}) }));
  } catch (error) {
    ctx.log.warn({ err: error, slug: content.slug }, 'related links unavailable');
    return [];
  }
}

/** What an article-like header reads from its content item. */
export interface HeaderContent extends DatedContent {
  author?: Author;
  moreAuthors?: Author[];
  dek?: string;
  topics?: Topic[];
}

/** The header of an article-like page: headline, byline, dek, kicker (the primary topic),
 *  the preferred date, and the hero image where the page leads with one. */
export function articleHeader(
  ctx: PageContext,
  services: LoaderServices,
  content: HeaderContent,
  header: { headline: string; now: Date; hero?: Image | undefined; sponsored?: boolean },
): ArticleHeaderProps {
  return {
    headline: header.headline,
    authors: byline(content),
    ...optional('dek', content.dek),
    ...optional('kicker', kickerFor(ctx, services, content.topics)),
    ...optional('date', preferredDisplayDate(content, header.now)),
    ...optional('hero', imageProps(header.hero, HERO_IMAGE_PRESET, services, ARTICLE_COLUMN_WIDTH)),
    ...(header.sponsored ? { sponsored: true } : {}),
  };
}

/** What follows the content: its tags, its topics, the related stories, and the brand's
 *  promotions and widgets for its topics and collections today. */
export async function frameLinks(
  ctx: PageContext,
  services: LoaderServices,
  content: { slug: string; id: string; tags?: Tag[]; topics?: Topic[]; collections?: Collection[] },
  now: Date,
): Promise<Pick<ArticleFrameProps, 'tags' | 'topics' | 'related' | 'merchandising'>> {
  return {
    tags: tagLinks(services, content.tags),
    topics: topicLinks(ctx, services, content.topics),
    related: await relatedLinks(ctx, services, content),
    merchandising: pageMerchandising(ctx.site.merchandising, content, now),
  };
}
