// What every article-like loader does first: validate its params before the content API
// sees them, build the content request context of the page and fetch its content item.
import type { PageContext } from '../../../context.ts';
import { notFound, slugError } from '../../../content/errors.ts';
import { siteSegment } from '../../../content/embedded/kinds.ts';
import { assertSafeSegment } from '../../../content/request-guard.ts';
import { type ComponentData, type ComponentType, isComponentOf, type Page } from '../../../content/schemas/page.ts';
import type { ContentRequestContext } from '../../../content/transport.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { baseContentRequest } from '../content-request.ts';

/** A route param checked as one safe path segment (no `..`, no encoded slashes); a bad
 *  or missing value is a slug error, which answers 404. */
export function safeParam(ctx: PageContext, name: string): string {
  const value = ctx.route.params[name];
  if (value === undefined) throw slugError('', name, 'is missing');
  return assertSafeSegment(value, name);
}

export function contentRequest(ctx: PageContext, services: LoaderServices): ContentRequestContext {
  const { router } = services.project;
  return {
    ...baseContentRequest(ctx),
    // The edition and slug redirects point at the same route under the new slug; a slug
    // the route cannot carry is content this site cannot show.
    pathForSlug: (slug) => {
      try {
        return router.urlFor(ctx.route.name, { ...ctx.route.params, slug });
      } catch {
        throw notFound();
      }
    },
  };
}

export function siteOf(ctx: PageContext): string {
  return siteSegment(ctx.brand);
}

/** The page's content item: the content API's page of `type` under `slug`, and on it the
 *  component of `kind` (a page without one is a 404). The page's other components come with it. */
export async function contentItem<K extends ComponentType>(
  ctx: PageContext,
  services: LoaderServices,
  request: { type: string; slug: string; kind: K },
): Promise<{ item: ComponentData[K]; page: Page }> {
  const page = await services.content.getPage({ site: siteOf(ctx), type: request.type, id: request.slug, contentOnly: true }, contentRequest(ctx, services));
  const component = page.components.find((entry) => isComponentOf(entry, request.kind));
  if (!isComponentOf(component, request.kind)) throw notFound();
  return { item: component.data, page };
}
