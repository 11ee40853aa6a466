// The browser entry: hydrate the server-rendered page, then navigate in-app (spec 000
// §2.6, §4): fetch the next page's data as JSON, render it, keep history and scroll
// right, show the loading bar, and fall back to a full load when anything goes wrong.
import type { DeviceWatcher } from './device.ts';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { STATIC_BODY_SELECTOR } from '../body/ArticleBody.tsx';
import { DATA_PREFIX, type HeadTag, type PageData } from '../page-data.ts';
import { App } from '../render/App.tsx';
import { ComponentRegistry } from '../render/component-registry.ts';
import { CORE_FEATURES } from '../features.ts';
import { corePages } from '../render/core-pages.ts';
import { PAGE_DATA_ELEMENT_ID, ROUTE_ANNOUNCER_ID } from '../render/Document.tsx';
import type { PageComponent } from '../render/page-props.ts';
import { PageRegistry } from '../render/page-registry.ts';
import { createRouter, type Router } from '../routing/matcher.ts';
import type { RouteDefinition } from '../routing/types.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { watchConnection } from './connection.ts';
import { applyHeadTags, readHeadTags } from './document-head.ts';
import { whenIdle } from './idle.ts';
import { inAppTarget, isJumpLink, isPlainClick } from './links.ts';
import { LoadingBar } from './loading-bar.ts';
import { pageKey, PageStore, type StoredPage, type StoredView } from './page-store.ts';
import type { ClientApi, ClientPlugin } from './plugin.ts';
import { startReaderPlatform } from './reader-platform.ts';
import { keepScrollPositions } from './scroll-positions.ts';
import { SEAMLESS_PAGE_CLASS, SEAMLESS_SENTINEL_CLASS, startSeamless, withoutAdSlots } from './seamless.ts';
import { ViewStore } from './view-store.ts';
import type { SeamlessLink } from '../render/components/article/article-props.ts';
import { StoresContext } from '../render/stores.ts';
import '../render/styles.css';

interface View {
  page: PageData;
  Page: PageComponent;
  /** The `headTags` hook's tags of the page (or read-next story) the address shows. */
  head: HeadTag[];
  /** Read-next stories appended under the page, in order. */
  seamless: StoredPage<PageComponent>[];
}

/** A plugin's `onNavigate` or `onPageView` listener, with the plugin's name for its errors. */
interface PageListener {
  plugin: string;
  listener: (page: PageData) => void;
}

/** The read-next stories of a page (article routes with the seamless flag). */
function seamlessLinksOf(page: PageData): SeamlessLink[] {
  const links = (page.props as { seamless?: unknown }).seamless;
  return Array.isArray(links) ? (links as SeamlessLink[]) : [];
}

function SeamlessPages({ view }: { view: View }) {
  return (
    <>
      {view.seamless.map((entry) => (
        <section key={entry.key} className={SEAMLESS_PAGE_CLASS} data-seamless-key={entry.key} aria-label={entry.page.title}>
          <StoresContext.Provider value={entry.page.stores}>
            <entry.Page page={entry.page} props={entry.page.props} />
          </StoresContext.Provider>
        </section>
      ))}
      {view.page.features.includes(CORE_FEATURES.seamless) && view.seamless.length < seamlessLinksOf(view.page).length ? (
        <div className={SEAMLESS_SENTINEL_CLASS} aria-hidden="true" />
      ) : null}
    </>
  );
}

function ClientRoot({ store, bar, components, devices, onHydrated }: { store: ViewStore<View>; bar: LoadingBar; components: ComponentRegistry; devices: DeviceWatcher; onHydrated: () => void }) {
  const view = useSyncExternalStore(store.subscribe, store.get, store.get);
  // The head follows each page React commits (its components' <Helmet> tags are in by
  // then); the first page's head is the one the server sent.
  const headShown = useRef(view.head);
  useLayoutEffect(() => {
    if (headShown.current === view.head) return;
    headShown.current = view.head;
    applyHeadTags(view.head);
  }, [view.head]);
  // After the head: a navigation's page counts as shown once both are in the document.
  useLayoutEffect(() => store.committed(view), [store, view]);
  // Widgets gated by device class follow the width watcher (spec 001 §6).
  const device = useSyncExternalStore(devices.subscribe, devices.current, devices.current);
  // The server renders no seamless pages: they join after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    onHydrated();
  }, [onHydrated]);
  return (
    <HelmetProvider>
      <App page={view.page} Page={view.Page} components={components} loadingBar={bar} device={hydrated ? device : view.page.device} after={hydrated ? <SeamlessPages view={view} /> : null} />
    </HelmetProvider>
  );
}

