// The page component registry (spec 000 §3 component kinds): every built-in kind renders
// from its view model; an unknown type renders nothing, reported once; plugins add types.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builtInComponents, ComponentRegistry } from '../../../core/render/component-registry.ts';
import { PageComponents } from '../../../core/render/components/PageComponents.tsx';
import type { BuiltInViews, ComponentRendererProps, ComponentView } from '../../../core/render/components/page-components/component-views.ts';
import { COMPONENT_TYPES } from '../../../core/content/schemas/page.ts';

const image = { src: '/a/img/x.jpg', alt: 'Alt', width: 360, height: 202 };
const story = { id: 's1', title: 'A story', url: '/news/a-story/', description: 'Dek', image, date: 'Jan 1, 2025', dateTime: '2025-01-01T00:00:00.000Z' };

const views: { [K in keyof BuiltInViews]: BuiltInViews[K] } = {
  Article: { id: 'a', type: 'Article', name: 'article', data: { story } },
  LiveArticle: { id: 'l', type: 'LiveArticle', name: 'live', data: { story: { ...story, title: 'Live now' }, updates: 3 } },
  ContentList: {
    id: 'c',
    type: 'ContentList',
    name: 'top-stories',
    data: { title: 'Top stories', stories: [story, { ...story, id: 's2', title: 'Second', url: '/news/second/' }], anchor: 'top', viewMore: { text: 'More news', url: '/news/' } },
  },
  Feature: {
    id: 'f',
    type: 'Feature',
    name: 'feature',
    data: {
      title: 'Picks',
      viewType: 'front-door',
      cells: [
        {
          colspan: 8,
          label: 'Lead',
          items: [{ id: 'lead', lead: true, story: { ...story, title: 'Lead story' } }],
          components: [{ id: 'nested', type: 'Seamless', name: 'up-next', data: { items: [{ id: 'n1', title: 'Nested item', url: '/news/nested/' }] } }],
          children: [{ label: 'Inner', items: [{ id: 'inner', lead: false, story: { ...story, title: 'Inner story' } }], components: [], children: [] }],
        },
      ],
    },
  },
  Gallery: { id: 'g', type: 'Gallery', name: 'gallery', data: { story: { ...story, title: 'Photos' }, photos: 12, thumbnails: [image] } },
  Listicles: {
    id: 'li',
    type: 'Listicles',
    name: 'listicles',
    data: { items: [{ id: 'p1', title: 'Best phone', description: 'Why', offer: { merchant: 'Shop', price: '$899', url: 'https://shop.example/p1' } }] },
  },
  Review: {
    id: 'r',
    type: 'Review',
    name: 'review',
    data: { title: 'Phone review', url: '/reviews/phone-review/', rating: 8.5, editorsChoice: true, good: 'Camera', bad: 'Price', image },
  },
  RicochetCollections: { id: 'rc', type: 'RicochetCollections', name: 'collections', data: { collections: [{ title: 'Best of 2024', url: '/collections/best-of-2024/' }] } },
  Seamless: { id: 's', type: 'Seamless', name: 'seamless', data: { items: [{ id: 'x', title: 'Next story', url: '/news/next/' }] } },
  TechProduct: { id: 't', type: 'TechProduct', name: 'product', data: { name: 'Pixel 9 Pro', url: '/products/pixel-9-pro/', manufacturer: 'Google', price: '$899', image } },
  Text: { id: 'tx', type: 'Text', name: 'text', data: { headline: 'About', dek: 'Who we are', html: '<p>Pipeline <b>output</b></p>' } },
  Video: { id: 'v', type: 'Video', name: 'video', data: { title: 'A video', url: '/videos/a-video/', poster: image, duration: '1:30', description: 'Fast' } },
  VideoList: { id: 'vl', type: 'VideoList', name: 'more-videos', data: { title: 'More videos', stories: [{ ...story, duration: '6:52' }] } },
};

