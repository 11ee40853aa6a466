// A failed chunk load (a deploy replaced the files) forces one full reload, at most once
// per 60 s, so a broken deploy cannot loop the page (spec 000 §4, §8).
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'neutron:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = (error as Error | undefined)?.message ?? '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(message);
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Returns true when a reload was started. */
export function reloadOnceForChunkError(target: string, storage: Storage, now: number, assign: (url: string) => void): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  assign(target);
  return true;
}
