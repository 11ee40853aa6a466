// The live items on the page, drawn from the item store. New items wait behind a
// "N new updates" button instead of moving the text under the reader; one click shows
// them. "Show earlier updates" pages back. The server's list (rendered by the core's page
// component) is hidden once this one takes over, and shown again when the view goes.
import { formatLiveItemDate, formatLongDate, formatShortDate } from '../../../core/browser.ts';
import type { LiveItem } from '../item.ts';
import type { LiveItemStore } from './item-store.ts';
import './live.css';

export const IMPORTANT_LABEL = 'Important';
export const EARLIER_LABEL = 'Show earlier updates';

/** What a screen reader hears when earlier updates arrive. */
export function earlierUpdatesLabel(count: number): string {
  return `${count} earlier update${count === 1 ? '' : 's'} loaded`;
}

export const newUpdatesLabel = (count: number) => `${count} new update${count === 1 ? '' : 's'}`;

export interface LiveViewOptions {
  article: HTMLElement;
  channel: string;
  store: LiveItemStore<LiveItem>;
  /** Pages back; answers false when there is nothing earlier. */
  loadEarlier(): Promise<boolean>;
  hasEarlier: boolean;
  /** The page's relativeDates feature flag: off, every item reads as its calendar date. */
  relativeDates: boolean;
  now?: () => Date;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One item, as the core's LiveItem component draws it. */
function itemElement(item: LiveItem, now: Date, relativeDates: boolean): HTMLLIElement {
  const classes = ['live-item', item.pinned ? 'live-item--pinned' : '', item.important ? 'live-item--important' : ''].filter(Boolean).join(' ');
  const li = element('li', classes);
  li.id = item.id;
  li.dataset.sequence = String(item.sequence);
  if (item.important) li.append(element('p', 'live-item__label', IMPORTANT_LABEL));
  if (item.datePublished) {
    // As the server renders it (DateLine): today's items show the date alone (US Pacific,
    // whatever the reader's time zone), the exact time is in the tooltip.
    const line = element('p', 'live-item__date', 'Published ');
    const time = element('time', '', relativeDates ? formatLiveItemDate(item.datePublished, now) : formatShortDate(item.datePublished));
    time.dateTime = item.datePublished;
    time.title = formatLongDate(item.datePublished);
    line.append(time);
    li.append(line);
  }
  if (item.headline) li.append(element('h2', 'live-item__headline', item.headline));
  if (item.author) li.append(element('p', 'live-item__author', item.author));
  const body = element('div', 'article-body live-item__body');
  // The body pipeline rendered and sanitised this markup on the server.
  body.innerHTML = item.html;
  li.append(body);
  return li;
}

export class LiveView {
  private readonly root: HTMLElement;
  private readonly newButton: HTMLButtonElement;
  private readonly list: HTMLOListElement;
  private readonly earlierButton: HTMLButtonElement;
  private readonly status: HTMLElement;
  private readonly serverList: HTMLElement | null;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: LiveViewOptions) {
    const { article, store, channel } = options;
    this.serverList = article.querySelector<HTMLElement>('.live-article__items');
    this.root = element('section', 'live-updates');
    this.root.setAttribute('aria-label', 'Live updates');
    this.newButton = element('button', 'live-updates__new');
    this.newButton.type = 'button';
    this.newButton.hidden = true;
    this.newButton.addEventListener('click', () => {
      store.viewAll(channel);
      this.list.querySelector('li')?.scrollIntoView({ block: 'nearest' });
    });
    this.list = element('ol', 'live-article__items');
    this.list.reversed = true;
    this.earlierButton = element('button', 'live-updates__earlier', EARLIER_LABEL);
    this.earlierButton.type = 'button';
    this.earlierButton.hidden = !options.hasEarlier;
    this.earlierButton.addEventListener('click', () => void this.earlier());
    // Announced politely: a screen reader hears that updates arrived, not their text.
    this.status = element('p', 'live-updates__status');
    this.status.setAttribute('role', 'status');
    this.root.append(this.newButton, this.status, this.list, this.earlierButton);
    if (this.serverList) {
      this.serverList.before(this.root);
      this.serverList.hidden = true;
    } else {
      article.append(this.root);
    }
    this.unsubscribe = store.subscribe((changed) => {
      if (changed === channel) this.render();
    });
    this.render();
  }

  /** How updates arrive, for styles and tests: connecting, live (socket) or polling. */
  setConnection(state: 'connecting' | 'live' | 'polling' | 'ended'): void {
    this.root.dataset.connection = state;
  }

  render(): void {
    const { store, channel } = this.options;
    const now = (this.options.now ?? (() => new Date()))();
    const waiting = store.newItems(channel).length;
    this.newButton.hidden = waiting === 0;
    this.newButton.textContent = newUpdatesLabel(waiting);
    this.status.textContent = waiting === 0 ? '' : newUpdatesLabel(waiting);
    this.list.replaceChildren(...store.viewable(channel).map((item) => itemElement(item, now, this.options.relativeDates)));
  }

  /** Pages back; focus moves to the first earlier update (the button may be gone) and the
   *  count is announced, as Load more does on listings. */
  private async earlier(): Promise<void> {
    const shown = this.list.children.length;
    this.earlierButton.disabled = true;
    try {
      this.earlierButton.hidden = !(await this.options.loadEarlier());
    } finally {
      this.earlierButton.disabled = false;
    }
    const added = this.list.children.length - shown;
    const first = this.list.children[shown];
    if (added <= 0 || !(first instanceof HTMLElement)) return;
    first.tabIndex = -1;
    first.focus();
    this.status.textContent = earlierUpdatesLabel(added);
  }

  destroy(): void {
    this.unsubscribe();
    this.root.remove();
    if (this.serverList) this.serverList.hidden = false;
  }
}
