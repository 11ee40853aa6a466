// `/robots.txt`: crawling allowed, and where the sitemap index is (`/sitemap.xml`, both
// brands). The address comes from the configured public origin, never the request's Host.
import type { FastifyInstance } from 'fastify';
import { MAX_AGE_STATIC } from '../../../routing/route-table.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { absoluteUrl } from './common.ts';
import { cacheFor } from './route-context.ts';

export const ROBOTS_PATH = '/robots.txt';

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export function registerRobotsRoute(app: FastifyInstance, services: LoaderServices): void {
  const body = robotsTxt(absoluteUrl(services, '/sitemap.xml'));
  app.get(ROBOTS_PATH, async (request, reply) => {
    request.routeName = 'robots';
    cacheFor(reply, MAX_AGE_STATIC);
    return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(body);
  });
}
