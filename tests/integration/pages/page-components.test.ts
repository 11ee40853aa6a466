// Pages as lists of page components (spec 000 §3 "Page", "Page component"): the front
// door's feature and lists through the component registry on both brands, the views the
// server builds, and a plugin's own component type on the brand that enables it.
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import type { TypedComponent } from '../../../core/content/schemas/page.ts';
import type { PageContext } from '../../../core/context.ts';
import type { ComponentView, FeatureData, StoryListData, TextData } from '../../../core/render/components/page-components/component-views.ts';
import { installContent } from '../../../core/server/content-setup.ts';
import { toComponentViews } from '../../../core/server/loaders/page-components.ts';
import type { LoaderServices } from '../../../core/server/page-loaders.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

interface PageJson {
  page: { page: string; props: { components: ComponentView[] } };
}

function main(html: string): string {
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('the front door renders its feature and lists through the component registry', () => {
  it.each([
    ['/', 'Google Pixel 9 Pro review', 'CES 2025: Everything announced'],
    ['/roadshow/', '2025 Voltline EV6 review', 'EV charging explained'],
  ])('%s', async (url, placed, lead) => {
    const data = (await app.inject(`/_neutron/data${url}`)).json() as PageJson;
    const components = data.page.props.components;
    expect(components.map((component) => component.type)).toEqual(['Feature', 'ContentList']);
    const feature = components[0]?.data as FeatureData;
    // The top stories list is the feature's source: shown once, as the feature, under its title.
    expect(feature.title).toBe('Top stories');
    const stories = feature.cells.flatMap((cell) => cell.items);
    expect(stories.filter((item) => item.lead).map((item) => item.story.title)).toEqual([expect.stringContaining(lead)]);
    expect(stories.map((item) => item.story.title)).toEqual(expect.arrayContaining([expect.stringContaining(placed)]));
    const latest = components[1]?.data as StoryListData;
    expect(latest.title).toBe('Latest');
    expect(latest.stories.length).toBeGreaterThan(0);

    const html = main((await app.inject(url)).body);
    expect(html).toContain('class="page-component page-component--feature feature feature--front-door" data-component="feature"');
    expect(html).toContain('<section class="story-list" aria-label="Latest" id="latest">');
    expect(html).toContain('class="story-card story-card--lead"');
    for (const story of latest.stories) expect(html).toContain(`href="${story.url}"`);
    // Every placed story is shown once in the feature, not again as a separate list.
    expect(html.match(/<h2 class="story-list__title">Top stories<\/h2>/g)).toHaveLength(1);
  });

  it('page 2 shows only the "Latest" list', async () => {
    const data = (await app.inject('/_neutron/data/2/')).json() as PageJson;
    expect(data.page.props.components.map((component) => component.type)).toEqual(['ContentList']);
  });

  it('the door, the video and the product pages render their lists as components', async () => {
    const door = main((await app.inject('/roadshow/reviews/')).body);
    expect(door).toContain('data-component="reviews-door"');
    expect(door).toContain('Voltline');
    const topic = main((await app.inject('/health/fitness/')).body);
    expect(topic).toContain('Zone 2 cardio');
    expect(topic).not.toContain('story-list__empty');
    const video = main((await app.inject('/videos/ces-2025-in-90-seconds/')).body);
    expect(video).toContain('<section class="story-list" aria-label="More videos">');
    expect(video).toContain('<span class="story-card__duration">6:52</span>');
    // The video being watched is not among "More videos".
    expect(video).not.toContain('data-story-id="b37f0a7f');
    const product = main((await app.inject('/products/pixel-9-pro/')).body);
    expect(product).toContain('data-component="product-reviews"');
    expect(product).toContain('<span class="story-card__rating">9.0<!-- -->/10</span>');
    const specs = main((await app.inject('/roadshow/auto/voltline-ev6/specs')).body);
    expect(specs).not.toContain('page-component');
  });
});

describe('toComponentViews', () => {
  let services: LoaderServices;
  const warnings: { obj: unknown; msg?: string }[] = [];
  const log = { debug() {}, info() {}, error() {}, warn: (obj: unknown, msg?: string) => warnings.push({ obj, msg }) };

  beforeAll(async () => {
    const project = await loadProject(repoRoot, { env: { NEUTRON_ENV: 'test' } });
    const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-views-')), 'content.sqlite');
    services = (await installContent(project, { databaseFile })).services;
  }, 120_000);

  function ctx(): PageContext {
    return { brand: 'default', log, app: services.project.app, edition: 'us', txId: 't' } as unknown as PageContext;
  }

  const list = (id: string, items: unknown[]): TypedComponent =>
    ({ id, meta: { componentName: id, componentType: 'ContentList' }, data: { title: id, items } }) as unknown as TypedComponent;
  const link = { slug: 'a-story', title: 'A story', url: '/news/a-story/', typeName: 'content_article', rating: 42 };

  it('leaves out malformed components and views that fail, keeping the rest in order', () => {
    warnings.length = 0;
    const views = toComponentViews(
      [
        list('first', [link]),
        null,
        { id: 'no-meta', data: {} },
        // A ContentList whose items are not a list: its view throws, the page goes on.
        { id: 'bad-items', meta: { componentName: 'bad', componentType: 'ContentList' }, data: { items: 5 } },
        list('second', [{ ...link, slug: 'b', url: 'https://elsewhere.example/b' }]),
      ],
      ctx(),
      services,
    );
    expect(views.map((view) => view.id)).toEqual(['first', 'second']);
    const first = views[0]?.data as StoryListData;
    expect(first.stories.map((story) => story.url)).toEqual(['/news/a-story/']);
    // spec 000 §5: a rating outside 0-10 is not shown.
    expect(first.stories[0]?.rating).toBeUndefined();
    // Off-site links never reach the page.
    expect((views[1]?.data as StoryListData).stories).toEqual([]);
    expect(warnings.map((warning) => warning.msg)).toEqual([
      'page component left out: malformed component',
      'page component left out: malformed component',
      'page component left out: its view failed',
    ]);
  });

  it('renders a Text body through the brand body pipeline (sanitised)', () => {
    const text = {
      id: 'text-1',
      meta: { componentName: 'text', componentType: 'Text' },
      data: { id: 'text-1', slug: 'about', edition: 'us', headline: 'About us', body: '<p>Hello <script>alert(1)</script><b>world</b></p>' },
    } as unknown as TypedComponent;
    const [view] = toComponentViews([text], ctx(), services);
    const data = view?.data as TextData;
    expect(data.headline).toBe('About us');
    expect(data.html).toContain('<b>world</b>');
    expect(data.html).not.toContain('<script');
  });

  it('places a component a feature layout names by id inside its cell', () => {
    const feature = {
      id: 'feature',
      meta: { componentName: 'feature', componentType: 'Feature' },
      data: { slug: 'x', layout: [{ colspan: 6, label: 'Rail', components: [{ id: 'rail-list' }] }, { label: 'Empty', components: [{ id: 'missing', slug: 'nothing' }] }] },
    } as unknown as TypedComponent;
    const views = toComponentViews([feature, list('rail-list', [link])], ctx(), services);
    expect(views.map((view) => view.id)).toEqual(['feature']);
    const cells = (views[0]?.data as FeatureData).cells;
    expect(cells).toHaveLength(1);
    expect(cells[0]?.components.map((view) => view.id)).toEqual(['rail-list']);
  });

  it('gives the list with Load more the URLs of the stories a feature shows, even when its own first stories hold none', () => {
    const feature = {
      id: 'feature',
      meta: { componentName: 'feature', componentType: 'Feature' },
      data: { slug: 'x', layout: [{ components: [{ id: 'placed', slug: 'a-story' }] }] },
    } as unknown as TypedComponent;
    const other = { ...link, slug: 'other', url: '/news/other/' };
    const more = { link: '/api/neutron/components/cnet/listing/latest/all/web?limit=12&offset=12', href: '/2/' };
    const views = toComponentViews([feature, list('top', [link]), list('latest', [other]), list('rail', [other])], ctx(), services, {
      loadMore: { listId: 'latest', more },
    });
    expect(views.map((view) => view.id)).toEqual(['feature', 'latest', 'rail']);
    const latest = views[1]?.data as StoryListData;
    expect(latest.more).toEqual(more);
    expect(latest.shownElsewhere).toEqual(['/news/a-story/']);
    // A list without Load more never asks for later stories: the page data stays small.
    expect(views[2]?.data).not.toHaveProperty('shownElsewhere');
  });
});

describe('a plugin component type', () => {
  let pluginApp: FastifyInstance;
  beforeAll(async () => {
    const root = tempProject({
      'config/app.yaml': appConfigWithPlugins({ 'promo-components': path.join(repoRoot, 'tests/fixtures/plugins/promo-components.tsx') }),
      'sites/default.yaml': 'id: default\nname: T\nprefix: /\nplugins: { promo-components: { text: Hot off the press } }\n',
      'sites/auto.yaml': 'id: auto\nname: Auto\nprefix: /roadshow/\n',
    });
    pluginApp = await buildTestApp(root);
  }, 120_000);
  afterAll(async () => {
    await pluginApp?.close();
  });

  it('renders on the brand that enables the plugin', async () => {
    const response = await pluginApp.inject('/');
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toMatch(/<aside class="promo-banner" data-component="promo">Hot off the press<!-- -->: <!-- -->\d+<!-- --> stories<\/aside>/);
    expect(html).not.toContain('id="latest"');
    // The feature's view failed: it is left out, and its top stories show as a plain list.
    expect(html).not.toContain('page-component--feature');
    expect(html).toContain('<section class="story-list" aria-label="Top stories">');
  });

  it('is absent from the other brand', async () => {
    const html = main((await pluginApp.inject('/roadshow/')).body);
    expect(html).not.toContain('promo-banner');
    expect(html).toContain('id="latest"');
    expect(html).toContain('page-component--feature');
  });

  it('a view whose type nobody renders is left out without breaking the page', async () => {
    const response = await pluginApp.inject('/videos/ces-2025-in-90-seconds/');
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toContain('CES 2025 in 90 seconds');
    expect(html).not.toContain('More videos');
    expect(html).toContain('<div class="video-page__more"></div>');
  });
});
