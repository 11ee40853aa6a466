// "Load more" on lists from a content-list component with a next link: the link every reader
// gets (a plain link to the next page, a server-rendered page), the component's API next
// link in the page data (with the stories a front door's feature shows, which the list
// leaves out), and the endpoint the browser asks with that link (the content API's
// component-by-link call), with its input checked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureCellData, FeatureData } from '../../../core/render/components/page-components/component-views.ts';
import { buildTestApp } from '../../helpers/project.ts';

let app: FastifyInstance;
const TOPIC = '/topics/internet/';
const TOPIC_LINK = '/api/neutron/components/cnet/listing/topic/internet/web?limit=12&offset=12';
const ERROR_400 = "Expected link: a content API listing link of this site's content (/api/neutron/components/{site}/listing/…/web), at most 1024 characters";

beforeAll(async () => {
  app = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

interface Answer {
  stories: { id: string; title: string; url: string }[];
  next?: string;
}

const storyIds = (html: string) => [...html.matchAll(/data-story-id="([^"]+)"/g)].map((match) => match[1]);
const loadMoreHref = (html: string) => /<a class="load-more__link" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const more = (link: string) => app.inject({ url: `/_neutron/more?${new URLSearchParams({ link }).toString()}` });

interface PageProps {
  more?: { link: string; href?: string };
  components?: {
    id: string;
    type: string;
    data: { stories?: { id: string; url: string }[]; more?: { link: string; href?: string }; shownElsewhere?: string[] };
  }[];
}

/** Page data of a site path, as in-app navigation reads it. */
async function pageProps(path: string): Promise<PageProps> {
  const response = await app.inject({ url: `/_neutron/data${path}` });
  expect(response.statusCode, path).toBe(200);
  return (response.json() as { page: { props: never } }).page.props;
}

/** Every story the endpoint answers from `link` on, following each next link to the end. */
async function followAllStories(link: string): Promise<Answer['stories']> {
  const stories: Answer['stories'] = [];
  let next: string | undefined = link;
  for (let round = 0; next && round < 50; round += 1) {
    const response = await more(next);
    expect(response.statusCode, next).toBe(200);
    const answer = response.json() as Answer;
    stories.push(...answer.stories);
    next = answer.next;
  }
  expect(next).toBeUndefined();
  return stories;
}

/** Every story id the endpoint answers from `link` on. */
async function followAll(link: string): Promise<string[]> {
  return (await followAllStories(link)).map((story) => story.id);
}

/** URLs of the stories a feature's cells place, sub-cells included. */
const featureUrls = (cells: readonly FeatureCellData[]): string[] =>
  cells.flatMap((cell) => [...cell.items.map((item) => item.story.url), ...featureUrls(cell.children)]);

describe('Load more on a topic page', () => {
  it('page 1 ends in a Load more link to page 2, and its data carries the list component’s own next link', async () => {
    const first = await app.inject({ url: TOPIC });
    expect(first.statusCode).toBe(200);
    expect(loadMoreHref(first.body)).toBe(`${TOPIC}?page=2`);
    expect(first.body).toContain('>Load more</a>');
    expect((await pageProps(TOPIC)).more).toEqual({ link: TOPIC_LINK, href: `${TOPIC}?page=2` });
    const second = await app.inject({ url: `${TOPIC}?page=2` });
    expect(second.statusCode).toBe(200);
    expect(storyIds(second.body).length).toBeGreaterThan(0);
    expect(second.body).toContain('rel="prev"');
  });

  it('the endpoint answers the next component’s stories, which follow the first page’s without repeats, until no next link is left', async () => {
    const first = storyIds((await app.inject({ url: TOPIC })).body);
    const answer = await more(TOPIC_LINK);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const body = answer.json() as Answer;
    // The same cards as page 2 of the listing, served without JavaScript.
    expect(body.stories.map((story) => story.id)).toEqual(storyIds((await app.inject({ url: `${TOPIC}?page=2` })).body));
    expect(body.stories.some((story) => first.includes(story.id))).toBe(false);
    const all = [...first, ...(await followAll(TOPIC_LINK))];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(first.length);
  });

  it('a link past the last item or to a list that does not exist is a 404', async () => {
    for (const link of [
      '/api/neutron/components/cnet/listing/topic/internet/web?limit=12&offset=9000',
      '/api/neutron/components/cnet/listing/topic/no-such-topic/web?limit=12&offset=12',
      '/api/neutron/components/cnet/listing/no-such-type/internet/web?limit=12&offset=12',
    ]) {
      const response = await more(link);
      expect(response.statusCode, link).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect((response.json() as { error: string }).error).toBe('No such list');
    }
  });

  it('one click is one request in the metrics, under its own route name', async () => {
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
    expect((await more(TOPIC_LINK)).statusCode).toBe(200);
    const after = await counts();
    expect(after.get('_load_more')).toBe((before.get('_load_more') ?? 0) + 1);
    after.delete('_load_more');
    before.delete('_load_more');
    expect(after).toEqual(before);
  });

  it('a link the endpoint does not follow is a 400: off-site, protocol-relative, dot segments, another site, not a listing', async () => {
    for (const query of [
      `link=${encodeURIComponent('http://evil.example/')}`,
      `link=${encodeURIComponent('//x')}`,
      `link=${encodeURIComponent('//evil.example/api/neutron/components/cnet/listing/topic/internet/web')}`,
      `link=${encodeURIComponent('/api/neutron/components/cnet/listing/topic/../../../../etc/web')}`,
      `link=${encodeURIComponent('/api/neutron/components/cnet/listing/topic/a..b/web?limit=12&offset=12')}`,
      `link=${encodeURIComponent('/api/neutron/components/othersite/listing/topic/internet/web?limit=12&offset=12')}`,
      `link=${encodeURIComponent('/api/neutron/components/cnet/editorial/curated-nav-redesign/web')}`,
      `link=${encodeURIComponent('/api/neutron/composer/cnet/pages/topics/internet/web')}`,
      `link=${encodeURIComponent(`${TOPIC_LINK}&componentType=Article`)}`,
      `link=${encodeURIComponent(`/api/neutron/components/cnet/listing/topic/${'a'.repeat(1100)}/web`)}`,
      `link=${encodeURIComponent(TOPIC_LINK)}&link=${encodeURIComponent(TOPIC_LINK)}`,
      `link=${encodeURIComponent(TOPIC_LINK)}&page=2`,
      `path=${encodeURIComponent(TOPIC)}&page=2`,
      'link=',
      '',
    ]) {
      const response = await app.inject({ url: `/_neutron/more?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect((response.json() as { error: string }).error).toBe(ERROR_400);
    }
  });
});

describe('Load more on the front doors and section pages', () => {
  it('the front door’s Latest list carries its next link, with page 2 as the link without JavaScript', async () => {
    const props = await pageProps('/');
    const latest = props.components?.find((component) => component.data.more);
    expect(latest?.data.more).toEqual({ link: '/api/neutron/components/cnet/listing/latest/all/web?limit=12&offset=12', href: '/2/' });
    const home = (await app.inject({ url: '/' })).body;
    expect(loadMoreHref(home)).toBe('/2/');
    // Load more takes the place of the Next link.
    expect(home).not.toContain('class="pagination__next"');
    const answer = (await more(latest!.data.more!.link)).json() as Answer;
    expect(answer.stories.map((story) => story.id)).toEqual(storyIds((await app.inject({ url: '/2/' })).body));
  });

  it('a section page’s list pages through its component’s next link; a page without page links has no link to follow without JavaScript', async () => {
    const props = await pageProps('/tech/');
    const list = props.components?.find((component) => component.data.more);
    expect(list?.data.more).toEqual({ link: '/api/neutron/components/cnet/listing/topic/tech/web?limit=12&offset=12' });
    const first = list!.data.stories!.map((story) => story.id);
    const all = [...first, ...(await followAll(list!.data.more!.link))];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(first.length);
    expect(loadMoreHref((await app.inject({ url: '/tech/' })).body)).toBeUndefined();
  });

  it.each(['/', '/roadshow/', '/feature/ces-2025/'])(
    '%s: the Latest list carries the URLs of the stories its feature shows, which it leaves out and later pages hold',
    async (path) => {
      const props = await pageProps(path);
      const feature = props.components?.find((component) => component.type === 'Feature');
      const latest = props.components?.find((component) => component.data.more);
      const shown = featureUrls((feature!.data as unknown as FeatureData).cells);
      expect(shown.length).toBeGreaterThan(0);
      expect([...latest!.data.shownElsewhere!].sort()).toEqual([...new Set(shown)].sort());
      expect(latest!.data.stories!.some((story) => shown.includes(story.url))).toBe(false);
      // Why the list needs them: the pages "Load more" appends list some of them again.
      const later = await followAllStories(latest!.data.more!.link);
      expect(later.some((story) => shown.includes(story.url))).toBe(true);
    },
  );

  it('a list with Load more on a page without a feature (page 2, a section) carries no stories shown elsewhere', async () => {
    for (const path of ['/2/', '/tech/']) {
      const props = await pageProps(path);
      expect(props.components?.some((component) => component.data.more), path).toBe(true);
      expect(props.components?.some((component) => component.data.shownElsewhere), path).toBe(false);
    }
  });

  it('the auto brand’s front door asks its own content site', async () => {
    const props = await pageProps('/roadshow/');
    const latest = props.components?.find((component) => component.data.more);
    expect(latest?.data.more?.link).toBe('/api/neutron/components/roadshow/listing/latest/all/web?limit=12&offset=12');
    const first = latest!.data.stories!.map((story) => story.id);
    const response = await more(latest!.data.more!.link);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(answer.stories.length).toBeGreaterThan(0);
    expect(answer.stories.some((story) => first.includes(story.id))).toBe(false);
    // Every story of the auto brand lives under /roadshow/.
    expect(answer.stories.every((story) => story.url.startsWith('/roadshow/'))).toBe(true);
  });
});
