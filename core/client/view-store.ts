// What the browser's React root shows: the current view, read with useSyncExternalStore.
// A navigation's view may wait to hear that React committed it (its markup and head are in
// the document), which is when plugins are told about the new page.
import type { PageData } from '../page-data.ts';

export class ViewStore<V extends { page: PageData }> {
  private view: V;
  private readonly listeners = new Set<() => void>();
  /** The page a navigation set, and what runs once React has committed it. */
  private waiting: { page: PageData; then: () => void } | undefined;

  constructor(view: V) {
    this.view = view;
  }

  get = (): V => this.view;

  /** Shows `view`; `onCommitted` runs once React has committed it. A view of another page
   *  set before that overtakes it (React never commits it), so it runs nothing; a view of
   *  the same page (a read-next story appended) keeps it waiting. */
  set(view: V, onCommitted?: () => void): void {
    this.view = view;
    if (onCommitted) this.waiting = { page: view.page, then: onCommitted };
    else if (this.waiting && this.waiting.page !== view.page) this.waiting = undefined;
    for (const listener of this.listeners) listener();
  }

  /** The root committed `view` (called from its layout effect, after the head is applied). */
  committed(view: V): void {
    const waiting = this.waiting;
    if (!waiting || waiting.page !== view.page) return;
    this.waiting = undefined;
    waiting.then();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
