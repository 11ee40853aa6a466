// The browser tracker with its browser parts replaced: the first view, then a virtual
// page view per in-app navigation with the counter incremented and a new view id; A/B
// decisions, the error page's view and ping, other plugins' events with the hashed
// email, the dw-tag cookie; every event valid for the collector.
import { createHash } from 'node:crypto';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_NOT_MANAGED, type ConsentSource, type ConsentState, type Device, type PageData } from '../../../core/browser.ts';
import { readVisitor } from '../../../plugins/tracking/client/measurement.ts';
import { memoryStorage, SESSION_KEY } from '../../../plugins/tracking/client/session.ts';
import { connectTracker, expectTracker, resetTrackApi, track } from '../../../plugins/tracking/client/track.ts';
import { type DocumentView, startTracker, type TrackerDeps } from '../../../plugins/tracking/client/tracker.ts';
import { EVENT_TYPES, TRACKING_UNAVAILABLE } from '../../../plugins/tracking/constants.ts';
import { type PersonalisationAnswer, type TrackingEvent, TrackingEventSchema } from '../../../plugins/tracking/event-schema.ts';
import { pageStores } from '../../../core/server/page-stores.ts';
import { errorPageData, pageData, SETTINGS } from './pages.ts';

const checkEvent = TypeCompiler.Compile(TrackingEventSchema);

function fixedConsent(state: ConsentState): ConsentSource {
  return { state: () => state, subscribe: () => () => undefined };
}