/** The first page's data with the body the server rendered into the document (its data
 *  leaves it out), so the page store can show it again after another page replaced it. */
function withServerBody(page: PageData): PageData {
  const body = (page.props as { body?: { staticHtml?: string; html?: string } }).body;
  if (!body || body.staticHtml === undefined || body.html !== undefined) return page;
  const html = document.querySelector(STATIC_BODY_SELECTOR)?.innerHTML ?? '';
  return { ...page, props: { ...page.props, body: { ...body, html } } };
}

function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? 'null') as PageData;
}

/** After in-app navigation a keyboard or screen reader user lands on the new page: focus
 *  moves to its h1 (or the main content when it has none), without scrolling, and the
 *  polite live region reads its title. */
function announceNavigation(): void {
  const heading = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = document.title;
}

/** A kept position is sought while the page is too short to reach it (its late parts, its
 *  images, a chunk still loading), for at most this long; the reader's own scrolling ends
 *  the search at once. A slow phone gets the time its page takes. */
const RESTORE_MAX_MS = 8000;
const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Ends the search for a kept position still under way, if any: once the reader moves on,
 *  it must not scroll the next page to the last one's place. */
let stopSeeking: () => void = () => {};

/** Back or Forward to a kept position: scrolled there, again on the next frames while the
 *  page is still too short to reach it. */
function restoreScroll(y: number): void {
  stopSeeking();
  const started = performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  stopSeeking = stop;
  for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() - started > RESTORE_MAX_MS) stop();
    else requestAnimationFrame(attempt);
  };
  attempt();
}

function scrollAfterNavigation(url: URL, keepScroll: boolean | undefined, restore?: number): void {
  if (restore !== undefined) {
    restoreScroll(restore);
    return;
  }
  if (url.hash) {
    let id = url.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the raw text up instead.
    }
    const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  if (!keepScroll) window.scrollTo(0, 0);
}

