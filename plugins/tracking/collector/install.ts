// Installs the collector in one brand's scope: acquires the process's shared store,
// rate counter and forwarder, registers the endpoints, prunes old events, and lets go
// of everything when the app closes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_DATABASE, type TrackingOptions } from '../options.ts';
import type { TrackingSettings } from '../settings.ts';
import { createForwarder, type Forwarder, type ForwardTransport } from './forwarder.ts';
import { RateCounter } from './rate-counter.ts';
import { registerCollector } from './routes.ts';
import { createSharedRegistry } from './shared.ts';
import { TrackingStore } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface SharedCollector {
  store: TrackingStore;
  counter: RateCounter;
}

/** One store and rate counter per database file in this process, whichever brands use it. */
export const collectors = createSharedRegistry<SharedCollector>(({ store }) => store.close());
/** One forwarder per collector URL in this process (the first brand's settings make it). */
const forwarders = createSharedRegistry<Forwarder>((forwarder) => forwarder.close());

/** The database file a brand's options name, resolved against the project root. */
export function databaseFile(options: TrackingOptions, root: string, environment: string): string {
  const configured = options.collector.database;
  if (configured === undefined) return environment === 'test' ? ':memory:' : path.resolve(root, DEFAULT_DATABASE);
  return configured === ':memory:' ? configured : path.resolve(root, configured);
}

export interface InstallInput {
  brand: string;
  options: TrackingOptions;
  settings: TrackingSettings;
  database: string;
  /** Tests replace the forwarder's HTTP transport. */
  transport?: ForwardTransport;
  now?: () => number;
}

export async function installCollector(app: FastifyInstance, input: InstallInput): Promise<void> {
  const { options, database } = input;
  const now = input.now ?? Date.now;
  const shared = collectors.acquire(database, () => ({ store: new TrackingStore(database), counter: new RateCounter() }));
  const forward = options.forwarder;
  const forwarder = forward ? forwarders.acquire(forward.url, () => createForwarder(forward, app.log, input.transport)) : undefined;
  const store = options.collector.store ? shared.store : undefined;
  const prune = () => {
    try {
      store?.prune(now() - options.collector.retentionDays * DAY_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'tracking store: prune failed');
    }
  };
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    if (forward) await forwarders.release(forward.url);
    await collectors.release(database);
  });
  await registerCollector(app, {
    brand: input.brand,
    store,
    counter: shared.counter,
    forwarder,
    settings: input.settings,
    paths: options.endpoints,
    maxBodyBytes: options.collector.maxBodyBytes,
    maxRequestsPerMinute: options.collector.maxRequestsPerMinute,
    now,
  });
}
