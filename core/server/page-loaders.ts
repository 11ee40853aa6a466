// Route loaders: page key -> the data its page component needs. Plugins enrich the
// result through the `loadPage` hook; pages without a loader get their title only.
import type { BodyPipeline } from '../body/pipeline.tsx';
import type { Project } from '../project.ts';
import type { ContentApi } from '../content/api.ts';
import type { PageContext } from '../context.ts';
import type { ImageUrlBuilder } from '../images/url-builder.ts';
import type { HeadTag } from '../page-data.ts';
import type { BrandId } from '../routing/types.ts';

export interface LoadedPage {
  title: string;
  props: Record<string, unknown>;
  status?: number;
  /** SEO head tags (canonical, Open Graph, JSON-LD …); the `headTags` hook sees them. */
  head?: HeadTag[];
}

/** What loaders read from: built once at boot (core/server/content-setup.ts). */
export interface LoaderServices {
  project: Project;
  content: ContentApi;
  images: ImageUrlBuilder;
  /** One body pipeline per brand, reused for every page. */
  bodies: ReadonlyMap<BrandId, BodyPipeline>;
}

export type PageLoaderFunction = (ctx: PageContext, services: LoaderServices) => Promise<LoadedPage>;

export function titleFromRouteName(name: string): string {
  const words = name.replace(/^auto-/, '').split(/[-_]/).filter(Boolean);
  const title = words.join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export class PageLoaderRegistry {
  private readonly loaders = new Map<string, PageLoaderFunction>();

  set(page: string, loader: PageLoaderFunction): void {
    this.loaders.set(page, loader);
  }

  async load(ctx: PageContext, services: LoaderServices): Promise<LoadedPage> {
    const loader = this.loaders.get(ctx.route.meta.page);
    if (loader) return loader(ctx, services);
    return { title: titleFromRouteName(ctx.route.name), props: {} };
  }
}
