// Paged pages (spec 000 §9 pagination): the optional numeric `{pageNumber?}` path segment
// of front doors, doors and galleries, and the path of each page.
import type { PageContext } from '../../context.ts';
import { slugError } from '../../content/errors.ts';
import { redirectTo } from '../../errors.ts';
import type { RouteParams } from '../../routing/types.ts';
import type { LoaderServices } from '../page-loaders.ts';

const PAGE_NUMBER = /^[1-9][0-9]{0,8}$/;

/** Path of page `page` of the current paged route (page 1 has no page segment). */
export function pagePath(ctx: PageContext, services: LoaderServices, page: number): string {
  const params: RouteParams = { ...ctx.route.params };
  delete params.pageNumber;
  if (page > 1) params.pageNumber = String(page);
  return services.project.router.urlFor(ctx.route.name, params, { locale: ctx.locale });
}

/** The page the route's segment asks for (1 without one). A segment that is not a page
 *  number is a slug error (404); page 1 spelled out has one address, the path without the
 *  number, and is a 301 there. */
export function requestedPage(ctx: PageContext, services: LoaderServices): number {
  const value = ctx.route.params.pageNumber;
  if (value === undefined || value === '') return 1;
  if (!PAGE_NUMBER.test(value)) throw slugError(value, 'pageNumber', 'is not a page number');
  const page = Number(value);
  if (page === 1) throw redirectTo(pagePath(ctx, services, 1));
  return page;
}
