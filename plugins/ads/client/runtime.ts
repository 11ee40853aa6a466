// The ad slot lifecycle in the browser (spec 001 §4–§6): per page, define every slot the
// page data lists and the device allows, run the auction when a slot nears the viewport
// (root margin 200% 0px), render, detect blanks; on in-app navigation destroy the page's
// slots and define the next page's afresh. Failures are logged and never break the page.
import { type ClientApi, isGranted, type PageData } from '../../../core/browser.ts';
import type { AdState } from '../ad-state.ts';
import { AD_CONSTANTS, ADS_PLUGIN, SCRIPT_URL_MISSING } from '../constants.ts';
import { deviceAllowed } from '../slots.ts';
import { countPageView, readCookie } from './cookies.ts';
import { createEmbeddedProvider } from './embedded-provider.ts';
import { createGptProvider } from './gpt-provider.ts';
import type { AdDecision, AdLog, AdProvider, AuctionContext, DefinedSlot } from './provider.ts';

/** Targeting keys that identify the reader: sent only with targeting consent. */
const PERSONAL_KEYS = ['user', 'vguid'];

export interface AdsDebugApi {
  /** Div ids of the slots defined now. */
  defined(): string[];
  /** Each slot's decision on the current page. */
  decisions(): Record<string, string>;
}

function stateOf(page: PageData): AdState | undefined {
  const entry = page.plugins[ADS_PLUGIN] as { state?: AdState } | undefined;
  return entry?.state;
}

function jsDebugOn(): boolean {
  return new URLSearchParams(location.search).has('jsDebug') || readCookie('jsDebug') !== undefined;
}

