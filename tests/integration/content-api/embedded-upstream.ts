// A content API upstream for tests: the embedded content service over a store of the
// given content folder, served by fastify on 127.0.0.1:0, with a ContentApi over each
// transport and a record of every request the upstream saw.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ContentApi, createContentApi } from '../../../core/content/api.ts';
import { ContentCache, type ContentCacheOptions } from '../../../core/content/content-cache.ts';
import { EmbeddedContentService } from '../../../core/content/embedded/service.ts';
import { ContentStore } from '../../../core/content/embedded/store.ts';
import { createEmbeddedTransport } from '../../../core/content/embedded-transport.ts';
import { registerContentApiRoutes } from '../../../core/content/http-routes.ts';
import { createHttpTransport } from '../../../core/content/http-transport.ts';

export const SAMPLE_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../examples/content');
export const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

export interface SeenRequest {
  url: string;
  headers: Record<string, unknown>;
}

export interface EmbeddedUpstream {
  app: FastifyInstance;
  service: EmbeddedContentService;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Every request the upstream received, in order. */
  seen: SeenRequest[];
  /** ContentApi over the http transport against this upstream (with a content cache when asked). */
  httpApi: ContentApi;
  /** ContentApi over the embedded transport on the same service. */
  embeddedApi: ContentApi;
  close(): Promise<void>;
}

export async function startEmbeddedUpstream(
  options: { contentDir?: string; apiKey?: string; cache?: ContentCacheOptions } = {},
): Promise<EmbeddedUpstream> {
  const store = new ContentStore({ contentDir: options.contentDir ?? SAMPLE_CONTENT_DIR, file: ':memory:' });
  const service = new EmbeddedContentService(store);
  const seen: SeenRequest[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, headers: request.headers });
  });
  registerContentApiRoutes(app, service);
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const httpApi = createContentApi(
    createHttpTransport({ host: origin, ...(options.apiKey ? { apiKey: options.apiKey } : {}) }),
    options.cache ? { cache: new ContentCache(options.cache) } : {},
  );
  const embeddedApi = createContentApi(createEmbeddedTransport(service));
  return {
    app,
    service,
    origin,
    seen,
    httpApi,
    embeddedApi,
    async close() {
      await httpApi.close();
      await embeddedApi.close();
      await app.close();
      store.close();
    },
  };
}
