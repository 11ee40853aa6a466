// Tracking in a real browser, for a reader who granted every consent category: the first
// view, then a virtual page view per in-app navigation with the session counter up and a
// new view id; events other plugins fire, each kind to its own tracker; the 404 page view
// and its ping; the audience ping, the page-view candidate and the personalisation rules
// call, each behind its consent category. Events are read back from the embedded
// collector's store, the other calls from the browser's requests.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectorsOf } from '../../plugins/tracking/collector/install.ts';
import type { StoredEvent } from '../../plugins/tracking/collector/store.ts';
import { EVENT_TYPES } from '../../plugins/tracking/constants.ts';
import type { TrackingEvent } from '../../plugins/tracking/event-schema.ts';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

/** The store the test app's collector writes (in memory under NEUTRON_ENV=test). */
function stored(): StoredEvent[] {
  const store = collectorsOf(':memory:', site.server).peek(':memory:')?.store;
  if (!store) throw new Error('the tracking store is not open');
  return store.list();
}

const sessionOf = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('neutron.tracking') ?? '{}') as { sessionId?: string; pageViews?: number });

async function eventsOf(page: Page, count: number, filter: (row: StoredEvent) => boolean = () => true): Promise<{ row: StoredEvent; event: TrackingEvent }[]> {
  let rows: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        const { sessionId } = await sessionOf(page);
        rows = stored().filter((row) => row.sessionId === sessionId && filter(row));
        return rows.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return rows.map((row) => ({ row, event: JSON.parse(row.body) as TrackingEvent }));
}

/** Opens a page as a reader who accepted every category (the consent plugin's cookie). */
const openConsented = (path: string, viewport?: { width: number; height: number }, prepare?: (page: Page) => unknown, codes = 'C0001-C0002-C0003-C0004-C0005') =>
  site.open(path, viewport, {
    prepare: async (page) => {
      await prepare?.(page);
      await page.context().addCookies([{ name: 'neutron_consent', value: `1.${codes}`, url: site.origin }]);
    },
  });

/** The GET requests a page makes to one path, with when they were made. */
function requestsTo(page: Page, path: string): { at: number; query: Record<string, string> }[] {
  const seen: { at: number; query: Record<string, string> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push({ at: Date.now(), query: Object.fromEntries(url.searchParams) });
  });
  return seen;
}

const isView = (row: StoredEvent) => row.channel === 'page-view';
const serverViewId = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('__neutron_data')?.textContent ?? '{}') as { plugins: { tracking: { pageViewGuid: string } } }).plugins.tracking.pageViewGuid);