/** A consent source whose state the test changes, telling its listeners. */
function changeableConsent(initial: ConsentState): { consent: ConsentSource; decide(next: ConsentState): void } {
  let state = initial;
  const listeners: ((next: ConsentState) => void)[] = [];
  return {
    consent: { state: () => state, subscribe: (listener) => (listeners.push(listener), () => undefined) },
    decide(next) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

function harness(options: { consent?: ConsentSource; device?: Device; settings?: typeof SETTINGS | undefined } = {}) {
  let id = 0;
  const beacons: { url: string; events: TrackingEvent[] }[] = [];
  const pings: string[] = [];
  const cookies: string[] = [];
  const logged: string[] = [];
  const settingsAsked: string[] = [];
  const images: string[] = [];
  const rulesAsked: string[] = [];
  const published: PersonalisationAnswer[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const localStorage = memoryStorage();
  let view: DocumentView = { url: 'https://site.test/news/politics/senate-passes-data-broker-bill/', path: '/news/politics/senate-passes-data-broker-bill/', referrer: 'https://search.test/', title: 'Senate', locale: 'en', viewport: { width: 1280, height: 800 } };
  const storage = memoryStorage();
  const deps: TrackerDeps = {
    storage,
    newId: () => `id-${++id}`,
    now: () => 1_700_000_000_000,
    sendBeacon: (url, body) => {
      const parsed = JSON.parse(body) as TrackingEvent | TrackingEvent[];
      beacons.push({ url, events: Array.isArray(parsed) ? parsed : [parsed] });
    },
    sendPing: (url) => pings.push(url),
    sendImage: (url) => images.push(url),
    fetchRules: async (url) => {
      rulesAsked.push(url);
      return { anonymousId: new URL(url, 'https://site.test').searchParams.get('anonymousId') ?? '', segment: 'new-visitor', rules: [] };
    },
    publishRules: (answer) => published.push(answer),
    visitor: () => readVisitor(localStorage, () => `visitor-${++id}`),
    later: (run, ms) => timers.push({ run, ms }),
    setCookie: (cookie) => cookies.push(cookie),
    secure: true,
    hash: async (email) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex'),
    fetchSettings: async (url) => {
      settingsAsked.push(url);
      return 'settings' in options ? options.settings : SETTINGS;
    },
    document: () => view,
    log: (message) => logged.push(message),
  };
  const tracker = startTracker({ consent: options.consent ?? fixedConsent(CONSENT_NOT_MANAGED), device: () => options.device ?? 'desktop', reportError: (error) => { throw error; } }, deps);
  const events = () => beacons.flatMap((beacon) => beacon.events);
  /** Runs the timers due so far (the request monitor's). */
  const elapse = () => timers.splice(0).forEach((timer) => timer.run());
  return { tracker, beacons, events, pings, images, rulesAsked, published, timers, elapse, cookies, logged, settingsAsked, storage, moveTo: (next: Partial<DocumentView>) => (view = { ...view, ...next }) };
}

const withServerData = (page: PageData, guid: string): PageData => ({ ...page, plugins: { ...page.plugins, tracking: { pageType: page.page, pageViewGuid: guid, siteSection: 'news', settings: SETTINGS } } });

afterEach(() => resetTrackApi());

describe('tracker', () => {
  it('sends the first view, then a virtual view per in-app navigation with the count up and a new view id', async () => {
    const site = harness();
    site.tracker.pageView(withServerData(pageData(), 'server-guid-1'), false);
    site.moveTo({ url: 'https://site.test/reviews/', path: '/reviews/', title: 'Reviews' });
    site.tracker.pageView(withServerData(pageData({ page: 'door', route: { name: 'door', params: {}, path: '/reviews/' } }), 'server-guid-2'), true);
    site.moveTo({ url: 'https://site.test/how-to/', path: '/how-to/', title: 'How to' });
    site.tracker.pageView(withServerData(pageData({ page: 'door', route: { name: 'door', params: {}, path: '/how-to/' } }), 'server-guid-3'), true);
    await site.tracker.settled();

    const views = site.events();
    expect(views.map((event) => event.type)).toEqual([EVENT_TYPES.pageViewed, EVENT_TYPES.pageViewed, EVENT_TYPES.pageViewed]);
    for (const event of views) expect(checkEvent.Check(event), JSON.stringify([...checkEvent.Errors(event)].slice(0, 2))).toBe(true);
    expect(site.beacons.every((beacon) => beacon.url === SETTINGS.endpoints.pageView)).toBe(true);
    const properties = views.map((event) => event.properties as { virtual: boolean; sessionPageViews: number; pageViewGuid: string });
    expect(properties.map((view) => [view.virtual, view.sessionPageViews])).toEqual([[false, 1], [true, 2], [true, 3]]);
    // The first view keeps the server's view id; the later ones get new ones.
    expect(views[0]?.viewId).toBe('server-guid-1');
    expect(properties[0]?.pageViewGuid).toBe('server-guid-1');
    expect(new Set(views.map((event) => event.viewId)).size).toBe(3);
    expect(views[1]?.viewId).not.toBe('server-guid-2');
    expect(views[2]?.properties).toMatchObject({ pageViewGuid: views[2]?.viewId });
    // One session; a virtual view's referrer is the page before it.
    expect(new Set(views.map((event) => event.sessionId)).size).toBe(1);
    expect(views[0]?.webContext.referrer).toBe('https://search.test/');
    expect(views[1]?.webContext.referrer).toBe('https://site.test/news/politics/senate-passes-data-broker-bill/');
    expect(JSON.parse(site.storage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ pageViews: 3 });
    expect(site.cookies.at(-1)).toBe(`dw-tag=${encodeURIComponent(`${views[2]?.sessionId}.${views[2]?.viewId}`)}; Max-Age=3600; Path=/; SameSite=Lax; Secure`);
  });

  it("reports a virtual view with the new page's title, though the document still shows the previous one", async () => {
    const site = harness();
    site.moveTo({ title: 'Senate passes bill - Neutron' });
    site.tracker.pageView(withServerData(pageData(), 'server-guid-1'), false);
    // In-app navigation: the address is the new page's, the head not applied yet.
    site.moveTo({ url: 'https://site.test/reviews/', path: '/reviews/' });
    site.tracker.pageView(withServerData(pageData({ page: 'door', title: 'Reviews', route: { name: 'door', params: {}, path: '/reviews/' } }), 'server-guid-2'), true);
    // The same when the view waited for the tracker with where it happened.
    site.moveTo({ url: 'https://site.test/how-to/', path: '/how-to/' });
    site.tracker.pageView(withServerData(pageData({ page: 'door', title: 'How to', route: { name: 'door', params: {}, path: '/how-to/' } }), 'server-guid-3'), true, { url: 'https://site.test/how-to/', title: 'Reviews - Neutron' });
    await site.tracker.settled();
    site.elapse();

    expect(site.events().map((event) => [event.webContext.path, event.webContext.title])).toEqual([
      ['/news/politics/senate-passes-data-broker-bill/', 'Senate passes bill - Neutron'],
      ['/reviews/', 'Reviews - Neutron'],
      ['/how-to/', 'How to - Neutron'],
    ]);
    const audience = site.images.map((url) => new URL(url, 'https://site.test').searchParams);
    expect(audience.map((query) => [query.get('c7'), query.get('c8')])).toEqual([
      ['https://site.test/news/politics/senate-passes-data-broker-bill/', 'Senate passes bill - Neutron'],
      ['https://site.test/reviews/', 'Reviews - Neutron'],
      ['https://site.test/how-to/', 'How to - Neutron'],
    ]);
  });

  it('sends a server decision per A/B test the reader is in', async () => {
    const site = harness();
    const tests = [
      { id: 'btncolor_test', version: 'v1', bucket: 'test' },
      { id: 'adcap_test', version: 'v2', bucket: 'exclude' },
    ];
    site.tracker.pageView(withServerData(pageData({ plugins: { 'ab-test': { tests } } }), 'g'), false);
    await site.tracker.settled();
    const decisions = site.beacons.filter((beacon) => beacon.url === SETTINGS.endpoints.pageEvent).flatMap((beacon) => beacon.events);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.type).toBe(EVENT_TYPES.serverDecisionProvided);
    expect(decisions[0]?.properties).toEqual({ testName: 'btncolor_test', testId: 'btncolor_test', experienceName: 'test', experienceId: 'btncolor_test:v1:test', testVersion: 'v1' });
    expect(checkEvent.Check(decisions[0])).toBe(true);
  });

  it('sends the 404 page view with the error fields, and the error ping', async () => {
    const site = harness({ device: 'mobile' });
    site.moveTo({ url: 'https://site.test/no-such-page/?x=1', path: '/no-such-page/', referrer: 'https://elsewhere.test/' });
    site.tracker.pageView(errorPageData(404), false);
    await site.tracker.settled();
    // The error page carries no settings: the brand's are asked of the site once.
    expect(site.settingsAsked).toEqual(['/_neutron/collect/settings']);
    const [view] = site.events();
    expect(checkEvent.Check(view)).toBe(true);
    expect(view?.properties).toMatchObject({ pageType: 'error', articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page', brand: 'cnet', reportSuiteId: 'neutron-default', deviceType: 'mobile', limit: 4 });
    const errorPings = site.pings.filter((url) => url.startsWith(SETTINGS.endpoints.errorPing));
    expect(errorPings).toHaveLength(1);
    const ping = new URL(errorPings[0] ?? '', 'https://site.test');
    expect(ping.pathname).toBe('/_neutron/collect/error-ping');
    expect(Object.fromEntries(ping.searchParams)).toEqual({
      xref: 'https://elsewhere.test/',
      srcurl: 'https://site.test/no-such-page/?x=1',
      pagetype: 'error_404',
      pguid: view?.viewId,
      devicetype: 'mobile',
      sid: view?.sessionId,
      env: 'test',
    });
  });

  it("sends other plugins' events with the customer id and the hashed email, and forgets them on logout", async () => {
    const site = harness();
    expectTracker();
    track({ event: 'form-viewed', formId: 'newsletter', correlationId: 'form-1' });
    site.tracker.pageView(withServerData(pageData(), 'g'), false);
    connectTracker((request) => site.tracker.track(request));
    track({ event: 'login', customerId: 'auth0|42', email: ' Reader@Example.com ', strategy: 'auth0' });
    track({ event: 'form-submitted', formId: 'newsletter', correlationId: 'form-1' });
    track({ event: 'logout' });
    track({ event: 'identify' });
    await site.tracker.settled();
    const events = site.beacons.filter((beacon) => beacon.url === SETTINGS.endpoints.pageEvent).flatMap((beacon) => beacon.events);
    const hash = createHash('sha256').update('reader@example.com').digest('hex');
    expect(events.map((event) => [event.type, event.customerId, event.hashedEmail])).toEqual([
      [EVENT_TYPES.formViewed, null, null],
      [EVENT_TYPES.login, 'auth0|42', hash],
      [EVENT_TYPES.formSubmitted, 'auth0|42', hash],
      [EVENT_TYPES.logout, 'auth0|42', hash],
      [EVENT_TYPES.identify, null, null],
    ]);
    for (const event of events) expect(checkEvent.Check(event)).toBe(true);
    expect(events[0]?.correlationId).toBe('form-1');
    expect(events[2]?.correlationId).toBe('form-1');
    expect(events[1]?.correlationId).toBe(events[1]?.viewId);
    expect(events[1]?.webContext.route).toBe('news-article-topic');
  });

  it("sends the video player's state changes with the Chartbeat words, and drops malformed ones", async () => {
    const site = harness();
    expectTracker();
    site.tracker.pageView(withServerData(pageData(), 'g'), false);
    connectTracker((request) => site.tracker.track(request));
    track({ event: 'video-state', videoId: 'ces-2025-in-90-seconds', playState: 'PLAYED', playerState: 1, state: 's2', autoplayType: 'man', contentType: 'ct' });
    track({ event: 'video-state', videoId: 'x', playState: 'PLAYED', playerState: 1, state: 's9', autoplayType: 'man', contentType: 'ct' } as never);
    await site.tracker.settled();
    const events = site.beacons.filter((beacon) => beacon.url === SETTINGS.endpoints.pageEvent).flatMap((beacon) => beacon.events);
    expect(events.map((event) => [event.type, event.properties])).toEqual([
      [EVENT_TYPES.videoStateChanged, { videoId: 'ces-2025-in-90-seconds', playState: 'PLAYED', playerState: 1, state: 's2', autoplayType: 'man', contentType: 'ct' }],
    ]);
    for (const event of events) expect(checkEvent.Check(event)).toBe(true);
  });

  it('logs the spec message when the tracker is not set up on the page', () => {
    const warned: unknown[] = [];
    const original = console.warn;
    console.warn = (message: unknown) => void warned.push(message);
    try {
      track({ event: 'logout' });
    } finally {
      console.warn = original;
    }
    expect(warned).toEqual([TRACKING_UNAVAILABLE]);
  });

  it('holds everything while consent is undecided, logging the spec message', async () => {
    const site = harness({ consent: fixedConsent({ granted: ['critical'], decided: false }) });
    site.tracker.pageView(withServerData(pageData(), 'g'), false);
    site.tracker.track({ event: 'logout' });
    await site.tracker.settled();
    site.elapse();
    expect(site.beacons).toEqual([]);
    expect(site.pings).toEqual([]);
    expect(site.images).toEqual([]);
    expect(site.rulesAsked).toEqual([]);
    expect(site.cookies).toEqual([]);
    expect(site.logged).toEqual([TRACKING_UNAVAILABLE, TRACKING_UNAVAILABLE]);
  });

  it("sends the page being read's view when the reader grants its category later, once; not a view of a page left before", async () => {
    const { consent, decide } = changeableConsent({ granted: ['critical'], decided: true });
    const site = harness({ consent });
    site.tracker.pageView(withServerData(pageData(), 'refused-guid'), false);
    await site.tracker.settled();
    expect(site.events()).toEqual([]);
    decide({ granted: ['critical', 'performance'], decided: true });
    expect(site.events().map((event) => [event.type, event.viewId])).toEqual([[EVENT_TYPES.pageViewed, 'refused-guid']]);
    // Granted again (another category): nothing more.
    decide({ granted: ['critical', 'performance', 'targeting'], decided: true });
    expect(site.events()).toHaveLength(1);
    // Refused on a page, then that page left: only the page being read is sent.
    decide({ granted: ['critical'], decided: true });
    site.moveTo({ url: 'https://site.test/reviews/', path: '/reviews/', title: 'Reviews' });
    site.tracker.pageView(pageData(), true);
    await site.tracker.settled();
    site.moveTo({ url: 'https://site.test/about/', path: '/about/', title: 'About' });
    site.tracker.pageView(pageData(), true);
    await site.tracker.settled();
    decide({ granted: ['critical', 'performance'], decided: true });
    const views = site.events().filter((event) => event.type === EVENT_TYPES.pageViewed);
    expect(views).toHaveLength(2);
    expect(views[1]?.webContext.path).toBe('/about/');
  });

  it('sends a view that waited for a decision, was dropped by a refusal, once the reader grants later; a view that waited and was granted goes once', async () => {
    const { consent, decide } = changeableConsent({ granted: ['critical'], decided: false });
    const site = harness({ consent });
    site.tracker.pageView(withServerData(pageData(), 'waiting-guid'), false);
    await site.tracker.settled();
    decide({ granted: ['critical'], decided: true });
    expect(site.events()).toEqual([]);
    decide({ granted: ['critical', 'performance'], decided: true });
    expect(site.events().map((event) => event.viewId)).toEqual(['waiting-guid']);

    const undecided = changeableConsent({ granted: ['critical'], decided: false });
    const other = harness({ consent: undecided.consent });
    other.tracker.pageView(withServerData(pageData(), 'granted-guid'), false);
    await other.tracker.settled();
    undecided.decide({ granted: ['critical', 'performance'], decided: true });
    expect(other.events().filter((event) => event.type === EVENT_TYPES.pageViewed).map((event) => event.viewId)).toEqual(['granted-guid']);
  });

  it('asks for the page-view candidate with each view and sends one audience ping per view after the 500 ms request monitor', async () => {
    const site = harness();
    site.tracker.pageView(withServerData(pageData(), 'g1'), false);
    await site.tracker.settled();
    expect(site.pings).toEqual([SETTINGS.endpoints.pageViewCandidate]);
    expect(site.images).toEqual([]);
    expect(site.timers.map((timer) => timer.ms)).toEqual([500]);
    site.elapse();
    expect(site.images).toHaveLength(1);
    const ping = new URL(site.images[0] ?? '', 'https://site.test');
    expect(ping.pathname).toBe(SETTINGS.endpoints.audience);
    expect(Object.fromEntries(ping.searchParams)).toEqual({
      c1: '2',
      c7: 'https://site.test/news/politics/senate-passes-data-broker-bill/',
      c8: 'Senate',
      c9: 'https://search.test/',
      comscorekw: 'news',
      rn: 'g1',
    });
    site.elapse();
    expect(site.images).toHaveLength(1);

    site.moveTo({ url: 'https://site.test/how-to/', path: '/how-to/', title: 'How to' });
    site.tracker.pageView(pageData({ page: 'door', route: { name: 'door', params: {}, path: '/how-to/' }, plugins: { tracking: { pageViewGuid: 'g2', siteSection: 'how-to', settings: SETTINGS } } }), true);
    await site.tracker.settled();
    site.elapse();
    expect(site.pings).toEqual([SETTINGS.endpoints.pageViewCandidate, SETTINGS.endpoints.pageViewCandidate]);
    expect(site.images).toHaveLength(2);
    // how-to has no Comscore section code.
    expect(new URL(site.images[1] ?? '', 'https://site.test').searchParams.has('comscorekw')).toBe(false);
  });

  it('asks the personalisation service for rules once per page load, a new visitor first and a returning one after', async () => {
    const site = harness({ device: 'tablet' });
    site.tracker.pageView(withServerData(pageData(), 'g1'), false);
    site.tracker.pageView(withServerData(pageData(), 'g2'), true);
    await site.tracker.settled();
    await Promise.resolve();
    expect(site.rulesAsked).toHaveLength(1);
    const first = new URL(site.rulesAsked[0] ?? '', 'https://site.test');
    expect(first.pathname).toBe(SETTINGS.endpoints.personalisation);
    const instanceId = site.events()[0]?.webContext.instanceId;
    expect(Object.fromEntries(first.searchParams)).toEqual({ anonymousId: expect.stringMatching(/^visitor-/), device_type: 'tablet', instanceId, is_new_visitor: 'true' });
    expect(site.published).toEqual([{ anonymousId: first.searchParams.get('anonymousId'), segment: 'new-visitor', rules: [] }]);
  });

  it('sends the measurement calls with the brand category, and the rules call only with targeting consent', async () => {
    const site = harness({ consent: fixedConsent({ granted: ['critical', 'performance'], decided: true }) });
    site.tracker.pageView(withServerData(pageData(), 'g'), false);
    await site.tracker.settled();
    site.elapse();
    expect(site.pings).toEqual([SETTINGS.endpoints.pageViewCandidate]);
    expect(site.images).toHaveLength(1);
    expect(site.rulesAsked).toEqual([]);
  });

  it('falls back to the page brand store\'s brand code and edition when the settings cannot be fetched', async () => {
    const site = harness({ settings: undefined });
    const page = { ...errorPageData(404), brand: 'auto' as const, stores: pageStores({ site: { id: 'auto' }, edition: 'uk', routeName: 'error' }) };
    site.tracker.pageView(page, false);
    await site.tracker.settled();
    expect(site.settingsAsked).toEqual(['/_neutron/collect/settings']);
    expect(site.events()[0]?.properties).toMatchObject({ pageType: 'error', brand: 'roadshow', edition: 'uk' });
  });
});
