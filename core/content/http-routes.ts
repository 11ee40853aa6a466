// The embedded content service over HTTP under /api/neutron/… (spec 000 §7 path shapes),
// so one node can be another node's upstream and the http transport has a real peer.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, LEGACY_VANITY_PREFIX } from './api-words.ts';
import type { EmbeddedContentService } from './embedded/service.ts';

export function registerContentApiRoutes(app: FastifyInstance, service: EmbeddedContentService): void {
  const handler = async (
    request: { url: string; query: unknown },
    reply: { code(status: number): { send(body: unknown): unknown }; header(name: string, value: string): unknown },
  ) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string') query[key] = value;
    }
    const { status, body, text, contentType, allow } = service.handle(path, query);
    reply.header('cache-control', 'no-store');
    if (allow !== undefined) reply.header('allow', allow);
    // Text answers (captions) go out as they are, with their own content type.
    if (text !== undefined) reply.header('content-type', contentType ?? 'text/plain; charset=utf-8');
    return reply.code(status).send(text ?? body);
  };
  app.get(`${API_PREFIX}/*`, { config: { routeName: 'content_api' } }, handler);
  app.get(`${LEGACY_VANITY_PREFIX}/*`, { config: { routeName: 'content_api' } }, handler);
}
