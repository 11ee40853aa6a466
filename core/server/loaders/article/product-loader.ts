// The 'product' page: a tech product (or a car on the auto brand) with its price
// summary, resellers, specs and related reviews (the page's ContentList, rendered as a
// page component); /roadshow/auto/{slug}/specs shows specs only.
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { PageContext } from '../../../context.ts';
import type { ProductPageProps } from '../../../render/components/article/article-props.ts';
import { product as productJsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { toComponentViews } from '../page-components.ts';
import { offersWithFallback, priceSummaryProps, resellerProps } from './commerce.ts';
import { articleLikePage } from './article-page.ts';
import { ARTICLE_COLUMN_WIDTH, HERO_IMAGE_PRESET, imageProps } from './frame.ts';
import { optional } from './optional.ts';
import { contentItem, safeParam } from './request.ts';
import { absoluteUrl, structuredImages } from './seo.ts';

export async function loadProduct(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ProductPageProps>> {
  const { item: product, page } = await contentItem(ctx, services, { type: 'products', slug: safeParam(ctx, 'slug'), kind: 'TechProduct' });
  const list = page.components.find((entry) => isComponentOf(entry, 'ContentList'));
  const specsOnly = ctx.route.name.endsWith('-specs');
  const image = product.images?.[0];
  const resellers = product.resellers;

  const props: ProductPageProps = {
    productName: product.name,
    specs: (product.attributes ?? []).filter((attribute) => attribute.val.length > 0).map((attribute) => ({ name: attribute.name, value: attribute.val.join(', ') })),
    specsOnly,
    resellers: resellerProps(resellers),
    // The reviews list renders as a page component; the specs page has none.
    components: list && !specsOnly && isComponentOf(list, 'ContentList') && list.data.items.length > 0 ? toComponentViews([list], ctx, services) : [],
    ...optional('manufacturer', product.manufacturer?.name),
    ...optional('description', product.description),
    ...optional('priceSummary', priceSummaryProps(product.priceSummary, resellers)),
    header: {
      headline: specsOnly ? `${product.name} specs` : product.name,
      authors: [],
      ...optional('dek', product.description),
      ...optional('hero', imageProps(image, HERO_IMAGE_PRESET, services, ARTICLE_COLUMN_WIDTH)),
    },
    tags: [],
    topics: [],
    related: [],
    // Products are sold through resellers: the affiliate disclosure shows with them.
    affiliateDisclosure: resellerProps(resellers).length > 0,
    adsSuppressed: false,
  };

  // The request path is canonical: the content's own canonicalUrl names the review door.
  const url = absoluteUrl(services, ctx.request.path);
  const productOffers = offersWithFallback(resellers, product.priceSummary, { url, seller: product.manufacturer?.name ?? ctx.site.name });
  return articleLikePage(ctx, services, {
    props,
    // A product has no SEO fields of its own, nor topics: its breadcrumbs are home and itself.
    content: {},
    seo: { url, description: product.description, image },
    type: 'product',
    structuredData: [
      productOffers.length > 0
        ? productJsonLd({
            name: product.name,
            url,
            images: structuredImages(services, image),
            offers: productOffers,
            ...optional('description', product.description),
            ...optional('brand', product.manufacturer?.name),
          })
        : undefined,
    ],
  });
}