export async function startClient(options: { brand: string; plugins: ClientPlugin[] }): Promise<void> {
  // This brand's registries: the bundle carries only the plugins the brand enables.
  const registry = new PageRegistry(corePages);
  const components = new ComponentRegistry();
  for (const plugin of options.plugins) {
    for (const [key, loader] of Object.entries(plugin.pages ?? {})) registry.addLoader(key, loader);
    components.addPlugin(plugin);
  }
  const bar = new LoadingBar();
  const first = readPageData();
  const FirstPage = await registry.load(first.page);
  const firstHead = readHeadTags();
  const store = new ViewStore<View>({ page: first, Page: FirstPage, head: firstHead, seamless: [] });
  const pages = new PageStore<PageComponent>();
  pages.show({ key: pageKey(location), page: withServerBody(first), head: firstHead, Page: FirstPage });
  const platform = startReaderPlatform(first);
  const scrolls = keepScrollPositions();
  watchConnection();
  const navigateListeners: PageListener[] = [];
  const pageViewListeners: PageListener[] = [];
  // Assigned once the route table has arrived and the plugins are set up; click handlers read it before that.
  // eslint-disable-next-line prefer-const
  let router: Router | undefined;
  let controller: AbortController | undefined;
  let navigations = 0;
  /** Path and query of the page on screen: a history move that changes only the hash
   *  (the skip link, a #fragment link, back over one) stays on it. */
  let shown = { pathname: location.pathname, search: location.search };

  const container = document.getElementById('app');
  if (!container) throw new Error('#app element missing');
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  // Hydrating in a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page in one task (a default-priority
  // hydration is not time-sliced): on a phone that one task was most of the blocking time.
  startTransition(() => {
    hydrateRoot(container, <ClientRoot store={store} bar={bar} components={components} devices={platform.device} onHydrated={markHydrated} />, {
      onRecoverableError(error) {
        console.warn('hydration recovered from', error);
      },
    });
  });

  /** Redirects followed in one navigation before giving up with a full load. */
  const MAX_REDIRECTS = 5;

  /** Tells plugins' listeners about a page; a listener that throws is reported under its
   *  plugin's name and stops no other. */
  function notify(listeners: readonly PageListener[], page: PageData): void {
    for (const { plugin, listener } of listeners) {
      try {
        listener(page);
      } catch (error) {
        console.warn(`plugin ${plugin}: page listener failed`, error);
        platform.errors.report(error, 'error', plugin);
      }
    }
  }

  /** The page a navigation (or back) showed is on screen: React has committed it and its
   *  head, so plugins reading the document or its title see the new page. They run once
   *  React's commit is over, not inside it. */
  function pageOnScreen(page: PageData): void {
    queueMicrotask(() => {
      navigations += 1;
      document.documentElement.dataset.neutronNavigations = String(navigations);
      notify(navigateListeners, page);
      notify(pageViewListeners, page);
    });
  }

  function afterRender(then: () => void): void {
    requestAnimationFrame(() => requestAnimationFrame(then));
  }

  const counted = new Set<StoredPage<PageComponent>>();
  const seamless = startSeamless(
    {
      remaining: () => (store.get().page.features.includes(CORE_FEATURES.seamless) ? seamlessLinksOf(store.get().page).slice(store.get().seamless.length) : []),
      async append(link) {
        const view = store.get();
        const response = await fetch(`${DATA_PREFIX}${link.url}`, { headers: { accept: 'application/json' } });
        if (!response.ok) return false;
        const payload = (await response.json()) as { page?: PageData; head?: HeadTag[] };
        // Only a page of this brand, still below the page it was asked for.
        if (!payload.page || payload.page.brand !== options.brand || store.get().page !== view.page) return false;
        const entry: StoredPage<PageComponent> = { key: link.url, page: withoutAdSlots(payload.page), head: payload.head ?? [], Page: await registry.load(payload.page.page) };
        if (store.get().page !== view.page) return false;
        pages.appendSeamless(entry);
        store.set({ ...view, seamless: [...view.seamless, entry] });
        afterRender(() => seamless.refresh());
        return true;
      },
      entered(key) {
        const current = pages.current;
        if (!current || key === pageKey(location)) return;
        const entry = [current.main, ...current.seamless].find((candidate) => candidate.key === key);
        if (!entry) return;
        const url = new URL(key, location.origin);
        scrolls.replace(url.href);
        shown = { pathname: url.pathname, search: url.search };
        applyHeadTags(entry.head);
        // Each appended story counts one page view, when it is first read.
        if (entry !== current.main && !counted.has(entry)) {
          counted.add(entry);
          notify(pageViewListeners, entry.page);
        }
      },
    },
    () => pages.current?.main.key ?? pageKey(location),
  );

  /** Back to the previous page: shown again from the page store, without a request. */
  function restore(view: StoredView<PageComponent>, url: URL, restoreScroll: number | undefined): void {
    controller?.abort();
    pages.restore(view);
    const key = pageKey(url);
    const entry = [view.main, ...view.seamless].find((candidate) => candidate.key === key) ?? view.main;
    store.set({ page: view.main.page, Page: view.main.Page, head: entry.head, seamless: [...view.seamless] }, () => pageOnScreen(entry.page));
    // The platform learns the page at once: an error while React renders it is this page's.
    platform.pageShown(entry.page);
    shown = { pathname: url.pathname, search: url.search };
    afterRender(() => {
      scrollAfterNavigation(url, false, restoreScroll);
      announceNavigation();
      seamless.refresh();
    });
  }

  async function navigate(url: URL, mode: 'push' | 'replace' | 'pop', restoreScroll?: number, redirects = 0): Promise<void> {
    const stored = mode === 'pop' ? pages.previousFor(pageKey(url)) : undefined;
    if (stored) {
      restore(stored, url, restoreScroll);
      return;
    }
    controller?.abort();
    const current = new AbortController();
    controller = current;
    bar.start();
    try {
      const response = await fetch(`${DATA_PREFIX}${url.pathname}${url.search}`, { signal: current.signal, headers: { accept: 'application/json' } });
      const payload = (await response.json()) as { page?: PageData; head?: HeadTag[]; redirect?: string; load?: string };
      if (payload.load !== undefined) {
        // A server-side route (feed, product redirect, …): the browser loads it in full.
        const target = new URL(payload.load, location.origin);
        if (target.origin !== location.origin) target.href = url.href;
        target.hash = url.hash;
        bar.finish();
        if (current.signal.aborted) return;
        // Back and forward already moved the history: the full load takes that entry's place.
        if (mode === 'pop') location.replace(target.href);
        else location.assign(target.href);
        return;
      }
      if (payload.redirect) {
        const next = new URL(payload.redirect, location.origin);
        bar.finish();
        if (current.signal.aborted) return;
        // The server only sends same-site redirects; anything else, or a loop, loads normally.
        if (next.origin !== location.origin || redirects >= MAX_REDIRECTS) {
          location.assign(next.origin === location.origin ? next.href : url.href);
          return;
        }
        await navigate(next, mode === 'pop' ? 'replace' : mode, undefined, redirects + 1);
        return;
      }
      const { page } = payload;
      if (!page) throw new Error(`no page data for ${url.pathname}`);
      if (page.brand !== options.brand) {
        // Another brand's page needs that brand's bundle (its plugins): load it in full.
        bar.finish();
        if (current.signal.aborted) return;
        if (mode === 'pop') location.replace(url.href);
        else location.assign(url.href);
        return;
      }
      let Page: PageComponent;
      try {
        Page = await registry.load(page.page);
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnceForChunkError(url.href, sessionStorage, Date.now(), (href) => location.assign(href))) return;
        throw error;
      }
      if (current.signal.aborted) {
        bar.fail(Object.assign(new Error('navigation superseded'), { name: 'AbortError' }));
        return;
      }
      if (mode === 'push') scrolls.push(url.href);
      else if (mode === 'replace') scrolls.replace(url.href);
      pages.show({ key: pageKey(url), page, head: payload.head ?? [], Page });
      store.set({ page, Page, head: payload.head ?? [], seamless: [] }, () => pageOnScreen(page));
      platform.pageShown(page);
      shown = { pathname: url.pathname, search: url.search };
      const route = router?.match(url.pathname);
      requestAnimationFrame(() => {
        scrollAfterNavigation(url, route?.meta.keepScroll, restoreScroll);
        announceNavigation();
      });
      afterRender(() => seamless.refresh());
      bar.finish();
    } catch (error) {
      bar.fail(error);
      if ((error as Error).name === 'AbortError') return;
      console.warn('in-app navigation failed; loading the page', error);
      location.assign(url.href);
    }
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const rawHref = anchor.getAttribute('href') ?? '';
    if (isJumpLink(rawHref)) {
      // In-page jump links (spec 001 §2): whitespace is removed before looking up the target.
      const id = rawHref.replace(/\s+/g, '').slice(1);
      const target = document.getElementById(id);
      if (target) {
        event.preventDefault();
        target.scrollIntoView();
        history.replaceState(history.state, '', `#${id}`);
      }
      return;
    }
    if (!router) return;
    const url = inAppTarget(anchor, location.origin);
    if (!url) return;
    // Same page with a hash (including #jumplink links): the browser scrolls by itself.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    if (!router.match(url.pathname)) {
      // Unknown path: still in-app, the server answers with the 404 page data.
      if (!url.pathname.endsWith('/') && router.match(`${url.pathname}/`)) url.pathname = `${url.pathname}/`;
    }
    event.preventDefault();
    stopSeeking();
    void navigate(url, 'push');
  });

  window.addEventListener('popstate', (event) => {
    stopSeeking();
    const scroll = scrolls.popped(event.state);
    // A fragment change fires popstate too: the same page, where the reader was on that
    // entry (or at its fragment).
    if (location.pathname === shown.pathname && location.search === shown.search) {
      scrollAfterNavigation(new URL(location.href), true, scroll);
      return;
    }
    void navigate(new URL(location.href), 'pop', scroll);
  });

  // The route table arrives after hydration; until then links load normally.
  const response = await fetch('/_neutron/routes.json');
  const { routes } = (await response.json()) as { routes: RouteDefinition[] };
  // Plugins set up on the hydrated page, as they did when hydration was one task. From
  // here each step is a task of its own: set up all at once, the plugins held the main
  // thread for one long task right after hydration, when the reader may already tap.
  await hydrated;
  await nextTask();
  const routeTable = createRouter(routes);

  // Each plugin gets an API of its own, so what it reports carries its name.
  const apiFor = (plugin: string): ClientApi => ({
    page: () => store.get().page,
    feature: (name) => store.get().page.features.includes(name),
    onNavigate: (listener) => void navigateListeners.push({ plugin, listener }),
    onPageView: (listener) => void pageViewListeners.push({ plugin, listener }),
    device: () => platform.device.current(),
    onDeviceChange: (listener) => platform.device.subscribe(listener),
    consent: platform.consent,
    provideConsent: (source) => platform.consent.provide(source),
    reportError: (error) => platform.errors.report(error, 'error', plugin),
  });
  for (const plugin of options.plugins) {
    await nextTask();
    try {
      plugin.setup?.(apiFor(plugin.name));
    } catch (error) {
      // One plugin's failure must not stop the others.
      console.warn(`plugin ${plugin.name}: setup failed`, error);
      platform.errors.report(error, 'error', plugin.name);
    }
  }
  // In-app navigation starts once every plugin listens for it.
  router = routeTable;
  setupPrefetch(routeTable, registry, () => store.get().page.features.includes(CORE_FEATURES.linkPrefetch));
  afterRender(() => seamless.refresh());
  platform.pluginsReady();
  document.documentElement.dataset.neutronReady = 'true';
}

