// @vitest-environment happy-dom
// The GPT + Prebid.js provider against a recorded stand-in of the googletag and pbjs
// browser APIs (the real libraries cannot be reached here): commands wait in the
// libraries' queues until they load, then run define → auction → render in order.
import { describe, expect, it } from 'vitest';
import type { AdState } from '../../plugins/ads/ad-state.ts';
import { type GoogleTag, type GptSlot, type Prebid, createGptProvider } from '../../plugins/ads/client/gpt-provider.ts';
import type { AuctionContext, DefinedSlot } from '../../plugins/ads/client/provider.ts';
import type { PageSlot } from '../../plugins/ads/slots.ts';

type Call = [string, ...unknown[]];

/** googletag and pbjs as they behave once loaded, recording every call. */
function standIn(answers: Record<string, boolean>) {
  const calls: Call[] = [];
  let renderEnded: ((event: { slot: GptSlot; isEmpty: boolean; size: number[] | null }) => void) | undefined;
  const slotFor = (id: string): GptSlot => {
    const slot: GptSlot = {
      addService: () => (calls.push(['slot.addService', id]), slot),
      setTargeting: (key, value) => (calls.push(['slot.setTargeting', id, key, value]), slot),
      getSlotElementId: () => id,
    };
    return slot;
  };
  const pubads = {
    enableSingleRequest: () => void calls.push(['enableSingleRequest']),
    disableInitialLoad: () => void calls.push(['disableInitialLoad']),
    setTargeting: (key: string, value: string | string[]) => void calls.push(['pubads.setTargeting', key, value]),
    setPrivacySettings: (settings: unknown) => void calls.push(['setPrivacySettings', settings]),
    refresh: (slots: GptSlot[]) => {
      calls.push(['refresh', slots.map((slot) => slot.getSlotElementId())]);
      for (const slot of slots) renderEnded?.({ slot, isEmpty: !answers[slot.getSlotElementId()], size: answers[slot.getSlotElementId()] ? [300, 250] : null });
    },
    clear: (slots: GptSlot[]) => void calls.push(['clear', slots.map((slot) => slot.getSlotElementId())]),
    addEventListener: (event: string, listener: typeof renderEnded) => {
      calls.push(['addEventListener', event]);
      renderEnded = listener;
    },
  };
  const googletag: Omit<GoogleTag, 'cmd'> = {
    defineSlot: (path, sizes, id) => (calls.push(['defineSlot', path, sizes, id]), slotFor(id)),
    pubads: () => pubads,
    enableServices: () => void calls.push(['enableServices']),
    display: (id) => void calls.push(['display', id]),
    destroySlots: (slots) => (calls.push(['destroySlots', slots.map((slot) => slot.getSlotElementId())]), true),
  };
  const pbjs: Omit<Prebid, 'que'> = {
    setConfig: (config) => void calls.push(['pbjs.setConfig', config]),
    addAdUnits: (units) => void calls.push(['pbjs.addAdUnits', (units as { code: string }[]).map((unit) => unit.code)]),
    removeAdUnit: (code) => void calls.push(['pbjs.removeAdUnit', code]),
    requestBids: (request) => {
      calls.push(['pbjs.requestBids', request.adUnitCodes, request.timeout]);
      request.bidsBackHandler(Object.fromEntries(request.adUnitCodes.map((code) => [code, { bids: [] }])));
    },
    setTargetingForGPTAsync: (codes) => void calls.push(['pbjs.setTargetingForGPTAsync', codes]),
  };
  /** What each real library does when its script loads: run what was queued, then run
   *  new commands at once. They load in either order. */
  const load = (win: { googletag?: GoogleTag; pbjs?: Prebid }, order: 'gpt-first' | 'prebid-first' = 'gpt-first') => {
    const loadGpt = () => {
      const queued = win.googletag!.cmd as (() => void)[];
      Object.assign(win.googletag!, googletag, { cmd: { push: (command: () => void) => command() } });
      for (const command of queued) command();
    };
    const loadPrebid = () => {
      const queued = win.pbjs!.que as (() => void)[];
      Object.assign(win.pbjs!, pbjs, { que: { push: (command: () => void) => command() } });
      for (const command of queued) command();
    };
    if (order === 'gpt-first') {
      loadGpt();
      loadPrebid();
    } else {
      loadPrebid();
      loadGpt();
    }
  };
  return { calls, load };
}

function slot(id: string, index: number, bidCache = false): PageSlot {
  return { id, name: id, position: 'header', size: 'mpu', sizes: ['300x250'], minHeight: 250, devices: ['all'], instance: 1, index, lazy: false, provider: 'gpt', ...(bidCache ? { bidCache: { device: 'mobile' } } : {}) };
}

