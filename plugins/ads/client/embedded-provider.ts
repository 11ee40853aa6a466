// The embedded ad server as a provider: one request per slot to `{endpoint}/ad`, the
// creative rendered as a link around its SVG at its exact size; the ad-search unit asks
// `{endpoint}/search` for its number of text results. Bid caching (spec 001 §9:
// image_gallery position 2 on mobile): a filled decision of a slot marked for caching, on
// that device, is kept and answers the slot's next auction instead of a new request.
import { cachesBids } from '../slots.ts';
import type { AdDecision, AdProvider, AuctionContext, DefinedSlot } from './provider.ts';

interface AdAnswer {
  filled: boolean;
  lineItem?: string;
  creative?: string;
  size?: string;
  width?: number;
  height?: number;
  headline?: string;
  imageUrl?: string;
  clickUrl?: string;
}

interface SearchResult {
  lineItem: string;
  headline: string;
  text: string;
  host: string;
  clickUrl: string;
}

/** The ad-search unit: a labelled list of text results, each row at its reserved height. */
function renderSearch(element: HTMLElement, results: readonly SearchResult[]): void {
  const unit = document.createElement('section');
  unit.className = 'ad-creative ad-search';
  unit.setAttribute('aria-label', 'Sponsored results');
  const label = document.createElement('p');
  label.className = 'ad-search__label';
  label.textContent = 'Sponsored';
  const list = document.createElement('ol');
  for (const result of results) {
    const link = document.createElement('a');
    link.href = result.clickUrl;
    link.target = '_blank';
    link.rel = 'noopener sponsored';
    link.dataset.adLineItem = result.lineItem;
    const headline = document.createElement('strong');
    headline.textContent = result.headline;
    const host = document.createElement('span');
    host.textContent = result.host;
    const text = document.createElement('span');
    text.textContent = result.text;
    link.append(headline, host, text);
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  unit.append(label, list);
  element.replaceChildren(unit);
}

function render(element: HTMLElement, answer: AdAnswer): void {
  const link = document.createElement('a');
  link.href = answer.clickUrl ?? '#';
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  link.className = 'ad-creative';
  link.dataset.adCreative = answer.creative ?? '';
  link.dataset.adLineItem = answer.lineItem ?? '';
  const image = document.createElement('img');
  image.src = answer.imageUrl ?? '';
  image.width = answer.width ?? 0;
  image.height = answer.height ?? 0;
  image.alt = `Advertisement: ${answer.headline ?? ''}`;
  link.append(image);
  element.replaceChildren(link);
}

/** The cache key of a slot's decision, when the slot caches bids on the current device. */
function cacheKey({ slot }: DefinedSlot, context: AuctionContext): string | undefined {
  if (slot.results !== undefined || !cachesBids(slot, context.targeting.device)) return undefined;
  // Personalisation follows consent: a non-personalised decision never answers a personalised request.
  return `${slot.id} ${slot.sizes.join(',')} ${context.personalized ? 'p' : 'npa'}`;
}

export function createEmbeddedProvider(fetcher: typeof fetch = fetch): AdProvider {
  const aborts = new Map<string, AbortController>();
  /** Cached decisions, each used once: the auction after it asks the server again. */
  const cached = new Map<string, AdAnswer>();

  /** Asks the ad server for one slot (`ad` or `search`); undefined when the request was dropped. */
  const ask = async <T>(defined: DefinedSlot, context: AuctionContext, endpoint: 'ad' | 'search', params: Record<string, string>): Promise<T | undefined> => {
    const { slot } = defined;
    const controller = new AbortController();
    aborts.get(slot.id)?.abort();
    aborts.set(slot.id, controller);
    const query = new URLSearchParams({ slot: slot.id, ...params, npa: context.personalized ? '0' : '1' });
    context.log('bids requested', { slot: slot.id, ...params });
    try {
      const response = await fetcher(`${context.state.endpoint}/${endpoint}?${query}`, { signal: controller.signal, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`ad server answered ${response.status}`);
      const answer = (await response.json()) as T;
      if (controller.signal.aborted) return undefined;
      context.log('bids returned', { slot: slot.id, answer });
      return answer;
    } finally {
      if (aborts.get(slot.id) === controller) aborts.delete(slot.id);
    }
  };

  /** The slot's answer, from the cache or the server; undefined when the request was dropped. */
  const request = async (defined: DefinedSlot, context: AuctionContext, t: string): Promise<{ answer: AdAnswer; cached: boolean } | undefined> => {
    const key = cacheKey(defined, context);
    const hit = key === undefined ? undefined : cached.get(key);
    if (key !== undefined && hit) {
      cached.delete(key);
      context.log('bids returned', { slot: defined.slot.id, answer: hit, cached: true });
      return { answer: hit, cached: true };
    }
    const answer = await ask<AdAnswer>(defined, context, 'ad', { sizes: defined.slot.sizes.join(','), t });
    if (!answer) return undefined;
    if (key !== undefined && answer.filled) cached.set(key, answer);
    return { answer, cached: false };
  };

  /** The ad-search unit's results; undefined when the request was dropped. */
  const search = async (defined: DefinedSlot, context: AuctionContext, t: string): Promise<SearchResult[] | undefined> =>
    (await ask<{ results: SearchResult[] }>(defined, context, 'search', { results: String(defined.slot.results), t }))?.results;

  const abort = (defined: DefinedSlot) => {
    aborts.get(defined.slot.id)?.abort();
    aborts.delete(defined.slot.id);
    defined.element.querySelector('.ad-creative')?.remove();
  };

  /** Fills one slot; answers its decision, or undefined when its request was dropped. */
  const fill = async (defined: DefinedSlot, context: AuctionContext, targeting: string): Promise<AdDecision | undefined> => {
    if (defined.slot.results !== undefined) {
      const results = await search(defined, context, targeting);
      if (!results) return undefined;
      if (results.length === 0 || !defined.element.isConnected) return { filled: false, detail: results.length === 0 ? 'no line item matched' : 'slot left the page' };
      renderSearch(defined.element, results);
      return { filled: true, detail: `${results.length} search results: ${results.map((result) => result.lineItem).join(', ')}` };
    }
    const result = await request(defined, context, targeting);
    if (!result) return undefined;
    const { answer } = result;
    if (!answer.filled || !defined.element.isConnected) return { filled: false, detail: answer.filled ? 'slot left the page' : 'no line item matched' };
    render(defined.element, answer);
    return { filled: true, detail: `${answer.lineItem} / ${answer.creative} ${answer.size}${result.cached ? ' (cached bid)' : ''}` };
  };

  return {
    name: 'embedded',
    define() {},
    async auction(slots: readonly DefinedSlot[], context: AuctionContext) {
      const decisions = new Map<string, AdDecision>();
      const targeting = new URLSearchParams(context.targeting).toString();
      await Promise.all(
        slots.map(async (defined) => {
          const { slot } = defined;
          try {
            const decision = await fill(defined, context, targeting);
            if (decision) decisions.set(slot.id, decision);
          } catch (error) {
            if ((error as Error).name === 'AbortError') return;
            decisions.set(slot.id, { filled: false, detail: `request failed: ${(error as Error).message}` });
          }
        }),
      );
      return decisions;
    },
    // Clearing empties the slot and drops its pending answer; its definition stays.
    clear: abort,
    destroy: abort,
  };
}
