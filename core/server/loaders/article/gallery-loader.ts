// The 'gallery' page: items in order, paged by the optional page segment (a page past
// the end is a 404), and the affiliate disclosure rule of spec 000 §3 Gallery.
import { ContentNotFoundError } from '../../../content/errors.ts';
import { needsAffiliateDisclosure } from '../../../content/rules/media.ts';
import type { PageContext } from '../../../context.ts';
import type { GalleryItemProps, GalleryPageProps } from '../../../render/components/article/article-props.ts';
import { article as articleJsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { adjacentPages, pageCount, pagePath, requestedPage } from '../paging.ts';
import { articleLikePage } from './article-page.ts';
import { renderInlineBody } from './body.ts';
import { articleHeader, frameLinks, imageProps } from './frame.ts';
import { optional } from './optional.ts';
import { contentItem, safeParam } from './request.ts';
import { absoluteUrl, articleData, contentSeo, publisher } from './seo.ts';

/** Gallery items per page. */
export const GALLERY_PAGE_SIZE = 10;
/** Image preset of gallery items. */
export const GALLERY_IMAGE_PRESET = 'wide_980';

export async function loadGallery(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<GalleryPageProps>> {
  const slug = safeParam(ctx, 'slug');
  const pageNumber = requestedPage(ctx, services);
  const { item: gallery } = await contentItem(ctx, services, { type: 'galleries', slug, kind: 'Gallery' });
  const ordered = [...gallery.items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const pages = pageCount(ordered.length, GALLERY_PAGE_SIZE);
  if (pageNumber > pages) throw new ContentNotFoundError(`gallery ${slug} has ${pages} page(s), not ${pageNumber}`);
  const now = new Date();
  const headline = gallery.headline ?? gallery.title ?? gallery.slug;

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
  const { previous, next } = adjacentPages(pageNumber, pages, (page) => pagePath(ctx, services, page));
  const props: GalleryPageProps = {
    items,
    itemCount: ordered.length,
    pagination: { page: pageNumber, pageCount: pages, ...optional('previous', previous), ...optional('next', next) },
    // The first page leads with the gallery image; later pages go straight to the items.
    header: articleHeader(ctx, services, gallery, { headline, now, hero: pageNumber === 1 ? gallery.image : undefined }),
    ...(await frameLinks(ctx, services, gallery, now)),
    affiliateDisclosure: needsAffiliateDisclosure(gallery),
    adsSuppressed: false,
  };

  const seo = {
    ...contentSeo(ctx, services, gallery),
    // Each page of a gallery is its own canonical page, chained with rel prev/next.
    url: absoluteUrl(services, pagePath(ctx, services, pageNumber)),
    image: gallery.image ?? ordered[0]?.image,
  };
  return articleLikePage(ctx, services, {
    props,
    content: gallery,
    seo,
    title: pageNumber > 1 ? `${headline} (page ${pageNumber})` : headline,
    links: {
      ...optional('relPrev', previous ? absoluteUrl(services, previous) : undefined),
      ...optional('relNext', next ? absoluteUrl(services, next) : undefined),
    },
    structuredData: [
      articleJsonLd(
        articleData(services, seo, { headline, authors: props.header.authors, section: gallery.section }),
        publisher(ctx, services),
        'Article',
      ),
    ],
  });
}