export function startAds(api: ClientApi): AdsDebugApi {
  const log: AdLog = (message, detail) => {
    if (jsDebugOn()) console.info(`[ads] ${message}`, detail ?? '');
  };
  const providers = new Map<string, AdProvider>();
  const providerFor = (name: string): AdProvider => {
    let provider = providers.get(name);
    if (!provider) providers.set(name, (provider = name === 'gpt' ? createGptProvider() : createEmbeddedProvider()));
    return provider;
  };
  const defined = new Map<string, DefinedSlot & { provider: AdProvider }>();
  const decisions = new Map<string, string>();
  let observer: IntersectionObserver | undefined;
  let pageView = 0;
  let context: AuctionContext | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const decide = (id: string, decision: string, element?: HTMLElement | null) => {
    decisions.set(id, decision);
    if (!element) return;
    element.dataset.adDecision = decision;
    if (context?.state.debug) {
      let label = element.querySelector<HTMLElement>(':scope > .ad-debug-label');
      if (!label) {
        label = document.createElement('output');
        label.className = 'ad-debug-label';
        element.append(label);
      }
      label.textContent = `${id}: ${decision}`;
    }
  };

  const destroyAll = () => {
    observer?.disconnect();
    observer = undefined;
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    for (const slot of defined.values()) {
      try {
        slot.provider.destroy(slot);
      } catch (error) {
        log('destroy failed', error);
      }
      delete slot.element.dataset.adState;
      slot.element.querySelector(':scope > .ad-debug-label')?.remove();
    }
    defined.clear();
    decisions.clear();
  };

  const finish = (slot: DefinedSlot, decision: AdDecision | undefined) => {
    if (slot.pageView !== pageView) return;
    const element = slot.element;
    const hidden = !element.isConnected || element.offsetParent === null || getComputedStyle(element).display === 'none';
    if (decision?.filled && !hidden) {
      element.dataset.adState = 'rendered';
      log('slot rendered', { slot: slot.slot.id, detail: decision.detail });
      decide(slot.slot.id, `rendered: ${decision.detail}`, element);
      return;
    }
    // A blank keeps its space, or collapses only below the viewport (no visible shift).
    const below = element.getBoundingClientRect().top > window.innerHeight;
    element.dataset.adState = 'blank';
    element.dataset.adBlank = below ? 'collapsed' : 'kept';
    decide(slot.slot.id, `blank: ${hidden ? 'slot hidden' : (decision?.detail ?? 'no answer')}`, element);
  };

  const auction = (slots: (DefinedSlot & { provider: AdProvider })[]) => {
    const current = context;
    if (!current || slots.length === 0) return;
    for (const slot of slots) slot.element.dataset.adState = 'requested';
    const byProvider = new Map<AdProvider, DefinedSlot[]>();
    for (const slot of slots) byProvider.set(slot.provider, [...(byProvider.get(slot.provider) ?? []), slot]);
    for (const [provider, group] of byProvider) {
      provider
        .auction(group, current)
        .then((results) => group.forEach((slot) => finish(slot, results.get(slot.slot.id))))
        .catch((error: unknown) => {
          log('auction failed', error);
          group.forEach((slot) => finish(slot, { filled: false, detail: `auction failed: ${(error as Error).message}` }));
        });
    }
  };

  const definePage = (page: PageData) => {
    destroyAll();
    pageView += 1;
    const state = stateOf(page);
    if (!state) return;
    const query = new URLSearchParams(location.search);
    const personalized = isGranted(api.consent.state(), 'targeting');
    const device = api.device();
    const targeting: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...state.targeting, device })) targeting[key] = String(value);
    // A reader with the user cookie or the previous-login cookie is registered (spec 001 §6).
    targeting.user = state.registeredCookies.some((name) => Boolean(readCookie(name))) ? 'registered' : 'anon';
    targeting.rgn = AD_CONSTANTS.region;
    if (personalized) {
      const session = countPageView(query);
      targeting.ss = String(session.subsession);
      targeting.pv = String(session.pageViews);
      if (session.ftag) targeting.ftag = session.ftag;
    } else {
      for (const key of PERSONAL_KEYS) delete targeting[key];
    }
    context = { state, targeting, personalized, log };
    for (const service of state.services) if (!service.scriptUrl) console.warn(`[ads] ${service.name}: ${SCRIPT_URL_MISSING}`);
    if (!state.enabled) {
      log('ads off for this page', state.disabledReason);
      return;
    }
    log('initialised', { slots: state.slots.map((slot) => slot.id), personalized, device });
    const lazy: (DefinedSlot & { provider: AdProvider })[] = [];
    const now: (DefinedSlot & { provider: AdProvider })[] = [];
    for (const slot of state.slots) {
      const element = document.getElementById(slot.id);
      if (!element) {
        decisions.set(slot.id, 'skipped: no element on the page');
        continue;
      }
      if (!deviceAllowed(slot.devices, device)) {
        decide(slot.id, `skipped: device ${device} not in ${slot.devices.join(',')}`, element);
        continue;
      }
      // Only creatives that fit the slot's width at this device (a 970x90 never on a phone).
      const width = element.clientWidth;
      const sizes = slot.sizes.filter((size) => Number(size.split('x')[0]) <= width);
      if (sizes.length === 0) {
        decide(slot.id, `skipped: no size of ${slot.sizes.join(',')} fits ${width}px`, element);
        continue;
      }
      const provider = providerFor(slot.provider);
      const entry = { slot: { ...slot, sizes }, element, pageView, provider };
      try {
        provider.define(entry, context);
      } catch (error) {
        decide(slot.id, `skipped: define failed (${(error as Error).message})`, element);
        continue;
      }
      defined.set(slot.id, entry);
      element.dataset.adState = 'defined';
      decide(slot.id, slot.lazy ? 'defined: waiting for the viewport' : 'defined', element);
      (slot.lazy && 'IntersectionObserver' in window ? lazy : now).push(entry);
      if (element.classList.contains('preamp') || element.classList.contains('fuse')) {
        timers.push(setTimeout(() => element.classList.remove('preamp', 'fuse'), AD_CONSTANTS.preampTimeoutMs));
      }
    }
    auction(now);
    if (lazy.length > 0) {
      const byElement = new Map(lazy.map((entry) => [entry.element, entry]));
      observer = new IntersectionObserver(
        (entries) => {
          const due = entries.filter((entry) => entry.isIntersecting).flatMap((entry) => byElement.get(entry.target as HTMLElement) ?? []);
          for (const entry of due) observer?.unobserve(entry.element);
          auction(due);
        },
        { rootMargin: AD_CONSTANTS.lazyRootMargin },
      );
      for (const entry of lazy) observer.observe(entry.element);
    }
  };

  const run = (page: PageData) => {
    try {
      definePage(page);
    } catch (error) {
      console.warn('[ads] slots could not be defined', error);
    }
  };
  // The new page's markup is in the document once React has committed it.
  const afterRender = (page: PageData) => requestAnimationFrame(() => setTimeout(() => run(page), 0));

  run(api.page());
  api.onNavigate(afterRender);
  api.onDeviceChange(() => afterRender(api.page()));
  let personalized = isGranted(api.consent.state(), 'targeting');
  api.consent.subscribe((consent) => {
    const now = isGranted(consent, 'targeting');
    if (now === personalized) return;
    personalized = now;
    afterRender(api.page());
  });

  const debugApi: AdsDebugApi = { defined: () => [...defined.keys()], decisions: () => Object.fromEntries(decisions) };
  (window as Window & { neutronAds?: AdsDebugApi }).neutronAds = debugApi;
  return debugApi;
}
