// What the browser side needs to know of a brand's tracking setup: the brand fields of the
// page tracking data, where to send, which consent category gates it. The server puts it
// in page data (`plugins.tracking.settings`) and answers it at SETTINGS_PATH for pages
// that do not carry it (error pages). Isomorphic.
import type { ConsentCategory } from '../../core/browser.ts';
import {
  DEFAULT_AUDIENCE_PATH,
  DEFAULT_ERROR_PING_PATH,
  DEFAULT_PAGE_EVENT_PATH,
  DEFAULT_PAGE_VIEW_CANDIDATE_PATH,
  DEFAULT_PAGE_VIEW_PATH,
  DEFAULT_PERSONALISATION_PATH,
} from './constants.ts';

/** Where the browser sends and asks (spec 001 §7), each a path on the site. */
export interface TrackingEndpoints {
  pageView: string;
  pageEvent: string;
  errorPing: string;
  audience: string;
  pageViewCandidate: string;
  personalisation: string;
}

/** The embedded collector's paths, relative to the brand's prefix. */
export const DEFAULT_ENDPOINTS: Readonly<TrackingEndpoints> = Object.freeze({
  pageView: DEFAULT_PAGE_VIEW_PATH,
  pageEvent: DEFAULT_PAGE_EVENT_PATH,
  errorPing: DEFAULT_ERROR_PING_PATH,
  audience: DEFAULT_AUDIENCE_PATH,
  pageViewCandidate: DEFAULT_PAGE_VIEW_CANDIDATE_PATH,
  personalisation: DEFAULT_PERSONALISATION_PATH,
});
const ENDPOINT_NAMES = Object.keys(DEFAULT_ENDPOINTS) as (keyof TrackingEndpoints)[];

/** The brand fields of the page tracking data (spec 001 §3). */
export interface BrandTrackingFields {
  /** spec 001 §3 brand store: cnet on the default brand, roadshow on the other. */
  brand: string;
  siteName: string;
  siteType: string;
  reportSuiteId: string;
  edition: string;
}

export interface TrackingSettings extends BrandTrackingFields {
  /** The category that must be granted before anything is sent. */
  consentCategory: ConsentCategory;
  /** Full paths on this site, the brand's prefix included. */
  endpoints: TrackingEndpoints;
  /** Sent with the error-page ping (env). */
  environment: string;
}

/** A path under the brand's prefix: '/' + '/_neutron/x' → '/_neutron/x'; '/roadshow/' → '/roadshow/_neutron/x'. */
export function underPrefix(prefix: string, path: string): string {
  return `${prefix.replace(/\/$/, '')}${path}`;
}

/** Each endpoint under the brand's prefix. */
export function endpointsUnder(prefix: string, paths: TrackingEndpoints): TrackingEndpoints {
  return Object.fromEntries(ENDPOINT_NAMES.map((name) => [name, underPrefix(prefix, paths[name])])) as unknown as TrackingEndpoints;
}

/** What a page without settings falls back to when the settings cannot be fetched: the
 *  brand code and edition of the page's brand store (spec 001 §3). */
export function fallbackSettings(
  site: { name: string; prefix: string; environment: string },
  store: { brand: string; edition: string },
): TrackingSettings {
  return {
    brand: store.brand,
    siteName: site.name,
    siteType: 'responsive',
    reportSuiteId: '',
    edition: store.edition,
    consentCategory: 'performance',
    endpoints: endpointsUnder(site.prefix, DEFAULT_ENDPOINTS),
    environment: site.environment,
  };
}

/** The settings a page carries, if it carries them whole. */
export function settingsOf(plugins: Record<string, unknown>): TrackingSettings | undefined {
  const tracking = plugins.tracking as { settings?: Partial<TrackingSettings> } | undefined;
  const settings = tracking?.settings;
  if (typeof settings !== 'object' || settings === null) return undefined;
  const endpoints = settings.endpoints;
  const complete =
    typeof settings.brand === 'string' &&
    typeof settings.consentCategory === 'string' &&
    typeof endpoints === 'object' &&
    endpoints !== null &&
    ENDPOINT_NAMES.every((name) => typeof endpoints[name] === 'string');
  return complete ? (settings as TrackingSettings) : undefined;
}
