// The 'gallery' page: items in order, paged by the optional page segment (a page past
// the end is a 404), and the affiliate disclosure rule of spec 000 §3 Gallery.
import { ContentNotFoundError, notFound } from '../../../content/errors.ts';
import { toUtcString } from '../../../content/rules/dates.ts';
import { needsAffiliateDisclosure } from '../../../content/rules/media.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { PageContext } from '../../../context.ts';
import type { GalleryItemProps, GalleryPageProps } from '../../../render/components/article/article-props.ts';
import { article as articleJsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { pagePath, requestedPage } from '../paging.ts';
import { renderInlineBody } from './body.ts';
import { byline, HERO_IMAGE_PRESET, imageProps, kickerFor, preferredDisplayDate, relatedLinks, tagLinks, topicLinks } from './frame.ts';
import { optional } from './optional.ts';
import { contentRequest, safeParam, siteOf } from './request.ts';
import { absoluteUrl, breadcrumbs, descriptionOf, headTags, people, publisher, socialImage, structuredImages } from './seo.ts';

/** Gallery items per page. */
export const GALLERY_PAGE_SIZE = 10;
/** Image preset of gallery items. */
export const GALLERY_IMAGE_PRESET = 'wide_980';

export async function loadGallery(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<GalleryPageProps>> {
  const slug = safeParam(ctx, 'slug');
  const pageNumber = requestedPage(ctx, services);
  const page = await services.content.getPage({ site: siteOf(ctx), type: 'galleries', id: slug, contentOnly: true }, contentRequest(ctx, services));
  const component = page.components.find((entry) => isComponentOf(entry, 'Gallery'));
  if (!isComponentOf(component, 'Gallery')) throw notFound();
  const gallery = component.data;
  const ordered = [...gallery.items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const pageCount = Math.max(1, Math.ceil(ordered.length / GALLERY_PAGE_SIZE));
  if (pageNumber > pageCount) throw new ContentNotFoundError(`gallery ${slug} has ${pageCount} page(s), not ${pageNumber}`);
  const now = new Date();
  const headline = gallery.headline ?? gallery.title ?? gallery.slug;
  const authors = byline(gallery);

  const first = (pageNumber - 1) * GALLERY_PAGE_SIZE;
  const items: GalleryItemProps[] = ordered.slice(first, first + GALLERY_PAGE_SIZE).map((item, index) => {
    const id = item.id ?? `${gallery.id}-${first + index}`;
    return {
      id,
      position: first + index + 1,
      ...optional('title', item.title ?? item.headline),
      ...optional('description', item.description),
      ...optional('body', item.body ? renderInlineBody(ctx, services, item.body, id, item).body : undefined),
      ...optional('image', imageProps(item.image, GALLERY_IMAGE_PRESET, services)),
      ...optional('photoCredit', item.photoCredit ?? item.image?.credits),
    };
  });
  const previous = pageNumber > 1 ? pagePath(ctx, services, pageNumber - 1) : undefined;
  const next = pageNumber < pageCount ? pagePath(ctx, services, pageNumber + 1) : undefined;
  const props: GalleryPageProps = {
    items,
    itemCount: ordered.length,
    pagination: { page: pageNumber, pageCount, ...optional('previous', previous), ...optional('next', next) },
    header: {
      headline,
      authors,
      ...optional('dek', gallery.dek),
      ...optional('kicker', kickerFor(ctx, services, gallery.topics)),
      ...optional('date', preferredDisplayDate(gallery, now)),
      // The first page leads with the gallery image; later pages go straight to the items.
      ...optional('hero', pageNumber === 1 ? imageProps(gallery.image, HERO_IMAGE_PRESET, services) : undefined),
    },
    tags: tagLinks(services, gallery.tags),
    topics: topicLinks(ctx, services, gallery.topics),
    related: await relatedLinks(ctx, services, gallery),
    affiliateDisclosure: needsAffiliateDisclosure(gallery),
    adsSuppressed: false,
  };

  // Each page of a gallery is its own canonical page, chained with rel prev/next.
  const url = absoluteUrl(services, pagePath(ctx, services, pageNumber));
  const title = pageNumber > 1 ? `${headline} (page ${pageNumber})` : headline;
  const description = descriptionOf(gallery, gallery.dek);
  const published = toUtcString(gallery.displayDatePublished ?? gallery.datePublished);
  const modified = toUtcString(gallery.displayDateUpdated ?? gallery.dateUpdated);
  const head = headTags(ctx, services, gallery, {
    title,
    canonicalUrl: url,
    type: 'article',
    ...optional('description', description),
    ...optional('image', socialImage(services, gallery.image ?? ordered[0]?.image)),
    ...optional('imageAlt', (gallery.image ?? ordered[0]?.image)?.alt),
    ...optional('publishedTime', published),
    ...optional('modifiedTime', modified),
    ...optional('relPrev', previous ? absoluteUrl(services, previous) : undefined),
    ...optional('relNext', next ? absoluteUrl(services, next) : undefined),
    structuredData: [
      articleJsonLd(
        {
          headline,
          url,
          authors: people(services, authors),
          images: structuredImages(services, gallery.image ?? ordered[0]?.image),
          ...optional('description', description),
          ...optional('datePublished', published),
          ...optional('dateModified', modified),
          ...optional('section', gallery.section),
        },
        publisher(ctx, services),
        'Article',
      ),
      breadcrumbs(ctx, services, gallery.topics, { name: headline, url }),
    ],
  });
  return { title, props, head };
}
