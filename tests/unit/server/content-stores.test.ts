// The content's part of the page stores (spec 001 §3): listicles (id, enabled) and the best
// list's first and second product with its call-to-action.
import { describe, expect, it } from 'vitest';
import { contentStores } from '../../../core/server/loaders/article/content-stores.ts';
import { pageStores } from '../../../core/server/page-stores.ts';

const offer = (merchant: string, url: string) => ({ offerMerchant: merchant, url });

describe('content stores', () => {
  it('a listicle without an offer a reader can follow is disabled, and the best list skips it', () => {
    const stores = contentStores({
      type: 'Best List',
      listicles: [
        { id: 'no-offer', productName: 'No offer', merchantOffers: [] },
        { id: 'plain-http', productName: 'Plain http', merchantOffers: [offer('Shop', 'http://shop.example/p')] },
        { uuid: 'by-uuid', productName: 'By uuid', hed: 'Best value', merchantOffers: [offer('Shop', 'https://shop.example/u')] },
        { productName: 'No id', merchantOffers: [offer('Shop', 'https://shop.example/n')] },
        { id: 'last', productName: 'Last', merchantOffers: [offer('Other', 'https://other.example/l')] },
      ],
    });
    expect(stores.listicles).toEqual([
      { id: 'no-offer', enabled: false },
      { id: 'plain-http', enabled: false },
      { id: 'by-uuid', enabled: true },
      { id: 'last', enabled: true },
    ]);
    expect(stores.bestList).toEqual({
      first: { id: 'by-uuid', name: 'By uuid', label: 'Best value' },
      second: { id: 'last', name: 'Last' },
      callToAction: { text: 'See it at Shop', url: 'https://shop.example/u' },
    });
  });

  it('only best lists have a best-list store; a precap is not centre-justified', () => {
    const listicles = [{ id: 'a', merchantOffers: [offer('Shop', 'https://shop.example/a')] }];
    expect(contentStores({ type: 'News', image: 'x', listicles })).toMatchObject({ isCenterJustified: true, listicles: [{ id: 'a', enabled: true }] });
    expect(contentStores({ type: 'News', image: 'x', listicles })).not.toHaveProperty('bestList');
    expect(contentStores({ type: 'Best List - Precap', image: 'x', listicles })).toMatchObject({ isCenterJustified: false, bestList: { first: { id: 'a' } } });
    expect(contentStores({ type: 'Best List', listicles: [{ id: 'a' }] })).not.toHaveProperty('bestList');
  });
});

describe('the brand store', () => {
  it("names the brand's content site, the one a site file's contentApi sets before the brand's default", () => {
    expect(pageStores({ site: { id: 'auto' }, edition: 'us', routeName: 'article' }).brand.brand).toBe('roadshow');
    const own = pageStores({ site: { id: 'default', contentApi: { site: 'techsite', siteIds: ['techsite'] } }, edition: 'uk', routeName: 'internet-plans' });
    expect(own.brand).toMatchObject({ brand: 'techsite', edition: 'uk', hasStaticMyFiWidget: true });
  });
});
