// The embedded ad server as a provider: one request per slot to `{endpoint}/ad`, the
// creative rendered as a link around its SVG at its exact size. Bid caching (spec 001 §9:
// image_gallery position 2 on mobile): a filled decision of a slot marked for caching, on
// that device, is kept and answers the slot's next auction instead of a new request.
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
  if (!slot.bidCache || slot.bidCache.device !== context.targeting.device) return undefined;
  // Personalisation follows consent: a non-personalised decision never answers a personalised request.
  return `${slot.id} ${slot.sizes.join(',')} ${context.personalized ? 'p' : 'npa'}`;
}

export function createEmbeddedProvider(fetcher: typeof fetch = fetch): AdProvider {
  const aborts = new Map<string, AbortController>();
  /** Cached decisions, each used once: the auction after it asks the server again. */
  const cached = new Map<string, AdAnswer>();

  /** The slot's answer, from the cache or the server; undefined when the request was dropped. */
  const request = async (defined: DefinedSlot, context: AuctionContext, targeting: string): Promise<{ answer: AdAnswer; cached: boolean } | undefined> => {
    const { slot } = defined;
    const key = cacheKey(defined, context);
    const hit = key === undefined ? undefined : cached.get(key);
    if (key !== undefined && hit) {
      cached.delete(key);
      context.log('bids returned', { slot: slot.id, answer: hit, cached: true });
      return { answer: hit, cached: true };
    }
    const controller = new AbortController();
    aborts.get(slot.id)?.abort();
    aborts.set(slot.id, controller);
    const query = new URLSearchParams({ slot: slot.id, sizes: slot.sizes.join(','), t: targeting, npa: context.personalized ? '0' : '1' });
    context.log('bids requested', { slot: slot.id, sizes: slot.sizes });
    try {
      const response = await fetcher(`${context.state.endpoint}/ad?${query}`, { signal: controller.signal, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`ad server answered ${response.status}`);
      const answer = (await response.json()) as AdAnswer;
      if (controller.signal.aborted) return undefined;
      context.log('bids returned', { slot: slot.id, answer });
      if (key !== undefined && answer.filled) cached.set(key, answer);
      return { answer, cached: false };
    } finally {
      if (aborts.get(slot.id) === controller) aborts.delete(slot.id);
    }
  };

  const abort = (defined: DefinedSlot) => {
    aborts.get(defined.slot.id)?.abort();
    aborts.delete(defined.slot.id);
    defined.element.querySelector('.ad-creative')?.remove();
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
            const result = await request(defined, context, targeting);
            if (!result) return;
            const { answer } = result;
            if (!answer.filled || !defined.element.isConnected) {
              decisions.set(slot.id, { filled: false, detail: answer.filled ? 'slot left the page' : 'no line item matched' });
              return;
            }
            render(defined.element, answer);
            decisions.set(slot.id, { filled: true, detail: `${answer.lineItem} / ${answer.creative} ${answer.size}${result.cached ? ' (cached bid)' : ''}` });
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
