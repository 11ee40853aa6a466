// Publishing live items: the token, validation through the body pipeline, sequences the
// store assigns, edits and deletes, and what the page, its structured data and the
// livearticles items call then show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginTestSite } from '../../../core/index.ts';
import { liveSite, ONGOING_PATH, pageData, publish, TOKEN } from './project.ts';

let site: PluginTestSite;
let contentId: string;
beforeAll(async () => {
  site = await liveSite({ pageSize: 5 });
  contentId = (await pageData(site, ONGOING_PATH)).content.id;
});
afterAll(async () => {
  await site?.close();
});

describe('the publishing endpoint', () => {
  it('refuses a post without a token (401) and with a wrong one (403)', async () => {
    const url = `/_neutron/live/${contentId}/items`;
    const without = await site.inject({ method: 'POST', url, payload: { body: '<p>x</p>' } });
    expect(without.statusCode).toBe(401);
    expect(JSON.parse(without.body)).toEqual({ code: 'LIVE_ERR_TOKEN_MISSING', message: 'a bearer token is required to publish live items' });
    const wrong = await site.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}x` }, payload: { body: '<p>x</p>' } });
    expect(wrong.statusCode).toBe(403);
    expect(JSON.parse(wrong.body).code).toBe('LIVE_ERR_TOKEN_WRONG');
  });

  it('answers 400 for an invalid item and 404 for an unknown live article', async () => {
    expect((await publish(site, contentId, { body: '' })).status).toBe(400);
    expect((await publish(site, contentId, { body: '<p>x</p>', extra: 1 })).body).toContain('LIVE_ERR_INVALID_ITEM');
    const notJson = await site.inject({ method: 'POST', url: `/_neutron/live/${contentId}/items`, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, payload: '{"body":' });
    expect(notJson.statusCode).toBe(400);
    const unknown = await publish(site, 'no-such-live-article', { body: '<p>x</p>' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('no live article with id no-such-live-article');
    // An id that cannot be one names nothing: the same 404s, with the plugin's codes.
    const notAnId = await publish(site, 'not.an.id', { body: '<p>x</p>' });
    expect(notAnId.status).toBe(404);
    expect(JSON.parse(notAnId.body)).toEqual({ code: 'LIVE_ERR_NO_LIVE_ARTICLE', message: 'no live article with id not.an.id' });
    const notAnItemId = await publish(site, contentId, { body: '<p>x</p>' }, 'PUT', 'not.an.id');
    expect(notAnItemId.status).toBe(404);
    expect(JSON.parse(notAnItemId.body)).toEqual({ code: 'LIVE_ERR_NO_ITEM', message: `live article ${contentId} has no item not.an.id` });
  });

  it('answers a body it cannot read with the plugin\'s codes, never fastify\'s, and the token still first', async () => {
    const url = `/_neutron/live/${contentId}/items`;
    const send = (payload: string, headers: Record<string, string>) => site.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}`, ...headers }, payload });
    const json = { 'content-type': 'application/json' };

    const notJson = await send('{"body":', json);
    expect(notJson.statusCode).toBe(400);
    expect(JSON.parse(notJson.body)).toEqual({ code: 'LIVE_ERR_INVALID_ITEM', message: 'invalid live item: the body is not JSON' });
    const empty = await send('', json);
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body)).toEqual({ code: 'LIVE_ERR_INVALID_ITEM', message: 'invalid live item: the body is empty' });

    const tooLarge = await send(JSON.stringify({ body: `<p>${'x'.repeat(300 * 1024)}</p>` }), json);
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ code: 'LIVE_ERR_BODY_TOO_LARGE', message: 'the request body is over 262144 bytes' });

    for (const [type, named] of [['text/plain', 'text/plain'], ['application/x-www-form-urlencoded; charset=utf-8', 'application/x-www-form-urlencoded']]) {
      const unsupported = await send(JSON.stringify({ body: '<p>x</p>' }), { 'content-type': type! });
      expect(unsupported.statusCode).toBe(415);
      expect(JSON.parse(unsupported.body)).toEqual({ code: 'LIVE_ERR_UNSUPPORTED_MEDIA_TYPE', message: `a live item is JSON: the content-type must be application/json, not ${named}` });
    }
    const untyped = await site.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload: Buffer.from('{"body":"<p>x</p>"}') });
    expect(untyped.statusCode).toBe(415);
    expect(JSON.parse(untyped.body).code).toBe('LIVE_ERR_UNSUPPORTED_MEDIA_TYPE');

    // Without a token the answer is 401 whatever the body: it is never read.
    for (const [payload, headers] of [['{"body":', json], ['x'.repeat(300 * 1024), json], ['<p>x</p>', { 'content-type': 'text/plain' }]] as const) {
      const anonymous = await site.inject({ method: 'POST', url, headers, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(JSON.parse(anonymous.body).code).toBe('LIVE_ERR_TOKEN_MISSING');
    }
  });

  it('sanitises the body, numbers the item after the article\'s items, and shows it on the page and in its structured data', async () => {
    const posted = await publish(site, contentId, { headline: 'Doorbuster: $49 smart speaker', body: '<p>Half price <script>alert(1)</script><b>today</b>.</p>', important: true });
    expect(posted.status).toBe(201);
    expect(posted.item?.html).toBe('<p>Half price <b>today</b>.</p>');
    expect(posted.item?.sequence).toBe(9);
    const again = await publish(site, contentId, { body: '<p>Second</p>' });
    expect(again.item?.sequence).toBe(10);

    const html = (await site.inject(`${ONGOING_PATH}?check=${Math.random()}`)).body;
    expect(html).toContain('Doorbuster: $49 smart speaker');
    expect(html).not.toContain('alert(1)');
    const ld = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!)).find((json) => json['@type'] === 'LiveBlogPosting');
    // Newest first; an item without a headline takes the article's.
    expect(ld.liveBlogUpdate[0]).toMatchObject({ headline: 'Black Friday 2026 deals live: the best discounts we have checked', articleBody: 'Second' });
    expect(ld.liveBlogUpdate[1]).toMatchObject({ headline: 'Doorbuster: $49 smart speaker', articleBody: 'Half price today.' });
    expect(ld.liveBlogUpdate).toHaveLength(10);
  });

  it('an edit keeps the sequence and a delete removes the item from the page and the items call', async () => {
    const posted = await publish(site, contentId, { headline: 'Draft', body: '<p>v1</p>' });
    const id = posted.item!.id;
    const edited = await publish(site, contentId, { headline: 'Final', body: '<p>v2</p>' }, 'PUT', id);
    expect(edited.status).toBe(200);
    expect(edited.item).toMatchObject({ id, sequence: posted.item!.sequence, headline: 'Final', html: '<p>v2</p>' });
    expect(edited.item!.revision).toBeGreaterThan(posted.item!.revision);
    let data = await pageData(site, ONGOING_PATH);
    expect(data.props.items.find((item) => item.id === id)?.headline).toBe('Final');

    const removed = await publish(site, contentId, {}, 'DELETE', id);
    expect(removed.status).toBe(200);
    expect(removed.item).toMatchObject({ id, deleted: true });
    data = await pageData(site, ONGOING_PATH);
    expect(data.props.items.some((item) => item.id === id)).toBe(false);
    expect((await publish(site, contentId, {}, 'DELETE', id)).status).toBe(404);
    expect((await publish(site, contentId, { body: '<p>x</p>' }, 'PUT', 'no-such-item')).status).toBe(404);

    // Asked from before the delete, the items call tells a reader the item is gone.
    const changes = JSON.parse((await site.inject(`/api/neutron/livearticles/cnet/items/${contentId}/${posted.item!.sequence}/web`)).body);
    expect(changes.items.find((item: { id: string }) => item.id === id)).toMatchObject({ deleted: true });
  });

  it('the page shows the newest pageSize items; the items call pages back and catches up', async () => {
    const data = await pageData(site, ONGOING_PATH);
    expect(data.props.items).toHaveLength(5);
    expect(data.plugins.live.hasEarlier).toBe(true);
    const oldest = data.props.items.at(-1)!.sequence;
    const earlier = JSON.parse((await site.inject(`${data.plugins.live.itemsPath}/0/web?before=${oldest}&limit=5`)).body);
    expect(earlier.items.map((item: { sequence: number }) => item.sequence)).toEqual([oldest - 1, oldest - 2, oldest - 3, oldest - 4, oldest - 5]);
    const newer = await publish(site, contentId, { body: '<p>Newest</p>' });
    const caughtUp = JSON.parse((await site.inject(`${data.plugins.live.itemsPath}/${data.plugins.live.since + 1}/web`)).body);
    expect(caughtUp.items.map((item: { id: string }) => item.id)).toEqual([newer.item!.id]);
    expect((await site.inject(`${data.plugins.live.itemsPath}/x/web`)).statusCode).toBe(400);
  });

  it('a post, an edit and a delete purge the kept page, so the next reader gets the change in the HTML', async () => {
    const cached = async () => {
      const response = await site.inject({ url: ONGOING_PATH, headers: { 'cdn-device': 'desktop' } });
      expect(response.statusCode).toBe(200);
      return response;
    };
    await cached();
    const kept = await cached();
    expect(kept.headers['x-neutron-cache']).toBe('hit');
    expect(String(kept.headers['surrogate-key']).split(' ')).toContain(contentId);

    const posted = await publish(site, contentId, { headline: 'Purged on post', body: '<p>Fresh from the desk.</p>' });
    expect(posted.status).toBe(201);
    let page = await cached();
    expect(page.headers['x-neutron-cache']).toBe('miss');
    expect(page.body).toContain('Purged on post');
    expect((await cached()).headers['x-neutron-cache']).toBe('hit');

    await publish(site, contentId, { headline: 'Purged on edit', body: '<p>Fresh from the desk.</p>' }, 'PUT', posted.item!.id);
    page = await cached();
    expect(page.body).toContain('Purged on edit');
    expect(page.body).not.toContain('Purged on post');

    await publish(site, contentId, {}, 'DELETE', posted.item!.id);
    expect((await cached()).body).not.toContain('Purged on edit');
  });

  it('an item published today shows its date alone, with the exact time in the tooltip and the moment in datetime', async () => {
    const posted = await publish(site, contentId, { headline: 'Timed today', body: '<p>Now.</p>' });
    const iso = posted.item!.datePublished!;
    const html = (await site.inject(`${ONGOING_PATH}?today=${Math.random()}`)).body;
    const item = new RegExp(`<li[^>]* id="${posted.item!.id}"[^>]*>(.*?)</li>`).exec(html)?.[1] ?? '';
    const time = /<p class="live-item__date">Published <time dateTime="([^"]+)" title="([^"]+)">([^<]+)<\/time><\/p>/.exec(item);
    expect(time?.[1]).toBe(iso);
    // The date of the US Pacific day, whatever the server's time zone; no "… ago".
    expect(time?.[3]).toBe(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium' }).format(new Date(iso)));
    expect(time?.[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M P[SD]T$/);
    expect(time?.[2]?.startsWith(`${time[3]}, `)).toBe(true);
  });
});
