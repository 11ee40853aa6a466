// Picks the content upstream from config/app.yaml: `embedded` (default) or `http`.
import path from 'node:path';
import type { AppConfig } from '../config/types.ts';
import { type ContentApi, type ContentApiOptions, createContentApi } from './api.ts';
import { ContentCache, type ContentCacheOptions } from './content-cache.ts';
import type { PathResolver } from './embedded/content-path.ts';
import { EmbeddedContentService } from './embedded/service.ts';
import { ContentStore } from './embedded/store.ts';
import { createEmbeddedTransport } from './embedded-transport.ts';
import { createHttpTransport } from './http-transport.ts';

export interface ContentSource {
  api: ContentApi;
  /** The embedded service, when the upstream is embedded (to serve /api/neutron/… too). */
  service?: EmbeddedContentService;
  /** Drops every kept answer holding one of `ids`. */
  purge(ids: Iterable<string>): number;
  close(): Promise<void>;
}

export interface ContentSourceOptions {
  /** Project root; sample content is read from examples/content below it. */
  root: string;
  /** SQLite file; default data/content.sqlite below the root. */
  databaseFile?: string;
  resolvePath?: PathResolver;
  previewParam?: string;
  /** Content API answers kept on this node (app.yaml `cache.content`); none when absent. */
  cache?: ContentCacheOptions;
  /** Where the ContentApi says, once, what its configuration leaves out. */
  log?: ContentApiOptions['log'];
}

export function createContentSource(upstream: AppConfig['upstreams']['content'], options: ContentSourceOptions): ContentSource {
  const cache = options.cache ? new ContentCache(options.cache) : undefined;
  const apiOptions: ContentApiOptions = {
    ...(cache ? { cache } : {}),
    ...(upstream.resources ? { resources: upstream.resources } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  const purge = (ids: Iterable<string>) => cache?.purge(ids) ?? 0;
  if (upstream.kind === 'http') {
    const api = createContentApi(
      createHttpTransport({
        host: upstream.host,
        ...(upstream.apiKey ? { apiKey: upstream.apiKey } : {}),
        ...(upstream.dataProperty ? { dataProperty: upstream.dataProperty } : {}),
        ...(upstream.timeoutMs ? { timeoutMs: upstream.timeoutMs } : {}),
        ...(options.previewParam ? { previewParam: options.previewParam } : {}),
      }),
      apiOptions,
    );
    return { api, purge, close: () => api.close() };
  }
  // Sample content only when the config asks for it; in-memory fixtures live as long as the
  // process (loadProject refuses them in production).
  const store = new ContentStore({
    contentDir: path.resolve(options.root, upstream.contentDir ?? 'examples/content'),
    file: upstream.store === 'memory' ? ':memory:' : (options.databaseFile ?? path.join(options.root, 'data', 'content.sqlite')),
    sample: upstream.sampleData === true,
    ...(options.resolvePath ? { resolvePath: options.resolvePath } : {}),
  });
  const service = new EmbeddedContentService(store);
  const api = createContentApi(createEmbeddedTransport(service), apiOptions);
  return {
    api,
    service,
    purge,
    async close() {
      await api.close();
      store.close();
    },
  };
}
