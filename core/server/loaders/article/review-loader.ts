// The 'review' page: reviews and previews (first takes), and their replay form. Rating,
// sub-ratings, good/bad from pros/cons, bottom line, editors' choice, price, resellers.
import { redirect, slugError } from '../../../content/errors.ts';
import { formatShortDate } from '../../../content/rules/date-display.ts';
import { toUtcString } from '../../../content/rules/dates.ts';
import { splitProsCons } from '../../../content/rules/pros-cons.ts';
import { isValidRating, normalizeReviewType } from '../../../content/rules/review-type.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { PageContext } from '../../../context.ts';
import type { ReviewPageProps } from '../../../render/components/article/article-props.ts';
import { article as articleJsonLd, faqPage, product as productJsonLd, review as reviewJsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { articleLikePage } from './article-page.ts';
import { authorBio } from './author-bio.ts';
import { bodyFrame, renderPageBody } from './body.ts';
import { offersWithFallback, priceSummaryProps, resellerProps } from './commerce.ts';
import { articleHeader, frameLinks } from './frame.ts';
import { optional } from './optional.ts';
import { productPath } from './product-path.ts';
import { contentItem, safeParam } from './request.ts';
import { absoluteUrl, articleData, contentSeo, publisher, structuredImages } from './seo.ts';

export async function loadReview(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ReviewPageProps>> {
  const slug = safeParam(ctx, 'slug');
  const routeType = normalizeReviewType(safeParam(ctx, 'type'));
  if (!routeType) throw slugError(ctx.route.params.type ?? '', 'type', 'is not a review type');
  const { item: review, page } = await contentItem(ctx, services, { type: 'reviews', slug, kind: 'Review' });
  const techProduct = page.components.find((entry) => isComponentOf(entry, 'TechProduct'));
  const product = isComponentOf(techProduct, 'TechProduct') ? techProduct.data : undefined;

  // A review answers on its own type only: /x-preview/ of a full review moves to /x-review/.
  const contentType = normalizeReviewType(review.reviewType ?? review.type) ?? 'review';
  if (contentType !== routeType) throw redirect(services.project.router.urlFor(ctx.route.name, { ...ctx.route.params, type: contentType }));

  const now = new Date();
  const headline = review.headline ?? review.title ?? review.slug;
  const productName = review.preferredProductName || product?.name || review.relatedProduct?.product?.name || review.title || headline;
  const rendered = renderPageBody(ctx, services, review.body ?? '', review);
  const resellers = product?.resellers ?? review.relatedProduct?.resellers;
  const rating = isValidRating(review.rating) ? review.rating : undefined;
  const productSlug = product?.slug ?? review.relatedProduct?.product?.slug;
  const props: ReviewPageProps = {
    reviewType: contentType,
    replay: ctx.route.meta.replay === true,
    productName,
    subRatings: (review.subRatings ?? []).filter((entry) => isValidRating(entry.rating)).map((entry) => ({ name: entry.name, rating: entry.rating })),
    good: splitProsCons(review.good),
    bad: splitProsCons(review.bad),
    resellers: resellerProps(resellers),
    body: rendered.body,
    header: articleHeader(ctx, services, review, { headline, now, hero: review.image }),
    ...optional('rating', rating),
    ...optional('bottomLine', review.bottomLine),
    ...(review.editorsChoice ? { editorsChoice: editorsChoiceDate(review.editorsChoiceDate) } : {}),
    ...optional('priceSummary', priceSummaryProps(product?.priceSummary, resellers)),
    ...optional('productHref', productSlug ? productPath(ctx, services, productSlug) : undefined),
    ...(await frameLinks(ctx, services, review, now)),
    ...bodyFrame(rendered),
    ...optional('authorBio', authorBio(review, services)),
    // Disclosure when the body says so or the product is sold through resellers.
    affiliateDisclosure: rendered.body.affiliateDisclosure || hasResellers(resellers),
  };

  const seo = contentSeo(ctx, services, review);
  const productUrl = props.productHref ? absoluteUrl(services, props.productHref) : seo.url;
  const productOffers = offersWithFallback(resellers, product?.priceSummary, { url: productUrl, seller: product?.manufacturer?.name ?? ctx.site.name });
  const productId = `${productUrl}#product`;
  const reviewArticle = articleData(services, seo, { headline, authors: props.header.authors });
  return articleLikePage(ctx, services, {
    props,
    content: review,
    toc: rendered.toc,
    seo,
    structuredData: [
      // A preview (first take) has no rating, so no Review markup: it is still an Article.
      reviewJsonLd(
        {
          ...reviewArticle,
          itemName: productName,
          pros: props.good,
          cons: props.bad,
          ...optional('rating', rating),
          ...(productOffers.length > 0 ? { product: { id: productId, offers: productOffers } } : {}),
        },
        publisher(ctx, services),
      ) ?? articleJsonLd(reviewArticle, publisher(ctx, services), 'Article'),
      productOffers.length > 0
        ? productJsonLd({
            id: productId,
            name: productName,
            url: productUrl,
            images: structuredImages(services, product?.images?.[0] ?? review.image),
            offers: productOffers,
            ...optional('description', product?.description),
            ...optional('brand', product?.manufacturer?.name ?? review.relatedProduct?.manufacturer?.name),
          })
        : undefined,
      faqPage(rendered.faq),
    ],
  });
}

/** The editors' choice award date, shown like every other date on the site. */
function editorsChoiceDate(value: string | undefined): NonNullable<ReviewPageProps['editorsChoice']> {
  const iso = toUtcString(value);
  return iso ? { date: formatShortDate(value), iso } : {};
}

function hasResellers(resellers: readonly unknown[] | undefined): boolean {
  return (resellers?.length ?? 0) > 0;
}
