// Where the reader was on each history entry, so Back and Forward return there and a
// reload stays put (spec 000 §2.6: keep history and scroll right).
//
// Every entry gets a key in `history.state`. The position of the entry on screen is kept
// as the reader scrolls (in memory: no history call per scroll event), so it is already
// known when the reader moves on by a link, by Back or Forward, or by a #fragment the
// browser follows itself. The positions are written to sessionStorage when the page is
// hidden, so a full load in the same tab (a reload, Back from another site) finds them.
// The browser's own restoration is off: it would restore before the page it belongs to
// is rendered again.

/** The part of `history.state` this module owns; other keys are kept as they are. */
interface ScrollEntryState {
  scrollKey?: string;
}

/** sessionStorage key of the kept positions. */
export const SCROLL_POSITIONS_KEY = 'neutron:scroll';
/** Entries kept in sessionStorage: the most recent ones. */
export const MAX_KEPT_POSITIONS = 100;

export interface ScrollPositions {
  /** Goes to a new entry at `href` after the one on screen (pushState), keeping where the
   *  reader was on the one left. */
  push(href: string): void;
  /** The entry on screen now shows `href` (replaceState): same entry, same key. */
  replace(href: string): void;
  /** Back or Forward reached the entry `state` belongs to (popstate): its kept position,
   *  when there is one. */
  popped(state: unknown): number | undefined;
}

function keyOf(state: unknown): string | undefined {
  const key = (state as ScrollEntryState | null | undefined)?.scrollKey;
  return typeof key === 'string' ? key : undefined;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readKept(storage: Storage | undefined): Map<string, number> {
  try {
    const kept = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(kept)) return new Map();
    return new Map(kept.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])));
  } catch {
    // Storage off, full or holding something else: start without.
    return new Map();
  }
}

function storageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps each entry's position from now on; restores the first page's after a reload or a
 *  return to it. */
export function keepScrollPositions(win: Window = window): ScrollPositions {
  const { history } = win;
  const storage = storageOf(win);
  const positions = readKept(storage);
  history.scrollRestoration = 'manual';

  /** Gives the entry on screen a key when it has none (the first visit, or a #fragment
   *  the browser followed itself, whose entry it made without a state). */
  const keyed = (): string => {
    const key = keyOf(history.state);
    if (key !== undefined) return key;
    const made = newKey();
    history.replaceState({ ...((history.state as object | null) ?? {}), scrollKey: made }, '');
    return made;
  };
  const first = keyOf(history.state);
  let current = keyed();

  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const returning = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  const restore = first !== undefined && returning ? positions.get(first) : undefined;
  if (restore !== undefined) win.scrollTo(0, restore);
  // Where the reader starts is a place too: Back from a #fragment followed before any
  // scrolling returns to it (the top of a page just loaded).
  if (!positions.has(current)) positions.set(current, win.scrollY);

  win.addEventListener(
    'scroll',
    () => {
      // An entry the browser made for a #fragment has no key yet: the position kept for
      // the entry before it is the last one read there.
      if (keyOf(history.state) !== current) current = keyed();
      positions.set(current, win.scrollY);
    },
    { passive: true },
  );
  win.addEventListener('pagehide', () => {
    positions.set(current, win.scrollY);
    try {
      storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions].slice(-MAX_KEPT_POSITIONS)));
    } catch {
      // Storage off or full: positions last for this document only.
    }
  });

  return {
    push(href) {
      positions.set(current, win.scrollY);
      current = newKey();
      history.pushState({ scrollKey: current }, '', href);
    },
    replace(href) {
      history.replaceState(history.state, '', href);
    },
    popped(state) {
      current = keyOf(state) ?? keyed();
      const position = positions.get(current);
      if (position !== undefined) {
        // Set again, so the map's order is the order entries were last shown in.
        positions.delete(current);
        positions.set(current, position);
      }
      return position;
    },
  };
}
