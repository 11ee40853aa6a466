// One brand's page components by key (route meta `page`): the core's pages
// (core-pages.ts) and those of the brand's plugins. Loaded lazily so the browser bundle
// splits per page; the server preloads them all at boot.
import type { PageComponent, PageLoader } from './page-props.ts';

export type { PageComponent, PageLoader };

export class PageRegistry {
  private readonly loaders = new Map<string, PageLoader>();
  private readonly loaded = new Map<string, PageComponent>();
  /** Loads under way, so asking again (a prefetch per visible link) waits for the same one. */
  private readonly loading = new Map<string, Promise<PageComponent>>();

  constructor(loaders: Readonly<Record<string, PageLoader>>) {
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
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loader = this.loaders.get(key) ?? this.loaders.get('generic');
    if (!loader) throw new Error(`No page component for '${key}'`);
    const loading = loader().then(
      (component) => {
        this.loaded.set(key, component);
        this.loading.delete(key);
        return component;
      },
      (error: unknown) => {
        // A failed load (a chunk that did not arrive) may be tried again.
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loading);
    return loading;
  }

  /** Every page component loaded so far, by key. */
  loadedEntries(): IterableIterator<[string, PageComponent]> {
    return this.loaded.entries();
  }

  async preloadAll(): Promise<void> {
    await Promise.all([...this.loaders.keys()].map((key) => this.load(key)));
  }
}
