// What every article-like loader does first: validate its params before the content API
// sees them, build the content request context of the page and fetch its content item.
import type { PageContext } from '../../../context.ts';
import { notFound, slugError } from '../../../content/errors.ts';
import { redirectTo } from '../../../errors.ts';
import { assertSafeSegment } from '../../../content/request-guard.ts';
import { type ComponentData, type ComponentType, isComponentOf, type Page } from '../../../content/schemas/page.ts';
import type { ContentRequestContext } from '../../../content/transport.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { contentRequest, siteOf } from '../content-request.ts';

/** A route param checked as one safe path segment (no `..`, no encoded slashes); a bad
 *  or missing value is a slug error, which answers 404. */
export function safeParam(ctx: PageContext, name: string): string {
  const value = ctx.route.params[name];
  if (value === undefined) throw slugError('', name, 'is missing');
  return assertSafeSegment(value, name);
}

/** The content request of a page whose route carries the slug: a renamed slug moves to
 *  the same route under the new one. */
export function routeContentRequest(ctx: PageContext, services: LoaderServices): ContentRequestContext {
  return contentRequest(ctx, (slug) => services.project.router.urlFor(ctx.route.name, { ...ctx.route.params, slug }));
}

/** The page's content item: the content API's page of `type` under `slug`, and on it the
 *  component of `kind` (a page without one is a 404). The page's other components come with it. */
export async function contentItem<K extends ComponentType>(
  ctx: PageContext,
  services: LoaderServices,
  request: { type: string; slug: string; kind: K },
): Promise<{ item: ComponentData[K]; page: Page }> {
  const page = await services.content.getPage({ site: siteOf(ctx.site), type: request.type, id: request.slug, contentOnly: true }, routeContentRequest(ctx, services));
  const component = page.components.find((entry) => isComponentOf(entry, request.kind));
  if (!isComponentOf(component, request.kind)) throw notFound();
  return { item: component.data, page };
}

/** One URL per article: a request on any other path than the one route choice gave the
 *  content (its canonical URL) gets a 301 there, query kept, so duplicates never exist.
 *  Replays and other locales' copies keep their own paths, and so does a page a middleware
 *  put in place of the path's own route (a mask shows it there without redirecting). */
export function requireOwnPath(ctx: PageContext, services: LoaderServices, canonical: string | undefined): void {
  if (!canonical || ctx.route.meta.replay || ctx.route.route.locale !== undefined) return;
  if (!canonical.startsWith('/') || canonical.startsWith('//') || canonical === ctx.request.path) return;
  if (!isRouteOfPath(ctx, services)) return;
  if (services.project.router.match(canonical)) throw redirectTo(canonical);
}

/** Whether the page's route is the one the request's own path matches. */
function isRouteOfPath(ctx: PageContext, services: LoaderServices): boolean {
  const own = services.project.router.match(ctx.request.path);
  if (own?.name !== ctx.route.name) return false;
  const params = Object.keys(own.params);
  return params.length === Object.keys(ctx.route.params).length && params.every((name) => own.params[name] === ctx.route.params[name]);
}
