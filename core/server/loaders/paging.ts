// Paged pages (spec 000 §9 pagination): the optional numeric `{pageNumber?}` path segment
// of front doors, doors and galleries, the `?page=N` query of entity listings, the path of
// each page, and the pagination of a list.
import type { PageContext } from '../../context.ts';
import { slugError } from '../../content/errors.ts';
import type { ContentList } from '../../content/schemas/content-list.ts';
import { redirectTo } from '../../errors.ts';
import type { PaginationData } from '../../render/components/listing/story-card-data.ts';
import { isPageNumber } from '../../routing/route-table.ts';
import type { Router } from '../../routing/matcher.ts';
import type { RouteMatch, RouteParams } from '../../routing/types.ts';
import type { LoaderServices } from '../page-loaders.ts';

/** Items per listing page (the content API's default page size). */
export const LISTING_PAGE_SIZE = 12;

/** Path of page `page` of a matched paged route (page 1 has no page segment). */
export function pagePathOf(router: Pick<Router, 'urlFor'>, route: Pick<RouteMatch, 'name' | 'params'>, locale: string, page: number): string {
  const params: RouteParams = { ...route.params };
  delete params.pageNumber;
  if (page > 1) params.pageNumber = String(page);
  return router.urlFor(route.name, params, { locale });
}

/** Path of page `page` of the current paged route. */
export function pagePath(ctx: PageContext, services: LoaderServices, page: number): string {
  return pagePathOf(services.project.router, ctx.route, ctx.locale, page);
}

/** The page the route's segment asks for (1 without one). A segment that is not a page
 *  number is a slug error (404); page 1 spelled out has one address, the path without the
 *  number, and is a 301 there. */
export function requestedPage(ctx: PageContext, services: LoaderServices): number {
  const value = ctx.route.params.pageNumber;
  if (value === undefined || value === '') return 1;
  if (!isPageNumber(value)) throw slugError(value, 'pageNumber', 'is not a page number');
  const page = Number(value);
  if (page === 1) throw redirectTo(pagePath(ctx, services, 1));
  return page;
}

/** The page the `page` query asks for, on listings without a page segment; anything else is page 1. */
export function pageNumberFromQuery(query: URLSearchParams): number {
  const value = query.get('page');
  return value !== null && isPageNumber(value) ? Number(value) : 1;
}

/** Paths of the pages of a listing paged by query: `path?page=N`, page 1 the path itself. */
export function queryPagePath(path: string): (page: number) => string {
  return (page) => (page === 1 ? path : `${path}?page=${page}`);
}

/** How many pages `total` items fill at `size` a page: one at least. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The paths of the pages before and after `page`, where there are such pages. */
export function adjacentPages(page: number, count: number, pathFor: (page: number) => string): { previous?: string; next?: string } {
  return { ...(page > 1 ? { previous: pathFor(page - 1) } : {}), ...(page < count ? { next: pathFor(page + 1) } : {}) };
}

/** Pagination links of a list; `pathFor(n)` builds the path of page n. A route without a
 *  way to name page n has one page. */
export function paginationOf(
  paging: ContentList['paging'],
  page: number,
  pathFor: ((page: number) => string) | undefined,
): PaginationData | undefined {
  const limit = paging?.limit && paging.limit > 0 ? paging.limit : LISTING_PAGE_SIZE;
  const total = paging?.total;
  if (total === undefined) return undefined;
  if (!pathFor) return { page, totalPages: 1 };
  const totalPages = pageCount(total, limit);
  const { previous, next } = adjacentPages(page, totalPages, pathFor);
  return { page, totalPages, ...(previous ? { prev: previous } : {}), ...(next ? { next } : {}) };
}
