// "Load more" on a paged listing: the link every reader gets (a plain link to the next
// page, which is a server-rendered page) and the endpoint the browser asks for the next
// page's stories, with its input checked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
const TOPIC = '/topics/internet/';

beforeAll(async () => {
  app = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const storyIds = (html: string) => [...html.matchAll(/data-story-id="([^"]+)"/g)].map((match) => match[1]);
const loadMoreHref = (html: string) => /<a class="load-more__link" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('Load more on a topic page', () => {
  it('page 1 ends in a Load more link to page 2, a server-rendered page with other stories', async () => {
    const first = await app.inject({ url: TOPIC });
    expect(first.statusCode).toBe(200);
    expect(loadMoreHref(first.body)).toBe(`${TOPIC}?page=2`);
    expect(first.body).toContain('>Load more</a>');
    const second = await app.inject({ url: `${TOPIC}?page=2` });
    expect(second.statusCode).toBe(200);
    expect(storyIds(second.body).length).toBeGreaterThan(0);
    expect(storyIds(second.body).some((id) => storyIds(first.body).includes(id))).toBe(false);
    expect(second.body).toContain('rel="prev"');
  });

  it('the endpoint answers the stories of page 2 and the next link, until the last page has none', async () => {
    const first = await app.inject({ url: TOPIC });
    const answer = await app.inject({ url: `/_neutron/more?path=${encodeURIComponent(TOPIC)}&page=2` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const body = answer.json() as { stories: { id: string; title: string; url: string }[]; next?: string };
    expect(body.stories.length).toBeGreaterThan(0);
    expect(body.stories.map((story) => story.id)).toEqual(storyIds((await app.inject({ url: `${TOPIC}?page=2` })).body));
    expect(body.stories.some((story) => storyIds(first.body).includes(story.id))).toBe(false);
    let next = body.next;
    let page = 2;
    while (next) {
      page += 1;
      expect(next).toBe(`${TOPIC}?page=${page}`);
      const more = await app.inject({ url: `/_neutron/more?path=${encodeURIComponent(TOPIC)}&page=${page}` });
      expect(more.statusCode).toBe(200);
      next = (more.json() as { next?: string }).next;
    }
    const past = await app.inject({ url: `/_neutron/more?path=${encodeURIComponent(TOPIC)}&page=${page + 1}` });
    expect(past.statusCode).toBe(404);
  });

  it('one call is one request in the metrics, under its own route name', async () => {
    /** The request counts by route, but for the metrics route's own. */
    const counts = async () => {
      const text = (await app.inject({ url: '/_node/metrics' })).body;
      const counted = new Map<string, number>();
      for (const [, route, count] of text.matchAll(/^neutron_http_requests_total\{route="([^"]*)"[^}]*\} (\d+)$/gm)) {
        if (route !== '_node_metrics') counted.set(route!, (counted.get(route!) ?? 0) + Number(count));
      }
      return counted;
    };
    const before = await counts();
    const answer = await app.inject({ url: `/_neutron/more?path=${encodeURIComponent(TOPIC)}&page=2` });
    expect(answer.statusCode).toBe(200);
    const after = await counts();
    expect(after.get('_load_more')).toBe((before.get('_load_more') ?? 0) + 1);
    after.delete('_load_more');
    before.delete('_load_more');
    expect(after).toEqual(before);
  });

  it('bad input is a 400: off-site or protocol-relative paths, queries, page numbers out of range', async () => {
    for (const query of [
      'path=https%3A%2F%2Fevil.example%2F&page=2',
      'path=%2F%2Fevil.example%2F&page=2',
      'path=%2Ftopics%2Finternet%2F%3Fpage%3D3&page=2',
      'path=%2F%5Cevil.example&page=2',
      `path=${encodeURIComponent(TOPIC)}&page=1`,
      `path=${encodeURIComponent(TOPIC)}&page=0`,
      `path=${encodeURIComponent(TOPIC)}&page=1001`,
      `path=${encodeURIComponent(TOPIC)}&page=two`,
      `path=${encodeURIComponent(TOPIC)}`,
      'page=2',
      `path=${encodeURIComponent(TOPIC)}&page=2&page=3`,
    ]) {
      const response = await app.inject({ url: `/_neutron/more?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { error: string }).error).toBe('Expected path (a site path) and page (2 to 1000)');
    }
  });

  it('a page that is not a listing paged by ?page= is a 404, never a 500', async () => {
    for (const path of ['/', '/no-such-page/', '/reviews/']) {
      const response = await app.inject({ url: `/_neutron/more?path=${encodeURIComponent(path)}&page=2` });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
