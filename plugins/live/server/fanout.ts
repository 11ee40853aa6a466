// Fan-out across nodes. Every published change goes to this node's sockets at once, and,
// when Redis is configured, to the other nodes over pub/sub (ioredis). While Redis is
// down the node keeps serving its own sockets, logs once, keeps at most `queueLimit`
// changes (the oldest dropped) and sends them when Redis is back; ioredis reconnects
// with a capped backoff, so there is no crash loop and no unbounded queue.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../../../core/index.ts';
import type { LiveItem } from '../item.ts';
import type { LiveHub } from './hub.ts';

export interface RedisSettings {
  url: string;
  keyPrefix: string;
  queueLimit: number;
}

export interface Fanout {
  /** Delivers a change of `channel` here and on every other node. */
  publish(channel: string, items: readonly LiveItem[]): void;
  /** Changes waiting for Redis. */
  readonly queued: number;
  close(): Promise<void>;
}

interface WireMessage {
  node: string;
  channel: string;
  items: readonly LiveItem[];
}

const MAX_RECONNECT_DELAY_MS = 5000;

export function createFanout(hub: LiveHub, log: Pick<Logger, 'info' | 'warn' | 'error'>, redis?: RedisSettings): Fanout {
  if (!redis) {
    return {
      publish: (channel, items) => void hub.deliver(channel, items),
      queued: 0,
      close: async () => {},
    };
  }
  const node = randomUUID();
  const topic = `${redis.keyPrefix}live`;
  const options = {
    // Our own bounded queue replaces ioredis's unbounded offline queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    lazyConnect: false,
  };
  const publisher = new Redis(redis.url, options);
  const subscriber = new Redis(redis.url, { ...options, enableOfflineQueue: true });
  const queue: string[] = [];
  let down = false;
  let dropped = 0;

  const noteDown = (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error.message }, 'live fan-out: Redis is unreachable; serving this node\'s sockets only until it is back');
  };
  publisher.on('error', noteDown);
  subscriber.on('error', noteDown);
  const flush = () => {
    while (queue.length > 0 && publisher.status === 'ready') {
      const message = queue.shift()!;
      publisher.publish(topic, message).catch((error: Error) => {
        queue.unshift(message);
        noteDown(error);
      });
    }
  };
  publisher.on('ready', () => {
    if (down) log.info({ queued: queue.length, dropped }, 'live fan-out: Redis is back; sending the changes kept meanwhile');
    down = false;
    dropped = 0;
    flush();
  });
  // ioredis re-subscribes on reconnect by itself.
  void subscriber.subscribe(topic).catch((error: Error) => noteDown(error));
  subscriber.on('message', (_topic: string, raw: string) => {
    let message: WireMessage;
    try {
      message = JSON.parse(raw) as WireMessage;
    } catch {
      log.warn({ topic }, 'live fan-out: a message on Redis is not JSON; ignored');
      return;
    }
    if (message.node === node || typeof message.channel !== 'string' || !Array.isArray(message.items)) return;
    hub.deliver(message.channel, message.items);
  });

  return {
    publish(channel, items) {
      hub.deliver(channel, items);
      queue.push(JSON.stringify({ node, channel, items } satisfies WireMessage));
      if (queue.length > redis.queueLimit) {
        queue.shift();
        dropped += 1;
        if (dropped === 1) log.error({ limit: redis.queueLimit }, 'live fan-out: Redis queue full; dropping the oldest changes (readers catch up from the store)');
      }
      flush();
    },
    get queued() {
      return queue.length;
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
