// Id-based commerce shortcodes (spec 001 §7): the ids the loader asks the commerce call
// for, and the answers rendered as the buttons and promos a reader sees.
import { describe, expect, it } from 'vitest';
import { createBodyPipeline } from '../../../core/body/pipeline.tsx';
import { createBrandHooks } from '../../../core/project.ts';
import { recordingLog, siteWith } from './helpers.ts';

const pipeline = createBodyPipeline(createBrandHooks(), siteWith());
const ANSWER = {
  id: 'quietwave-700',
  productName: 'QuietWave 700 headphones',
  offers: [
    { offerMerchant: 'Walmart', offerPrice: 249, url: 'https://www.walmart.com/ip/quietwave-700' },
    { offerMerchant: 'Amazon', offerPrice: 279.99, url: 'https://www.amazon.com/dp/EXAMPLE2' },
  ],
};

function render(html: string, commerce: ReadonlyMap<string, unknown>) {
  return pipeline.render(html, { contentId: 'c1', content: {}, log: recordingLog(), environment: 'test', commerce });
}

describe('id-based commerce shortcodes', () => {
  it('names the ids of buttons and promos without a link of their own, once each, in either spelling', () => {
    const html =
      '<shortcode type="commercebutton" id="quietwave-700"></shortcode><shortcode type="buy-button" id="quietwave-700"></shortcode>' +
      '<shortcode type="commerce-promo" id="pixel-9-pro"></shortcode><shortcode type="buy-button" id="x" url="https://shop.example/x"></shortcode>' +
      '<shortcode type="pullquote" id="not-commerce">Quote</shortcode>';
    expect(pipeline.commerceIds(html)).toEqual(['quietwave-700', 'pixel-9-pro']);
  });

  it('a button shows the first offer’s price and merchant and links to it', () => {
    const { html } = render('<shortcode type="commercebutton" id="quietwave-700"></shortcode>', new Map([['quietwave-700', ANSWER]]));
    expect(html).toBe(
      '<a class="buy-button buy-button--commerce-button" href="https://www.walmart.com/ip/quietwave-700" rel="sponsored nofollow noopener noreferrer" target="_blank" data-merchant="Walmart">$249 at Walmart</a>',
    );
  });

  it('a promo takes the product name as its title', () => {
    const { html } = render('<shortcode type="commerce-promo" id="quietwave-700"></shortcode>', new Map([['quietwave-700', ANSWER]]));
    expect(html).toContain('<h3>QuietWave 700 headphones</h3>');
    expect(html).toContain('href="https://www.walmart.com/ip/quietwave-700"');
  });

  it('without an answer (the call failed) the shortcode is skipped, never a broken link', () => {
    const log = recordingLog();
    const { html } = pipeline.render('<p>Text</p><shortcode type="buy-button" id="gone"></shortcode>', { contentId: 'c1', content: {}, log, environment: 'test', commerce: new Map() });
    expect(html).toBe('<p>Text</p>');
    expect(log.messages.map((entry) => entry.message)).toContain('buy-button shortcode skipped: needs an http(s) url');
  });
});
