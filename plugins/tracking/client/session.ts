// The reader's tracking session in sessionStorage (spec 001 §4, §9): a session id, the
// page-view count (it increments with each view, full load or in-app), and who the reader
// is once signed in. The first view of a session keeps the view id the server gave the
// page; from the second view on each view gets a new one.

export const SESSION_KEY = 'neutron.tracking';

export interface SessionState {
  sessionId: string;
  pageViews: number;
  customerId: string | null;
  hashedEmail: string | null;
}

/** The part of Storage the session uses. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** A storage that forgets on reload, where sessionStorage is missing or refuses (private modes). */
export function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** The given storage when it works, else memory. */
export function storageOrMemory(storage: () => Storage): SessionStorageLike {
  try {
    const found = storage();
    found.setItem(`${SESSION_KEY}.probe`, '1');
    return found;
  } catch {
    return memoryStorage();
  }
}

/** sessionStorage when it works, else memory. */
export const sessionStorageOrMemory = (): SessionStorageLike => storageOrMemory(() => window.sessionStorage);

const nullableText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function readSession(storage: SessionStorageLike, newId: () => string): SessionState {
  let stored: Partial<SessionState> = {};
  try {
    stored = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as Partial<SessionState>;
  } catch {
    // A damaged entry starts a new session.
  }
  const pageViews = typeof stored.pageViews === 'number' && Number.isInteger(stored.pageViews) && stored.pageViews >= 0 ? stored.pageViews : 0;
  return {
    sessionId: nullableText(stored.sessionId) ?? newId(),
    pageViews,
    customerId: nullableText(stored.customerId),
    hashedEmail: nullableText(stored.hashedEmail),
  };
}

export function writeSession(storage: SessionStorageLike, state: SessionState): void {
  try {
    storage.setItem(SESSION_KEY, JSON.stringify(state));
  } catch {
    // Storage full or refused: the count goes on in memory for this page.
  }
}

/** One more view: the count goes up; the view id is the page's own on the session's
 *  first view (when the server gave one), a new one from the second view on. */
export function nextView(state: SessionState, serverViewId: string | undefined, newId: () => string): { state: SessionState; viewId: string } {
  const pageViews = state.pageViews + 1;
  const viewId = pageViews === 1 && serverViewId ? serverViewId : newId();
  return { state: { ...state, pageViews }, viewId };
}
