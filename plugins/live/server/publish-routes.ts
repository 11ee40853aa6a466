// The embedded live publishing endpoint, below the brand's prefix:
//   POST   /_neutron/live/{contentId}/items            a new item (201)
//   PUT    /_neutron/live/{contentId}/items/{itemId}   replaces its fields (200)
//   DELETE /_neutron/live/{contentId}/items/{itemId}   removes it (200)
// Each needs `Authorization: Bearer <token>` (401 without, 403 wrong; 503 when production
// refuses the configured token, publish-token.ts). The body goes
// through the body pipeline, the change is stored (SQLite, synchronous), the article's
// kept pages are purged (on every node, as the core's purge does), and only then the change
// is acknowledged and fanned out. Answers are JSON, errors too.
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, sameSecret } from '../../../core/index.ts';
import { LIVE_BASE_PATH, MAX_POST_BYTES } from '../constants.ts';
import { InvalidItemError, ItemNotFoundError, PublishingRefusedError, TokenMissingError, TokenWrongError } from '../errors.ts';
import type { LiveItem } from '../item.ts';
import type { Fanout } from './fanout.ts';
import type { ItemBodyRenderer } from './item-body.ts';
import type { ItemFields, LiveStore } from './store.ts';
import type { PublishToken } from './publish-token.ts';
import { upstreamChannel } from './upstream.ts';

export const PostBodySchema = Type.Object(
  {
    headline: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    /** Content HTML (the CLI turns Markdown into it). */
    body: Type.String({ minLength: 1, maxLength: 100_000 }),
    author: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    important: Type.Optional(Type.Boolean()),
    pinned: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PostBody = Static<typeof PostBodySchema>;
const checkPost = TypeCompiler.Compile(PostBodySchema);

const ContentIdPattern = '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$';
const ParamsSchema = {
  type: 'object',
  properties: { contentId: { type: 'string', pattern: ContentIdPattern }, itemId: { type: 'string', pattern: ContentIdPattern } },
} as const;

export interface PublishDeps {
  store: LiveStore;
  fanout: Fanout;
  renderBody: ItemBodyRenderer;
  /** The brand's site segment in content API calls, and its edition. */
  apiSite: string;
  edition: string;
  /** The publishing token (none refuses every post: 403), or why production refuses it (503). */
  token: PublishToken;
  /** Called after each stored change, before the answer: drops the article's kept pages. */
  purge(contentId: string): void;
  now?: () => Date;
}

function checkToken(request: FastifyRequest, { token, refused }: PublishToken): void {
  if (refused) throw new PublishingRefusedError();
  const given = bearerToken(request.headers.authorization);
  if (given === undefined) throw new TokenMissingError();
  if (!token || !sameSecret(given, token)) throw new TokenWrongError();
}

function readPost(body: unknown): PostBody {
  if (!checkPost.Check(body)) {
    const first = checkPost.Errors(body).First();
    throw new InvalidItemError(first ? `${first.path || '/'} ${first.message}` : 'the body must be a JSON object');
  }
  return body;
}

export async function registerPublishRoutes(app: FastifyInstance, deps: PublishDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const fields = (post: PostBody, contentId: string, request: FastifyRequest, published?: string): ItemFields => {
    const { html, text } = deps.renderBody(post.body, contentId, request.log);
    const at = now().toISOString();
    return {
      ...(post.headline ? { headline: post.headline } : {}),
      ...(post.author ? { author: post.author } : {}),
      html,
      text,
      important: post.important === true,
      pinned: post.pinned === true,
      datePublished: published ?? at,
      ...(published ? { dateUpdated: at } : {}),
    };
  };
  // Stored, then purged (a reader who loads the page after the answer gets the change),
  // acknowledged, then fanned out: the answer is written before the sockets'.
  const announce = (contentId: string, item: LiveItem) => {
    deps.purge(contentId);
    setImmediate(() => deps.fanout.publish(contentId, [item]));
  };

  const options = { schema: { params: ParamsSchema }, bodyLimit: MAX_POST_BYTES, onRequest: async (request: FastifyRequest) => checkToken(request, deps.token) };
  type Params = { contentId: string; itemId: string };

  app.post<{ Params: Params }>(`${LIVE_BASE_PATH}/:contentId/items`, options, async (request, reply) => {
    const { contentId } = request.params;
    const post = readPost(request.body);
    const { floor } = await upstreamChannel(app, deps.apiSite, deps.edition, contentId, request);
    const item = deps.store.insert(contentId, floor, fields(post, contentId, request));
    request.log.info({ contentId, itemId: item.id, sequence: item.sequence }, 'live item published');
    announce(contentId, item);
    return reply.code(201).send({ item });
  });

  app.put<{ Params: Params }>(`${LIVE_BASE_PATH}/:contentId/items/:itemId`, options, async (request) => {
    const { contentId, itemId } = request.params;
    const post = readPost(request.body);
    const { floor } = await upstreamChannel(app, deps.apiSite, deps.edition, contentId, request);
    const old = deps.store.since(contentId).find((item) => item.id === itemId && !item.deleted);
    if (!old) throw new ItemNotFoundError(contentId, itemId);
    const item = deps.store.update(contentId, itemId, floor, fields(post, contentId, request, old.datePublished));
    if (!item) throw new ItemNotFoundError(contentId, itemId);
    request.log.info({ contentId, itemId, revision: item.revision }, 'live item edited');
    announce(contentId, item);
    return { item };
  });

  app.delete<{ Params: Params }>(`${LIVE_BASE_PATH}/:contentId/items/:itemId`, options, async (request) => {
    const { contentId, itemId } = request.params;
    const { floor } = await upstreamChannel(app, deps.apiSite, deps.edition, contentId, request);
    const item = deps.store.remove(contentId, itemId, floor);
    if (!item) throw new ItemNotFoundError(contentId, itemId);
    request.log.info({ contentId, itemId, revision: item.revision }, 'live item deleted');
    announce(contentId, item);
    return { item };
  });
}
