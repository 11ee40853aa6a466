// What the content routes (fastify routes outside the page handler) share: the content
// request context of a request, and the route name the request metrics use.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentRequestContext } from '../../../content/transport.ts';
import type { BrandId } from '../../../routing/types.ts';
import type { LoaderServices } from '../../page-loaders.ts';

export function routeRequestContext(request: FastifyRequest, services: LoaderServices, brand: BrandId, edition?: string): ContentRequestContext {
  const header = request.headers['x-tx-id'];
  const txId = typeof header === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(header) ? header : randomUUID();
  return { txId, edition: edition ?? services.project.brands.get(brand)?.site.edition ?? 'us', log: request.log };
}

/** Names the request in the request metrics (app.ts reads `routeName`). */
export function nameRoute(request: FastifyRequest, name: string): void {
  (request as FastifyRequest & { routeName?: string }).routeName = name;
}

/** Cache hint of a content route: private like every page (spec 000 §9), max-age seconds. */
export function cacheFor(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', seconds > 0 ? `private, max-age=${seconds}` : 'no-cache');
}
