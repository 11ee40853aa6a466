// The ad slot lifecycle in the browser (spec 001 §4–§6): per page, define every slot the
// page data lists and the device allows, run the auction when a slot nears the viewport
// (root margin 200% 0px), render, detect blanks; on in-app navigation destroy the page's
// slots and define the next page's afresh. A device change clears (non-destructively) the
// slots the new device does not allow and refills them when it allows them again; a
// consent change clears and refills the requested slots so personalisation follows it.
// A taser score at or above the brand's threshold (spec 001 §9: 150) clears every slot and
// stops ad requests for the rest of the page view and its in-app navigations. Failures
// are logged and never break the page.
import { type ClientApi, isGranted, type PageData } from '../../../core/browser.ts';
import type { AdState } from '../ad-state.ts';
import { AD_CONSTANTS, ADS_PLUGIN, SCRIPT_URL_MISSING } from '../constants.ts';
import { deviceAllowed, type PageSlot } from '../slots.ts';
import { taserVerdict } from '../taser.ts';
import { countPageView, readCookie } from './cookies.ts';
import { createEmbeddedProvider } from './embedded-provider.ts';
import { createGptProvider } from './gpt-provider.ts';
import type { AdDecision, AdLog, AdProvider, AuctionContext, DefinedSlot } from './provider.ts';
import type { TaserScores } from './taser-scores.ts';

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

/** A defined slot as the runtime tracks it. */
interface Entry extends DefinedSlot {
  provider: AdProvider;
  /** Bumped by every clear and refill: an answer of an earlier round is never rendered. */
  round: number;
  /** Cleared because the device does not allow it: defined still, shown again when allowed. */
  cleared: boolean;
}

/** Creative sizes that fit the slot's width at this device (a 970x90 never on a phone). */
const fittingSizes = (sizes: readonly string[], element: HTMLElement): string[] => sizes.filter((size) => Number(size.split('x')[0]) <= element.clientWidth);

const sameSizes = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((size, index) => size === b[index]);

