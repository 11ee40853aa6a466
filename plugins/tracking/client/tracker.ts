// The tracker, loaded once the page is idle (spec 001 §4): each view counts in the
// session and gets its view id, its page tracking data completed in the browser (the
// device of the moment; every field for pages the server did not fill, such as error
// pages) and a PageViewed event to the page-view tracker, then a 'server decision
// provided' event per A/B test the reader is in and, on error pages, the error ping.
// Each view also asks for the page-view candidate file and, once the request monitor's
// 500 ms have passed, sends its audience ping; the first view of a page load asks the
// personalisation service for its rules. Other plugins' events go to the page-event
// tracker. Everything passes a consent gate: the brand's category, and targeting for
// personalisation.
import { type ClientApi, type Device, documentTitle, isGranted, type PageData } from '../../../core/browser.ts';
import { PERSONALISATION_CATEGORY, REQUEST_MONITOR_MS, SETTINGS_PATH, TRACKING_UNAVAILABLE } from '../constants.ts';
import type { PageTrackingData, PersonalisationAnswer, TrackingEvent, WebContext } from '../event-schema.ts';
import { activeTests, buildPageTrackingData } from '../page-tracking-data.ts';
import { fallbackSettings, settingsOf, type TrackingSettings, underPrefix } from '../settings.ts';
import { dwTagCookie, sendBeacon, sendPing } from './beacon.ts';
import { type ConsentGate, createConsentGate } from './consent-gate.ts';
import { errorPingUrl, type EventBase, pageViewed, requestedEvent, serverDecision } from './events.ts';
import { hashEmail } from './hash-email.ts';
import { audiencePingUrl, PERSONALISATION_EVENT, personalisationAnswer, personalisationUrl, readVisitor, type Visitor } from './measurement.ts';
import { nextView, readSession, type SessionState, type SessionStorageLike, sessionStorageOrMemory, storageOrMemory, writeSession } from './session.ts';
import type { TrackRequest } from './track.ts';

/** Events in one beacon at most (the collector takes 20). */
const EVENTS_PER_BEACON = 10;
const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/** What leaves the browser: an event (beacon), a ping (GET), an image ping, the rules call. */
type Outgoing = { kind: 'event'; url: string; event: TrackingEvent } | { kind: 'ping' | 'image'; url: string } | { kind: 'rules'; endpoint: string; deviceType: Device };

/** What the document looks like now. */
export interface DocumentView {
  url: string;
  path: string;
  referrer: string;
  title: string;
  locale: string;
  viewport: { width: number; height: number };
}

export interface TrackerDeps {
  storage: SessionStorageLike;
  newId(): string;
  now(): number;
  sendBeacon(url: string, body: string): void;
  sendPing(url: string): void;
  sendImage(url: string): void;
  /** The personalisation service's answer, undefined when it failed. */
  fetchRules(url: string): Promise<PersonalisationAnswer | undefined>;
  publishRules(answer: PersonalisationAnswer): void;
  /** The visitor's anonymous id (made on first use, so only once consent allows). */
  visitor(): Visitor;
  later(run: () => void, ms: number): void;
  setCookie(cookie: string): void;
  secure: boolean;
  hash(email: string): Promise<string | null>;
  fetchSettings(url: string): Promise<TrackingSettings | undefined>;
  document(): DocumentView;
  log(message: string): void;
}

/** Where a view happened, noted when it happened (views may be handled later). */
export interface SeenAt {
  url: string;
  title: string;
}

export interface Tracker {
  pageView(page: PageData, virtual: boolean, seen?: SeenAt): void;
  track(request: TrackRequest): void;
  /** Resolves once everything fired so far has been handled (tests). */
  settled(): Promise<void>;
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function browserDeps(): TrackerDeps {
  return {
    storage: sessionStorageOrMemory(),
    newId: randomId,
    now: Date.now,
    sendBeacon,
    sendPing,
    sendImage: (url) => {
      new Image(1, 1).src = url;
    },
    async fetchRules(url) {
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
        return response.ok ? personalisationAnswer(await response.json()) : undefined;
      } catch {
        return undefined;
      }
    },
    publishRules: (answer) => window.dispatchEvent(new CustomEvent(PERSONALISATION_EVENT, { detail: answer })),
    visitor: () => readVisitor(storageOrMemory(() => window.localStorage), randomId),
    later: (run, ms) => void window.setTimeout(run, ms),
    setCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: location.protocol === 'https:',
    hash: (email) => hashEmail(email),
    async fetchSettings(url) {
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        return response.ok ? settingsOf({ tracking: { settings: await response.json() } }) : undefined;
      } catch {
        return undefined;
      }
    },
    document: () => ({
      url: location.href,
      path: location.pathname,
      referrer: document.referrer,
      title: document.title,
      locale: document.documentElement.lang || 'en',
      viewport: { width: window.innerWidth, height: window.innerHeight },
    }),
    log: (message) => console.warn(message),
  };
}

