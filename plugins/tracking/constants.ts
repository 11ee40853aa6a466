// Names the tracking plugin's server and browser sides share: event types, paths, the
// dw-tag cookie and the spec's message. Isomorphic and free of runtime dependencies, so
// the browser bundle takes only the constants it uses.

export const TRACKING_PLUGIN = 'tracking';

/** Event types on the wire. Only PageViewed's name is the spec's (spec 001 §7); the others
 *  follow its namespace. */
export const EVENT_TYPES = Object.freeze({
  pageViewed: 'redventures.usertracking.v2.PageViewed',
  accountCreated: 'redventures.usertracking.v1.AccountCreated',
  login: 'redventures.usertracking.v1.UserLoggedIn',
  logout: 'redventures.usertracking.v1.UserLoggedOut',
  identify: 'redventures.usertracking.v1.Identify',
  formViewed: 'redventures.usertracking.v1.FormViewed',
  formSubmitted: 'redventures.usertracking.v1.FormSubmitted',
  serverDecisionProvided: 'redventures.usertracking.v1.ServerDecisionProvided',
  videoStateChanged: 'redventures.usertracking.v1.VideoStateChanged',
});
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** What the collector stores an error-page ping as (spec 001 §7). */
export const ERROR_PING_TYPE = 'neutron.tracking.ErrorPagePing';

/** Where an event arrived: the page-view tracker, the page-event tracker or the error ping. */
export const CHANNELS = ['page-view', 'page-event', 'error-ping'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Page-viewed events go to the page-view tracker, every other event to the page-event tracker. */
export function channelOf(type: string): Channel {
  return type === EVENT_TYPES.pageViewed ? 'page-view' : 'page-event';
}

/** The embedded collector's paths, under each brand's prefix. */
export const COLLECT_PATH = '/_neutron/collect';
export const DEFAULT_PAGE_VIEW_PATH = '/_neutron/collect/page-view';
export const DEFAULT_PAGE_EVENT_PATH = '/_neutron/collect/page-event';
export const DEFAULT_ERROR_PING_PATH = '/_neutron/collect/error-ping';
/** spec 001 §7: the audience-measurement image ping, the page-view candidate JSON file and
 *  the personalisation service's rules call, answered by the node until configured elsewhere. */
export const DEFAULT_AUDIENCE_PATH = '/_neutron/collect/audience';
export const DEFAULT_PAGE_VIEW_CANDIDATE_PATH = '/_neutron/collect/pageview-candidate.json';
export const DEFAULT_PERSONALISATION_PATH = '/_neutron/collect/personalisation/rules';
/** The brand's tracking settings, for pages that do not carry them (error pages). */
export const SETTINGS_PATH = '/_neutron/collect/settings';

/** spec 001 §7, §9: the cookie tracking events write, kept for an hour. */
export const DW_TAG_COOKIE = 'dw-tag';
export const DW_TAG_MAX_AGE = 3600;

/** spec 001 §9: the request monitor waits this long after a view before the audience
 *  ping, which goes at most once per view. */
export const REQUEST_MONITOR_MS = 500;

/** spec 001 §9: the audience-measurement (Comscore) section codes; a page whose section is
 *  one of them sends it with its audience ping. */
export const COMSCORE_SECTION_CODES = ['home', 'news', 'reviews', 'videos'] as const;
export type ComscoreSectionCode = (typeof COMSCORE_SECTION_CODES)[number];

export function comscoreSectionCode(siteSection: string | null): ComscoreSectionCode | undefined {
  return COMSCORE_SECTION_CODES.find((code) => code === siteSection);
}

/** spec 001 §5: personalisation follows targeting consent, whatever category gates the rest. */
export const PERSONALISATION_CATEGORY = 'targeting';

/** spec 001 §9 (and spec 000 §9): the tracking limit. */
export const TRACKING_LIMIT = 4;

/** spec 001 §8, verbatim: logged where an event is fired and tracking cannot send it. */
export const TRACKING_UNAVAILABLE = 'Cannot fire Tagular tracking because tagular is not available in this context.';
