// Page components by key (route meta `page`). Loaded lazily so the browser bundle
// splits per page; the server preloads them all at boot. Plugins add their own pages.
import type { ComponentType } from 'react';
import type { PageProps } from './page-props.ts';
import { articlePages } from './pages/article-pages.ts';
import { listingPages } from './pages/listing-pages.ts';

// Page components declare their own props; the registry cannot know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<PageProps<any>>;
export type PageLoader = () => Promise<PageComponent>;

export const corePages: Record<string, PageLoader> = {
  error: () => import('./pages/ErrorPage.tsx').then((module) => module.ErrorPage),
  generic: () => import('./pages/GenericPage.tsx').then((module) => module.GenericPage),
  ...articlePages,
  ...listingPages,
};

export class PageRegistry {
  private readonly loaders = new Map<string, PageLoader>();
  private readonly loaded = new Map<string, PageComponent>();

  constructor(loaders: Record<string, PageLoader> = corePages) {
    for (const [key, loader] of Object.entries(loaders)) this.loaders.set(key, loader);
  }

  addLoader(key: string, loader: PageLoader): void {
    this.loaders.set(key, loader);
  }

  addLoaded(key: string, component: PageComponent): void {
    this.loaded.set(key, component);
    this.loaders.set(key, async () => component);
  }

  has(key: string): boolean {
    return this.loaders.has(key);
  }

  /** The component if already loaded (server after preload; client after load). */
  get(key: string): PageComponent | undefined {
    return this.loaded.get(key) ?? (this.loaders.has(key) ? undefined : this.loaded.get('generic'));
  }

  async load(key: string): Promise<PageComponent> {
    const cached = this.loaded.get(key);
    if (cached) return cached;
    const loader = this.loaders.get(key) ?? this.loaders.get('generic');
    if (!loader) throw new Error(`No page component for '${key}'`);
    const component = await loader();
    this.loaded.set(key, component);
    return component;
  }

  async preloadAll(): Promise<void> {
    await Promise.all([...this.loaders.keys()].map((key) => this.load(key)));
  }
}
