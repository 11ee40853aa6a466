// What the content routes (fastify routes outside the page handler) share: the content
// request context of a request and their cache hint.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentRequestContext } from '../../../content/transport.ts';
import type { BrandId } from '../../../routing/types.ts';
import { cacheControlFor } from '../../cache-headers.ts';
import { transactionId } from '../../middleware.ts';
import type { LoaderServices } from '../../page-loaders.ts';

export function routeRequestContext(request: FastifyRequest, services: LoaderServices, brand: BrandId, edition?: string): ContentRequestContext {
  return { txId: transactionId(request.headers['x-tx-id']), edition: edition ?? services.project.brands.get(brand)?.site.edition ?? 'us', log: request.log };
}

/** Cache hint of a content route: private like every page (spec 000 §9), max-age seconds. */
export function cacheFor(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', cacheControlFor(seconds, seconds));
}
