// Doors (spec 000 §2.1, §9 section landing paths): /features/, /pictures/, /reviews/,
// /videos/, /how-to/, section landings (/news/, /tech/ …), their topic sub-landings
// (/health/sleep/), event hubs (/ces/), the auto brand's /roadshow/{section}/; and front
// doors: the brand front door `/{pageNumber?}/`, the auto front door `/roadshow/` and
// feature pages `/feature/{slug}/{pageNumber?}/`, built from a feature layout, its top
// stories and the paged "Latest" list. Every door pages its list alike and shows its
// lists as page components (spec 000 §3), rendered through the component registry; a paged
// list whose component has a next link ends in "Load more".
import type { PageContext } from '../../../context.ts';
import { isContentNotFound, notFound } from '../../../content/errors.ts';
import type { ContentList } from '../../../content/schemas/content-list.ts';
import type { Image } from '../../../content/schemas/image.ts';
import { isComponentOf, type TypedComponent } from '../../../content/schemas/page.ts';
import type { BreadcrumbData, PaginationData } from '../../../render/components/listing/story-card-data.ts';
import type { DoorComponentsProps, FrontDoorComponentsProps } from '../../../render/components/page-components/component-page-props.ts';
import { SECTION_TOPIC_DOORS } from '../../../routing/route-table.ts';
import { organization } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { type ComponentViewOptions, toComponentViews } from '../page-components.ts';
import { optional } from '../article/optional.ts';
import { LISTING_PAGE_SIZE, pagePath, paginationOf, requestedPage } from '../paging.ts';
import {
  absoluteUrl,
  breadcrumbsOf,
  humanise,
  listingPage,
  type ListingPageInput,
  loadMoreOf,
  publisher,
} from './common.ts';
import { contentRequest, siteOf } from '../content-request.ts';

/** The feature the brand's front door shows. */
export const HOME_FEATURE = 'home';

/** Doors the content API serves as `doors/{id}` pages. */
const CONTENT_DOORS: ReadonlySet<string> = new Set(['features', 'pictures', 'reviews', 'videos', 'how-to', 'news']);

/** Labels of door slugs that do not read well humanised. */
const DOOR_LABELS: Readonly<Record<string, string>> = { '5g': '5G', best: 'Best Products' };

/** What an empty door says: a landing page renders without content. */
const EMPTY_DOOR_TEXT = 'New stories are on the way.';

interface DoorList {
  /** The door's ContentList page component. */
  component: TypedComponent<'ContentList'>;
  list: ContentList;
  title?: string;
  description?: string;
}

interface DoorPaging {
  page: number;
  pagination: PaginationData | undefined;
  /** Canonical site path of this page and of page 1. */
  path: string;
  firstPagePath: string;
}

/** The paging of a door's list (spec 000 §9 pagination). A page past the last one, or past
 *  page 1 of an empty list, is a 404. Routes without a page segment have one page. */
function doorPaging(ctx: PageContext, services: LoaderServices, page: number, list: ContentList | undefined): DoorPaging {
  const pathFor = ctx.route.route.path.includes('{pageNumber?}') ? (n: number) => pagePath(ctx, services, n) : undefined;
  const pagination = paginationOf(list?.paging, page, pathFor);
  if (page > 1 && (!list || list.items.length === 0 || (pagination && page > pagination.totalPages))) throw notFound();
  const firstPagePath = pathFor ? pagePath(ctx, services, 1) : ctx.request.path;
  return { page, pagination, path: page > 1 ? pagePath(ctx, services, page) : firstPagePath, firstPagePath };
}

/** "Load more" under the page's paged list, when its component has a next link. */
function loadMoreOption(list: TypedComponent<'ContentList'> | undefined, paging: DoorPaging): ComponentViewOptions {
  const more = list && loadMoreOf(list, paging.pagination?.next);
  return list && more ? { loadMore: { listId: list.id, more } } : {};
}

/** How every door ends: its title (page N past the first) and head, from its paging and
 *  the heading, description and breadcrumbs it shows. */
function doorLoaded<Props extends DoorComponentsProps | FrontDoorComponentsProps>(
  ctx: PageContext,
  services: LoaderServices,
  paging: DoorPaging,
  props: Props,
  head: Pick<ListingPageInput<Props>, 'noIndex' | 'structuredData' | 'image'>,
): LoadedPage<Props> {
  return listingPage({
    ctx,
    services,
    props,
    heading: props.heading,
    page: paging.page,
    ...(props.description ? { description: props.description } : {}),
    path: paging.path,
    pagination: paging.pagination,
    breadcrumbs: props.breadcrumbs,
    ...head,
  });
}

