// The ad constants of spec 001 §9 and the names the plugin's server and browser sides
// share. Isomorphic and free of runtime dependencies, so the browser bundle takes only
// what it uses.

export const ADS_PLUGIN = 'ads';

/** Where the embedded ad server answers, under the brand's prefix. */
export const ADS_PATH = '_neutron/ads';

/** The ad-search unit (spec 001 §9): 5 results by default, at most 10; each row and the
 *  label above them reserve their height. */
export const AD_SEARCH_RESULTS = 5;
export const AD_SEARCH_MAX_RESULTS = 10;
export const AD_SEARCH_ROW_HEIGHT = 64;
export const AD_SEARCH_LABEL_HEIGHT = 24;
export const adSearchHeight = (results: number): number => AD_SEARCH_LABEL_HEIGHT + results * AD_SEARCH_ROW_HEIGHT;

/** Slot sizes and the height each reserves before any ad code runs (spec 001 §9); the
 *  ad-search unit's height follows its number of results. */
export const SLOT_MIN_HEIGHT = Object.freeze({
  mpu: 250,
  mobile: 250,
  leaderboard: 90,
  billboard: 90,
  skybox: 90,
  halfpage: 600,
  search: adSearchHeight(AD_SEARCH_RESULTS),
} as const);
export type SlotSize = keyof typeof SLOT_MIN_HEIGHT;
export const SLOT_SIZES = Object.keys(SLOT_MIN_HEIGHT) as SlotSize[];

/** The creative sizes (width x height) each slot size accepts. */
export const CREATIVE_SIZES: Readonly<Record<SlotSize, readonly string[]>> = Object.freeze({
  mpu: ['300x250'],
  mobile: ['300x250', '320x50'],
  leaderboard: ['728x90'],
  billboard: ['970x90', '728x90'],
  skybox: ['970x90', '728x90', '320x50'],
  halfpage: ['300x600', '300x250'],
  /** Text results, no creative size. */
  search: [],
});
/** Every creative size a line item may name; 640x360 is the video pre-roll, 300x60 its companion. */
export const KNOWN_CREATIVE_SIZES: readonly string[] = ['300x250', '320x50', '728x90', '970x90', '300x600', '300x60', '640x360'];

/** IAB content categories by section (spec 001 §9). */
export const IAB_BY_SECTION: Readonly<Record<string, readonly string[]>> = Object.freeze({
  cars: ['IAB2'],
  'cnet-home': ['IAB10'],
  culture: ['IAB1'],
  news: ['IAB12'],
  'personal-finance': ['IAB13'],
  science: ['IAB15'],
  tech: ['IAB19'],
  wellness: ['IAB6', 'IAB7'],
});

/** spec 001 §9 ad constants. */
export const AD_CONSTANTS = Object.freeze({
  /** Ad session, ftag and page-view cookies. */
  cookies: Object.freeze({ session: 'ad_session', ftag: 'ad_ftag', pageView: 'ad_pv' }),
  subsessions: 6,
  region: 'aw',
  taserScoreThreshold: 150,
  delayedLoad: false,
  /** Bid caching for image_gallery position 2 on mobile. */
  bidCaching: Object.freeze([{ pageType: 'image_gallery', position: 2, device: 'mobile' }]),
  surveySamplingPercent: 100,
  adSearchResults: AD_SEARCH_RESULTS,
  /** Lazy loading: the IntersectionObserver root margin. */
  lazyRootMargin: '200% 0px',
  /** Preamp and fuse classes are removed after this (spec 001 §4). */
  preampTimeoutMs: 3000,
});

/** The ad services the plugin knows by name (plugins/ads/README.md, "Ad services"). */
export const TASER_SERVICE = 'taser';
export const SURVEY_SERVICE = 'survey';
/** The browser event a taser script dispatches on window with `detail: { score }`. */
export const TASER_SCORE_EVENT = 'neutron:ads:taser-score';
/** Outside production, `?taserScore=N` makes the embedded taser script report N. */
export const TASER_DEBUG_PARAM = 'taserScore';
/** The embedded taser script, under the ad server's path. */
export const TASER_SCRIPT_PATH = 'services/taser.js';

/** Video ad parameters (spec 001 §9). */
export const VIDEO_AD = Object.freeze({ size: '640x480', output: 'xml_vmap1', companion: '300x60', mediaAdSize: '300x300' });

/** The message of spec 001 §8, per ad service without a script URL. */
export const SCRIPT_URL_MISSING = 'scriptUrl not defined in site config';

/** The user cookie and previous-login cookie that mark a registered reader (spec 001 §5, §6). */
export const REGISTERED_COOKIES = Object.freeze(['neutron_user', 'neutron_prev_login']);

/** The service-off A/B test: bucket testA turns the ad service off (spec 001 §6). */
export const SERVICE_OFF_BUCKET = 'testA';
