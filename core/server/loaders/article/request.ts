// What every article-like loader does first: validate its params before the content API
// sees them, and build the content request context of the page.
import type { PageContext } from '../../../context.ts';
import { slugError } from '../../../content/errors.ts';
import { siteSegment } from '../../../content/api-words.ts';
import { assertSafeSegment } from '../../../content/request-guard.ts';
import type { ContentRequestContext } from '../../../content/transport.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { notFound } from '../../../content/errors.ts';
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
