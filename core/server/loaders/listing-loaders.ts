// Loaders of the listing and fixed pages (front doors, doors, topic, tag, collection,
// author profile, static and landing pages, sitemaps) and the content routes that are
// not pages (feeds, XML sitemaps, apple-news, image and product redirects, edition URLs).
import type { FastifyInstance } from 'fastify';
import type { LoaderServices, PageLoaderRegistry } from '../page-loaders.ts';

export function registerListingLoaders(_registry: PageLoaderRegistry): void {}

export async function registerListingRoutes(_app: FastifyInstance, _services: LoaderServices): Promise<void> {}
