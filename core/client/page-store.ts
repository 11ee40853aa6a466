// The page store (spec 000 §4): the page on screen and the one before it, each with the
// seamless pages appended under it (kept apart, and cleared with their page). Going back
// to the previous page shows it again from here, without asking the server.
import type { HeadTag, PageData } from '../page-data.ts';

export interface StoredPage<C = unknown> {
  /** Path and query: what the address bar shows while this page is read. */
  key: string;
  page: PageData;
  head: HeadTag[];
  /** The page's component, loaded once. */
  Page: C;
}

export interface StoredView<C = unknown> {
  main: StoredPage<C>;
  seamless: StoredPage<C>[];
}

export function pageKey(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}

export class PageStore<C = unknown> {
  private currentView: StoredView<C> | undefined;
  private previousView: StoredView<C> | undefined;

  get current(): StoredView<C> | undefined {
    return this.currentView;
  }

  get previous(): StoredView<C> | undefined {
    return this.previousView;
  }

  /** A new page on screen: the one before becomes the previous page. */
  show(main: StoredPage<C>): void {
    if (this.currentView && this.currentView.main.key !== main.key) this.previousView = this.currentView;
    this.currentView = { main, seamless: [] };
  }

  /** The previous view when the address names it (its own page or one appended to it). */
  previousFor(key: string): StoredView<C> | undefined {
    const view = this.previousView;
    if (!view) return undefined;
    return view.main.key === key || view.seamless.some((entry) => entry.key === key) ? view : undefined;
  }

  /** Shows the previous view again; the page it replaces becomes the previous one. */
  restore(view: StoredView<C>): void {
    if (view !== this.previousView) return;
    this.previousView = this.currentView;
    this.currentView = view;
  }

  appendSeamless(entry: StoredPage<C>): void {
    this.currentView?.seamless.push(entry);
  }

  clearSeamless(): void {
    if (this.currentView) this.currentView.seamless = [];
  }
}
