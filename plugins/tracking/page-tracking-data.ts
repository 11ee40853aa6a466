// Page tracking data (spec 001 §3), built from the page data the server already has: the
// page key, route, props (authors, topics, variant), the A/B state the ab-test plugin
// put in `plugins['ab-test']`, and the fields a page already carries in
// `plugins.tracking` (the error page's, spec 000 §2.7). Isomorphic and pure: the server
// builds it in its `loadPage` tap; the browser completes an error page's with it.
import type { Device, PageData } from '../../core/browser.ts';
import { TRACKING_LIMIT } from './constants.ts';
import type { PageTrackingData } from './event-schema.ts';
import type { BrandTrackingFields } from './settings.ts';

/** Page keys whose page is one piece of content (article-like). */
const CONTENT_PAGES: ReadonlySet<string> = new Set(['article', 'live-article', 'review', 'product', 'gallery', 'video']);
const MAX_NAMES = 20;
/** Query parameters that name where the reader came from, first found wins. */
const TRAFFIC_SOURCE_PARAMS = ['traffic_source', 'ftag', 'utm_source'] as const;

export interface PageTrackingInput {
  page: Pick<PageData, 'page' | 'route' | 'props' | 'plugins' | 'content'>;
  brand: BrandTrackingFields;
  device: Device;
  /** The brand's route prefix ('/', '/roadshow/'). */
  prefix: string;
  pageViewGuid: string;
  /** Route meta section and topic (door pages). */
  meta?: { section?: string | undefined; topic?: string | undefined };
  query?: URLSearchParams;
  /** Fields an earlier step of the request put in ctx.state.tracking (content ids, …). */
  hints?: unknown;
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function names(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => (isRecord(item) && typeof item[key] === 'string' ? [item[key]] : [])).slice(0, MAX_NAMES);
}

function firstSegment(path: string, prefix: string): string | undefined {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\//, '');
  return text(rest.split('/')[0]);
}

/** Tests the reader is in on this page (excluded readers are in none). */
export function activeTests(plugins: Record_): { id: string; version: string; bucket: string }[] {
  const state = plugins['ab-test'];
  const tests = isRecord(state) && Array.isArray(state.tests) ? state.tests : [];
  return tests.flatMap((test) =>
    isRecord(test) && typeof test.id === 'string' && typeof test.version === 'string' && typeof test.bucket === 'string' && test.bucket !== 'exclude'
      ? [{ id: test.id, version: test.version, bucket: test.bucket }]
      : [],
  );
}

const joined = (values: string[]): string | null => (values.length > 0 ? values.join(',') : null);

/** Fields a page or an earlier step may set, by kind. The view id, the device and the
 *  limit are the builder's own. */
const TEXT_FIELDS = ['pageType', 'brand', 'siteName', 'siteType', 'edition', 'soastaPageType', 'reportSuiteId'] as const;
const NULLABLE_FIELDS = [
  'postId',
  'articleId',
  'collectionId',
  'articleType',
  'articleSubType',
  'siteSection',
  'testGroup',
  'testName',
  'testVersion',
  'soastaBucket',
  'traffic_source',
  'channelType',
] as const;
const LIST_FIELDS = ['articleAuthorName', 'topicName'] as const;

/** The known fields of `source` that have the right type. */
function knownFields(source: unknown): Partial<PageTrackingData> {
  if (!isRecord(source)) return {};
  const picked: Record_ = {};
  for (const key of TEXT_FIELDS) if (typeof source[key] === 'string' && source[key] !== '') picked[key] = source[key];
  for (const key of NULLABLE_FIELDS) if (typeof source[key] === 'string' || source[key] === null) picked[key] = source[key];
  for (const key of LIST_FIELDS) {
    const value = source[key];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) picked[key] = value.slice(0, MAX_NAMES);
  }
  return picked as Partial<PageTrackingData>;
}

export function buildPageTrackingData(input: PageTrackingInput): PageTrackingData {
  const { page, brand, meta = {}, query } = input;
  const props = isRecord(page.props) ? page.props : {};
  const header = isRecord(props.header) ? props.header : {};
  const params = page.route.params;
  const isContent = CONTENT_PAGES.has(page.page);
  const isFrontDoor = page.page === 'front-door';
  const topics = names(props.topics, 'title');
  const topic = meta.topic ?? params.topic;
  const tests = activeTests(page.plugins);
  const trafficSource = TRAFFIC_SOURCE_PARAMS.map((name) => text(query?.get(name))).find((value) => value !== undefined);
  const articleType = isContent ? page.page : null;
  const derived: PageTrackingData = {
    pageType: page.page,
    postId: page.content?.id ?? null,
    articleId: isContent ? (page.content?.id ?? null) : null,
    collectionId: page.page === 'collection' ? (text(params.slug) ?? null) : null,
    articleType,
    articleSubType: isContent ? (text(props.variant) ?? text(props.reviewType) ?? null) : null,
    articleAuthorName: names(header.authors, 'name'),
    siteSection: meta.section ?? params.section ?? (isFrontDoor ? 'home' : (firstSegment(page.route.path, input.prefix) ?? null)),
    topicName: topics.length > 0 ? topics : topic ? [topic] : [],
    brand: brand.brand,
    siteName: brand.siteName,
    siteType: brand.siteType,
    edition: brand.edition || 'us',
    deviceType: input.device,
    pageViewGuid: input.pageViewGuid,
    limit: TRACKING_LIMIT,
    testGroup: joined(tests.map((test) => test.bucket)),
    testName: joined(tests.map((test) => test.id)),
    testVersion: joined(tests.map((test) => test.version)),
    soastaBucket: joined(tests.map((test) => `${test.id}:${test.bucket}`)),
    soastaPageType: articleType ?? page.page,
    traffic_source: trafficSource ?? null,
    reportSuiteId: brand.reportSuiteId,
  };
  // What the page already says (the error page's fields) and what earlier steps know
  // (content ids) win over what is derived here.
  const data: PageTrackingData = { ...derived, ...knownFields(page.plugins.tracking), ...knownFields(input.hints) };
  // The error page's article type names the page for performance monitoring too.
  return page.page === 'error' ? { ...data, soastaPageType: data.articleType ?? data.soastaPageType } : data;
}
