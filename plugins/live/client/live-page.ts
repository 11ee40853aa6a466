// One live article page in the browser: the item store seeded with the server's items,
// the view, and updates from the socket, or from polling when the socket cannot be used.
// Loaded only on live article pages of brands that enable the plugin.
import { CORE_FEATURES, type LiveItemProps, type PageData } from '../../../core/browser.ts';
import { AUTH_READY_EVENT } from '../constants.ts';
import type { LiveItem } from '../item.ts';
import type { LivePageState } from '../page-state.ts';
import { LiveItemStore } from './item-store.ts';
import { LiveSocket, type SocketLog } from './live-socket.ts';
import { LiveView } from './live-view.ts';
import { Poller } from './poller.ts';

const log: SocketLog = {
  info: (message, detail) => console.info(`live: ${message}`, detail ?? ''),
  warn: (message, detail) => console.warn(`live: ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`live: ${message}`, detail ?? ''),
};

/** A server-rendered item as the store keeps it: already on the page, so existing. */
function fromProps(item: LiveItemProps): LiveItem & { status: 'existing' } {
  return {
    id: item.id,
    sequence: item.sequence,
    revision: item.sequence,
    html: item.body.html ?? '',
    important: item.important,
    pinned: item.pinned,
    status: 'existing',
    ...(item.headline ? { headline: item.headline } : {}),
    ...(item.author ? { author: item.author.name } : {}),
    ...(item.date ? { datePublished: item.date.iso } : {}),
  };
}

/** Resolves once the auth plugin, when the page has it, knows the reader's sign-in state. */
function authReady(page: PageData): Promise<void> {
  const flags = window as unknown as { __neutronAuthReady?: boolean };
  if (page.plugins.auth === undefined || flags.__neutronAuthReady === true) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(AUTH_READY_EVENT, () => resolve(), { once: true }));
}

async function readItems(url: string): Promise<LiveItem[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const answer = (await response.json()) as { items?: unknown };
  if (!Array.isArray(answer.items)) throw new Error(`${url}: no items`);
  return answer.items as LiveItem[];
}

export function startLivePage(page: PageData, state: LivePageState): () => void {
  const article = document.querySelector<HTMLElement>('[data-live-channel], .live-article');
  if (!article) return () => {};
  const channel = state.contentId;
  const store = new LiveItemStore<LiveItem>();
  const props = page.props as { items?: LiveItemProps[] };
  store.receive(channel, (props.items ?? []).map(fromProps));
  let since = state.since;
  let stopped = false;
  const received = (items: readonly LiveItem[]) => {
    if (stopped || items.length === 0) return;
    since = Math.max(since, ...items.map((item) => item.revision ?? item.sequence));
    store.receive(channel, items);
  };

  // spec 001 §4, §7: start is the last sequence (the channel's counter) plus 1; the
  // answer's items are added to the channel; a failure is only logged as a warning.
  const loadMore = async () => {
    try {
      received(await readItems(`${state.itemsPath}/${since + 1}/web`));
    } catch (error) {
      log.warn('loading more items failed', error);
      throw error;
    }
  };
  const loadEarlier = async () => {
    const oldest = Math.min(...store.items(channel).map((item) => item.sequence));
    try {
      const items = await readItems(`${state.itemsPath}/0/web?before=${oldest}&limit=${state.pageSize}`);
      store.receive(channel, items.map((item) => ({ ...item, status: 'existing' as const })));
      return items.length === state.pageSize;
    } catch (error) {
      log.warn('loading earlier items failed', error);
      return true;
    }
  };

  const relativeDates = page.features.includes(CORE_FEATURES.relativeDates);
  const view = new LiveView({ article, channel, store, loadEarlier, hasEarlier: state.hasEarlier, relativeDates });
  const poller = new Poller({ poll: loadMore, intervalMs: state.pollIntervalMs, maxIntervalMs: state.maxPollIntervalMs });
  const poll = () => {
    view.setConnection('polling');
    poller.start();
  };
  let socket: LiveSocket | undefined;
  view.setConnection(state.ended ? 'ended' : 'connecting');
  if (!state.ended) {
    void authReady(page).then(() => {
      if (stopped) return;
      if (typeof WebSocket !== 'function') {
        poll();
        return;
      }
      socket = new LiveSocket({
        url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${state.socketPath}`,
        channels: () => [{ id: channel, since }],
        onItems: (id, items) => {
          if (id === channel) received(items);
        },
        onGiveUp: poll,
        onReady: () => view.setConnection('live'),
        maxRetries: state.maxRetries,
        retryDelayMs: state.retryDelayMs,
        log,
      });
      socket.connect();
    });
  }
  return () => {
    stopped = true;
    socket?.unsubscribe();
    poller.stop();
    view.destroy();
  };
}
