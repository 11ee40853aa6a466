// "Load more" links: which content API links the control follows, and where its link for
// readers without JavaScript points after some pages were appended.
import { describe, expect, it } from 'vitest';
import { laterPageHref, loadMoreLinkSite, loadMoreUrl } from '../../../core/render/components/listing/load-more.ts';

describe('laterPageHref', () => {
  it('moves a ?page=N or /N/ link on by the pages appended; page 1 links stay', () => {
    expect(laterPageHref('/topics/internet/?page=2', 0)).toBe('/topics/internet/?page=2');
    expect(laterPageHref('/topics/internet/?page=2', 1)).toBe('/topics/internet/?page=3');
    expect(laterPageHref('/topics/internet/?page=2', 5)).toBe('/topics/internet/?page=7');
    expect(laterPageHref('/2/', 1)).toBe('/3/');
    expect(laterPageHref('/feature/ces-2026/9/', 2)).toBe('/feature/ces-2026/11/');
  });

  it('answers nothing for a link without a page number', () => {
    expect(laterPageHref('/tech/', 1)).toBeUndefined();
    expect(laterPageHref('/topics/internet/?sort=new', 1)).toBeUndefined();
  });
});

describe('loadMoreLinkSite', () => {
  it('names the content site of a listing link, and nothing for any other link', () => {
    expect(loadMoreLinkSite('/api/neutron/components/roadshow/listing/latest/all/web?limit=12&offset=12')).toBe('roadshow');
    expect(loadMoreLinkSite('/api/neutron/components/cnet/listing/topic/internet/web')).toBe('cnet');
    expect(loadMoreLinkSite('/api/neutron/components/cnet/listing/topic/internet/web?offset=24&limit=12')).toBe('cnet');
    expect(loadMoreLinkSite('/api/neutron/components/cnet/listing/topic/internet/web?offset=0')).toBe('cnet');
    for (const link of [
      'http://evil.example/api/neutron/components/cnet/listing/topic/internet/web',
      '//evil.example/api/neutron/components/cnet/listing/topic/internet/web',
      '/api/neutron/components/cnet/listing/../../x/web',
      '/api/neutron/components/cnet/editorial/nav/web',
      '/api/neutron/components/cnet/listing/topic/internet/web?limit=12&offset=12#x',
      '/api/neutron/components/cnet/listing/topic/internet/web?preview=1',
      // A list of no stories, or a paging word given twice.
      '/api/neutron/components/cnet/listing/topic/internet/web?limit=0',
      '/api/neutron/components/cnet/listing/topic/internet/web?limit=12&limit=13',
      '/api/neutron/components/cnet/listing/topic/internet/web?offset=1&offset=2',
      `/api/neutron/components/cnet/listing/topic/${'a'.repeat(1100)}/web`,
    ]) {
      expect(loadMoreLinkSite(link), link).toBeUndefined();
    }
  });

  it('the endpoint request carries the link as one encoded query value', () => {
    expect(loadMoreUrl('/api/neutron/components/cnet/listing/topic/internet/web?limit=12&offset=12')).toBe(
      '/_neutron/more?link=%2Fapi%2Fneutron%2Fcomponents%2Fcnet%2Flisting%2Ftopic%2Finternet%2Fweb%3Flimit%3D12%26offset%3D12',
    );
  });
});