async function doorPage(ctx: PageContext, services: LoaderServices, id: string, page: number): Promise<DoorList> {
  const result = await services.content.getPage(
    { site: siteOf(ctx.site), type: 'doors', id, contentOnly: true, ...(page > 1 ? { query: { page: String(page) } } : {}) },
    contentRequest(ctx),
  );
  const list = result.components.find((component) => isComponentOf(component, 'ContentList'));
  if (!isComponentOf(list, 'ContentList')) throw notFound();
  return { component: list, list: list.data, ...(list.data.title ? { title: list.data.title } : {}) };
}

/** A listing by type and id, or undefined when the API has none (404). */
async function listing(ctx: PageContext, services: LoaderServices, type: string, id: string, page: number): Promise<DoorList | undefined> {
  try {
    const component = await services.content.getListing(
      { site: siteOf(ctx.site), type, id, limit: LISTING_PAGE_SIZE, offset: (page - 1) * LISTING_PAGE_SIZE },
      contentRequest(ctx),
    );
    const metadata = component.metadata?.[type] as { name?: unknown; description?: unknown } | undefined;
    const name = typeof metadata?.name === 'string' ? metadata.name : undefined;
    const description = typeof metadata?.description === 'string' && metadata.description !== '' ? metadata.description : undefined;
    return { component, list: component.data, ...(name ? { title: name } : {}), ...(description ? { description } : {}) };
  } catch (error) {
    if (isContentNotFound(error)) return undefined;
    throw error;
  }
}

/** The first listing that exists, else an empty one: a landing page renders without content. */
async function firstListing(
  ctx: PageContext,
  services: LoaderServices,
  candidates: { type: string; id: string }[],
  page: number,
): Promise<DoorList> {
  for (const candidate of candidates) {
    const found = await listing(ctx, services, candidate.type, candidate.id, page);
    if (found && (found.list.items.length > 0 || candidate === candidates[candidates.length - 1])) return found;
  }
  const list: ContentList = { items: [], paging: { limit: LISTING_PAGE_SIZE, offset: 0, total: 0 } };
  return { component: { id: 'empty-listing', meta: { componentName: 'listing', componentType: 'ContentList' }, data: list }, list };
}

/** The list without what the page header already shows (title, description) or needs no anchor for. */
function headerless(component: TypedComponent<'ContentList'>): TypedComponent<'ContentList'> {
  const { title: _title, description: _description, slug: _slug, ...data } = component.data;
  return { ...component, data };
}

/** Event hub titles come from the evergreen terms of config/routes.yaml (CES → /ces/). */
function eventTitle(services: LoaderServices, event: string): string {
  return services.project.routesConfig.evergreen.find((entry) => entry.path === `/${event}/`)?.term ?? humanise(event);
}

function doorTitle(slug: string): string {
  return DOOR_LABELS[slug] ?? humanise(slug).replace(/ And /g, ' and ');
}

/** The sub-topic landings of a section (/tech/ → computing, gaming, …), for the row of
 *  topic links its landing and its sub-topic landings show. */
function subTopicLinks(services: LoaderServices, section: string, current?: string): DoorComponentsProps['related'] {
  const topics = SECTION_TOPIC_DOORS[section];
  if (!topics) return undefined;
  return topics.map((topic) => ({
    title: doorTitle(topic),
    url: services.project.router.urlFor(`${section}-topic-door`, { topic }),
    ...(topic === current ? { current: true } : {}),
  }));
}

