// SEO inputs shared by the article-like pages: what a content item says for its page
// (canonical URL, description, image, dates), absolute URLs, the publisher, the social and
// structured-data images (only valid ones), the article structured data and breadcrumbs.
import type { PageContext } from '../../../context.ts';
import { toUtcString } from '../../../content/rules/dates.ts';
import type { DatedContent } from '../../../content/rules/preferred-date.ts';
import { primaryTopic } from '../../../content/rules/topic.ts';
import type { Image } from '../../../content/schemas/image.ts';
import type { Topic } from '../../../content/schemas/taxonomy.ts';
import type { HeadTag } from '../../../page-data.ts';
import type { BylineAuthor } from '../../../render/components/article/article-props.ts';
import { type SeoInput, seoHeadTags } from '../../../seo/seo-tags.ts';
import { type ArticleInput, type JsonLd, type PersonInput, breadcrumbList, SEO_IMAGE_SIZES } from '../../../seo/structured-data.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { topicHref } from './frame.ts';
import { optional } from './optional.ts';
import { absoluteUrl, isSitePath, publisher, presetImagePath, publisherLogoPath, socialImage } from '../site-urls.ts';

export { absoluteUrl, isSitePath, publisher, publisherLogoPath, socialImage };

export function people(services: LoaderServices, authors: BylineAuthor[]): PersonInput[] {
  return authors.map((author) => (author.href ? { name: author.name, url: absoluteUrl(services, author.href) } : { name: author.name }));
}

/** What the head and the structured data of an article-like page say of it. */
export interface ArticleSeo {
  /** The absolute canonical URL. */
  url: string;
  description?: string | undefined;
  /** The image of the social tags and the structured data: a valid one only (spec 000 §5). */
  image?: Image | undefined;
  published?: string | undefined;
  modified?: string | undefined;
}

/** What a content item says for its page: canonical URL, description (the SEO
 *  description, then the dek), image and dates (the display dates first, spec 000 §3). */
export function contentSeo(
  ctx: PageContext,
  services: LoaderServices,
  content: DatedContent & { canonicalUrl?: string; dek?: string; image?: Image; seoMetaDescription?: string; seoOgDescription?: string },
): ArticleSeo {
  return {
    url: canonicalUrl(ctx, services, content.canonicalUrl),
    description: descriptionOf(content, content.dek),
    image: content.image,
    published: toUtcString(content.displayDatePublished ?? content.datePublished),
    modified: toUtcString(content.displayDateUpdated ?? content.dateUpdated),
  };
}

/** The structured data every article-like page shares: headline, URL, authors, the three
 *  image sizes, description, dates and section. */
export function articleData(services: LoaderServices, seo: ArticleSeo, page: { headline: string; authors: BylineAuthor[]; section?: string | undefined }): ArticleInput {
  return {
    headline: page.headline,
    url: seo.url,
    authors: people(services, page.authors),
    images: structuredImages(services, seo.image),
    ...optional('description', seo.description),
    ...optional('datePublished', seo.published),
    ...optional('dateModified', seo.modified),
    ...optional('section', page.section),
  };
}

/** The three structured-data image sizes, 1200x675, 1200x900, 1200x1200 (spec 000 §9). */
export function structuredImages(services: LoaderServices, image: Image | undefined): string[] {
  const urls: string[] = [];
  for (const size of SEO_IMAGE_SIZES) {
    const path = presetImagePath(services, image, size.preset);
    if (path) urls.push(absoluteUrl(services, path));
  }
  return urls;
}

/** The page's absolute canonical URL: the content's canonical path when it is a path of
 *  this site, else the request path. */
export function canonicalUrl(ctx: PageContext, services: LoaderServices, contentCanonical: string | undefined): string {
  if (contentCanonical?.startsWith('/') && !contentCanonical.startsWith('//') && services.project.router.match(contentCanonical)) {
    return absoluteUrl(services, contentCanonical);
  }
  return absoluteUrl(services, ctx.request.path);
}

/** Home, the primary topic's ancestors and the topic, then the page itself. */
export function breadcrumbs(ctx: PageContext, services: LoaderServices, topics: Topic[] | undefined, page: { name: string; url: string }): JsonLd | undefined {
  const items = [{ name: ctx.site.name, url: absoluteUrl(services, ctx.site.prefix) }];
  const topic = primaryTopic(topics);
  for (const entry of topic ? [...(topic.topicPath ?? []), topic] : []) {
    const href = topicHref(ctx, services, entry);
    if (href) items.push({ name: entry.name ?? entry.slug, url: absoluteUrl(services, href) });
  }
  items.push(page);
  return breadcrumbList(items);
}

/** The page's description: SEO description, then the dek. */
export function descriptionOf(content: { seoMetaDescription?: string; seoOgDescription?: string }, fallback: string | undefined): string | undefined {
  return content.seoMetaDescription || fallback || content.seoOgDescription || undefined;
}

export interface SocialContent {
  seoOgTitle?: string;
  seoOgDescription?: string;
  seoOgImage?: Image;
  seoTwitterCreator?: string;
  seoNewsKeywords?: string;
  noIndex?: boolean;
}

/** Head tags: Open Graph from the SEO fields when set, empty values omitted (seo-tags). */
export function headTags(ctx: PageContext, services: LoaderServices, content: SocialContent, input: Omit<SeoInput, 'siteName'>): HeadTag[] {
  const image = socialImage(services, content.seoOgImage) ?? input.image;
  const tags: SeoInput = {
    ...input,
    siteName: ctx.site.name,
    title: input.title,
  };
  if (image) tags.image = image;
  else delete tags.image;
  if (content.noIndex) tags.noIndex = true;
  if (content.seoNewsKeywords) tags.keywords = content.seoNewsKeywords;
  if (content.seoTwitterCreator) tags.twitterCreator = content.seoTwitterCreator;
  const head = seoHeadTags(tags);
  // Open Graph may carry its own title and description (spec 000 §3 seoOg* fields).
  return head.map((tag) => {
    if (tag.tag !== 'meta') return tag;
    if (content.seoOgTitle && tag.attrs.property === 'og:title') return { ...tag, attrs: { ...tag.attrs, content: content.seoOgTitle } };
    if (content.seoOgDescription && tag.attrs.property === 'og:description') return { ...tag, attrs: { ...tag.attrs, content: content.seoOgDescription } };
    return tag;
  });
}
