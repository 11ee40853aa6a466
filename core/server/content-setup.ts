// Wires the content layer into the app: the ContentApi for the configured upstream
// (embedded SQLite store by default, or a remote content API), the image URL builder,
// one body pipeline per brand, and the content routes (feeds, sitemaps, redirects, and
// /api/neutron/… when the store is embedded). Page loaders belong to each brand
// (core/project.ts); they read from the services built here.
import type { FastifyInstance } from 'fastify';
import { createBodyPipeline } from '../body/pipeline.tsx';
import type { Logger } from '../context.ts';
import type { Project } from '../project.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { registerContentApiRoutes } from '../content/http-routes.ts';
import { createServerImageUrlBuilder } from './image-urls.ts';
import type { BrandId } from '../routing/types.ts';
import { registerContentRoutes } from './loaders/content-routes.ts';
import { createRoutePathResolver } from './loaders/listing/content-paths.ts';
import { type LoaderServices, PageLoaderRegistry } from './page-loaders.ts';
import { CORE_PAGES } from './pages.ts';

import { NavigationCache } from './navigation.ts';
import path from 'node:path';
import { type CodedError, isCodedError } from '../coded-error.ts';
import { ConfigError, loadYamlConfig } from '../config/load-yaml.ts';
import { RoutesConfigSchema } from '../config/types.ts';
import { errorSummary } from '../error-summary.ts';

export interface ContentInstall {
  services: LoaderServices;
  /** Each brand's page loaders: the core's pages, then its enabled plugins'. */
  loaders: ReadonlyMap<BrandId, PageLoaderRegistry>;
  /** Header and footer from the content API, kept on this node. */
  navigation: NavigationCache;
  /** Drops every kept content answer holding one of `ids`; answers how many. */
  purge(ids: Iterable<string>): number;
  /** Registers the content routes on the app and closes the store with it. */
  register(app: FastifyInstance): Promise<void>;
}

export async function installContent(project: Project, options: { databaseFile?: string; log?: Pick<Logger, 'warn'> } = {}): Promise<ContentInstall> {
  let source: ReturnType<typeof createContentSource>;
  try {
    source = createContentSource(project.app.upstreams.content, {
      root: project.root,
      // Stored item URLs are the router's own paths (spec 000 §2.8).
      resolvePath: createRoutePathResolver(project),
      cache: project.app.cache.content,
      ...(options.databaseFile ? { databaseFile: options.databaseFile } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  } catch (error) {
    if (isCodedError(error) && error.code.startsWith('NEUTRON_ERR_ROUTE_')) throw contentPathsError(project, error);
    throw error;
  }
  project.content.mount(source.api);
  const images = createServerImageUrlBuilder(project.images);
  // Body pictures the image service holds are signed by the same builder as the pages'.
  const bodyImages = { builder: images, basePaths: project.images.basePaths };
  const bodies = new Map<BrandId, ReturnType<typeof createBodyPipeline>>();
  for (const [brand, runtime] of project.brands) bodies.set(brand, createBodyPipeline(runtime.hooks, runtime.site, { images: bodyImages }));
  const services: LoaderServices = { project, content: source.api, images, bodies };
  const loaders = new Map<BrandId, PageLoaderRegistry>();
  for (const [brand, runtime] of project.brands) {
    loaders.set(brand, new PageLoaderRegistry([...CORE_PAGES, ...runtime.plugins.flatMap(({ plugin }) => plugin.definition.pages ?? [])]));
  }
  return {
    services,
    loaders,
    navigation: new NavigationCache(source.api, project.app.cache.navigation),
    purge: (ids) => source.purge(ids),
    async register(app) {
      if (source.service) registerContentApiRoutes(app, source.service);
      await registerContentRoutes(app, services);
      app.addHook('onClose', async () => source.close());
    },
  };
}

/** The seeded content's paths are built from the route table as it loads: a route it
 *  names that the brands do not serve is the routes config's finding, not a crash (the
 *  auto topics, when no brand serves the auto route set, are the case seen). */
function contentPathsError(project: Project, error: CodedError): ConfigError {
  const { source } = loadYamlConfig(path.resolve(project.root, project.app.files.routes), RoutesConfigSchema, { root: project.root });
  const auto = error.message.includes("'auto-");
  const why = auto ? "; auto topics and the auto brand's content take the auto routes, which only a brand with routeSet 'auto' serves" : '';
  return new ConfigError([source.finding(auto ? ['topics', 'auto'] : [], `the content's paths cannot be built from the brands' routes: ${errorSummary(error)}${why}`)]);
}
