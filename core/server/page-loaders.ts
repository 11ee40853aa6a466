// Pages: each is declared once with definePage (key, loader, component, typed props), and
// tsc checks that the loader makes the props the component takes. The core's pages are
// listed in core/server/pages.ts, a plugin's in its `pages`; each brand's loaders come from
// the core's and its own plugins' (core/server/content-setup.ts). Plugins enrich what a loader made
// through the `loadPage` hook; a page without a loader gets its title only.
import type { BodyPipeline } from '../body/pipeline.tsx';
import type { ContentApi } from '../content/api.ts';
import type { PageContext } from '../context.ts';
import type { ImageUrlBuilder } from '../images/url-builder.ts';
import type { ContentRef, HeadTag, PageData } from '../page-data.ts';
import type { LazyPage, PageLoader } from '../render/page-props.ts';
import type { BrandId } from '../routing/types.ts';
import type { AppConfig, RoutesConfig, SiteConfig } from '../config/types.ts';
import type { CoreHooks } from '../hooks.ts';
import type { ImageConfig } from '../images/config.ts';
import type { Router } from '../routing/matcher.ts';
import type { ContentStores } from '../stores.ts';
import type { RouteChoiceOptions } from '../routing/route-for-content.ts';

export interface LoadedPage<Props extends object = PageData['props']> {
  title: string;
  props: Props;
  status?: number;
  /** SEO head tags (canonical, Open Graph, JSON-LD …); the `headTags` hook sees them. */
  head?: HeadTag[];
  /** The content item the page shows. */
  content?: ContentRef;
  /** The content's part of the page's stores (spec 001 §3). */
  stores?: ContentStores;
}

/** What loaders read of the project: its configs, its router and each brand's site and
 *  hooks (core/project.ts's Project has all of it; loaders need no more). */
export interface LoaderProject {
  root: string;
  app: AppConfig;
  routesConfig: RoutesConfig;
  images: ImageConfig;
  router: Router;
  routeChoice: RouteChoiceOptions;
  brands: ReadonlyMap<BrandId, { site: SiteConfig; hooks: CoreHooks }>;
}

/** What loaders read from: built once at boot (core/server/content-setup.ts). */
export interface LoaderServices {
  project: LoaderProject;
  content: ContentApi;
  images: ImageUrlBuilder;
  /** One body pipeline per brand, reused for every page. */
  bodies: ReadonlyMap<BrandId, BodyPipeline>;
}

/** Loads the data of one page: its title, head tags and the props of its component. */
export type PageLoad<Props extends object> = (ctx: PageContext, services: LoaderServices) => Promise<LoadedPage<Props>>;

/** A page as its author declares it. */
export interface PageDeclaration<Props extends object> {
  /** The route meta `page` that selects it. */
  key: string;
  /** Its data. Without a loader a page gets its title only: the error page, whose data the
   *  server's error handler builds, and the generic page. */
  load?: PageLoad<Props>;
  /** Its component, loaded lazily (core/render/core-pages.ts, or the plugin's own). */
  component: LazyPage<Props>;
  /** The page reads `?page=N` (listings paged by query): only such pages keep a page cache entry per page number. */
  pagedByQuery?: boolean;
}

export type PageLoaderFunction = PageLoad<PageData['props']>;

/** A page as the registries hold it, whatever its props: from here on they are page data. */
export interface PageDefinition {
  readonly key: string;
  readonly load?: PageLoaderFunction;
  readonly component: PageLoader;
  readonly pagedByQuery?: boolean;
}

/** Declares a page: tsc infers its props from the loader and checks the component takes them. */
export function definePage<Props extends object>(page: PageDeclaration<Props>): PageDefinition {
  const { key, load, component } = page;
  const paged = page.pagedByQuery ? { pagedByQuery: true } : {};
  if (!load) return Object.freeze({ key, component, ...paged });
  const definition: PageDefinition = {
    key,
    component,
    ...paged,
    async load(ctx, services) {
      const loaded = await load(ctx, services);
      // The one place a page's props lose their type: page data holds every kind of page.
      return { ...loaded, props: loaded.props as PageData['props'] };
    },
  };
  return Object.freeze(definition);
}

export function titleFromRouteName(name: string): string {
  const words = name.replace(/^auto-/, '').split(/[-_]/).filter(Boolean);
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** One brand's page loaders by key; a later page of the same key replaces an earlier one. */
export class PageLoaderRegistry {
  private readonly pages = new Map<string, PageDefinition>();

  constructor(pages: readonly PageDefinition[]) {
    for (const page of pages) this.pages.set(page.key, page);
  }

  isPagedByQuery(key: string): boolean {
    return this.pages.get(key)?.pagedByQuery === true;
  }

  async load(ctx: PageContext, services: LoaderServices): Promise<LoadedPage> {
    const load = this.pages.get(ctx.route.meta.page)?.load;
    if (load) return load(ctx, services);
    return { title: titleFromRouteName(ctx.route.name), props: {} };
  }
}
