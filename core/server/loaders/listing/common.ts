// Shared pieces of the listing loaders: card images, story cards, and how a listing page
// ends (its title and SEO head).
import type { PageContext } from '../../../context.ts';
import { isPaidContentPath } from '../../../routing/route-for-content.ts';
import { readDate } from '../../../content/rules/dates.ts';
import { formatDisplayDate } from '../../../content/rules/date-display.ts';
import { formatDuration } from '../../../content/rules/duration.ts';
import { fullName } from '../../../content/rules/author.ts';
import { isValidRating } from '../../../content/rules/review-type.ts';
import type { ContentLink, ContentList } from '../../../content/schemas/content-list.ts';
import type { TypedComponent } from '../../../content/schemas/page.ts';
import type { Image } from '../../../content/schemas/image.ts';
import type { HeadTag } from '../../../page-data.ts';
import { type LoadMoreData, loadMoreLinkSite } from '../../../render/components/listing/load-more.ts';
import type { BreadcrumbData, CardImage, PaginationData, StoryCardData } from '../../../render/components/listing/story-card-data.ts';
import { type SeoInput, seoHeadTags } from '../../../seo/seo-tags.ts';
import { breadcrumbList, type JsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { absoluteUrl, isListedPath, isSitePath, presetImage, publicOrigin, publisher, socialImage } from '../site-urls.ts';

/** Image presets of listing cards and of social tags (spec 000 §9). */
export const CARD_IMAGE_PRESET = 'wide_360';
export const LEAD_IMAGE_PRESET = 'hero';

const TYPE_LABELS: Readonly<Record<string, string>> = {
  content_review: 'Review',
  content_video: 'Video',
  content_gallery: 'Gallery',
  content_updating_story: 'Live',
  content_product: 'Product',
};

/** The widest a door's lead picture is shown (CSS px): 60 % of the 1440 px layout less
 *  its 1 rem sides from 768 px up, the whole width below (`.front-door__lead`). */
export const LEAD_IMAGE_WIDTH = 845;

/** A card image when the image is valid (spec 000 §5), else undefined; its box is always
 *  given. `columnWidth`: the widest the page shows it (see presetImage). */
export function cardImage(image: Image | undefined, services: LoaderServices, preset = CARD_IMAGE_PRESET, columnWidth?: number): CardImage | undefined {
  const found = presetImage(services, image, preset, columnWidth);
  return found && { ...found, width: found.width ?? 0, height: found.height ?? 0 };
}

/** The story card of a content link; a link off the site points home. */
export function storyCard(link: ContentLink, services: LoaderServices, now: Date, preset = CARD_IMAGE_PRESET, columnWidth?: number): StoryCardData {
  const image = cardImage(link.image, services, preset, columnWidth);
  const dateValue = link.dateUpdated ?? link.datePublished;
  const date = readDate(dateValue);
  const byline = link.author ? fullName(link.author) : '';
  const label = link.typeName ? TYPE_LABELS[link.typeName] : undefined;
  return {
    id: link.id ?? link.slug,
    title: link.title,
    url: isSitePath(link.url) ? link.url : '/',
    ...(link.description ? { description: link.description } : {}),
    ...(image ? { image } : {}),
    ...(label ? { label } : {}),
    ...(isPaidContentPath(link.url) ? { sponsored: true } : {}),
    ...(byline ? { byline } : {}),
    ...(date ? { date: formatDisplayDate(date, now), dateTime: date.toISOString() } : {}),
    ...(typeof link.rating === 'number' ? { rating: link.rating } : {}),
    ...(typeof link.duration === 'number' ? { duration: formatDuration(link.duration) } : {}),
  };
}

/** spec 000 §5: ratings are 0 to 10; anything else is not shown. */
function validRating(story: StoryCardData): StoryCardData {
  if (story.rating === undefined || isValidRating(story.rating)) return story;
  const { rating: _rating, ...rest } = story;
  return rest;
}

/** The story cards of a list's items, as every list shows them (a listing page, a page
 *  component's list, the stories "Load more" appends): links off the site are left out. */
export function storyCards(list: Pick<ContentList, 'items'> | undefined, services: LoaderServices, now: Date): StoryCardData[] {
  return (list?.items ?? []).filter((link) => isSitePath(link.url)).map((link) => validRating(storyCard(link, services, now)));
}

/** "Load more" of a list component with a next link the load-more endpoint follows (spec
 *  000 §4: loading a component with a next link appends items); `href` is the next page's
 *  site path, for readers without JavaScript. */
export function loadMoreOf(component: Pick<TypedComponent, 'links'>, href: string | undefined): LoadMoreData | undefined {
  const link = component.links?.next;
  if (!link || !loadMoreLinkSite(link)) return undefined;
  return { link, ...(href ? { href } : {}) };
}

export interface ListingHeadInput {
  ctx: PageContext;
  services: LoaderServices;
  title: string;
  description?: string;
  /** Canonical site path of this page. */
  path: string;
  pagination?: PaginationData | undefined;
  breadcrumbs?: BreadcrumbData[];
  image?: Image | undefined;
  type?: string;
  noIndex?: boolean;
  structuredData?: (JsonLd | undefined)[];
}

/** Canonical, Open Graph, Twitter, rel prev/next and BreadcrumbList of a listing page. */
export function listingHead(input: ListingHeadInput): HeadTag[] {
  const { services, pagination } = input;
  const image = socialImage(services, input.image);
  const seo: SeoInput = {
    title: input.title,
    siteName: input.ctx.site.name,
    canonicalUrl: absoluteUrl(services, input.path),
    type: input.type ?? 'website',
    ...(input.description ? { description: input.description } : {}),
    ...(image ? { image, imageAlt: input.image?.alt ?? input.title } : {}),
    ...(pagination?.prev ? { relPrev: absoluteUrl(services, pagination.prev) } : {}),
    ...(pagination?.next ? { relNext: absoluteUrl(services, pagination.next) } : {}),
    ...(input.noIndex ? { noIndex: true } : {}),
    structuredData: [
      ...(input.structuredData ?? []),
      breadcrumbList((input.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, url: absoluteUrl(services, crumb.url) }))),
    ],
  };
  return seoHeadTags(seo);
}

export interface ListingPageInput<Props extends object> extends Omit<ListingHeadInput, 'title'> {
  props: Props;
  /** The page's heading; past page 1 its title says which page it is. */
  heading: string;
  page?: number;
}

/** How every listing page ends: its title and head tags, around its props. */
export function listingPage<Props extends object>({ props, heading, page = 1, ...head }: ListingPageInput<Props>): LoadedPage<Props> {
  const title = page > 1 ? `${heading} - Page ${page}` : heading;
  return { title, props, head: listingHead({ ...head, title }) };
}

/** Home crumb of the brand, then the given trail. */
export function breadcrumbsOf(ctx: PageContext, trail: BreadcrumbData[]): BreadcrumbData[] {
  return [{ name: ctx.site.name, url: ctx.site.prefix }, ...trail];
}

/** "personal-finance" → "Personal Finance"; a known label wins. */
export function humanise(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export { absoluteUrl, isListedPath, isSitePath, publicOrigin, publisher, socialImage };

