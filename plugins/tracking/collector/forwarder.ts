// Sends accepted events on to an HTTP collector (undici): batches from a bounded queue,
// each POST with a timeout; a failed batch (network error, timeout, 408, 429, 5xx) is
// tried again with exponential backoff up to maxAttempts, then dropped; any other 4xx
// is dropped at once. When the queue is full the oldest events go first. Every drop is
// logged with its count. The wire format is in the plugin's README.
import { request } from 'undici';
import type { Logger } from '../../../core/index.ts';
import type { Channel } from '../constants.ts';
import type { ForwarderOptions } from '../options.ts';

/** One event as the forwarder sends it. */
export interface ForwardedEvent {
  channel: Channel;
  /** The brand whose endpoint took the event. */
  brand: string;
  /** ISO time the node accepted it. */
  receivedAt: string;
  /** The event (or ping) as received. */
  event: unknown;
}

/** Sends one batch body; answers the HTTP status. Throws on network errors and timeouts. */
export type ForwardTransport = (url: string, body: string, timeoutMs: number) => Promise<number>;

export const undiciTransport: ForwardTransport = async (url, body, timeoutMs) => {
  const response = await request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'user-agent': 'neutron-tracking-forwarder' },
    // undici's request never follows redirects: a collector that moves is a failed send.
    signal: AbortSignal.timeout(timeoutMs),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  await response.body.dump();
  return response.statusCode;
};

/** First retry after this long, doubling up to MAX_BACKOFF_MS. */
const BASE_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** Events accepted within this window go out in one batch. */
const BATCH_DELAY_MS = 200;

export interface ForwarderStats {
  queued: number;
  sent: number;
  dropped: number;
  retries: number;
}

export interface Forwarder {
  enqueue(events: readonly ForwardedEvent[]): void;
  /** Sends what is queued now (tests; close). Resolves when the queue is empty or waiting on a retry. */
  flush(): Promise<void>;
  /** One last try within the timeout, then whatever is left is dropped (and logged). */
  close(): Promise<void>;
  stats(): ForwarderStats;
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function createForwarder(options: ForwarderOptions, log: Logger, transport: ForwardTransport = undiciTransport, backoffMs = BASE_BACKOFF_MS): Forwarder {
  const queue: ForwardedEvent[] = [];
  const stats = { sent: 0, dropped: 0, retries: 0 };
  let attempts = 0;
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | undefined;
  let closed = false;

  function drop(count: number, reason: string): void {
    stats.dropped += count;
    log.warn({ dropped: count, reason, url: options.url }, `tracking forwarder: dropped ${count} event(s): ${reason}`);
  }

  function schedule(delay: number): void {
    if (closed || timer || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, delay);
    timer.unref();
  }

  /** Sends one batch; true when the queue may go on at once. */
  async function sendBatch(): Promise<boolean> {
    const batch = queue.slice(0, options.batchSize);
    let status: number | undefined;
    let failure: string;
    try {
      status = await transport(options.url, JSON.stringify({ events: batch }), options.timeoutMs);
      failure = `status ${status}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    if (status !== undefined && status >= 200 && status < 300) {
      queue.splice(0, batch.length);
      stats.sent += batch.length;
      attempts = 0;
      return true;
    }
    attempts += 1;
    if ((status !== undefined && !retryable(status)) || attempts >= options.maxAttempts) {
      queue.splice(0, batch.length);
      attempts = 0;
      drop(batch.length, status !== undefined && !retryable(status) ? `the collector refused them (${failure})` : `${options.maxAttempts} attempts failed (${failure})`);
      return true;
    }
    stats.retries += 1;
    log.info({ url: options.url, attempt: attempts, reason: failure }, 'tracking forwarder: will retry');
    schedule(Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (attempts - 1)));
    return false;
  }

  function run(): Promise<void> {
    sending ??= (async () => {
      try {
        while (queue.length > 0 && (await sendBatch()));
      } finally {
        sending = undefined;
      }
    })();
    return sending;
  }

  return {
    enqueue(events) {
      if (closed) return;
      queue.push(...events);
      const excess = queue.length - options.maxQueue;
      if (excess > 0) {
        queue.splice(0, excess);
        drop(excess, 'the queue is full');
      }
      schedule(BATCH_DELAY_MS);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await run();
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      closed = true;
      await sending;
      if (queue.length > 0) {
        attempts = Math.max(attempts, options.maxAttempts - 1);
        await run();
      }
      if (queue.length > 0) drop(queue.splice(0).length, 'the node is closing');
    },
    stats: () => ({ queued: queue.length, ...stats }),
  };
}
