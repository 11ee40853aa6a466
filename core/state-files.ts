// What a running site writes: the plugins' SQLite stores and the secrets it generates on
// its first start (the image signing key, the ads link key, the sign-in provider's keys),
// each a file of the project's data/ folder unless its config names another. A check
// (`neutron validate`) loads the project on a scratch state instead: it neither reads nor
// writes the site's own, and the scratch folder is removed after.
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The database name SQLite keeps in memory. */
export const IN_MEMORY = ':memory:';

export interface StateFiles {
  /** Where this process keeps `file` (relative to the project root, or absolute). */
  file(file: string): string;
  /** A store's database: the configured file, else `fallback`. `:memory:` stays as it is,
   *  and in the test environment a store nobody configured is kept in memory. */
  store(configured: string | undefined, fallback: string): string;
}

export interface ScratchState extends StateFiles {
  /** Removes the scratch folder and everything written there. */
  remove(): void;
}

function stateOf(file: (name: string) => string, unconfiguredInMemory: boolean): StateFiles {
  return {
    file,
    store: (configured, fallback) => (configured === IN_MEMORY || (configured === undefined && unconfiguredInMemory) ? IN_MEMORY : file(configured ?? fallback)),
  };
}

/** The project's own state: each file where its config puts it. */
export function projectState(root: string, environment: string): StateFiles {
  return stateOf((name) => path.resolve(root, name), environment === 'test');
}

/** A check's state: each file the project would keep has a scratch file of its own (made
 *  on first use), whether the config names it relative to the project or absolute. */
export function scratchState(root: string): ScratchState {
  let folder: string | undefined;
  const file = (name: string) => {
    folder ??= mkdtempSync(path.join(os.tmpdir(), 'neutron-state-'));
    const resolved = path.resolve(root, name);
    const tag = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
    return path.join(folder, `${tag}-${path.basename(resolved)}`);
  };
  return {
    ...stateOf(file, false),
    remove() {
      if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
      folder = undefined;
    },
  };
}

/** Runs `check` on a scratch state of the project at `root`, and removes it after,
 *  whatever `check` answers or throws. */
export async function onScratchState<T>(root: string, check: (state: StateFiles) => Promise<T>): Promise<T> {
  const state = scratchState(root);
  try {
    return await check(state);
  } finally {
    state.remove();
  }
}

/** The secret kept in `file`: read back when it holds one of at least `minLength`
 *  characters, else generated (32 random bytes, base64url unless `encoding` says) and
 *  kept there, readable by its owner only, so every process of the machine and every
 *  restart uses the same. Throws when it cannot be kept. */
export function keptSecret(file: string, { minLength = 16, encoding = 'base64url' }: { minLength?: number; encoding?: 'base64url' | 'hex' } = {}): { secret: string; generated: boolean } {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= minLength) return { secret, generated: false };
  }
  const secret = randomBytes(32).toString(encoding);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true };
}