const clip = (text: string, max: number) => text.slice(0, max);

export function startTracker(api: Pick<ClientApi, 'consent' | 'device' | 'reportError'>, deps: TrackerDeps = browserDeps()): Tracker {
  let session: SessionState = readSession(deps.storage, deps.newId);
  const instanceId = deps.newId();
  let settings: TrackingSettings | undefined;
  let gate: ConsentGate<Outgoing> | undefined;
  /** The measurement calls: the brand's category, quietly (they are not events). */
  let measurementGate: ConsentGate<Outgoing> | undefined;
  let personalisationGate: ConsentGate<Outgoing> | undefined;
  let rulesAsked = false;
  /** The view being read: its ids and data, its page-view event, and whether that went. An
   *  event refused (or dropped by a refusal while it waited) goes if the reader grants its
   *  category while still on the page (the footer's choices, later). */
  let current: { viewId: string; webContext: WebContext; data: PageTrackingData; pageView: Outgoing; sent: boolean } | undefined;
  let previousUrl: string | undefined;
  // Views and events are handled one after another, in the order they were fired.
  let chain: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void> | void) => {
    chain = chain.then(work).catch((error: unknown) => api.reportError(error));
  };

  function deliver(items: Outgoing[]): void {
    const batches = new Map<string, TrackingEvent[]>();
    for (const item of items) {
      if (current && item === current.pageView) current.sent = true;
      if (item.kind === 'ping') deps.sendPing(item.url);
      else if (item.kind === 'image') deps.sendImage(item.url);
      else if (item.kind === 'rules') askRules(item.endpoint, item.deviceType);
      if (item.kind !== 'event') continue;
      const batch = batches.get(item.url) ?? [];
      batch.push(item.event);
      batches.set(item.url, batch);
    }
    for (const [url, events] of batches) {
      for (let start = 0; start < events.length; start += EVENTS_PER_BEACON) {
        const chunk = events.slice(start, start + EVENTS_PER_BEACON);
        deps.sendBeacon(url, JSON.stringify(chunk.length === 1 ? chunk[0] : chunk));
      }
    }
    // spec 001 §7: tracking events write the dw-tag cookie.
    if (current && batches.size > 0) deps.setCookie(dwTagCookie(session.sessionId, current.viewId, deps.secure));
  }

  function askRules(endpoint: string, deviceType: Device): void {
    const url = personalisationUrl(endpoint, { visitor: deps.visitor(), deviceType, instanceId });
    void deps.fetchRules(url).then((answer) => answer && deps.publishRules(answer));
  }

  /** The brand's settings: the page's own, else those seen before, else asked of the site. */
  async function settingsFor(page: PageData): Promise<TrackingSettings> {
    const own = settingsOf(page.plugins);
    if (own) settings = own;
    settings ??= (await deps.fetchSettings(underPrefix(page.site.prefix, SETTINGS_PATH))) ?? fallbackSettings(page.site, page.stores.brand);
    if (!gate) {
      const category = settings.consentCategory;
      gate = createConsentGate<Outgoing>({ consent: api.consent, category, deliver, log: deps.log });
      // After the gate's own listener, which sends what waited for a decision.
      api.consent.subscribe((state) => {
        if (current && !current.sent && isGranted(state, category)) gate?.submit(current.pageView);
      });
    }
    const quiet = () => undefined;
    measurementGate ??= createConsentGate<Outgoing>({ consent: api.consent, category: settings.consentCategory, deliver, log: quiet });
    personalisationGate ??= createConsentGate<Outgoing>({ consent: api.consent, category: PERSONALISATION_CATEGORY, deliver, log: quiet });
    return settings;
  }

  function remember(next: SessionState): void {
    session = next;
    writeSession(deps.storage, session);
  }

  function base(viewId: string, webContext: WebContext, correlationId = viewId): EventBase {
    return {
      eventId: deps.newId(),
      occurredAt: deps.now(),
      sessionId: session.sessionId,
      viewId,
      correlationId,
      customerId: session.customerId,
      hashedEmail: session.hashedEmail,
      webContext,
    };
  }

  async function handleView(page: PageData, virtual: boolean, view: DocumentView, device: Device): Promise<void> {
    const brand = await settingsFor(page);
    const serverViewId = (page.plugins.tracking as { pageViewGuid?: unknown } | undefined)?.pageViewGuid;
    const next = nextView(session, typeof serverViewId === 'string' ? serverViewId : undefined, deps.newId);
    remember(next.state);
    const data = buildPageTrackingData({ page, brand, device, prefix: page.site.prefix, pageViewGuid: next.viewId, query: new URL(view.url).searchParams });
    const webContext: WebContext = {
      url: clip(view.url, 2048),
      path: clip(view.path, 2048),
      // A virtual view came from the page before it.
      referrer: clip(virtual && previousUrl !== undefined ? previousUrl : view.referrer, 2048),
      title: clip(view.title, 300),
      route: clip(page.route.name, 200),
      brand: page.brand,
      locale: clip(view.locale, 20),
      viewport: view.viewport,
      instanceId,
    };
    previousUrl = view.url;
    const pageView: Outgoing = { kind: 'event', url: brand.endpoints.pageView, event: pageViewed(base(next.viewId, webContext), data, virtual, session.pageViews) };
    current = { viewId: next.viewId, webContext, data, pageView, sent: false };
    gate?.submit(pageView);
    for (const test of activeTests(page.plugins)) {
      gate?.submit({ kind: 'event', url: brand.endpoints.pageEvent, event: serverDecision(base(next.viewId, webContext), test) });
    }
    if (page.page === 'error' || page.status >= 400) {
      const url = errorPingUrl(brand.endpoints.errorPing, { referrer: webContext.referrer, url: webContext.url, data, sessionId: session.sessionId, environment: brand.environment });
      gate?.submit({ kind: 'ping', url });
    }
    measurementGate?.submit({ kind: 'ping', url: brand.endpoints.pageViewCandidate });
    // spec 001 §9: the request monitor's 500 ms, then the view's one audience ping.
    const audience = audiencePingUrl(brand.endpoints.audience, { url: webContext.url, title: webContext.title, referrer: webContext.referrer, siteSection: data.siteSection, viewId: next.viewId });
    deps.later(() => measurementGate?.submit({ kind: 'image', url: audience }), REQUEST_MONITOR_MS);
    if (!rulesAsked) {
      rulesAsked = true;
      personalisationGate?.submit({ kind: 'rules', endpoint: brand.endpoints.personalisation, deviceType: device });
    }
  }

  async function handleRequest(request: TrackRequest): Promise<void> {
    if (!current || !settings) {
      deps.log(TRACKING_UNAVAILABLE);
      return;
    }
    const hashedEmail = request.email ? await deps.hash(request.email) : session.hashedEmail;
    const customerId = request.customerId ? clip(request.customerId, 200) : session.customerId;
    const correlationId = request.correlationId && ID_PATTERN.test(request.correlationId) ? request.correlationId : current.viewId;
    const event = requestedEvent({ ...base(current.viewId, current.webContext, correlationId), customerId, hashedEmail }, request);
    if (!event) {
      deps.log(`tracking: unknown event '${String((request as { event?: unknown }).event)}'`);
      return;
    }
    gate?.submit({ kind: 'event', url: settings.endpoints.pageEvent, event });
    // spec 001 §4: logout clears the tracking id; sign-in and identify set it.
    if (request.event === 'logout') remember({ ...session, customerId: null, hashedEmail: null });
    else if (request.customerId || request.email) remember({ ...session, customerId, hashedEmail });
  }

  return {
    pageView(page, virtual, seen) {
      const now = deps.document();
      const at = seen ? { ...now, url: seen.url, path: new URL(seen.url).pathname, title: seen.title } : now;
      // A virtual view's title is the page's own, as a full load's <title> shows it.
      const view = virtual ? { ...at, title: documentTitle(page.title, page.site.name) } : at;
      const device = api.device();
      enqueue(() => handleView(page, virtual, view, device));
    },
    track: (request) => enqueue(() => handleRequest(request)),
    settled: () => chain,
  };
}
