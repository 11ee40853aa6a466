// Tracking in a real browser, for a reader who granted every consent category: the first
// view, then a virtual page view per in-app navigation with the session counter up and a
// new view id; events other plugins fire; the 404 page view and its ping. Everything is
// read back from the embedded collector's store.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectors } from '../../plugins/tracking/collector/install.ts';
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
  const store = collectors.peek(':memory:')?.store;
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
const openConsented = (path: string, viewport?: { width: number; height: number }) =>
  site.open(path, viewport, { prepare: (page) => page.context().addCookies([{ name: 'neutron_consent', value: '1.C0001-C0002-C0003-C0004-C0005', url: site.origin }]) });

const isView = (row: StoredEvent) => row.channel === 'page-view';
const serverViewId = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById('__neutron_data')?.textContent ?? '{}') as { plugins: { tracking: { pageViewGuid: string } } }).plugins.tracking.pageViewGuid);

describe('tracking in the browser', () => {
  it('sends nothing before the reader consents, and the first view once they accept', async () => {
    const { page } = await site.open('/about/');
    await page.waitForTimeout(800);
    const { sessionId } = await sessionOf(page);
    expect(stored().filter((row) => row.sessionId === sessionId)).toEqual([]);
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.row).toMatchObject({ channel: 'page-view', route: 'about' });
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
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends other plugins' events (the window event API) with the hashed email", async () => {
    const { page, errors } = await openConsented('/about/');
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

  it('tracks the auto brand through its own endpoints', async () => {
    const { page, errors } = await openConsented('/roadshow/');
    const [view] = await eventsOf(page, 1, isView);
    expect(view?.row).toMatchObject({ brand: 'auto', route: 'auto-frontdoor' });
    expect(view?.event.properties).toMatchObject({ brand: 'roadshow', reportSuiteId: 'neutron-auto' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