export async function loadDoor(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<DoorComponentsProps | FrontDoorComponentsProps>> {
  const { route } = ctx;
  const params = route.params;
  if (route.name === 'feature-door' && params.slug) return loadFeature(ctx, services, params.slug);
  const page = requestedPage(ctx, services);

  let door: DoorList;
  let fallbackTitle: string;
  let related: DoorComponentsProps['related'];
  const trail: BreadcrumbData[] = [];
  const section = route.meta.section;
  if (route.name === 'event-door' && params.event) {
    fallbackTitle = eventTitle(services, params.event);
    door = await firstListing(ctx, services, [{ type: 'topic', id: params.event }, { type: 'tag', id: params.event }], page);
    door.title = fallbackTitle;
  } else if (section && params.topic && section !== 'feature' && section !== 'event') {
    // A section's topic landing (/health/sleep/): the topic's own listing.
    fallbackTitle = doorTitle(params.topic);
    trail.push({ name: doorTitle(section), url: services.project.router.urlFor('section-door', { section }) });
    door = await firstListing(ctx, services, [{ type: 'topic', id: params.topic }], page);
    related = subTopicLinks(services, section, params.topic);
  } else if (params.section) {
    // Section landings (/tech/, /roadshow/news/): the content API's door when it has one,
    // else the section's root topic, else every story of the section.
    fallbackTitle = doorTitle(params.section);
    related = route.name === 'section-door' ? subTopicLinks(services, params.section) : undefined;
    door = CONTENT_DOORS.has(params.section)
      ? await doorPage(ctx, services, params.section, page)
      : await firstListing(
          ctx,
          services,
          [
            { type: 'topic', id: params.section },
            { type: 'section', id: params.section },
          ],
          page,
        );
  } else if (section && CONTENT_DOORS.has(section)) {
    fallbackTitle = doorTitle(section);
    door = await doorPage(ctx, services, section, page);
  } else {
    throw notFound();
  }

  const paging = doorPaging(ctx, services, page, door.list);
  const heading = door.title ?? fallbackTitle;
  const props: DoorComponentsProps = {
    heading,
    description: door.description ?? door.list.description ?? `The latest ${heading} stories from ${ctx.site.name}.`,
    components: toComponentViews([headerless(door.component)], ctx, services, {
      ...(door.list.items.length === 0 ? { emptyText: EMPTY_DOOR_TEXT } : {}),
      ...loadMoreOption(door.component, paging),
    }),
    ...(paging.pagination ? { pagination: paging.pagination } : {}),
    ...(related ? { related } : {}),
    breadcrumbs: breadcrumbsOf(ctx, [...trail, { name: heading, url: paging.firstPagePath }]),
  };
  // An empty door (an event hub before its stories arrive) is not worth indexing.
  return doorLoaded(ctx, services, paging, props, door.list.items.length === 0 ? { noIndex: true } : {});
}

/** A front door or feature page: the feature's layout with its top stories on page 1, then
 *  the paged "Latest" list (the list named latest, else the last one). */
async function loadFeature(ctx: PageContext, services: LoaderServices, featureId: string): Promise<LoadedPage<FrontDoorComponentsProps>> {
  const page = requestedPage(ctx, services);
  const isHome = featureId === HOME_FEATURE;
  const result = await services.content.getPage(
    { site: siteOf(ctx.site), type: 'frontdoor', id: featureId, contentOnly: true, ...(page > 1 ? { query: { page: String(page) } } : {}) },
    contentRequest(ctx, isHome ? undefined : (slug) => services.project.router.urlFor('feature-door', { slug })),
  );
  const feature = result.components.find((component) => isComponentOf(component, 'Feature'));
  const lists = result.components.filter((component): component is TypedComponent<'ContentList'> => isComponentOf(component, 'ContentList'));
  const latest = lists.find((list) => list.data.slug === 'latest') ?? lists[lists.length - 1];
  const paging = doorPaging(ctx, services, page, latest?.data);

  const featureData = isComponentOf(feature, 'Feature') ? feature.data : undefined;
  const heading = featureData?.title ?? ctx.site.name;
  const description = featureData?.description ?? ctx.site.tagline;
  // The feature layout and its top stories belong to the first page only.
  const shown = page > 1 ? result.components.filter((component) => component === latest) : result.components;
  const props: FrontDoorComponentsProps = {
    heading,
    ...(description ? { description } : {}),
    isHome,
    page,
    components: toComponentViews(shown, ctx, services, loadMoreOption(latest, paging)),
    ...(paging.pagination ? { pagination: paging.pagination } : {}),
    breadcrumbs: breadcrumbsOf(ctx, isHome ? [] : [{ name: heading, url: paging.firstPagePath }]),
  };
  return doorLoaded(ctx, services, paging, props, {
    ...optional('image', leadImage(shown)),
    // The publisher's identity on its home page (spec 000 §9: logo 310x310).
    structuredData: isHome ? [{ '@context': 'https://schema.org', ...organization({ ...publisher(ctx, services), url: absoluteUrl(services, ctx.site.prefix) }) }] : [],
  });
}

/** The picture a front door is shared with: its lead story's (the first component with
 *  one), else the first listed story's. */
function leadImage(components: readonly TypedComponent[]): Image | undefined {
  for (const component of components) {
    if (isComponentOf(component, 'ContentList')) continue;
    const data = component.data as { promoImage?: Image; image?: Image } | undefined;
    const image = data?.promoImage ?? data?.image;
    if (image) return image;
  }
  const list = components.find((component): component is TypedComponent<'ContentList'> => isComponentOf(component, 'ContentList'));
  return list?.data.items.find((item) => item.image)?.image;
}

export function loadFrontDoor(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<FrontDoorComponentsProps>> {
  return loadFeature(ctx, services, HOME_FEATURE);
}