const expected: { [K in keyof BuiltInViews]: string[] } = {
  Article: ['page-component--article', '<a href="/news/a-story/">A story</a>', '<time dateTime="2025-01-01T00:00:00.000Z">Jan 1, 2025</time>'],
  LiveArticle: ['<span class="story-card__label">Live</span>', 'Live now', '3 updates'],
  ContentList: ['<section class="story-list" aria-label="Top stories" id="top">', '<a href="/news/second/">Second</a>', '<a href="/news/">More news</a>'],
  Feature: [
    'feature--front-door',
    'feature__cell--span-8',
    '<h2 class="story-card__title"><a href="/news/a-story/">Lead story</a></h2>',
    '<section class="feature__cell" aria-label="Inner">',
    'Inner story',
    '<a href="/news/nested/">Nested item</a>',
  ],
  Gallery: ['<span class="story-card__label">Gallery</span>', '12 photos', '<img src="/a/img/x.jpg"'],
  Listicles: ['<h3 class="listicle-teaser__title">Best phone</h3>', 'href="https://shop.example/p1"', '$899 at Shop'],
  Review: ['<span class="review-teaser__rating">8.5/10</span>', 'Editors&#x27; Choice', '<dd>Camera</dd>', '<dd>Price</dd>', '<a href="/reviews/phone-review/">Phone review</a>'],
  RicochetCollections: ['<a href="/collections/best-of-2024/">Best of 2024</a>'],
  Seamless: ['<a href="/news/next/">Next story</a>'],
  TechProduct: ['<a href="/products/pixel-9-pro/">Pixel 9 Pro</a>', 'Google', 'From $899'],
  Text: ['<h2 class="page-component__title">About</h2>', 'Who we are', '<p>Pipeline <b>output</b></p>'],
  Video: ['<span class="video-teaser__duration">1:30</span>', '<img src="/a/img/x.jpg"', '<a href="/videos/a-video/">A video</a>'],
  VideoList: ['aria-label="More videos"', '<span class="story-card__duration">6:52</span>'],
};

describe('built-in page components', () => {
  it('cover every component kind of spec 000 §3', () => {
    expect(Object.keys(builtInComponents).sort()).toEqual([...COMPONENT_TYPES].sort());
    expect(new ComponentRegistry().types()).toEqual(expect.arrayContaining([...COMPONENT_TYPES]));
  });

  it.each(Object.keys(views) as (keyof BuiltInViews)[])('%s renders from its view model', (type) => {
    const html = renderToStaticMarkup(<PageComponents items={[views[type]]} registry={new ComponentRegistry()} />);
    expect(html).toContain(`data-component="${views[type].name}"`);
    for (const fragment of expected[type]) expect(html).toContain(fragment);
  });

  it('renders a list in order', () => {
    const html = renderToStaticMarkup(<PageComponents items={[views.Video, views.Article, views.Seamless]} registry={new ComponentRegistry()} />);
    const order = ['page-component--video', 'page-component--article', 'page-component--seamless'].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('unknown and plugin component types', () => {
  it('an unknown type renders nothing, the rest still renders, and it is reported once per type', () => {
    const registry = new ComponentRegistry();
    const reported: string[] = [];
    registry.onUnknownType((type) => reported.push(type));
    const unknown: ComponentView = { id: 'u', type: 'Mystery', name: 'mystery', data: { text: 'never shown' } };
    const items = [views.Article, unknown, views.Seamless, { ...unknown, id: 'u2' }];
    const html = renderToStaticMarkup(<PageComponents items={items} registry={registry} />);
    expect(html).not.toContain('never shown');
    expect(html).not.toContain('mystery');
    expect(html).toContain('page-component--article');
    expect(html).toContain('page-component--seamless');
    renderToStaticMarkup(<PageComponents items={items} registry={registry} />);
    expect(reported).toEqual(['Mystery']);
    // An unknown type nested in a feature cell is left out too.
    const feature = { ...views.Feature, data: { ...views.Feature.data, cells: [{ items: [], components: [unknown, views.Seamless], children: [] }] } };
    const nested = renderToStaticMarkup(<PageComponents items={[feature]} registry={registry} />);
    expect(nested).toContain('Next story');
    expect(nested).not.toContain('never shown');
  });

  it('a registered type renders, and a kind can be restyled', () => {
    const registry = new ComponentRegistry();
    function Banner({ view }: ComponentRendererProps<ComponentView<'Banner', { text: string }>>) {
      return <aside className="banner">{view.data.text}</aside>;
    }
    registry.add('Banner', Banner);
    registry.add('Seamless', () => <p>restyled</p>);
    const html = renderToStaticMarkup(
      <PageComponents items={[{ id: 'b', type: 'Banner', name: 'banner', data: { text: 'Hello' } }, views.Seamless]} registry={registry} />,
    );
    expect(html).toBe('<aside class="banner">Hello</aside><p>restyled</p>');
    // Other registries (another brand's) are untouched.
    expect(new ComponentRegistry().has('Banner')).toBe(false);
  });
});
