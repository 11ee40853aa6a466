// The embedded ad server as a provider: one request per slot to `{endpoint}/ad`, the
// creative rendered as a link around its SVG at its exact size.
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

export function createEmbeddedProvider(fetcher: typeof fetch = fetch): AdProvider {
  const aborts = new Map<string, AbortController>();
  return {
    name: 'embedded',
    define() {},
    async auction(slots: readonly DefinedSlot[], context: AuctionContext) {
      const decisions = new Map<string, AdDecision>();
      const targeting = new URLSearchParams(context.targeting).toString();
      await Promise.all(
        slots.map(async (defined) => {
          const { slot } = defined;
          const controller = new AbortController();
          aborts.set(slot.id, controller);
          const query = new URLSearchParams({ slot: slot.id, sizes: slot.sizes.join(','), t: targeting, npa: context.personalized ? '0' : '1' });
          context.log('bids requested', { slot: slot.id, sizes: slot.sizes });
          try {
            const response = await fetcher(`${context.state.endpoint}/ad?${query}`, { signal: controller.signal, credentials: 'same-origin' });
            if (!response.ok) throw new Error(`ad server answered ${response.status}`);
            const answer = (await response.json()) as AdAnswer;
            context.log('bids returned', { slot: slot.id, answer });
            if (!answer.filled || !defined.element.isConnected) {
              decisions.set(slot.id, { filled: false, detail: answer.filled ? 'slot left the page' : 'no line item matched' });
              return;
            }
            render(defined.element, answer);
            decisions.set(slot.id, { filled: true, detail: `${answer.lineItem} / ${answer.creative} ${answer.size}` });
          } catch (error) {
            if ((error as Error).name === 'AbortError') return;
            decisions.set(slot.id, { filled: false, detail: `request failed: ${(error as Error).message}` });
          } finally {
            aborts.delete(slot.id);
          }
        }),
      );
      return decisions;
    },
    clear(defined) {
      defined.element.querySelector('.ad-creative')?.remove();
    },
    destroy(defined) {
      aborts.get(defined.slot.id)?.abort();
      aborts.delete(defined.slot.id);
      defined.element.querySelector('.ad-creative')?.remove();
    },
  };
}
