// Google Publisher Tag with Prebid.js header bidding as a provider. GPT and Prebid.js are
// declared scripts (category targeting): the core's script loader adds them only once
// targeting consent is granted, so until then every command waits in the libraries'
// own queues (googletag.cmd, pbjs.que) and no third party is contacted.
import { cachesBids } from '../slots.ts';
import type { AdDecision, AdProvider, AuctionContext } from './provider.ts';

/** The part of the googletag API the provider uses. */
export interface GptSlot {
  addService(service: unknown): GptSlot;
  setTargeting(key: string, value: string | string[]): GptSlot;
  getSlotElementId(): string;
}
export interface GptPubAds {
  enableSingleRequest(): void;
  disableInitialLoad(): void;
  setTargeting(key: string, value: string | string[]): void;
  setPrivacySettings(settings: { nonPersonalizedAds?: boolean }): void;
  refresh(slots: GptSlot[]): void;
  clear(slots: GptSlot[]): void;
  addEventListener(event: 'slotRenderEnded', listener: (event: { slot: GptSlot; isEmpty: boolean; size: number[] | string | null; advertiserId?: number | null }) => void): void;
}
export interface GoogleTag {
  cmd: (() => void)[] | { push(command: () => void): void };
  defineSlot(path: string, sizes: number[][], divId: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(divId: string): void;
  destroySlots(slots: GptSlot[]): boolean;
}
export interface Prebid {
  que: (() => void)[] | { push(command: () => void): void };
  setConfig(config: Record<string, unknown>): void;
  addAdUnits(units: unknown[]): void;
  removeAdUnit(code: string): void;
  requestBids(request: { adUnitCodes: string[]; timeout: number; bidsBackHandler: (bids: Record<string, { bids: unknown[] }>) => void }): void;
  setTargetingForGPTAsync(codes: string[]): void;
}

type AdWindow = Window & { googletag?: GoogleTag; pbjs?: Prebid };

const RENDER_WAIT_MS = 10_000;

function adUnitPath(template: string, context: AuctionContext): string {
  const { state } = context;
  return template
    .replace('{network}', state.slotVars.network)
    .replace('{siteName}', state.slotVars.siteName)
    .replace('{section}', state.targeting.section || 'home');
}

const sizesOf = (sizes: readonly string[]): number[][] => sizes.map((size) => size.split('x').map(Number));

export function createGptProvider(win: AdWindow = window): AdProvider {
  // The libraries' command queues, created before they load, as their documentation says.
  const googletag = (win.googletag ??= { cmd: [] } as unknown as GoogleTag);
  const pbjs = (win.pbjs ??= { que: [] } as unknown as Prebid);
  const slots = new Map<string, GptSlot>();
  const waiting = new Map<string, (decision: AdDecision) => void>();
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    googletag.cmd.push(() => {
      const pubads = googletag.pubads();
      pubads.enableSingleRequest();
      // Prebid decides when GPT asks: the first request waits for the bids.
      pubads.disableInitialLoad();
      pubads.addEventListener('slotRenderEnded', (event) => {
        const id = event.slot.getSlotElementId();
        const resolve = waiting.get(id);
        if (!resolve) return;
        waiting.delete(id);
        resolve({ filled: !event.isEmpty, detail: event.isEmpty ? 'GPT returned no ad' : `GPT ${Array.isArray(event.size) ? event.size.join('x') : String(event.size)}` });
      });
      googletag.enableServices();
    });
  };

  return {
    name: 'gpt',
    define(defined, context) {
      const { slot } = defined;
      if (slot.results !== undefined) throw new Error('the ad-search unit needs the embedded provider');
      start();
      googletag.cmd.push(() => {
        const gptSlot = googletag.defineSlot(adUnitPath(context.state.gpt?.adUnitPath ?? '/{network}/{siteName}/{section}', context), sizesOf(slot.sizes), slot.id);
        if (!gptSlot) return;
        gptSlot.addService(googletag.pubads());
        gptSlot.setTargeting('pos', String(slot.index));
        slots.set(slot.id, gptSlot);
        googletag.display(slot.id);
      });
      pbjs.que.push(() =>
        pbjs.addAdUnits([{ code: slot.id, mediaTypes: { banner: { sizes: sizesOf(slot.sizes) } }, bids: context.state.gpt?.bidders ?? [] }]),
      );
    },
    auction(defined, context) {
      const codes = defined.map(({ slot }) => slot.id);
      const decisions = new Map<string, AdDecision>();
      const rendered = codes.map(
        (code) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              waiting.delete(code);
              decisions.set(code, { filled: false, detail: 'no answer from GPT' });
              resolve();
            }, RENDER_WAIT_MS);
            waiting.set(code, (decision) => {
              clearTimeout(timer);
              decisions.set(code, decision);
              resolve();
            });
          }),
      );
      context.log('bids requested', { slots: codes });
      // Prebid's bid cache only for an auction with a slot that caches on this device.
      const useBidCache = defined.some(({ slot }) => cachesBids(slot, context.targeting.device));
      const timeout = context.state.gpt?.timeoutMs ?? 1000;
      pbjs.que.push(() => pbjs.setConfig({ useBidCache, bidderTimeout: timeout }));
      pbjs.que.push(() =>
        pbjs.requestBids({
          adUnitCodes: codes,
          timeout,
          bidsBackHandler: (bids) => {
            context.log('bids returned', { bids: Object.fromEntries(Object.entries(bids).map(([code, result]) => [code, result.bids.length])) });
            googletag.cmd.push(() => {
              pbjs.setTargetingForGPTAsync(codes);
              const pubads = googletag.pubads();
              for (const [key, value] of Object.entries(context.targeting)) pubads.setTargeting(key, value);
              pubads.setPrivacySettings({ nonPersonalizedAds: !context.personalized });
              const gptSlots = codes.flatMap((code) => slots.get(code) ?? []);
              pubads.refresh(gptSlots);
            });
          },
        }),
      );
      return Promise.all(rendered).then(() => decisions);
    },
    clear(defined) {
      const gptSlot = slots.get(defined.slot.id);
      if (gptSlot) googletag.cmd.push(() => googletag.pubads().clear([gptSlot]));
    },
    destroy(defined) {
      const id = defined.slot.id;
      const gptSlot = slots.get(id);
      slots.delete(id);
      waiting.get(id)?.({ filled: false, detail: 'destroyed' });
      waiting.delete(id);
      if (gptSlot) googletag.cmd.push(() => googletag.destroySlots([gptSlot]));
      pbjs.que.push(() => pbjs.removeAdUnit(id));
    },
  };
}
