// The embedded transport: the embedded content service, in-process, read through the
// same response rules as the http transport.
import type { EmbeddedContentService } from './embedded/service.ts';
import {
  buildQuery,
  type ContentRequestContext,
  type ContentTransport,
  readResponse,
  readTextResponse,
  type TransportRequest,
} from './transport.ts';

export function createEmbeddedTransport(service: EmbeddedContentService): ContentTransport {
  return {
    kind: 'embedded',
    async get(request: TransportRequest, ctx: ContentRequestContext) {
      const query = Object.fromEntries(buildQuery(request.query));
      const { status, body } = service.handle(request.path, query);
      return readResponse(status, body, ctx, { url: `embedded:${request.path}` });
    },
    async getText(request: TransportRequest) {
      const query = Object.fromEntries(buildQuery(request.query));
      const { status, body, text } = service.handle(request.path, query);
      // A JSON answer read as text is what the same path sends over HTTP.
      return readTextResponse(status, text ?? JSON.stringify(body), { url: `embedded:${request.path}` });
    },
    versionOf: (path) => service.versionOf(path),
    async close() {},
  };
}
