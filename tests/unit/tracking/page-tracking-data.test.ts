// Page tracking data (spec 001 §3): every field, derived from the page data the server
// builds; the error page's own fields (spec 000 §2.7) and earlier steps' hints win.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { describe, expect, it } from 'vitest';
import { PageTrackingDataSchema } from '../../../plugins/tracking/event-schema.ts';
import { activeTests, buildPageTrackingData, type PageTrackingInput } from '../../../plugins/tracking/page-tracking-data.ts';
import { errorPageData, pageData, SETTINGS } from './pages.ts';

const SPEC_FIELDS = [
  'pageType', 'postId', 'articleId', 'collectionId', 'articleType', 'articleSubType', 'articleAuthorName', 'siteSection', 'topicName',
  'brand', 'siteName', 'siteType', 'edition', 'deviceType', 'pageViewGuid', 'limit', 'testGroup', 'testName', 'testVersion',
  'soastaBucket', 'soastaPageType', 'traffic_source', 'reportSuiteId',
];
const check = TypeCompiler.Compile(PageTrackingDataSchema);

function build(overrides: Partial<PageTrackingInput> = {}) {
  return buildPageTrackingData({ page: pageData(), brand: SETTINGS, device: 'desktop', prefix: '/', pageViewGuid: 'view-1', ...overrides });
}

describe('page tracking data', () => {
  it('has every field of spec 001 §3, valid for the collector', () => {
    const data = build();
    for (const field of SPEC_FIELDS) expect(data).toHaveProperty(field);
    expect(check.Check(data)).toBe(true);
    expect(data).toMatchObject({
      pageType: 'article',
      articleType: 'article',
      articleSubType: 'standard',
      articleAuthorName: ['Ben Okafor', 'Ana Lopez'],
      siteSection: 'news',
      topicName: ['Politics'],
      brand: 'cnet',
      siteName: 'Neutron',
      siteType: 'responsive',
      edition: 'us',
      deviceType: 'desktop',
      pageViewGuid: 'view-1',
      limit: 4,
      testGroup: null,
      testName: null,
      testVersion: null,
      soastaPageType: 'article',
      traffic_source: null,
      reportSuiteId: 'neutron-default',
    });
  });

  it('defaults the edition to us and names the section of door pages and the front door', () => {
    expect(build({ brand: { ...SETTINGS, edition: '' } }).edition).toBe('us');
    const door = pageData({ page: 'door', route: { name: 'door', params: {}, path: '/reviews/' }, props: {} });
    expect(build({ page: door, meta: { section: 'reviews' } })).toMatchObject({ siteSection: 'reviews', articleType: null, articleAuthorName: [], topicName: [] });
    const home = pageData({ page: 'front-door', route: { name: 'frontdoor', params: {}, path: '/' }, props: {} });
    expect(build({ page: home }).siteSection).toBe('home');
    const auto = pageData({ route: { name: 'auto-article', params: {}, path: '/roadshow/news/ev-charging-guide/' } });
    expect(build({ page: auto, prefix: '/roadshow/' }).siteSection).toBe('news');
  });

  it('takes the A/B fields from the ab-test state, leaving out excluded tests', () => {
    const tests = [
      { id: 'btncolor_test', version: 'v1', bucket: 'test' },
      { id: 'adcap_test', version: 'v2', bucket: 'exclude' },
      { id: 'review_redesign', version: 'v2', bucket: 'control' },
    ];
    const page = pageData({ plugins: { 'ab-test': { tests } } });
    expect(activeTests(page.plugins)).toHaveLength(2);
    expect(build({ page })).toMatchObject({
      testGroup: 'test,control',
      testName: 'btncolor_test,review_redesign',
      testVersion: 'v1,v2',
      soastaBucket: 'btncolor_test:test,review_redesign:control',
    });
  });

  it('keeps the error page fields of spec 000 §2.7', () => {
    const data = build({ page: errorPageData(404) });
    expect(data).toMatchObject({ pageType: 'error', articleType: 'error_404', siteSection: 'error', channelType: 'error:error_page', soastaPageType: 'error_404', brand: 'cnet' });
    expect(check.Check(data)).toBe(true);
  });

  it('takes content ids from earlier steps and the traffic source from the query', () => {
    const data = build({ hints: { postId: '1234', articleId: 'abc', collectionId: 'best-of', pageViewGuid: 'not-this', limit: 9, brand: 42 }, query: new URLSearchParams('ftag=CAD-abc') });
    expect(data).toMatchObject({ postId: '1234', articleId: 'abc', collectionId: 'best-of', pageViewGuid: 'view-1', limit: 4, brand: 'cnet', traffic_source: 'CAD-abc' });
  });

  it('keeps the device and view id it is given over what the page says', () => {
    const page = pageData({ plugins: { tracking: { pageViewGuid: 'server-view', deviceType: 'mobile', siteSection: 'news' } } });
    expect(build({ page, device: 'tablet', pageViewGuid: 'client-view' })).toMatchObject({ pageViewGuid: 'client-view', deviceType: 'tablet' });
  });
});
