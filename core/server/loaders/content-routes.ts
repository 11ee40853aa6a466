// The content routes that are not pages: feeds, XML sitemaps (and `/sitemap.xml`),
// robots.txt, apple-news, product redirects and edition URLs. They are fastify routes of their own, outside the page handler.
import type { FastifyInstance } from 'fastify';
import type { LoaderServices } from '../page-loaders.ts';
import { registerEditionUrlRoute } from './listing/edition-url-route.ts';
import { registerFeedRoutes } from './listing/feed-routes.ts';
import { registerProductRedirects } from './listing/product-redirects.ts';
import { registerRobotsRoute } from './listing/robots-route.ts';
import { registerSitemapRoutes } from './listing/sitemap-routes.ts';

export async function registerContentRoutes(app: FastifyInstance, services: LoaderServices): Promise<void> {
  registerSitemapRoutes(app, services);
  registerRobotsRoute(app, services);
  registerFeedRoutes(app, services);
  registerProductRedirects(app, services);
  registerEditionUrlRoute(app, services);
}
