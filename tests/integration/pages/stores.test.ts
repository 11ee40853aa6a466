// The stores of spec 001 §3 in the page data (brand store; listicles and best list) and
// what components show from them; the device gate of the shopping widget (spec 001 §6).
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { useTestApp } from '../../helpers/project.ts';
import { hydrationData } from './article-html.ts';

const app = useTestApp();

const BEST_LIST = '/home/kitchen-and-household/best-robot-vacuums/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function visible(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, '');
}

async function pageJson(path: string): Promise<PageData> {
  const response = await app().inject(`/_neutron/data${path}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { page: PageData }).page;
}

describe('brand store', () => {
  it('in-app navigation gets the brand store of the page as JSON', async () => {
    const page = await pageJson(BEST_LIST);
    const { brand } = page.stores;
    expect(brand).toMatchObject({ brand: 'cnet', edition: 'us', hasStaticMyFiWidget: false, isCenterJustified: true });
    expect(brand.guid).toMatch(UUID);
    expect(brand.bodyTocItems.map((item) => item.id)).toEqual(expect.arrayContaining([expect.stringMatching(/^toc-.+-item-1$/)]));
    expect(brand.bodyTocItems.map((item) => item.title)).toContain('1. Tidewell S9 Omni: best overall');
    // Shipped once: the body no longer carries its own copy.
    expect(page.props).not.toHaveProperty('body.toc');
  });

  it('the guid is the page view id tracking and ad targeting send, fresh for every response', async () => {
    const first = await app().inject(BEST_LIST);
    const second = await app().inject(BEST_LIST);
    const { page } = hydrationData(first.body);
    const tracking = page.plugins.tracking as { pageViewGuid?: string } | undefined;
    expect(page.stores.brand.guid).toMatch(UUID);
    expect(tracking?.pageViewGuid).toBe(page.stores.brand.guid);
    const ads = page.plugins.ads as { state?: { targeting?: { vguid?: string } } } | undefined;
    expect(ads?.state?.targeting?.vguid).toBe(page.stores.brand.guid);
    expect(hydrationData(second.body).page.stores.brand.guid).not.toBe(page.stores.brand.guid);
  });

  it('the auto brand is roadshow', async () => {
    const page = await pageJson('/roadshow/news/ev-charging-guide/');
    expect(page.stores.brand.brand).toBe('roadshow');
    expect(page.stores.listicles).toEqual([]);
    expect(page.stores).not.toHaveProperty('bestList');
  });

  it('the internet-plans page has the static MyFi widget', async () => {
    const page = await pageJson('/home/internet/plans/');
    expect(page.stores.brand.hasStaticMyFiWidget).toBe(true);
  });

  it('the table of contents and the centred header come from the store', async () => {
    const response = await app().inject(BEST_LIST);
    const html = visible(response.body);
    expect(html).toMatch(/<article class="article-page article-page--standard article-page--centered"/);
    expect(html).toMatch(/<nav class="table-of-contents" aria-label="Table of contents" id="toc-[^"]+"><p class="table-of-contents__title">In this article:<\/p>/);
    expect(html).toContain('>1. Tidewell S9 Omni: best overall</a>');
  });
});

describe('listicles and best-list stores', () => {
  it('the best list page data has its listicles and its first and second product', async () => {
    const page = await pageJson(BEST_LIST);
    expect(page.stores.listicles).toEqual([
      { id: 'tidewell-s9-omni', enabled: true },
      { id: 'petpro-5', enabled: true },
      { id: 'sweeply-mini', enabled: true },
      { id: 'tidewell-slim', enabled: true },
    ]);
    expect(page.stores.bestList).toEqual({
      first: { id: 'tidewell-s9-omni', name: 'Tidewell S9 Omni', label: 'Best overall' },
      second: { id: 'petpro-5', name: 'PetPro 5', label: 'Best for pet hair' },
      callToAction: { text: 'See it at Amazon', url: 'https://www.amazon.com/dp/tidewell-s9-omni' },
    });
  });

  it('the best list opens with its top picks and the call-to-action', async () => {
    const html = visible((await app().inject(BEST_LIST)).body);
    const box = /<aside class="best-list-summary" aria-label="Our top picks">([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
    expect(box).toContain('<h2 class="best-list-summary__title">Our top picks</h2>');
    expect(box).toMatch(/Best overall:<\/span> <strong>Tidewell S9 Omni<\/strong>/);
    expect(box).toMatch(/Best for pet hair:<\/span> <strong>PetPro 5<\/strong>/);
    expect(box).toContain('<a class="best-list-summary__cta" href="https://www.amazon.com/dp/tidewell-s9-omni" rel="sponsored nofollow noopener noreferrer" target="_blank">See it at Amazon</a>');
    // It comes before the table of contents.
    expect(html.indexOf('best-list-summary')).toBeLessThan(html.indexOf('class="table-of-contents"'));
  });

  it('an article that is no best list has no summary box', async () => {
    const html = visible((await app().inject('/news/politics/senate-passes-data-broker-bill/')).body);
    expect(html).not.toContain('best-list-summary');
  });
});

describe('device class gates the shopping widget', () => {
  const SLEEP = '/health/sleep/how-much-sleep-do-you-need/';

  it('desktops and tablets get it, phones do not (sites/default.yaml devices)', async () => {
    for (const device of ['desktop', 'tablet']) {
      const html = visible((await app().inject(`${SLEEP}?setDevice=${device}`)).body);
      expect(html, device).toContain('data-widget="shopping"');
    }
    const phone = visible((await app().inject(`${SLEEP}?setDevice=mobile`)).body);
    expect(phone).not.toContain('data-widget="shopping"');
    // The promotion line is not gated.
    expect(phone).toContain('data-promotion="editors-deals"');
  });
});
