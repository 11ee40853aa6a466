// Purge by content id: POST /_neutron/purge (Authorization: Bearer <purge token>) with
// {"ids": [...]} drops every kept page and content answer holding one of the ids, on this
// node and on the others: through Redis pub/sub when `upstreams.redis` is configured,
// else through the cluster primary (`neutron start --workers`), which passes it on to its
// other workers.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { bearerToken, sameSecret } from '../secrets.ts';
import { NO_CACHE } from './cache-headers.ts';

export const PURGE_PATH = '/_neutron/purge';
export const PURGE_CHANNEL = 'neutron:purge';
const MAX_IDS = 1000;
const SUBSCRIBE_WAIT_MS = 2000;
const ID = /^[\w.:-]{1,200}$/;

/** What a cluster worker sends its primary, and the primary its other workers. */
export interface PurgeMessage {
  neutronPurge: string[];
}

export function isPurgeMessage(message: unknown): message is PurgeMessage {
  const ids = (message as Partial<PurgeMessage> | null)?.neutronPurge;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string');
}

export interface PurgeBus {
  /** Resolves once the node hears other nodes' purges. */
  ready: Promise<void>;
  /** Tells the other nodes (this one has purged already); rejects, saying why, when they
   *  could not be told. */
  publish(ids: string[]): Promise<void>;
  close(): Promise<void>;
  /** Whether Redis answers, when purges go through it. */
  redis?(): 'ready' | 'unreachable';
}

/** The other workers of this node's primary, when this is a cluster worker. */
function primaryBus(purge: (ids: string[]) => void): PurgeBus | undefined {
  if (!cluster.isWorker || !process.send) return undefined;
  const listener = (message: unknown) => {
    if (isPurgeMessage(message)) purge(message.neutronPurge);
  };
  process.on('message', listener);
  return {
    ready: Promise.resolve(),
    async publish(ids) {
      process.send?.({ neutronPurge: ids } satisfies PurgeMessage);
    },
    async close() {
      process.off('message', listener);
    },
  };
}

/** Every node through Redis pub/sub. While Redis is unreachable a purge reaches this node
 *  and, through `siblings`, the other workers of its primary; the caller hears that the
 *  other nodes were not told. */
