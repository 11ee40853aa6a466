// "Load more" against a remote content API: one click is one component-by-link call at the
// link's own path; an upstream failure is a 502, an upstream 404 a 404; links off the site
// are not shown.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { remoteContentProject } from '../../helpers/temp-project.ts';

const LISTING = '/api/neutron/components/cnet/listing/topic';

let upstream: FastifyInstance;
let app: FastifyInstance;
const requested: string[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/*', async (request, reply) => {
    requested.push(request.url);
    if (request.url.startsWith(`${LISTING}/fine/web`)) {
      return reply.send({
        id: 'topic-fine',
        meta: { componentName: 'topic-listing', componentType: 'ContentList' },
        data: {
          items: [
            { id: 's13', slug: 'story-13', title: 'Story thirteen', url: '/news/story-13/' },
            { id: 's14', slug: 'story-14', title: 'Story off the site', url: 'https://elsewhere.example/story-14/' },
            { id: 's15', slug: 'story-15', title: 'Story fifteen', url: '/news/story-15/' },
          ],
          paging: { limit: 12, offset: 12, total: 30 },
        },
        links: { next: `${LISTING}/fine/web?limit=12&offset=24` },
      });
    }
    if (request.url.startsWith(`${LISTING}/broken/`)) return reply.code(500).send({ message: 'boom' });
    if (request.url.startsWith(`${LISTING}/garbage/`)) return reply.type('text/plain').send('not json');
    return reply.code(404).send({ message: 'not found' });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const port = (upstream.server.address() as AddressInfo).port;
  app = await buildTestApp(remoteContentProject(`http://127.0.0.1:${port}`, { timeoutMs: 2000 }), { NEUTRON_ENV: 'production' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

const more = (link: string) => app.inject({ url: `/_neutron/more?${new URLSearchParams({ link }).toString()}` });

describe('Load more against a remote content API', () => {
  it('one click is one call to the link’s own path; the answer carries the stories and the next link', async () => {
    const before = requested.length;
    const response = await more(`${LISTING}/fine/web?limit=12&offset=12`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const calls = requested.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\/api\/neutron\/components\/cnet\/listing\/topic\/fine\/web\?/);
    expect(new URLSearchParams(calls[0]!.split('?')[1]).get('offset')).toBe('12');
    const answer = response.json() as { stories: { id: string; url: string }[]; next?: string };
    expect(answer.stories.map((story) => [story.id, story.url])).toEqual([
      ['s13', '/news/story-13/'],
      ['s15', '/news/story-15/'],
    ]);
    expect(answer.next).toBe(`${LISTING}/fine/web?limit=12&offset=24`);
  });

  it('a failing upstream is a 502, a missing list a 404', async () => {
    for (const [link, status, error] of [
      [`${LISTING}/broken/web?limit=12&offset=12`, 502, 'The list could not be loaded'],
      [`${LISTING}/garbage/web?limit=12&offset=12`, 502, 'The list could not be loaded'],
      [`${LISTING}/missing/web?limit=12&offset=12`, 404, 'No such list'],
    ] as const) {
      const response = await more(link);
      expect(response.statusCode, link).toBe(status);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect((response.json() as { error: string }).error).toBe(error);
    }
  });
});
