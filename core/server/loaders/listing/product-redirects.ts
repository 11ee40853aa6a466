// Product redirects (spec 000 §7 server-side route /products/): legacy product links go
// with a 301 to the product's page on this site (route choice, spec 000 §2.8).
//   /products/                      → the reviews door
//   /products/{id}/  (digits/UUID)  → the URL the content API's url-generator gives the id
//   /products/{slug}/{anything…}    → the page the router picks for the product (its
//                                     review when it has one; old spec/price sub-pages)
// `/products/{slug}/` itself is the product page route and is not handled here. The
// Location is always a path on this site: one leading '/', never another host.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isContentNotFound } from '../../../content/errors.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import { isSafeSegment } from '../../../content/request-guard.ts';
import { type ContentForRoute, routeForContent } from '../../../routing/route-for-content.ts';
import type { BrandId } from '../../../routing/types.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { isSitePath, publicOrigin } from './common.ts';
import { routeRequestContext } from './route-context.ts';
import { NO_CACHE } from '../../cache-headers.ts';
import { splitUrl } from '../../request-url.ts';
import { contentSiteOf } from '../content-request.ts';

/** Legacy numeric ids and UUIDs (fastify regex params: `/products/{slug}/` stays the page). */
const PRODUCT_ID = '(^(?:[0-9]{1,19}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$)';
const SLUG = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** The routes' URL patterns (content-route-urls.ts lists them for `neutron match`). */
export const PRODUCT_REDIRECT_URLS = {
  door: '/products/',
  byId: `/products/:id${PRODUCT_ID}/`,
  subPath: '/products/:slug/:sub/*',
  bareSubPath: '/products/:slug/:sub(^.+$)',
} as const;

/** A redirect target on this site, or undefined: absolute URLs only on our own origin. */
export function onSitePath(target: string, origin: string): string | undefined {
  let path = target;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (!target.startsWith(`${origin}/`)) return undefined;
    path = target.slice(origin.length);
  }
  return isSitePath(path) ? path : undefined;
}

export function registerProductRedirects(app: FastifyInstance, services: LoaderServices): void {
  const { project, content } = services;
  const brands = [...project.brands.keys()];
  const origin = publicOrigin(services);

  /** A 301 to the target, keeping the request's query as every other redirect does
   *  (unless the target has one of its own). */
  function redirect(request: FastifyRequest, reply: FastifyReply, target: string | undefined): FastifyReply {
    const path = target ? onSitePath(target, origin) : undefined;
    if (!path) {
      reply.callNotFound();
      return reply;
    }
    const { search } = splitUrl(request.url);
    return reply.code(301).header('cache-control', NO_CACHE).redirect(search && !path.includes('?') ? `${path}${search}` : path, 301);
  }

  /** The first brand's answer: a brand without the content is passed over. */
  async function onFirstBrand(attempt: (brand: BrandId) => Promise<string | undefined>): Promise<string | undefined> {
    for (const brand of brands) {
      try {
        const found = await attempt(brand);
        if (found !== undefined) return found;
      } catch (error) {
        if (!isContentNotFound(error)) throw error;
      }
    }
    return undefined;
  }

  /** The product's page path on the first brand that has it. */
  function productPath(request: FastifyRequest, slug: string): Promise<string | undefined> {
    return onFirstBrand(async (brand) => {
      const page = await content.getPage({ site: contentSiteOf(project, brand), type: 'products', id: slug, contentOnly: true }, routeRequestContext(request, services, brand));
      const product = page.components.find((component) => isComponentOf(component, 'TechProduct'));
      if (!isComponentOf(product, 'TechProduct')) return undefined;
      const data = { ...(product.data as Record<string, unknown>), slug: product.data.slug ?? slug, typeName: 'content_product', site: contentSiteOf(project, brand) };
      return routeForContent(data as unknown as ContentForRoute, project.routeChoice).path;
    });
  }

  /** The URL the content API's url-generator gives a legacy product id, on the first brand that knows it. */
  function byId(request: FastifyRequest, id: string): Promise<string | undefined> {
    return onFirstBrand(async (brand) => {
      const generated = await content.generateUrl({ site: contentSiteOf(project, brand), contentType: 'content_product', slug: id }, routeRequestContext(request, services, brand));
      return generated.url;
    });
  }

  // Each route only redirects: a mixed-case path folded onto one (case-redirect.ts) is
  // answered here, one hop to the product's page rather than two.
  const redirectsOnly = { config: { redirectsOnly: true } };
  app.get(PRODUCT_REDIRECT_URLS.door, redirectsOnly, async (request, reply) => {
    request.routeName = 'product-redirect';
    return redirect(request, reply, project.router.urlFor('reviews-door', {}));
  });

  app.get<{ Params: { id: string } }>(PRODUCT_REDIRECT_URLS.byId, redirectsOnly, async (request, reply) => {
    request.routeName = 'product-redirect';
    return redirect(request, reply, await byId(request, request.params.id));
  });

  // A sub-path below a product (`:sub` keeps `/products/{slug}/` itself for the page route),
  // with or without its trailing slash: either way one 301 to the product's page.
  const subPath = async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
    request.routeName = 'product-redirect';
    const { slug } = request.params;
    if (!SLUG.test(slug) || !isSafeSegment(slug)) return reply.callNotFound();
    return redirect(request, reply, await productPath(request, slug));
  };
  app.get<{ Params: { slug: string } }>(PRODUCT_REDIRECT_URLS.subPath, redirectsOnly, subPath);
  app.get<{ Params: { slug: string } }>(PRODUCT_REDIRECT_URLS.bareSubPath, redirectsOnly, subPath);
}
