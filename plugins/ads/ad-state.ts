// The ad state and ad-sense state of spec 001 §3, built on the server from the page data
// so the first HTML carries them; the browser reads the same values from page data.
import type { Device, PageData } from '../../core/index.ts';
import { AD_CONSTANTS, IAB_BY_SECTION } from './constants.ts';
import type { AdsOptions } from './options.ts';
import { adPageType } from './page-type.ts';
import type { PageSlot } from './slots.ts';

export interface AdTargeting {
  device: Device;
  env: string;
  ptype: string;
  test: string;
  vguid: string;
  cid: string;
  feat: string;
  pid: string;
  section: string;
  collection: string;
  sectopic: string;
  /** Further targeting (spec 001 §3). */
  user: 'registered' | 'anon';
  seamlessIndicator: 0 | 1 | 2;
  subcollection: string;
  tag: string;
  mfr: string;
  contentType: string;
  ptopic: string;
  iab: string;
}

export interface AdState {
  enabled: boolean;
  /** Why the page shows no ads, when it shows none. */
  disabledReason?: string;
  provider: AdsOptions['provider'];
  containerId: string;
  disableAdIncrement: boolean;
  disableInitialLoad: boolean;
  slotVars: { network: string; platform: string; siteName: string; topics: string[] };
  targeting: AdTargeting;
  /** IAB content categories of the page's section (spec 001 §9). */
  iab: string[];
  skybox: AdsOptions['skybox'];
  slots: PageSlot[];
  /** Where the embedded ad server answers (under the brand's prefix). */
  endpoint: string;
  constants: typeof AD_CONSTANTS;
  services: { name: string; scriptUrl?: string; sampling?: number }[];
  /** A taser score at or above this suppresses ads for the page view. */
  taser: { scoreThreshold: number };
  gpt?: { adUnitPath: string; timeoutMs: number; bidders: { bidder: string; params: Record<string, string | number | boolean> }[] };
  registeredCookies: string[];
  serviceOffTest: string;
  /** `?adDebug=1` outside production. */
  debug: boolean;
}

export interface AdSenseState {
  ads: { id: string; slot: string }[];
  pageOptions: { personalizedAds: boolean; adtest: 'on' | 'off'; pubId: string };
}


type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Slugs of props' link lists (tags, topics): the last path segment of each href. */
function slugs(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((link) => {
    if (!isRecord(link) || typeof link.href !== 'string') return [];
    const segment = link.href.split('/').filter(Boolean).pop();
    return segment ? [segment.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 80)] : [];
  });
}

function firstSegment(path: string, prefix: string): string {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\//, '');
  return rest.split('/')[0] ?? '';
}

/** The page's ad section: the content's section, the door's section, else the first path segment. */
export function adSection(page: Pick<PageData, 'content' | 'route' | 'site'>, metaSection: string | undefined, brand: string): string {
  const section = page.content?.section ?? metaSection ?? firstSegment(page.route.path, page.site.prefix);
  if (section !== '') return section.replace(/_/g, '-');
  return brand === 'auto' ? 'cars' : 'home';
}

/** IAB categories of a section (spec 001 §9); the auto brand's pages are cars. */
export function iabCategories(section: string, brand: string): string[] {
  return [...(IAB_BY_SECTION[section] ?? IAB_BY_SECTION[brand === 'auto' ? 'cars' : 'tech'] ?? [])];
}

/** spec 001 §3: 0; 1 when the item's source is algorithm; 2 for other sources. */
export function seamlessIndicator(source: string | null): 0 | 1 | 2 {
  if (source === null || source === '') return 0;
  return source === 'algorithm' ? 1 : 2;
}

export interface AdStateInput {
  page: PageData;
  options: AdsOptions;
  environment: string;
  metaSection?: string | undefined;
  query: URLSearchParams;
  registered: boolean;
  pageViewGuid: string;
  slots: PageSlot[];
  disabledReason?: string | undefined;
  endpoint: string;
}

export function buildAdState(input: AdStateInput): AdState {
  const { page, options, query } = input;
  const section = adSection(page, input.metaSection, page.brand);
  const props = page.props;
  const topics = slugs(props.topics);
  const tags = slugs(props.tags);
  const tests = isRecord(page.plugins['ab-test']) && Array.isArray(page.plugins['ab-test'].tests) ? page.plugins['ab-test'].tests.filter(isRecord) : [];
  const collection = typeof props.collection === 'string' ? props.collection : '';
  const iab = iabCategories(section, page.brand);
  const targeting: AdTargeting = {
    device: page.device,
    env: input.environment,
    ptype: adPageType(page.page),
    test: tests.map((test) => `${String(test.id)}:${String(test.bucket)}`).join(','),
    vguid: input.pageViewGuid,
    cid: page.content?.id ?? '',
    feat: [...page.features].sort().join(','),
    pid: page.route.name,
    section,
    collection,
    sectopic: topics[0] ? `${section}_${topics[0]}` : section,
    user: input.registered ? 'registered' : 'anon',
    seamlessIndicator: seamlessIndicator(query.get('seamlessSource')),
    subcollection: typeof props.subcollection === 'string' ? props.subcollection : '',
    tag: tags.join(','),
    mfr: typeof props.manufacturer === 'string' ? props.manufacturer : '',
    contentType: page.content?.typeName ?? '',
    ptopic: topics[0] ?? '',
    iab: iab.join(','),
  };
  const state: AdState = {
    enabled: input.disabledReason === undefined,
    provider: options.provider,
    containerId: options.containerId,
    disableAdIncrement: options.disableAdIncrement,
    disableInitialLoad: options.disableInitialLoad,
    slotVars: { network: options.network, platform: options.platform, siteName: options.siteName, topics },
    targeting,
    iab,
    skybox: options.skybox,
    slots: input.disabledReason === undefined ? input.slots : [],
    endpoint: input.endpoint,
    constants: AD_CONSTANTS,
    services: options.services,
    taser: { scoreThreshold: options.taser.scoreThreshold },
    registeredCookies: options.registeredCookies,
    serviceOffTest: options.serviceOffTest,
    debug: input.environment !== 'production' && query.get('adDebug') === '1',
  };
  if (input.disabledReason !== undefined) state.disabledReason = input.disabledReason;
  if (options.gpt) state.gpt = { adUnitPath: options.gpt.adUnitPath, timeoutMs: options.gpt.timeoutMs, bidders: options.gpt.bidders };
  return state;
}

export function buildAdSenseState(state: AdState, personalizedAds: boolean, options: AdsOptions): AdSenseState {
  return {
    ads: state.slots.map((slot) => ({ id: slot.id, slot: slot.name })),
    pageOptions: { personalizedAds, adtest: options.adtest ? 'on' : 'off', pubId: options.pubId },
  };
}
