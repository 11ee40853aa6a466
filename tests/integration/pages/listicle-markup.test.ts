// Listicles in structured data (spec 000 §5): a listicle appears in the markup only with a
// merchant offer with a price; an offer without its own price falls back to the product's
// median price divided by 100, or to a number parsed from its first attribute.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { expectValidJsonLd, get, jsonLdOfType } from './article-html.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

interface ItemList {
  name: string;
  numberOfItems: number;
  itemListElement: { position: number; item: { '@type': string; name: string; offers: { price: number; priceCurrency: string; url: string; seller: { name: string } }[] } }[];
}

const BEST_LIST = '/home/kitchen-and-household/best-robot-vacuums/';

describe('listicles in structured data', () => {
  it('the sample best list marks up its priced listicles as products with offers', async () => {
    const { status, html } = await get(app, BEST_LIST);
    expect(status).toBe(200);
    expect(expectValidJsonLd(html)).toContain('ItemList');
    const list = jsonLdOfType<ItemList>(html, 'ItemList');
    expect(list?.name).toBe('Best robot vacuums of 2026, tested on pet hair and rugs');
    const rows = list?.itemListElement.map(({ position, item }) => [position, item['@type'], item.name, item.offers[0]?.price, item.offers[0]?.seller.name]);
    expect(rows).toEqual([
      [1, 'Product', 'Tidewell S9 Omni', 899, 'Amazon'],
      // No price of its own: the median 54900 / 100.
      [2, 'Product', 'PetPro 5', 549, 'Target'],
      // No price nor median: the first attribute "$179".
      [3, 'Product', 'Sweeply Mini', 179, 'Walmart'],
    ]);
    expect(list?.numberOfItems).toBe(3);
    expect(list?.itemListElement[0]?.item.offers[0]).toMatchObject({ priceCurrency: 'USD', url: 'https://www.amazon.com/dp/tidewell-s9-omni' });
    // The listicle without any price is not in the markup.
    expect(JSON.stringify(list)).not.toContain('Tidewell Slim');
  });

  it('an article without priced listicles has no ItemList', async () => {
    const { html } = await get(app, '/news/politics/senate-passes-data-broker-bill/');
    expect(jsonLdOfType(html, 'ItemList')).toBeUndefined();
  });
});