describe('tracking in the browser', () => {
  it('sends nothing before the reader consents, logging the spec message for an event fired then, and the first view once they accept', async () => {
    const warnings: string[] = [];
    const { page } = await site.open('/about/', undefined, { prepare: (opened) => void opened.on('console', (message) => message.type() === 'warning' && warnings.push(message.text())) });
    await page.waitForTimeout(800);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('neutron:track', { detail: { event: 'form-viewed', formId: 'newsletter' } })));
    await expect.poll(() => warnings.filter((text) => text === 'Cannot fire Tagular tracking because tagular is not available in this context.').length).toBeGreaterThanOrEqual(2);
    const { sessionId } = await sessionOf(page);
    expect(stored().filter((row) => row.sessionId === sessionId)).toEqual([]);
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.row).toMatchObject({ channel: 'page-view', route: 'about' });
    await page.close();
  });

  it('sends the view of the page being read when a reader who refused accepts later, from the footer', async () => {
    const posted: string[] = [];
    const { page } = await site.open('/about/', undefined, {
      prepare: (opened) => void opened.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_neutron/collect/page-view' && posted.push(request.postData() ?? '')),
    });
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Reject all' }).click();
    await page.waitForTimeout(1500);
    expect(posted).toEqual([]);
    const views = () => stored().filter((row) => isView(row) && row.route === 'about').length;
    const before = views();
    await page.locator('.site-footer a[href="/do-not-sell-or-share-my-personal-information/"]').click();
    await page.getByRole('dialog', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => posted.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(views, { timeout: 10_000 }).toBe(before + 1);
    await page.waitForTimeout(500);
    expect(posted).toHaveLength(1);
    await page.close();
  });

  it('sends the first view, then a virtual view per in-app navigation with the counter up and a new view id', async () => {
    const { page, errors } = await openConsented('/', { width: 1280, height: 800 });
    const firstGuid = await serverViewId(page);
    const [first] = await eventsOf(page, 1, isView);
    expect(first?.row).toMatchObject({ channel: 'page-view', type: EVENT_TYPES.pageViewed, brand: 'default', route: 'frontdoor' });
    expect(first?.event.properties).toMatchObject({ virtual: false, sessionPageViews: 1, pageType: 'front-door', siteSection: 'home', deviceType: 'desktop', brand: 'cnet', pageViewGuid: firstGuid });
    expect(first?.event.viewId).toBe(firstGuid);

    await page.click('.site-footer a[href="/about/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await page.click('.site-header a[href="/reviews/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    expect(await sameDocument(page)).toBe(true);

    const views = await eventsOf(page, 3, isView);
    expect(views.map(({ event }) => (event.properties as { virtual: boolean }).virtual)).toEqual([false, true, true]);
    expect(views.map(({ event }) => (event.properties as { sessionPageViews: number }).sessionPageViews)).toEqual([1, 2, 3]);
    expect(views.map(({ row }) => row.route)).toEqual(['frontdoor', 'about', 'reviews-door']);
    const viewIds = views.map(({ event }) => event.viewId);
    expect(new Set(viewIds).size).toBe(3);
    expect(views[1]?.event.webContext).toMatchObject({ path: '/about/', referrer: `${site.origin}/` });
    expect(views[2]?.event.properties).toMatchObject({ pageViewGuid: viewIds[2], siteSection: 'reviews' });
    expect(await sessionOf(page)).toMatchObject({ pageViews: 3 });
    const dwTag = (await page.context().cookies()).find((cookie) => cookie.name === 'dw-tag');
    expect(decodeURIComponent(dwTag?.value ?? '')).toBe(`${views[0]?.event.sessionId}.${viewIds[2]}`);
    // spec 001 §9: tracking maxAge 3600.
    expect(Math.abs((dwTag?.expires ?? 0) - (Date.now() / 1000 + 3600))).toBeLessThan(60);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends other plugins' events (the window event API) with the hashed email, page views to the page-view tracker and the rest to the page-event tracker", async () => {
    // Beacon bodies are not visible in the request log: the page notes each beacon it sends.
    const { page, errors } = await openConsented('/about/', undefined, (opened) =>
      opened.addInitScript(() => {
        const sent: { url: string; body: Blob }[] = [];
        (window as unknown as { beacons: typeof sent }).beacons = sent;
        const send = navigator.sendBeacon.bind(navigator);
        navigator.sendBeacon = (url, body) => {
          if (body instanceof Blob) sent.push({ url: String(url), body });
          return send(url, body);
        };
      }),
    );
    const beacons = () =>
      page.evaluate(() =>
        Promise.all(
          (window as unknown as { beacons: { url: string; body: Blob }[] }).beacons.map(async (beacon) => {
            const body = JSON.parse(await beacon.body.text()) as { type: string } | { type: string }[];
            return { path: new URL(beacon.url, location.href).pathname, types: (Array.isArray(body) ? body : [body]).map((event) => event.type) };
          }),
        ),
      );
    await eventsOf(page, 1, isView);
    await page.evaluate(() => {
      const fire = (detail: unknown) => window.dispatchEvent(new CustomEvent('neutron:track', { detail }));
      fire({ event: 'form-viewed', formId: 'newsletter', correlationId: 'newsletter-1' });
      fire({ event: 'login', customerId: 'auth0|42', email: '  Reader@Example.com ', strategy: 'auth0' });
      fire({ event: 'form-submitted', formId: 'newsletter', correlationId: 'newsletter-1' });
    });
    // Each event is its own beacon, so they may reach the collector in any order; the
    // browser processed them in order (the login's customer id carries to the next event).
    const events = await eventsOf(page, 3, (row) => row.channel === 'page-event');
    const byType = new Map(events.map(({ event }) => [event.type, event]));
    expect([...byType.keys()].sort()).toEqual([EVENT_TYPES.formViewed, EVENT_TYPES.login, EVENT_TYPES.formSubmitted].sort());
    expect(byType.get(EVENT_TYPES.formViewed)?.customerId).toBeNull();
    expect(byType.get(EVENT_TYPES.login)?.customerId).toBe('auth0|42');
    expect(byType.get(EVENT_TYPES.formSubmitted)?.customerId).toBe('auth0|42');
    expect(byType.get(EVENT_TYPES.login)?.hashedEmail).toBe(createHash('sha256').update('reader@example.com').digest('hex'));
    expect(byType.get(EVENT_TYPES.formSubmitted)?.correlationId).toBe('newsletter-1');
    await expect.poll(async () => (await beacons()).flatMap((beacon) => beacon.types).length).toBeGreaterThanOrEqual(4);
    const posted = await beacons();
    for (const beacon of posted) {
      const expected = beacon.types.map((type) => (type === 'redventures.usertracking.v2.PageViewed' ? '/_neutron/collect/page-view' : '/_neutron/collect/page-event'));
      expect(expected.map((path) => path === beacon.path)).not.toContain(false);
    }
    expect(posted.map((beacon) => beacon.path)).toContain('/_neutron/collect/page-view');
    expect(posted.map((beacon) => beacon.path)).toContain('/_neutron/collect/page-event');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends the 404 page view with the error fields, and the error ping', async () => {
    const { page } = await openConsented('/no-such-page/');
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.event.properties).toMatchObject({ pageType: 'error', articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page', brand: 'cnet', reportSuiteId: 'neutron-default' });
    const [ping] = await eventsOf(page, 1, (row) => row.channel === 'error-ping');
    expect(JSON.parse(ping?.row.body ?? '{}')).toMatchObject({ pagetype: 'error_404', srcurl: `${site.origin}/no-such-page/`, pguid: view?.event.viewId, sid: view?.event.sessionId, env: 'test' });
    await page.close();
  });

  it("sends the auto brand's 404 page view with the error fields through the auto brand's endpoints", async () => {
    const { page } = await openConsented('/roadshow/no-such-page/');
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.row).toMatchObject({ brand: 'auto', channel: 'page-view' });
    expect(view?.event.properties).toMatchObject({ pageType: 'error', articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page', brand: 'roadshow', reportSuiteId: 'neutron-auto' });
    const [ping] = await eventsOf(page, 1, (row) => row.channel === 'error-ping');
    expect(ping?.row.brand).toBe('auto');
    expect(JSON.parse(ping?.row.body ?? '{}')).toMatchObject({ pagetype: 'error_404', srcurl: `${site.origin}/roadshow/no-such-page/`, pguid: view?.event.viewId });
    await page.close();
  });

  it('tracks the auto brand through its own endpoints', async () => {
    const { page, errors } = await openConsented('/roadshow/');
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.row).toMatchObject({ brand: 'auto', route: 'auto-frontdoor' });
    expect(view?.event.properties).toMatchObject({ brand: 'roadshow', reportSuiteId: 'neutron-auto' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends one audience ping per view after its candidate request, with the Comscore section code, and asks for the page-view candidate with each view', async () => {
    let audience: { at: number; query: Record<string, string> }[] = [];
    let candidates: { at: number }[] = [];
    // The ping follows its view's candidate request. The 500 ms request monitor itself is
    // timed in the tracker's unit test: seen from here, the consent gate can hold the
    // candidate back for a while and the gap between the two requests says little.
    const viewAt = (index: number) => candidates[index]?.at ?? Infinity;
    const { page, errors } = await openConsented('/', { width: 1280, height: 800 }, (opened) => {
      audience = requestsTo(opened, '/_neutron/collect/audience');
      candidates = requestsTo(opened, '/_neutron/collect/pageview-candidate.json');
    });
    await expect.poll(() => audience.length, { timeout: 10_000 }).toBe(1);
    expect(audience[0]?.query).toMatchObject({ c1: '2', c7: `${site.origin}/`, comscorekw: 'home' });
    expect(audience[0]?.at ?? 0).toBeGreaterThanOrEqual(viewAt(0));
    expect(candidates).toHaveLength(1);
    await page.waitForTimeout(1000);
    expect(audience).toHaveLength(1);

    await page.click('.site-header a[href="/reviews/"]');
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    await expect.poll(() => audience.length, { timeout: 10_000 }).toBe(2);
    expect(audience[1]?.query).toMatchObject({ c7: `${site.origin}/reviews/`, c9: `${site.origin}/`, comscorekw: 'reviews' });
    expect(audience[1]?.at ?? 0).toBeGreaterThanOrEqual(viewAt(1));
    expect(candidates).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks the personalisation service for rules only with targeting consent: a new visitor, then the same visitor returning', async () => {
    let rules: { at: number; query: Record<string, string> }[] = [];
    let audience: unknown[] = [];
    const measured = await openConsented('/news/', undefined, (opened) => {
      rules = requestsTo(opened, '/_neutron/collect/personalisation/rules');
      audience = requestsTo(opened, '/_neutron/collect/audience');
    }, 'C0001-C0002');
    await expect.poll(() => audience.length, { timeout: 10_000 }).toBe(1);
    await measured.page.waitForTimeout(500);
    expect(rules).toEqual([]);
    await measured.page.close();

    const { page, errors } = await openConsented('/news/', { width: 1280, height: 800 }, (opened) => {
      rules = requestsTo(opened, '/_neutron/collect/personalisation/rules');
      return opened.addInitScript(() => window.addEventListener('neutron:personalisation', (event) => void ((window as unknown as { rules: unknown }).rules = (event as CustomEvent).detail)));
    });
    const published = () => page.evaluate(() => (window as unknown as { rules?: unknown }).rules);
    await expect.poll(() => rules.length, { timeout: 10_000 }).toBe(1);
    const [view] = await eventsOf(page, 1, isView);
    const first = rules[0]?.query ?? {};
    expect(first).toEqual({ anonymousId: expect.stringMatching(/^[A-Za-z0-9-]+$/), device_type: 'desktop', instanceId: view?.event.webContext.instanceId, is_new_visitor: 'true' });
    await expect.poll(published).toEqual({ anonymousId: first.anonymousId, segment: 'new-visitor', rules: [] });

    rules.length = 0;
    await page.reload();
    await expect.poll(() => rules.length, { timeout: 10_000 }).toBe(1);
    expect(rules[0]?.query).toMatchObject({ anonymousId: first.anonymousId, is_new_visitor: 'false' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
