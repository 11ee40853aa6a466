import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../core/body/parse-body.ts';
import { listicleOffer } from '../../../core/body/shortcodes/listicle-offer.ts';
import { splitProsCons } from '../../../core/body/shortcodes/commerce-shortcodes.tsx';
import { collapseBreaks } from '../../../core/body/steps/collapse-breaks.ts';
import { collectFaq } from '../../../core/body/steps/faq.ts';
import { applyLinkRules } from '../../../core/body/steps/link-rel.ts';
import { collectTableOfContents, TOC_MANUAL_TEXT } from '../../../core/body/steps/table-of-contents.ts';
import { estimatedLength } from '../../../core/body/text-content.ts';
import { json, recordingLog, renderBody } from './helpers.ts';

const nodes = (html: string) => parseBody(html, { maxLength: 100_000, log: recordingLog() });

describe('link rel rules', () => {
  const rules = { ownDomains: ['neutron.example'], externalLinksNewTab: false };

  it('follows own and sister sites, nofollows the rest with the regular-link class', () => {
    const { html } = renderBody(
      '<p><a href="/news/">in</a> <a href="https://www.neutron.example/x">own</a> <a href="https://other.example/" class="big">out</a> <a href="mailto:a@b.c">mail</a></p>',
      { body: { ownDomains: ['neutron.example'] } },
    );
    expect(html).toBe(
      '<p><a href="/news/" rel="follow">in</a> <a href="https://www.neutron.example/x" rel="follow">own</a> <a href="https://other.example/" rel="nofollow" class="big regular-link">out</a> <a href="mailto:a@b.c">mail</a></p>',
    );
  });

  it('opens external links in a new tab with noopener when configured', () => {
    const [link] = applyLinkRules(nodes('<a href="https://other.example/">x</a>'), { ...rules, externalLinksNewTab: true });
    expect(link).toMatchObject({ attrs: { rel: 'nofollow noopener noreferrer', target: '_blank', class: 'regular-link' } });
  });

  it("adds noopener to an author's own target=_blank", () => {
    const [link] = applyLinkRules(nodes('<a href="/x/" target="_blank">x</a>'), rules);
    expect(link).toMatchObject({ attrs: { rel: 'follow noopener noreferrer', target: '_blank' } });
  });
});

describe('affiliate links', () => {
  it('turns amazon links into commerce-link shortcodes and shows the disclosure only for buy buttons', () => {
    const result = renderBody('<p>Get it <a href="https://www.amazon.com/dp/B01">on Amazon</a> or <a href="https://amzn.to/x">here</a>.</p>');
    expect(result.nodes?.[0]).toMatchObject({
      children: [{ kind: 'text' }, { kind: 'shortcode', type: 'commerce-link', attrs: { url: 'https://www.amazon.com/dp/B01', text: 'on Amazon' } }, { kind: 'text' }, { kind: 'shortcode' }, { kind: 'text' }],
    });
    expect(result.html).toContain('<a class="commerce-link" href="https://www.amazon.com/dp/B01" rel="sponsored nofollow noopener noreferrer" target="_blank" data-commerce-link="">on Amazon</a>');
    expect(result.affiliateDisclosure).toBe(false);
  });

  it('shows the affiliate disclosure for a buy button or a product with resellers', () => {
    expect(renderBody('<shortcode type="buy-button" url="https://s.example/"></shortcode>').affiliateDisclosure).toBe(true);
    expect(renderBody(`<shortcode type="review-card">${json({ productName: 'X', resellers: [{ name: 'S', url: 'https://s.example' }] })}</shortcode>`).affiliateDisclosure).toBe(true);
    expect(renderBody('<p>x</p>', { content: { relatedProduct: { resellers: [{ name: 'S' }] } } }).affiliateDisclosure).toBe(true);
    expect(renderBody('<p>x</p>').affiliateDisclosure).toBe(false);
  });
});

