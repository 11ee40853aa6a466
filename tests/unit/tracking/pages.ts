// Page data the tracking tests share: an article, a door page and the error page, shaped
// as the server builds them.
import type { PageData } from '../../../core/browser.ts';
import type { TrackingSettings } from '../../../plugins/tracking/settings.ts';
import { pageStores } from '../../../core/server/page-stores.ts';

export const SETTINGS: TrackingSettings = {
  brand: 'cnet',
  siteName: 'Neutron',
  siteType: 'responsive',
  reportSuiteId: 'neutron-default',
  edition: 'us',
  consentCategory: 'performance',
  endpoints: {
    pageView: '/_neutron/collect/page-view', pageEvent: '/_neutron/collect/page-event', errorPing: '/_neutron/collect/error-ping',
    audience: '/_neutron/collect/audience',
    pageViewCandidate: '/_neutron/collect/pageview-candidate.json',
    personalisation: '/_neutron/collect/personalisation/rules',
  },
  environment: 'test',
};

const site: PageData['site'] = { id: 'default', name: 'Neutron', prefix: '/', header: [], footer: [], monitoring: { webVitals: false }, environment: 'test' };

export function pageData(overrides: Partial<PageData> = {}): PageData {
  return {
    page: 'article',
    layout: 'default',
    brand: 'default',
    status: 200,
    title: 'Senate passes bill',
    locale: 'en',
    route: { name: 'news-article-topic', params: { topic: 'politics', slug: 'senate-passes-data-broker-bill' }, path: '/news/politics/senate-passes-data-broker-bill/' },
    site,
    props: {
      variant: 'standard',
      header: { headline: 'Senate passes bill', authors: [{ name: 'Ben Okafor' }, { name: 'Ana Lopez' }] },
      topics: [{ title: 'Politics', href: '/topics/politics/' }],
    },
    plugins: {},
    device: 'desktop',
    features: [],
    scripts: [],
    consent: { granted: ['critical', 'performance', 'functional', 'targeting', 'social'], decided: true },
    stores: pageStores({ site: { id: 'default' }, edition: 'us', routeName: 'article' }),
    ...overrides,
  };
}

/** The 404 page as core/server/error-pages.ts builds it (no loadPage taps run). */
export function errorPageData(status = 404): PageData {
  return pageData({
    page: 'error',
    layout: 'error',
    status,
    title: 'Page not found',
    route: { name: 'error', params: {}, path: '/no-such-page/' },
    props: { status, message: 'Not Found' },
    plugins: { tracking: { articleType: `error_${status}`, siteSection: 'error', channelType: 'error:error_page' } },
  });
}