export function startAds(api: ClientApi, taser?: TaserScores): AdsDebugApi {
  const log: AdLog = (message, detail) => {
    if (jsDebugOn()) console.info(`[ads] ${message}`, detail ?? '');
  };
  const providers = new Map<string, AdProvider>();
  const providerFor = (name: string): AdProvider => {
    let provider = providers.get(name);
    if (!provider) providers.set(name, (provider = name === 'gpt' ? createGptProvider() : createEmbeddedProvider()));
    return provider;
  };
  const defined = new Map<string, Entry>();
  const decisions = new Map<string, string>();
  let observer: IntersectionObserver | undefined;
  let pageView = 0;
  let context: AuctionContext | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];
  /** The taser's decision once a score reached the threshold: no ad is asked for after it. */
  let suppressed: string | undefined;

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

  /** A slot the taser's verdict keeps empty: its box stays reserved, its decision says why. */
  const markSuppressed = (id: string) => {
    const element = document.getElementById(id);
    if (element) {
      element.dataset.adState = 'suppressed';
      delete element.dataset.adBlank;
    }
    decide(id, suppressed ?? 'suppressed', element);
  };

  /** The auction context for the page's state at the reader's current device and consent. */
  const contextFor = (state: AdState): AuctionContext => {
    const personalized = isGranted(api.consent.state(), 'targeting');
    const targeting: Record<string, string> = {};
    // The device follows the window (spec 001 §4), not the server's guess.
    for (const [key, value] of Object.entries({ ...state.targeting, device: api.device() })) targeting[key] = String(value);
    // A reader with the user cookie or the previous-login cookie is registered (spec 001 §6).
    targeting.user = state.registeredCookies.some((name) => Boolean(readCookie(name))) ? 'registered' : 'anon';
    targeting.rgn = AD_CONSTANTS.region;
    if (personalized) {
      const session = countPageView(new URLSearchParams(location.search));
      targeting.ss = String(session.subsession);
      targeting.pv = String(session.pageViews);
      if (session.ftag) targeting.ftag = session.ftag;
    } else {
      for (const key of PERSONAL_KEYS) delete targeting[key];
    }
    return { state, targeting, personalized, log };
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

  const finish = (slot: Entry, round: number, decision: AdDecision | undefined) => {
    if (slot.pageView !== pageView || slot.round !== round) return;
    const element = slot.element;
    const hidden = !element.isConnected || element.offsetParent === null || getComputedStyle(element).display === 'none';
    if (decision?.filled && !hidden) {
      element.dataset.adState = 'rendered';
      delete element.dataset.adBlank;
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

  const auction = (slots: Entry[]) => {
    const current = context;
    if (!current || slots.length === 0) return;
    for (const slot of slots) slot.element.dataset.adState = 'requested';
    const byProvider = new Map<AdProvider, Entry[]>();
    for (const slot of slots) byProvider.set(slot.provider, [...(byProvider.get(slot.provider) ?? []), slot]);
    for (const [provider, group] of byProvider) {
      const rounds = group.map((slot) => slot.round);
      provider
        .auction(group, current)
        .then((results) => group.forEach((slot, index) => finish(slot, rounds[index]!, results.get(slot.slot.id))))
        .catch((error: unknown) => {
          log('auction failed', error);
          group.forEach((slot, index) => finish(slot, rounds[index]!, { filled: false, detail: `auction failed: ${(error as Error).message}` }));
        });
    }
  };

  /** Auctions the slots now, or, when lazy, once they near the viewport (root margin 200% 0px). */
  const schedule = (entries: Entry[]) => {
    const lazy = 'IntersectionObserver' in window ? entries.filter((entry) => entry.slot.lazy) : [];
    auction(entries.filter((entry) => !lazy.includes(entry)));
    if (lazy.length === 0) return;
    observer ??= new IntersectionObserver(
      (seen) => {
        const due = seen.filter((entry) => entry.isIntersecting).flatMap((entry) => [...defined.values()].filter((slot) => slot.element === entry.target));
        for (const entry of due) observer?.unobserve(entry.element);
        auction(due);
      },
      { rootMargin: AD_CONSTANTS.lazyRootMargin },
    );
    for (const entry of lazy) observer.observe(entry.element);
  };

  /** Defines a slot the device allows, with the creative sizes that fit it; answers the entry. */
  const define = (slot: PageSlot, element: HTMLElement, current: AuctionContext): Entry | undefined => {
    const sizes = fittingSizes(slot.sizes, element);
    if (sizes.length === 0 && slot.results === undefined) {
      decide(slot.id, `skipped: no size of ${slot.sizes.join(',')} fits ${element.clientWidth}px`, element);
      return undefined;
    }
    const provider = providerFor(slot.provider);
    const entry: Entry = { slot: { ...slot, sizes }, element, pageView, provider, round: 0, cleared: false };
    try {
      provider.define(entry, current);
    } catch (error) {
      decide(slot.id, `skipped: define failed (${(error as Error).message})`, element);
      return undefined;
    }
    defined.set(slot.id, entry);
    element.dataset.adState = 'defined';
    decide(slot.id, slot.lazy ? 'defined: waiting for the viewport' : 'defined', element);
    // The skybox's preamp and fuse come off 3000 ms after it is defined (spec 001 §4), on
    // the page's first definition or on the device change that first allows it.
    if (element.classList.contains('preamp') || element.classList.contains('fuse')) {
      timers.push(setTimeout(() => element.classList.remove('preamp', 'fuse'), AD_CONSTANTS.preampTimeoutMs));
    }
    return entry;
  };

  /** Empties a slot and forgets its pending answer; its definition stays (spec 001 §4). */
  const clear = (entry: Entry) => {
    entry.round += 1;
    observer?.unobserve(entry.element);
    try {
      entry.provider.clear(entry);
    } catch (error) {
      log('clear failed', error);
    }
  };

  const definePage = (page: PageData) => {
    destroyAll();
    pageView += 1;
    const state = stateOf(page);
    if (!state) return;
    const current = (context = contextFor(state));
    for (const service of state.services) if (!service.scriptUrl) console.warn(`[ads] ${service.name}: ${SCRIPT_URL_MISSING}`);
    if (!state.enabled) {
      log('ads off for this page', state.disabledReason);
      return;
    }
    if (suppressed) {
      for (const slot of state.slots) markSuppressed(slot.id);
      return;
    }
    const device = current.targeting.device!;
    log('initialised', { slots: state.slots.map((slot) => slot.id), personalized: current.personalized, device });
    const entries: Entry[] = [];
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
      const entry = define(slot, element, current);
      if (entry) entries.push(entry);
    }
    schedule(entries);
  };

  // spec 001 §4: the device change reaches the ad store. A slot the new device does not
  // allow is cleared, keeping its definition and its reserved-space rule, and is filled
  // again when a later change allows it; a slot whose fitting sizes change is defined
  // anew for them; slots first allowed now are defined.
  const deviceChanged = () => {
    const previous = context;
    if (!previous?.state.enabled || suppressed) return;
    const device = api.device();
    // The same page view: only the device moves (no page view is counted again).
    const current = (context = { ...previous, targeting: { ...previous.targeting, device } });
    log('device changed', { device });
    const due: Entry[] = [];
    for (const slot of current.state.slots) {
      const element = document.getElementById(slot.id);
      if (!element) continue;
      let entry = defined.get(slot.id);
      if (!deviceAllowed(slot.devices, device)) {
        if (entry && !entry.cleared) {
          clear(entry);
          entry.cleared = true;
          element.dataset.adState = 'cleared';
          delete element.dataset.adBlank;
        }
        decide(slot.id, `${entry ? 'cleared' : 'skipped'}: device ${device} not in ${slot.devices.join(',')}`, element);
        continue;
      }
      if (entry && !sameSizes(entry.slot.sizes, fittingSizes(slot.sizes, element))) {
        // Other sizes are another definition.
        clear(entry);
        entry.provider.destroy(entry);
        defined.delete(slot.id);
        entry = undefined;
      }
      if (!entry) {
        const fresh = define(slot, element, current);
        if (fresh) due.push(fresh);
      } else if (entry.cleared) {
        entry.cleared = false;
        due.push(entry);
      }
    }
    schedule(due);
  };

  // Personalisation follows consent: the slots already requested are cleared and filled
  // again with the new context; slots still waiting for the viewport will use it.
  const consentChanged = () => {
    const previous = context;
    if (!previous?.state.enabled || suppressed) return;
    const current = (context = contextFor(previous.state));
    log('consent changed', { personalized: current.personalized });
    const refill = [...defined.values()].filter((entry) => !entry.cleared && ['requested', 'rendered', 'blank'].includes(entry.element.dataset.adState ?? ''));
    for (const entry of refill) clear(entry);
    auction(refill);
  };

  // spec 001 §9: the taser's score against the brand's threshold. Every slot is cleared
  // (the device change's non-destructive clear) and nothing is asked for again until the
  // reader loads a page afresh; a score below the threshold changes nothing.
  const taserScored = (score: number) => {
    const threshold = stateOf(api.page())?.taser.scoreThreshold ?? AD_CONSTANTS.taserScoreThreshold;
    const verdict = taserVerdict(score, threshold);
    log(verdict.decision);
    if (!verdict.suppressed || suppressed) return;
    suppressed = verdict.decision;
    observer?.disconnect();
    observer = undefined;
    for (const entry of defined.values()) {
      clear(entry);
      entry.cleared = true;
    }
    for (const slot of context?.state.slots ?? []) markSuppressed(slot.id);
  };

  const guarded = (step: () => void) => () => {
    try {
      step();
    } catch (error) {
      console.warn('[ads] slots could not be defined', error);
    }
  };
  // The new page's markup is in the document once React has committed it.
  const afterRender = (step: () => void) => requestAnimationFrame(() => setTimeout(guarded(step), 0));

  // Before the first page: a score reported while the ad code loaded stops it asking at all.
  taser?.onScore((score) => guarded(() => taserScored(score))());
  guarded(() => definePage(api.page()))();
  api.onNavigate((page) => afterRender(() => definePage(page)));
  api.onDeviceChange(() => afterRender(deviceChanged));
  let personalized = isGranted(api.consent.state(), 'targeting');
  api.consent.subscribe((consent) => {
    const now = isGranted(consent, 'targeting');
    if (now === personalized) return;
    personalized = now;
    guarded(consentChanged)();
  });

  const debugApi: AdsDebugApi = { defined: () => [...defined.keys()], decisions: () => Object.fromEntries(decisions) };
  (window as Window & { neutronAds?: AdsDebugApi }).neutronAds = debugApi;
  return debugApi;
}
