// The embedded collector over fastify inject: a valid event is 204 and kept in SQLite (its
// own file, read here through a second connection), by the tracker that took it, for
// either brand; an invalid one 400, an oversized body 413 and a body not sent as JSON 415
// (each with the plugin's own code), a client past the rate 429; pages keep answering. Page
// data carries the tracking data; the 404 page's has the error page view fields.
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../plugins/tracking/constants.ts';
import { loginEvent, pageViewEvent } from '../../fixtures/tracking-events.ts';
import { buildTestApp } from '../../helpers/project.ts';
import { trackingProject } from './project.ts';

const project = trackingProject({ autoEndpoints: true });
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(project.root);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

interface Row {
  channel: string;
  type: string;
  brand: string;
  route: string | null;
  session_id: string | null;
  body: string;
}

function storedRows(): Row[] {
  const db = new Database(project.database, { readonly: true });
  try {
    return db.prepare('SELECT channel, type, brand, route, session_id, body FROM events ORDER BY id').all() as Row[];
  } finally {
    db.close();
  }
}

const post = (url: string, payload: unknown, contentType = 'text/plain;charset=UTF-8') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

describe('the embedded collector', () => {
  it('answers 204 to a valid event and keeps it in SQLite under its tracker', async () => {
    const before = storedRows().length;
    const view = pageViewEvent('door');
    expect((await post('/_neutron/collect/page-view', view)).statusCode).toBe(204);
    expect((await post('/_neutron/collect/page-event', loginEvent('door'), 'application/json')).statusCode).toBe(204);
    // The generic path takes a batch and files each event by its type.
    expect((await post('/_neutron/collect', [pageViewEvent('frontdoor'), loginEvent('frontdoor')])).statusCode).toBe(204);
    const rows = storedRows().slice(before);
    expect(rows.map((row) => [row.channel, row.type, row.brand, row.route])).toEqual([
      ['page-view', EVENT_TYPES.pageViewed, 'default', 'door'],
      ['page-event', EVENT_TYPES.login, 'default', 'door'],
      ['page-view', EVENT_TYPES.pageViewed, 'default', 'frontdoor'],
      ['page-event', EVENT_TYPES.login, 'default', 'frontdoor'],
    ]);
    expect(JSON.parse(rows[0]?.body ?? '{}')).toEqual(view);
    expect(rows[0]?.session_id).toBe('session-1');
  });

  it("answers on the auto brand's configured trackers too, into the same store, each tracker taking its own kind", async () => {
    const before = storedRows().length;
    expect((await post('/roadshow/t/views', pageViewEvent('auto-article', 'auto'))).statusCode).toBe(204);
    expect((await post('/roadshow/t/events', loginEvent('auto-article', 'auto'))).statusCode).toBe(204);
    expect((await post('/roadshow/_neutron/collect', loginEvent('auto-article', 'auto'))).statusCode).toBe(204);
    expect(storedRows().slice(before).map((row) => [row.channel, row.brand])).toEqual([
      ['page-view', 'auto'],
      ['page-event', 'auto'],
      ['page-event', 'auto'],
    ]);
    const misfiled = await post('/roadshow/t/events', pageViewEvent('auto-article', 'auto'));
    expect(misfiled.statusCode).toBe(400);
    expect(misfiled.json()).toEqual({ error: 'page-viewed events go to the page-view tracker', code: 'TRACKING_ERR_WRONG_TRACKER' });
    expect((await post('/roadshow/t/views', loginEvent('auto-article', 'auto'))).statusCode).toBe(400);
    // The configured paths replace the defaults: there the site has pages only (GET).
    expect((await post('/roadshow/_neutron/collect/page-view', pageViewEvent('auto-article', 'auto'))).statusCode).toBe(405);
    expect(storedRows()).toHaveLength(before + 3);
  });

  it('answers the audience ping with an image, the page-view candidate file and the personalisation rules, refusing bad queries', async () => {
    const audience = new URLSearchParams({ c1: '2', c7: 'http://localhost/news/', c8: 'News', c9: '', comscorekw: 'news', rn: 'view-1' });
    const image = await app.inject(`/_neutron/collect/audience?${audience}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await app.inject(`/roadshow/t/audience.gif?${audience}`)).statusCode).toBe(200);
    audience.set('comscorekw', 'deals');
    const refused = await app.inject(`/_neutron/collect/audience?${audience}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TRACKING_ERR_INVALID_QUERY', error: expect.stringMatching(/^invalid audience ping query: \/comscorekw/) });

    const candidate = await app.inject('/_neutron/collect/pageview-candidate.json');
    expect(candidate.statusCode).toBe(200);
    expect(candidate.headers['content-type']).toMatch(/^application\/json/);
    expect(candidate.json()).toEqual({ pageView: true });
    expect((await app.inject('/roadshow/t/candidate.json')).statusCode).toBe(200);

    const visitor = new URLSearchParams({ anonymousId: 'visitor-1', device_type: 'mobile', instanceId: 'instance-1', is_new_visitor: 'false' });
    const rules = await app.inject(`/roadshow/t/rules?${visitor}`);
    expect(rules.statusCode).toBe(200);
    expect(rules.json()).toEqual({ anonymousId: 'visitor-1', segment: 'returning-visitor', rules: [] });
    visitor.delete('instanceId');
    const noInstance = await app.inject(`/_neutron/collect/personalisation/rules?${visitor}`);
    expect(noInstance.statusCode).toBe(400);
    expect(noInstance.json()).toMatchObject({ code: 'TRACKING_ERR_INVALID_QUERY', error: expect.stringMatching(/^invalid personalisation query: /) });
  });

  it('answers 400 to an invalid event, keeping nothing of it', async () => {
    const before = storedRows().length;
    const { properties, ...withoutProperties } = pageViewEvent();
    const missing = await post('/_neutron/collect', withoutProperties);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'TRACKING_ERR_INVALID_EVENT' });
    expect(missing.json().error).toContain('/properties');
    const wrongField = await post('/_neutron/collect', { ...pageViewEvent(), properties: { ...properties, deviceType: 'watch' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toContain('/properties/deviceType');
    const extra = await post('/_neutron/collect', { ...loginEvent(), email: 'reader@example.com' });
    expect(extra.statusCode).toBe(400);
    const unknown = await post('/_neutron/collect', { ...loginEvent(), type: 'Nope' });
    expect(unknown.json().error).toContain("unknown event type 'Nope'");
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json', 'application/json; charset=utf-8']) {
      const notJson = await post('/_neutron/collect', '{not json', contentType);
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toEqual({ error: 'the body is not JSON', code: 'TRACKING_ERR_NOT_JSON' });
    }
    expect((await post('/_neutron/collect', [])).statusCode).toBe(400);
    expect((await post('/_neutron/collect', Array.from({ length: 21 }, () => loginEvent()))).statusCode).toBe(400);
    // Each tracker takes its own kind only.
    const wrongTracker = await post('/_neutron/collect/page-event', pageViewEvent());
    expect(wrongTracker.statusCode).toBe(400);
    expect(wrongTracker.json()).toMatchObject({ code: 'TRACKING_ERR_WRONG_TRACKER', error: 'page-viewed events go to the page-view tracker' });
    expect((await post('/_neutron/collect/page-view', loginEvent())).statusCode).toBe(400);
    expect(storedRows().length).toBe(before);
  });

  it('answers 413 to an oversized body', async () => {
    const huge = { ...loginEvent(), properties: { strategy: 'x'.repeat(40_000) } };
    const response = await post('/_neutron/collect/page-event', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'the body is larger than 32768 bytes', code: 'TRACKING_ERR_BODY_TOO_LARGE' });
  });

  it('answers 415 with its own code to a body that is not sent as JSON, keeping nothing of it', async () => {
    const before = storedRows().length;
    const refusal = { error: 'the body must be JSON sent as application/json or text/plain', code: 'TRACKING_ERR_MEDIA_TYPE' };
    const xml = await post('/_neutron/collect', '<event type="login"/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual(refusal);
    const form = await post('/_neutron/collect/page-view', 'type=PageViewed', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual(refusal);
    const untyped = await app.inject({ method: 'POST', url: '/roadshow/_neutron/collect', payload: Buffer.from(JSON.stringify(loginEvent())) });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json()).toEqual(refusal);
    expect(storedRows().length).toBe(before);
  });

  it('takes the error-page ping and answers the brand settings', async () => {
    const query = new URLSearchParams({ xref: 'https://elsewhere.test/', srcurl: 'http://localhost/nope/', pagetype: 'error_404', pguid: 'view-9', devicetype: 'mobile', sid: 'session-9', env: 'test' });
    expect((await app.inject(`/_neutron/collect/error-ping?${query}`)).statusCode).toBe(204);
    const ping = storedRows().at(-1);
    expect(ping).toMatchObject({ channel: 'error-ping', type: 'neutron.tracking.ErrorPagePing', brand: 'default', session_id: 'session-9' });
    expect(JSON.parse(ping?.body ?? '{}')).toMatchObject({ pagetype: 'error_404', srcurl: 'http://localhost/nope/' });
    query.set('devicetype', 'watch');
    expect((await app.inject(`/_neutron/collect/error-ping?${query}`)).statusCode).toBe(400);

    const settings = await app.inject('/roadshow/_neutron/collect/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      brand: 'roadshow',
      siteName: 'Test Auto',
      reportSuiteId: 'suite-auto',
      consentCategory: 'performance',
      endpoints: {
        pageView: '/roadshow/t/views',
        pageEvent: '/roadshow/t/events',
        errorPing: '/roadshow/_neutron/collect/error-ping',
        audience: '/roadshow/t/audience.gif',
        pageViewCandidate: '/roadshow/t/candidate.json',
        personalisation: '/roadshow/t/rules',
      },
    });
  });

  it('keeps serving pages, with the tracking data in their page data', async () => {
    const page = await app.inject({ url: '/_neutron/data/news/', headers: { cookie: 'nemo_highlander=color:v1:red' } });
    expect(page.statusCode).toBe(200);
    const tracking = page.json().page.plugins.tracking;
    expect(tracking).toMatchObject({
      pageType: 'door',
      siteSection: 'news',
      brand: 'cnet',
      siteName: 'Test Default',
      edition: 'us',
      deviceType: 'mobile',
      limit: 4,
      testGroup: 'red',
      testName: 'color',
      testVersion: 'v1',
      reportSuiteId: 'suite-default',
      settings: { consentCategory: 'performance', endpoints: { pageView: '/_neutron/collect/page-view' } },
    });
    expect(tracking.pageViewGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/roadshow/')).statusCode).toBe(200);
  });

  it('gives the 404 page the error page view fields of spec 000 §2.7', async () => {
    for (const url of ['/no-such-page/', '/_neutron/data/no-such-page/', '/roadshow/no-such-page/']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      const data = url.includes('/_neutron/data/')
        ? response.json().page
        : JSON.parse(/<script[^>]*id="__neutron_data"[^>]*>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? 'null');
      expect(data?.plugins.tracking).toEqual({ articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page' });
    }
  });
});

describe('the rate limit', () => {
  const limited = trackingProject({ maxRequestsPerMinute: 4 });
  let limitedApp: FastifyInstance;
  beforeAll(async () => {
    limitedApp = await buildTestApp(limited.root);
  }, 120_000);
  afterAll(async () => {
    await limitedApp?.close();
  });

  it('answers 429 past the rate, counting both brands’ paths together, and pages still answer', async () => {
    const send = (url: string) => limitedApp.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(loginEvent()) });
    const statuses = [];
    for (const url of ['/_neutron/collect', '/roadshow/_neutron/collect', '/_neutron/collect/page-event', '/roadshow/_neutron/collect/page-event', '/_neutron/collect']) {
      statuses.push((await send(url)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    const refused = await send('/roadshow/_neutron/collect');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ code: 'TRACKING_ERR_RATE_LIMITED', error: expect.stringMatching(/^too many requests: try again in \d+ seconds$/) });
    expect((await limitedApp.inject('/')).statusCode).toBe(200);
    expect((await limitedApp.inject('/roadshow/_neutron/collect/settings')).statusCode).toBe(200);
  });
});
