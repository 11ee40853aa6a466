// What the collector shares across the brands of an app: a plugin on both brands
// registers its endpoints twice (/x and /roadshow/x), yet one SQLite handle, one rate
// counter and one forwarder serve both. Each brand acquires on registration and releases
// when the app closes; the last release closes the resource.

interface Entry<T> {
  value: T;
  users: number;
}

export interface SharedRegistry<T> {
  /** The resource for `key`; the first user creates it. */
  acquire(key: string, create: () => T): T;
  /** One user fewer; the last one disposes of the resource. */
  release(key: string): Promise<void>;
  /** The open resource for `key`, if any (tests read the store through it). */
  peek(key: string): T | undefined;
}

export function createSharedRegistry<T>(dispose: (value: T) => void | Promise<void>): SharedRegistry<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    acquire(key, create) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { value: create(), users: 0 };
        entries.set(key, entry);
      }
      entry.users += 1;
      return entry.value;
    },
    async release(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      entries.delete(key);
      await dispose(entry.value);
    },
    peek: (key) => entries.get(key)?.value,
  };
}
