// Access to globals that third-party scripts put on the window (googletag, pbjs, …),
// for plugin code that may also run during the server render (spec 001 §8 window access,
// §9 wait-for-service: every 500 ms, at most 30 times). A plugin names the variables it
// watches; reading any other is a mistake the watcher reports.
import { WINDOW_MESSAGES } from '../scripts/script-declaration.ts';

export const WAIT_FOR_SERVICE_INTERVAL_MS = 500;
export const WAIT_FOR_SERVICE_ATTEMPTS = 30;

export interface WindowWatcherLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface WindowWatcher {
  watch(name: string): void;
  /** The variable now, or undefined (with the spec's message saying why). */
  get<T = unknown>(name: string): T | undefined;
  /** Resolves with the variable once a script has set it; rejects after 30 polls. */
  waitFor<T = unknown>(name: string): Promise<T>;
}

export function createWindowWatcher(log: WindowWatcherLog = console, scope: () => Record<string, unknown> | undefined = () => (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>))): WindowWatcher {
  const watched = new Set<string>();
  const read = (name: string): { value?: unknown; problem?: string } => {
    const win = scope();
    if (!win) return { problem: WINDOW_MESSAGES.serverRender };
    if (!watched.has(name)) return { problem: WINDOW_MESSAGES.notWatched(name) };
    const value = win[name];
    return value === undefined ? { problem: WINDOW_MESSAGES.unavailable } : { value };
  };
  return {
    watch: (name) => void watched.add(name),
    get<T>(name: string): T | undefined {
      const { value, problem } = read(name);
      if (problem) {
        log.warn(problem);
        return undefined;
      }
      return value as T;
    },
    waitFor<T>(name: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let attempts = 0;
        const poll = () => {
          const { value, problem } = read(name);
          if (value !== undefined) return resolve(value as T);
          // Server render or an unwatched name will never change: fail at once.
          if (problem !== WINDOW_MESSAGES.unavailable) return reject(new Error(problem));
          attempts += 1;
          if (attempts >= WAIT_FOR_SERVICE_ATTEMPTS) return reject(new Error(WINDOW_MESSAGES.unavailable));
          setTimeout(poll, WAIT_FOR_SERVICE_INTERVAL_MS);
        };
        poll();
      });
    },
  };
}
