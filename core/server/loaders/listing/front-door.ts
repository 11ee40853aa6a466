// Front doors (spec 000 §2.1): the brand front door `/{pageNumber?}/`, the auto front
// door `/roadshow/` and feature pages `/feature/{slug}/{pageNumber?}/`, all built from a
// feature layout, its top stories and the paged "Latest" list, rendered as page components.
import type { PageContext } from '../../../context.ts';
import { notFound } from '../../../content/errors.ts';
import { isComponentOf, type TypedComponent } from '../../../content/schemas/page.ts';
import { organization } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import type { FrontDoorComponentsProps } from '../../../render/components/page-components/component-page-props.ts';
import { toComponentViews } from '../page-components.ts';
import { pagePath, requestedPage } from '../paging.ts';
import { absoluteUrl, breadcrumbsOf, contentRequest, listingHead, paginationOf, publisher, siteOf } from './common.ts';

/** The feature the brand's front door shows. */
export const HOME_FEATURE = 'home';

function hasPageParam(ctx: PageContext): boolean {
  return ctx.route.route.path.includes('{pageNumber?}');
}

export async function loadFeaturePage(ctx: PageContext, services: LoaderServices, featureId: string): Promise<LoadedPage<FrontDoorComponentsProps>> {
  const page = requestedPage(ctx, services);
  const isHome = featureId === HOME_FEATURE;
  const result = await services.content.getPage(
    { site: siteOf(ctx.brand), type: 'frontdoor', id: featureId, contentOnly: true, ...(page > 1 ? { query: { page: String(page) } } : {}) },
    contentRequest(ctx, isHome ? undefined : (slug) => services.project.router.urlFor('feature-door', { slug })),
  );
  const feature = result.components.find((component) => isComponentOf(component, 'Feature'));
  const lists = result.components.filter((component): component is TypedComponent<'ContentList'> => isComponentOf(component, 'ContentList'));
  const latest = lists.find((list) => list.data.slug === 'latest') ?? lists[lists.length - 1];
  const pathFor = hasPageParam(ctx) ? (n: number) => pagePath(ctx, services, n) : undefined;
  const pagination = paginationOf(latest?.data.paging, page, pathFor);
  if (page > 1 && (!latest || latest.data.items.length === 0 || (pagination && page > pagination.totalPages))) throw notFound();

  const featureData = isComponentOf(feature, 'Feature') ? feature.data : undefined;
  const heading = featureData?.title ?? ctx.site.name;
  const description = featureData?.description ?? ctx.site.tagline;
  const title = page > 1 ? `${heading} - Page ${page}` : heading;
  const path = page > 1 ? pagePath(ctx, services, page) : pathFor ? pagePath(ctx, services, 1) : ctx.request.path;
  const breadcrumbs = isHome ? breadcrumbsOf(ctx, []) : breadcrumbsOf(ctx, [{ name: heading, url: pagePath(ctx, services, 1) }]);
  // The feature layout and its top stories belong to the first page only.
  const shown = page > 1 ? result.components.filter((component) => component === latest) : result.components;
  const props: FrontDoorComponentsProps = {
    heading,
    ...(description ? { description } : {}),
    isHome,
    page,
    components: toComponentViews(shown, ctx, services),
    ...(pagination ? { pagination } : {}),
    breadcrumbs,
  };
  const publisherIdentity = publisher(ctx, services);
  return {
    title,
    props,
    head: listingHead({
      ctx,
      services,
      title,
      ...(description ? { description } : {}),
      path,
      pagination,
      breadcrumbs,
      // The publisher's identity on its home page (spec 000 §9: logo 310x310).
      structuredData: isHome ? [{ '@context': 'https://schema.org', ...organization({ ...publisherIdentity, url: absoluteUrl(services, ctx.site.prefix) }) }] : [],
    }),
  };
}

export function loadFrontDoor(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<FrontDoorComponentsProps>> {
  return loadFeaturePage(ctx, services, HOME_FEATURE);
}
