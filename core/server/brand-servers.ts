// What the server keeps per brand, built once at boot: the brand's runtime (site, hooks,
// registries), the summary its layouts show, its middleware chain and its browser
// assets. A request looks its brand up once and carries it through the page handler.
import { appBannerTags } from '../seo/app-banner.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { HeadTag, SiteSummary } from '../page-data.ts';
import type { BrandRuntime, Project } from '../project.ts';
import type { BrandId } from '../routing/types.ts';
import { NO_ASSETS, type BrandAssets } from './assets.ts';
import { feedPath } from './loaders/listing/feed-paths.ts';
import { createMiddlewareRunner, type MiddlewareRunner } from './middleware.ts';
import { createPageAssets, type PageAssets } from './page-assets.ts';

export interface BrandServer {
  id: BrandId;
  runtime: BrandRuntime;
  summary: SiteSummary;
  runner: MiddlewareRunner;
  /** The scripts, styles and preloads of a page type: the entry's and the page's own chunk. */
  assetsFor: PageAssets;
  /** What every page's head of the brand carries: the `<link rel="alternate">` of its RSS
   *  feed, and the app banner tags when the site config names both apps. */
  brandHeadTags: HeadTag[];
}

export interface BrandServers {
  get(id: BrandId): BrandServer | undefined;
  /** The brand whose prefix the path starts with (the chrome of a page no route matched). */
  forPath(path: string): BrandServer;
  ids(): BrandId[];
}

/** The brand's feed (`/feed/`, `/feed/roadshow/`) as a head tag; absolute from the
 *  configured public origin, never the request's Host. */
function feedLink(id: BrandId, siteName: string, publicOrigin: string): HeadTag {
  const href = `${publicOrigin.replace(/\/+$/, '')}${feedPath(id)}`;
  return { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', title: `${siteName} RSS feed`, href } };
}

function siteSummary({ site }: BrandRuntime, environment: SiteSummary['environment']): SiteSummary {
  // A Sentry DSN takes over error reporting in production only; elsewhere the node collects.
  const sentryDsn = environment === 'production' ? site.monitoring.sentryDsn : undefined;
  return {
    id: site.id,
    name: site.name,
    prefix: site.prefix,
    ...(site.tagline ? { tagline: site.tagline } : {}),
    header: site.navigation.header,
    footer: site.navigation.footer,
    monitoring: { webVitals: site.monitoring.webVitals, ...(sentryDsn ? { sentryDsn } : {}) },
    environment,
  };
}

export async function createBrandServers(project: Project, assets: ReadonlyMap<BrandId, BrandAssets>, log: FastifyBaseLogger): Promise<BrandServers> {
  const servers = new Map<BrandId, BrandServer>();
  for (const [id, runtime] of project.brands) {
    // A page component nobody renders is left out of the page and logged once per type.
    runtime.components.onUnknownType((type) => log.warn({ brand: id, componentType: type }, 'no renderer for page component type'));
    await runtime.pages.preloadAll();
    const runner = createMiddlewareRunner(runtime.site.middleware, runtime.hooks, project.installed, { defaultMaxAge: project.app.cache.defaultMaxAge });
    servers.set(id, {
      id,
      runtime,
      summary: siteSummary(runtime, project.app.environment),
      runner,
      assetsFor: await createPageAssets(project.root, runtime.pages, assets.get(id) ?? NO_ASSETS, log),
      brandHeadTags: [feedLink(id, runtime.site.name, project.app.server.publicOrigin), ...appBannerTags(runtime.site)],
    });
  }
  const fallback = servers.get('default') ?? [...servers.values()][0];
  if (!fallback) throw new Error('the project defines no brand');
  // Longest prefix first, so a nested prefix wins over '/'.
  const byPrefix = [...servers.values()].sort((a, b) => b.runtime.site.prefix.length - a.runtime.site.prefix.length);
  return {
    get: (id) => servers.get(id),
    forPath(path) {
      return byPrefix.find((brand) => brand.runtime.site.prefix !== '/' && path.startsWith(brand.runtime.site.prefix.slice(0, -1))) ?? fallback;
    },
    ids: () => [...servers.keys()],
  };
}