function context(slots: PageSlot[], personalized: boolean, device?: string): AuctionContext {
  const state = {
    slotVars: { network: '1001', platform: 'web', siteName: 'cnet', topics: [] },
    targeting: { section: 'news' },
    slots,
    gpt: { adUnitPath: '/{network}/{siteName}/{section}', timeoutMs: 800, bidders: [{ bidder: 'appnexus', params: { placementId: 1 } }] },
  } as unknown as AdState;
  return { state, targeting: { section: 'news', ptype: 'article', ...(device ? { device } : {}) }, personalized, log: () => {} };
}

describe('GPT + Prebid.js provider', () => {
  it.each(['gpt-first', 'prebid-first'] as const)('queues everything until the libraries load (%s), then defines, auctions and renders in order', async (order) => {
    const win = {} as { googletag?: GoogleTag; pbjs?: Prebid };
    const provider = createGptProvider(win as unknown as Window);
    const { calls, load } = standIn({ top: true, side: false });
    const slots = [slot('top', 1), slot('side', 2)];
    const ctx = context(slots, false);
    const defined: DefinedSlot[] = slots.map((s) => ({ slot: s, element: document.createElement('div'), pageView: 1 }));
    for (const entry of defined) provider.define(entry, ctx);
    const decisions = provider.auction(defined, ctx);
    // No consent yet: the scripts are not on the page, so nothing ran.
    expect(calls).toEqual([]);
    expect(document.querySelectorAll('script').length).toBe(0);

    load(win, order);
    const result = await decisions;
    expect(result.get('top')).toEqual({ filled: true, detail: 'GPT 300x250' });
    expect(result.get('side')).toEqual({ filled: false, detail: 'GPT returned no ad' });
    const names = calls.map(([name]) => name);
    expect(names.indexOf('disableInitialLoad')).toBeLessThan(names.indexOf('enableServices'));
    expect(calls).toContainEqual(['defineSlot', '/1001/cnet/news', [[300, 250]], 'top']);
    expect(calls).toContainEqual(['slot.setTargeting', 'side', 'pos', '2']);
    expect(calls).toContainEqual(['pbjs.addAdUnits', ['top']]);
    expect(calls).toContainEqual(['pbjs.requestBids', ['top', 'side'], 800]);
    expect(calls).toContainEqual(['pubads.setTargeting', 'ptype', 'article']);
    // Without targeting consent the request is non-personalised.
    expect(calls).toContainEqual(['setPrivacySettings', { nonPersonalizedAds: true }]);
    expect(names.indexOf('pbjs.setTargetingForGPTAsync')).toBeLessThan(names.indexOf('refresh'));
    expect(calls.at(-1)).toEqual(['refresh', ['top', 'side']]);
    expect(calls).toContainEqual(['pbjs.setConfig', { useBidCache: false, bidderTimeout: 800 }]);
  });

  it('asks for personalised ads with targeting consent, caches bids where the spec says, and destroys slots', async () => {
    const win = {} as { googletag?: GoogleTag; pbjs?: Prebid };
    const { calls, load } = standIn({ g2: true });
    load({ googletag: (win.googletag = { cmd: [] } as unknown as GoogleTag), pbjs: (win.pbjs = { que: [] } as unknown as Prebid) });
    const provider = createGptProvider(win as unknown as Window);
    const slots = [slot('g1', 1), slot('g2', 2, true)];
    const ctx = context(slots, true, 'mobile');
    const defined = slots.map((s) => ({ slot: s, element: document.createElement('div'), pageView: 1 }));
    for (const entry of defined) provider.define(entry, ctx);
    await provider.auction([defined[1]!], ctx);
    expect(calls).toContainEqual(['setPrivacySettings', { nonPersonalizedAds: false }]);
    expect(calls).toContainEqual(['pbjs.setConfig', { useBidCache: true, bidderTimeout: 800 }]);
    // The same slot on a desktop reader, and a slot that caches on no device: no bid cache.
    await provider.auction([defined[1]!], context(slots, true, 'desktop'));
    expect(calls.filter(([name]) => name === 'pbjs.setConfig').at(-1)).toEqual(['pbjs.setConfig', { useBidCache: false, bidderTimeout: 800 }]);
    await provider.auction([defined[0]!], ctx);
    expect(calls.filter(([name]) => name === 'pbjs.setConfig').at(-1)).toEqual(['pbjs.setConfig', { useBidCache: false, bidderTimeout: 800 }]);
    provider.clear(defined[1]!);
    expect(calls.at(-1)).toEqual(['clear', ['g2']]);
    provider.destroy(defined[0]!);
    expect(calls.slice(-2)).toEqual([['destroySlots', ['g1']], ['pbjs.removeAdUnit', 'g1']]);
  });
});
