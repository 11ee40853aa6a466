// GET /_neutron/more?link=…: "Load more" through the content API's component-by-link call
// (spec 000 §7: a component by name and link; a next link appends items). The link is a
// list component's own `links.next`, checked first (TypeBox, then the content client's
// safe-link check, then the content site of one of the project's brands): else a 400. One
// content call answers; its items become story cards as a listing page makes them.
// The answer is this reader's (`private, no-cache`), never a cached page.
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isContentNotFound, isContentRedirect, isContentSlugError } from '../content/errors.ts';
import { assertSafeApiLink } from '../content/request-guard.ts';
import { isComponentOf, type TypedComponent } from '../content/schemas/page.ts';
import type { SiteConfig } from '../config/types.ts';
import { LoadMoreLinkError, LoadMoreNotFoundError, LoadMoreUpstreamError, statusOf } from '../errors.ts';
import type { Project } from '../project.ts';
import {
  LOAD_MORE_LINK_PATTERN,
  LOAD_MORE_PATH,
  type LoadMoreAnswer,
  loadMoreLinkSite,
  MAX_LOAD_MORE_LINK_LENGTH,
} from '../render/components/listing/load-more.ts';
import { NO_CACHE } from './cache-headers.ts';
import { loadMoreOf, storyCards } from './loaders/listing/common.ts';
import { siteOf } from './loaders/content-request.ts';
import { transactionId } from './middleware.ts';
import type { LoaderServices } from './page-loaders.ts';

const QuerySchema = Type.Object(
  { link: Type.String({ minLength: 1, maxLength: MAX_LOAD_MORE_LINK_LENGTH, pattern: LOAD_MORE_LINK_PATTERN }) },
  { additionalProperties: false },
);
const checkQuery = TypeCompiler.Compile(QuerySchema);

function refuse(reply: FastifyReply, error: Error & { statusCode?: number }): FastifyReply {
  return reply.code(error.statusCode ?? 500).send({ error: error.message });
}

/** The site config of the brand whose content site a link asks, when the link is one to follow. */
function brandSiteOf(project: Pick<Project, 'brands'>, link: string): SiteConfig | undefined {
  try {
    assertSafeApiLink(link);
  } catch {
    return undefined;
  }
  const contentSite = loadMoreLinkSite(link);
  return [...project.brands.values()].find((brand) => siteOf(brand.site) === contentSite)?.site;
}

export function registerLoadMoreRoute(app: FastifyInstance, project: Pick<Project, 'brands'>, services: LoaderServices): void {
  app.get(LOAD_MORE_PATH, async (request, reply) => {
    request.routeName = '_load_more';
    // Per reader and per click: never kept by a cache, never shared.
    reply.header('cache-control', NO_CACHE);
    const query = request.query as Static<typeof QuerySchema>;
    const site = checkQuery.Check(query) ? brandSiteOf(project, query.link) : undefined;
    if (!site) return refuse(reply, new LoadMoreLinkError(MAX_LOAD_MORE_LINK_LENGTH));
    let component: TypedComponent;
    try {
      component = await services.content.getComponentByLink(query.link, {
        txId: transactionId(request.headers['x-tx-id']),
        edition: site.edition,
        log: request.log,
      });
    } catch (error) {
      if (isContentNotFound(error) || isContentRedirect(error) || isContentSlugError(error) || statusOf(error) === 404) {
        return refuse(reply, new LoadMoreNotFoundError());
      }
      request.log.warn({ err: error, link: query.link }, 'load more: the content API failed');
      return refuse(reply, new LoadMoreUpstreamError());
    }
    if (!isComponentOf(component, 'ContentList') || component.data.items.length === 0) return refuse(reply, new LoadMoreNotFoundError());
    const next = loadMoreOf(component, undefined)?.link;
    const answer: LoadMoreAnswer = { stories: storyCards(component.data, services, new Date()), ...(next ? { next } : {}) };
    return reply.send(answer);
  });
}
