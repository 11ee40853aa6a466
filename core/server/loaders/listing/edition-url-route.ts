// The edition URL generator (spec 000 §7 /api/editionurlgenerator/): the URL of a piece
// of content for an edition, from the content API's url-generator.
//   GET /api/editionurlgenerator/?contentType=articles&slug=pixel-9-pro-camera-tips[&edition=us][&brand=default|auto]
//   200 { contentType, slug, edition, brand, path, url }   (url absolute on this site)
//   400 { statusCode, code, error, message }   bad or missing input
//   404 { statusCode, code, error, message }   no such content
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isContentNotFound, isContentSlugError } from '../../../content/errors.ts';
import type { BrandId } from '../../../routing/types.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { absoluteUrl, publicOrigin } from './common.ts';
import { EditionUrlNotFoundError, EditionUrlParamError } from './errors.ts';
import { onSitePath } from './product-redirects.ts';
import { routeRequestContext } from './route-context.ts';
import { NO_CACHE } from '../../cache-headers.ts';
import { brandFacts } from '../../../config/brand-facts.ts';
import { contentSiteOf } from '../content-request.ts';

export const EDITION_URL_PATH = '/api/editionurlgenerator/';

/** Content types the url-generator knows: the content-type url slugs (spec 000 §9) and type names (§2.8). */
export const EDITION_URL_CONTENT_TYPES: readonly string[] = Object.freeze([
  'articles',
  'galleries',
  'livearticles',
  'reviews',
  'videos',
  'static',
  'best',
  'news',
  'how-to',
  'products',
  'content_article',
  'content_gallery',
  'content_updating_story',
  'content_review',
  'content_video',
  'content_product',
]);

const SLUG = /^[a-z0-9][a-z0-9-]{0,254}$/;
const EDITION = /^[a-z]{2}$/;

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new EditionUrlParamError(`'${name}' must be given once`);
  return value;
}

function sendError(reply: FastifyReply, error: { statusCode?: number; code?: string; message: string }): FastifyReply {
  const statusCode = error.statusCode ?? 500;
  return reply
    .code(statusCode)
    .header('cache-control', NO_CACHE)
    .send({ statusCode, code: error.code, error: statusCode === 400 ? 'Bad Request' : 'Not Found', message: error.message });
}

/** The brand a `brand` parameter names: its id, or its content API site (`cnet`, `roadshow`). */
function brandNamed(services: LoaderServices, name: string): BrandId | undefined {
  for (const [id, brand] of services.project.brands) if (id === name || brandFacts(brand.site).contentSite === name) return id;
  return undefined;
}

export function registerEditionUrlRoute(app: FastifyInstance, services: LoaderServices): void {
  app.get<{ Querystring: Query }>(EDITION_URL_PATH, async (request, reply) => {
    request.routeName = 'edition-url-generator';
    try {
      const query = request.query;
      const contentType = single(query, 'contentType');
      const slug = single(query, 'slug');
      const edition = single(query, 'edition') ?? services.project.brands.get('default')?.site.edition ?? 'us';
      const brandName = single(query, 'brand') ?? 'default';
      if (!contentType) throw new EditionUrlParamError("'contentType' is required");
      if (!EDITION_URL_CONTENT_TYPES.includes(contentType))
        throw new EditionUrlParamError(`'contentType' must be one of ${EDITION_URL_CONTENT_TYPES.join(', ')}`);
      if (!slug) throw new EditionUrlParamError("'slug' is required");
      if (!SLUG.test(slug)) throw new EditionUrlParamError("'slug' must be lowercase letters, digits and hyphens");
      if (!EDITION.test(edition)) throw new EditionUrlParamError("'edition' must be a two-letter edition code");
      const brand = brandNamed(services, brandName);
      if (!brand) throw new EditionUrlParamError("'brand' must be default or auto");
      let generated: Awaited<ReturnType<typeof services.content.generateUrl>>;
      try {
        generated = await services.content.generateUrl(
          { site: contentSiteOf(services.project, brand), contentType, slug },
          routeRequestContext(request, services, brand, edition),
        );
      } catch (error) {
        if (isContentNotFound(error) || isContentSlugError(error)) throw new EditionUrlNotFoundError(`${contentType} ${slug}`);
        throw error;
      }
      const path = onSitePath(generated.url, publicOrigin(services));
      if (!path) throw new EditionUrlNotFoundError(`${contentType} ${slug}`);
      reply.header('cache-control', 'private, max-age=600');
      return { contentType, slug, edition: generated.edition ?? edition, brand, path, url: absoluteUrl(services, path) };
    } catch (error) {
      if (error instanceof EditionUrlParamError || error instanceof EditionUrlNotFoundError) return sendError(reply, error);
      throw error;
    }
  });
}
