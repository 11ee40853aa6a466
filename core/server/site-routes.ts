// The files every page links to: favicon, each brand's publisher logo, the route table
// the browser matches with, and the browser bundles (immutable, hashed names).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Project } from '../project.ts';
import { ASSET_PREFIX, CLIENT_OUT_DIR } from './assets.ts';
import { chooseEncoding, gzipOf, packBody } from './page-encoding.ts';

const BRAND_ASSETS = fileURLToPath(new URL('../render/assets/brand/', import.meta.url));
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#cc0000"/><path d="M9 24V8h3l8 11V8h3v16h-3l-8-11v11z" fill="#fff"/></svg>';

/** Where these files answer (`neutron match` names them too). */
export const SITE_FILE_URLS = { favicon: '/favicon.svg', faviconIco: '/favicon.ico', logo: '/a/brand/:brand/logo-310.png', routes: '/_neutron/routes.json' } as const;

export async function registerSiteRoutes(app: FastifyInstance, project: Project): Promise<void> {
  app.get(SITE_FILE_URLS.favicon, async (_request, reply) => {
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400');
    return FAVICON_SVG;
  });
  app.get(SITE_FILE_URLS.faviconIco, async (_request, reply) => reply.code(301).header('cache-control', 'public, max-age=86400').redirect(SITE_FILE_URLS.favicon));

  // The publisher logo of each brand (structured data: 310x310).
  const logos = new Map<string, Buffer>();
  for (const brand of project.brands.keys()) logos.set(brand, readFileSync(path.join(BRAND_ASSETS, brand, 'logo-310.png')));
  app.get<{ Params: { brand: string } }>(SITE_FILE_URLS.logo, async (request, reply) => {
    const logo = logos.get(request.params.brand);
    // An unknown brand falls through to the site's 404 page.
    if (!logo) return reply.callNotFound();
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(logo);
  });

  // The route table in-app navigation matches with: serialised and compressed once (about
  // a tenth of its size as brotli), cacheable, and revalidated by its ETag (a 304 costs
  // the browser nothing).
  const routes = Buffer.from(JSON.stringify({ routes: project.router.routes }));
  const packedRoutes = packBody(routes);
  const routesTag = `"${createHash('sha256').update(routes).digest('base64url').slice(0, 22)}"`;
  app.get(SITE_FILE_URLS.routes, { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400').header('etag', routesTag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === routesTag) return reply.code(304).send();
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding'], packedRoutes);
    if (!packedRoutes || encoding === 'identity') return reply.send(routes);
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' && packedRoutes.brotli ? packedRoutes.brotli : gzipOf(packedRoutes, new Map(), routes));
  });
  // Source maps give the browser code away: production answers 404 for them unless
  // `server.sourceMaps` says otherwise.
  const hideMaps = project.app.environment === 'production' && project.app.server.sourceMaps !== true;
  await app.register(fastifyStatic, {
    root: path.join(project.root, CLIENT_OUT_DIR, 'assets'),
    prefix: `${ASSET_PREFIX}assets/`,
    allowedPath: (pathName) => !(hideMaps && pathName.endsWith('.map')),
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    // Brotli and gzip files written at build time (core/build/precompress.ts).
    preCompressed: true,
    // A bundle not built is said once, by buildApp, in the project's terms (not as this
    // folder's absolute path); its files answer 404 meanwhile.
    suppressWarning: true,
  });
}
