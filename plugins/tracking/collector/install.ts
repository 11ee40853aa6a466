// Installs the collector in one brand's scope: acquires the store, rate counter and
// forwarder it shares with other brands, registers the endpoints, prunes old events, and
// lets go of everything when the app closes.
import { IN_MEMORY } from '../../../core/index.ts';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrackingOptions } from '../options.ts';
import type { TrackingSettings } from '../settings.ts';
import { createForwarder, type Forwarder, type ForwardTransport } from './forwarder.ts';
import { RateCounter } from './rate-counter.ts';
import { registerCollector } from './routes.ts';
import { createSharedRegistry, type SharedRegistry } from './shared.ts';
import { TrackingStore } from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

interface SharedCollector {
  store: TrackingStore;
  counter: RateCounter;
}

const newCollectors = () => createSharedRegistry<SharedCollector>(({ store }) => store.close());
/** One store and rate counter per database file in this process, whichever brands use it. */
const fileCollectors = newCollectors();
/** An in-memory store is one app's own: its brands share it, another app built in the
 *  process gets another. */
const memoryCollectors = new WeakMap<Server, SharedRegistry<SharedCollector>>();
/** One forwarder per collector URL in an app (its first brand's settings make it). */
const forwarders = new WeakMap<Server, SharedRegistry<Forwarder>>();

function ownOf<T>(registries: WeakMap<Server, SharedRegistry<T>>, server: Server, create: () => SharedRegistry<T>): SharedRegistry<T> {
  let registry = registries.get(server);
  if (!registry) registries.set(server, (registry = create()));
  return registry;
}

/** The collectors `database` is kept in for the app of `server` (tests read the store through it). */
export function collectorsOf(database: string, server: Server): SharedRegistry<SharedCollector> {
  return database === IN_MEMORY ? ownOf(memoryCollectors, server, newCollectors) : fileCollectors;
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
  const collectors = collectorsOf(database, app.server);
  const shared = collectors.acquire(database, () => ({ store: new TrackingStore(database), counter: new RateCounter() }));
  const forward = options.forwarder;
  const appForwarders = ownOf(forwarders, app.server, () => createSharedRegistry<Forwarder>((forwarder) => forwarder.close()));
  const forwarder = forward ? appForwarders.acquire(forward.url, () => createForwarder(forward, app.log, input.transport)) : undefined;
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
    if (forward) await appForwarders.release(forward.url);
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
