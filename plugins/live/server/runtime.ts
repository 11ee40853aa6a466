// What the live plugin shares inside one process: one store per database file (an
// in-memory store per app), and one hub, fan-out and count of sockets per address per
// HTTP server, whichever brands enable the plugin (each answers its own socket path;
// every socket joins the node's hub). Each brand acquires them when its endpoints are
// registered and releases them when the app closes; the last release closes them.
import type { Server } from 'node:http';
import type { AppConfig, Logger } from '../../../core/index.ts';
import { createFanout, type Fanout } from './fanout.ts';
import { LiveHub } from './hub.ts';
import { LiveStore } from './store.ts';

export interface NodeRuntime {
  hub: LiveHub;
  fanout: Fanout;
  /** Open sockets per client address, on every brand's socket path. */
  socketsPerAddress: Map<string, number>;
}

interface Held<T> {
  value: T;
  users: number;
}

/** Stores of database files, whichever app opens them; ':memory:' is one app's own (its
 *  brands share it, another app built in the process gets another). */
const fileStores = new Map<string, Held<LiveStore>>();
const memoryStores = new WeakMap<Server, Map<string, Held<LiveStore>>>();
const nodes = new WeakMap<Server, Held<NodeRuntime>>();

function storesOf(file: string, server: Server): Map<string, Held<LiveStore>> {
  if (file !== ':memory:') return fileStores;
  let own = memoryStores.get(server);
  if (!own) memoryStores.set(server, (own = new Map()));
  return own;
}

export function acquireStore(file: string, server: Server): LiveStore {
  const stores = storesOf(file, server);
  let held = stores.get(file);
  if (!held) stores.set(file, (held = { value: new LiveStore(file), users: 0 }));
  held.users += 1;
  return held.value;
}

export function releaseStore(file: string, server: Server): void {
  const stores = storesOf(file, server);
  const held = stores.get(file);
  if (!held || --held.users > 0) return;
  stores.delete(file);
  held.value.close();
}

/** The open store of `file` for the app of `server`, if any (tests read it). */
export const peekStore = (file: string, server: Server): LiveStore | undefined => storesOf(file, server).get(file)?.value;

/** The node's runtime; `first` is true for the brand that creates it (its socket endpoint
 *  takes the HTTP server's upgrades). */
export function acquireNode(server: Server, app: AppConfig | undefined, queueLimit: number, log: Pick<Logger, 'info' | 'warn' | 'error'>): { node: NodeRuntime; first: boolean } {
  let held = nodes.get(server);
  const first = !held;
  if (!held) {
    const hub = new LiveHub();
    const redis = app?.upstreams.redis;
    const fanout = createFanout(hub, log, redis ? { url: redis.url, keyPrefix: redis.keyPrefix, queueLimit } : undefined);
    nodes.set(server, (held = { value: { hub, fanout, socketsPerAddress: new Map() }, users: 0 }));
  }
  held.users += 1;
  return { node: held.value, first };
}

export async function releaseNode(server: Server): Promise<void> {
  const held = nodes.get(server);
  if (!held || --held.users > 0) return;
  nodes.delete(server);
  await held.value.fanout.close();
}
