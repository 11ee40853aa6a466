// Loaders of the listing and fixed pages (front doors, doors, topic, tag, collection,
// author profile, static and landing pages, sitemaps) and the content routes that are
// not pages (feeds, XML sitemaps, apple-news, product redirects, edition URLs).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../content/errors.ts';
import type { LoaderServices, PageLoaderRegistry } from '../page-loaders.ts';
import { loadDoor } from './listing/door.ts';
import { registerEditionUrlRoute } from './listing/edition-url-route.ts';
import { loadAuthorProfile, loadCollection, loadTag, loadTopic } from './listing/entity.ts';
import { registerFeedRoutes } from './listing/feed-routes.ts';
import { loadFrontDoor } from './listing/front-door.ts';
import { registerProductRedirects } from './listing/product-redirects.ts';
import { registerSitemapRoutes } from './listing/sitemap-routes.ts';
import { loadSitemapsPage } from './listing/sitemaps-page.ts';
import { loadLanding, loadStatic } from './listing/static.ts';

export function registerListingLoaders(registry: PageLoaderRegistry): void {
  registry.set('front-door', loadFrontDoor);
  registry.set('auto-front-door', loadFrontDoor);
  registry.set('door', loadDoor);
  registry.set('topic', loadTopic);
  registry.set('tag', loadTag);
  registry.set('collection', loadCollection);
  registry.set('author-profile', loadAuthorProfile);
  registry.set('static', loadStatic);
  registry.set('landing', loadLanding);
  registry.set('sitemaps', loadSitemapsPage);
  // XML sitemaps are fastify routes (registerListingRoutes): page data for one answers
  // { load } before any loader runs. Should a sitemap route ever match a path no fastify
  // route takes, its page data is a 404, never an empty page.
  registry.set('sitemap', async () => {
    throw notFound('An XML sitemap has no page data');
  });
}

export async function registerListingRoutes(app: FastifyInstance, services: LoaderServices): Promise<void> {
  registerSitemapRoutes(app, services);
  registerFeedRoutes(app, services);
  registerProductRedirects(app, services);
  registerEditionUrlRoute(app, services);
}