function redisBus(redisUrl: string, purge: (ids: string[]) => void, log: FastifyBaseLogger, siblings: PurgeBus | undefined): PurgeBus {
  const node = randomUUID();
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  // Said once when Redis goes away and once when it is back, not at every reconnect.
  let down = false;
  const noteDown = (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error.message }, 'purge: Redis is unreachable; purges reach only this node until it is back');
  };
  for (const client of [publisher, subscriber]) client.on('error', noteDown);
  subscriber.on('ready', () => {
    if (down) log.info('purge: Redis is back; purges reach the other nodes again');
    down = false;
  });
  const subscribed = subscriber.subscribe(PURGE_CHANNEL).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'purge: cannot subscribe'),
  );
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from?: unknown; ids?: unknown };
      if (message.from !== node && Array.isArray(message.ids)) purge(message.ids.filter((id): id is string => typeof id === 'string'));
    } catch (error) {
      log.warn({ err: error }, 'purge: unreadable message');
    }
  });
  return {
    // A Redis that is down does not hold the node back; it subscribes once Redis is there.
    ready: Promise.race([subscribed, new Promise<void>((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]),
    async publish(ids) {
      try {
        // Not queued for a Redis known to be down: the caller hears at once.
        if (publisher.status !== 'ready') throw new Error(`Redis is unreachable (${publisher.status})`);
        await publisher.publish(PURGE_CHANNEL, JSON.stringify({ from: node, ids }));
      } catch (error) {
        await siblings?.publish(ids);
        throw new Error(`${(error as Error).message}; ${siblings ? "only this node's workers are purged" : 'only this node is purged'}`, { cause: error });
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
      await siblings?.close();
    },
    redis: () => (publisher.status === 'ready' ? 'ready' : 'unreachable'),
  };
}

/** Redis pub/sub when a URL is given (with the primary as the fallback for this node's
 *  other workers), else the cluster primary when this is a worker, else nothing to tell.
 *  `purge` runs for ids other nodes publish. */
export function createPurgeBus(redisUrl: string | undefined, purge: (ids: string[]) => void, log: FastifyBaseLogger): PurgeBus {
  const siblings = primaryBus(purge);
  if (redisUrl) return redisBus(redisUrl, purge, log, siblings);
  return siblings ?? { ready: Promise.resolve(), async publish() {}, async close() {} };
}

function idsOf(body: unknown): string[] | undefined {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_IDS) return undefined;
  return ids.every((id) => typeof id === 'string' && ID.test(id)) ? (ids as string[]) : undefined;
}

/** How many kept pages and content answers a purge dropped on this node (the process
 *  that took the request; the others count their own). */
export interface Purged {
  pages: number;
  content: number;
}

/** What a purge did: this node's counts, and why the other nodes were not told, if so. */
export interface PurgeResult {
  purged: Purged;
  notTold?: string;
}

export type Purge = (ids: string[]) => Promise<PurgeResult>;

/** Drops what this node keeps for the ids at once (before the first await), then tells the
 *  other nodes; a bus that cannot be reached is logged and said in the result, never thrown. */
export function purgeEverywhere(here: (ids: string[]) => Purged, bus: PurgeBus, log: FastifyBaseLogger): Purge {
  return async (ids) => {
    const purged = here(ids);
    try {
      await bus.publish(ids);
      return { purged };
    } catch (error) {
      log.warn({ err: error }, 'purge: other nodes not told');
      return { purged, notTold: (error as Error).message };
    }
  };
}

const PURGE_BODY_LIMIT = 64 * 1024;
const BAD_BODY = `body must be {"ids": [...]}: 1 to ${MAX_IDS} content ids`;

/** The purge endpoint, which takes POST alone: off (a 404 in its JSON) without a token. */
export function registerPurgeRoute(app: FastifyInstance, token: string | undefined, purge: Purge): string {
  if (!token) {
    app.post(PURGE_PATH, { config: { routeName: '_purge' } }, async (_request, reply) =>
      reply.code(404).header('cache-control', NO_CACHE).send({ error: 'purge is off on this node: no purge token is set (server.purgeToken or NEUTRON_PURGE_TOKEN)' }),
    );
    return PURGE_PATH;
  }
  app.post(
    PURGE_PATH,
    {
      bodyLimit: PURGE_BODY_LIMIT,
      // Named in the route's config: a request answered before its handler runs is counted under it.
      config: { routeName: '_purge' },
      // The token is checked before any body is read: a caller without it learns nothing more.
      onRequest: async (request, reply) => {
        reply.header('cache-control', NO_CACHE);
        const given = bearerToken(request.headers.authorization);
        if (given === undefined) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'purge token required' });
        if (!sameSecret(given, token)) return reply.code(403).send({ error: 'wrong purge token' });
      },
      // A body that is not JSON, or too large, is answered in the endpoint's own JSON.
      errorHandler: (error: FastifyError, request, reply) => {
        const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'purge failed');
        const message = status === 413 ? `body too large: at most ${PURGE_BODY_LIMIT} bytes` : status === 500 ? 'purge failed' : status === 408 ? error.message : BAD_BODY;
        return reply.code(status).send({ error: message });
      },
    },
    async (request, reply) => {
      const ids = idsOf(request.body);
      if (!ids) return reply.code(400).send({ error: BAD_BODY });
      const { purged, notTold } = await purge(ids);
      // Purged here, not everywhere: a caller that retries on a 5xx sends it again (a purge
      // may be repeated), and a CDN purge by the same keys still goes ahead.
      if (notTold) return reply.code(502).send({ purged, error: `other nodes not told: ${notTold}` });
      return { purged };
    },
  );
  return PURGE_PATH;
}