/** Resolves in a later task, so the browser can paint and handle input in between. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Link prefetch (spec 001 §7): load a route's page code when its link becomes visible,
 *  unless the linkPrefetch flag is off, offline, on 2g or in data-saver mode; idle timeout 2000 ms.
 *  Links that came into view while prefetch was paused (offline) are prefetched when the
 *  browser is back online, without waiting for them to scroll out and in again. */
function setupPrefetch(router: Router, registry: PageRegistry, flagOn: () => boolean): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!('IntersectionObserver' in window)) return;
  const allowed = () => flagOn() && navigator.onLine && !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
  const seen = new WeakSet<Element>();
  // Observed links in view now: what an `online` event has to catch up on.
  const inView = new Set<Element>();
  // Links come into view by the dozen (a front door's first screen); each is matched
  // against the route table when the browser is idle, a few per idle period, so a
  // screenful of links never makes one long task.
  const queue: Element[] = [];
  let draining = false;
  const drain = (deadline?: IdleDeadline) => {
    while (queue.length > 0) {
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() < 2) {
        whenIdle(drain, { timeout: 2000 });
        return;
      }
      const anchor = queue.shift() as Element;
      const url = inAppTarget(anchor as HTMLAnchorElement, location.origin);
      const match = url ? router.match(url.pathname) : null;
      if (match) void registry.load(match.meta.page).catch(() => undefined);
      // Without a deadline (no requestIdleCallback), one link per timer.
      if (!deadline && queue.length > 0) {
        whenIdle(drain, { timeout: 2000 });
        return;
      }
    }
    draining = false;
  };
  const prefetch = (anchor: Element) => {
    inView.delete(anchor);
    observer.unobserve(anchor);
    queue.push(anchor);
    if (draining) return;
    draining = true;
    whenIdle(drain, { timeout: 2000 });
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) {
        inView.delete(entry.target);
        continue;
      }
      if (allowed()) prefetch(entry.target);
      else inView.add(entry.target);
    }
  });
  window.addEventListener('online', () => {
    if (!allowed()) return;
    for (const anchor of [...inView]) {
      if (anchor.isConnected) prefetch(anchor);
      else inView.delete(anchor);
    }
  });
  const scan = () => {
    for (const anchor of document.querySelectorAll('a[href]')) {
      if (seen.has(anchor)) continue;
      seen.add(anchor);
      observer.observe(anchor);
    }
  };
  scan();
  new MutationObserver(scan).observe(document.getElementById('app') ?? document.body, { childList: true, subtree: true });
}