describe('repeated <br> collapse', () => {
  it('collapses runs of br, even with whitespace between, at any depth', () => {
    const result = collapseBreaks(nodes('<p>a<br><br/> <br>b<br>c</p><div><br><br></div>'));
    const { html } = renderBody('<p>a<br><br/> <br>b<br>c</p><div><br><br></div>');
    expect(html).toBe('<p>a<br/>b<br/>c</p><div><br/></div>');
    expect(result).toHaveLength(2);
  });
});

describe('table of contents', () => {
  it('uses toc-item-{n} ids and the h2 default', () => {
    const result = renderBody('<h2>One</h2><p>x</p><h3>Sub</h3><h2> Two  parts </h2>');
    expect(result.toc).toEqual([
      { id: 'toc-item-1', title: 'One', itemIndex: 0, tocId: 'toc', deactivated: false },
      { id: 'toc-item-2', title: 'Two parts', itemIndex: 1, tocId: 'toc', deactivated: false },
    ]);
    expect(result.html).toContain('<h2 id="toc-item-1">One</h2>');
  });

  it('uses toc-{contentId}-item-{n} on best-list pages', () => {
    const result = renderBody('<h2>Best overall</h2>', { content: { type: 'Best List' }, contentId: 'abc' });
    expect(result.toc[0]?.id).toBe('toc-abc-item-1');
  });

  it('honours a configured header level', () => {
    const { toc } = collectTableOfContents(nodes('<h2>a</h2><h3>b</h3>'), { headerLevel: 'h3', contentId: 'c', bestList: false });
    expect(toc.map((item) => item.title)).toEqual(['b']);
    expect(TOC_MANUAL_TEXT).toBe('In this article:');
  });
});

describe('FAQ structured data', () => {
  it("includes only questions whose heading ends with '?'", () => {
    const result = renderBody(`<shortcode type="faq">${json({ items: [{ question: 'Is it good?', answer: 'Yes' }, { question: 'Price', answer: '$1' }] })}</shortcode>`);
    expect(result.faq).toEqual([{ question: 'Is it good?', answer: 'Yes' }]);
  });

  it('reads heading/answer pairs from the body on FAQ markup layouts', () => {
    const faq = collectFaq(nodes('<h2>What is it?</h2><p>A phone.</p><p>A good one.</p><h2>Specs</h2><p>Many</p>'), { layoutName: 'FAQ Markup' });
    expect(faq).toEqual([{ question: 'What is it?', answer: 'A phone. A good one.' }]);
    expect(collectFaq(nodes('<h2>What is it?</h2><p>A phone.</p>'), {})).toEqual([]);
  });
});

describe('pros and cons, listicle offers, estimated lengths', () => {
  it('splits pros and cons on a tilde or a period plus space, dropping empties', () => {
    expect(splitProsCons('Fast~Light. Cheap~~ . ')).toEqual(['Fast', 'Light', 'Cheap']);
    expect(splitProsCons('One. Two~Three')).toEqual(['One', 'Two', 'Three']);
  });

  it('prices an offer by its price, else median ÷ 100, else the first attribute', () => {
    const offer = { offerMerchant: 'S', url: 'https://s.example/' };
    expect(listicleOffer({ merchantOffers: [{ ...offer, offerPrice: '$1,299' }] })?.price).toBe(1299);
    expect(listicleOffer({ merchantOffers: [offer], priceSummary: { medianPrice: 12345 } })?.price).toBe(123.45);
    expect(listicleOffer({ merchantOffers: [offer], techProd: { attributes: [{ val: ['From $49.99'] }] } })?.price).toBe(49.99);
    expect(listicleOffer({ merchantOffers: [{ url: 'javascript:alert(1)' }] })).toBeUndefined();
  });

  it('uses the spec estimates for embedded items and link text for links', () => {
    const [chart, gallery, link, tweet] = nodes(
      '<shortcode type="chart"></shortcode><shortcode type="gallery"></shortcode><shortcode type="link" url="/x">twelve chars</shortcode><shortcode type="twitter"></shortcode>',
    );
    expect([chart, gallery, link, tweet].map((node) => (node ? estimatedLength(node) : -1))).toEqual([400, 600, 12, 300]);
  });
});
