// Where the reader was on each history entry: the place a page starts at counts, so Back
// from a #fragment the browser followed before any scrolling returns to the top.
import { describe, expect, it } from 'vitest';
import { keepScrollPositions } from '../../../core/client/scroll-positions.ts';

/** A window with just what the module reads: history, scroll, storage and events. */
function fakeWindow() {
  const listeners = new Map<string, (() => void)[]>();
  const stored = new Map<string, string>();
  const win = {
    scrollY: 0,
    scrollTo(_x: number, y: number) {
      win.scrollY = y;
    },
    history: {
      state: null as unknown,
      scrollRestoration: 'auto',
      pushState(state: unknown) {
        win.history.state = state;
      },
      replaceState(state: unknown) {
        win.history.state = state;
      },
    },
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    performance: { getEntriesByType: () => [] },
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
  return win;
}

describe('scroll positions', () => {
  it('Back from a #fragment followed before any scrolling returns to where the page started', () => {
    const win = fakeWindow();
    const positions = keepScrollPositions(win as unknown as Window);
    const first = win.history.state;
    // The browser follows #toc-item-1: a new entry without a state, scrolled to the heading.
    win.history.state = null;
    win.scrollY = 1626;
    win.fire('scroll');
    // Back: the first entry again.
    expect(positions.popped(first)).toBe(0);
  });

  it('keeps where the reader scrolled to on an entry, and the fragment entry its own place', () => {
    const win = fakeWindow();
    const positions = keepScrollPositions(win as unknown as Window);
    const first = win.history.state;
    win.scrollY = 500;
    win.fire('scroll');
    win.history.state = null;
    win.scrollY = 1626;
    win.fire('scroll');
    const fragment = win.history.state;
    expect(positions.popped(first)).toBe(500);
    expect(positions.popped(fragment)).toBe(1626);
  });
});
