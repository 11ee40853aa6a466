// What the browser side needs to know of a brand's tracking setup: the brand fields of the
// page tracking data, where to send, which consent category gates it. The server puts it
// in page data (`plugins.tracking.settings`) and answers it at SETTINGS_PATH for pages
// that do not carry it (error pages). Isomorphic.
import type { ConsentCategory } from '../../core/browser.ts';
import { DEFAULT_ERROR_PING_PATH, DEFAULT_PAGE_EVENT_PATH, DEFAULT_PAGE_VIEW_PATH } from './constants.ts';

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
  endpoints: { pageView: string; pageEvent: string; errorPing: string };
  /** Sent with the error-page ping (env). */
  environment: string;
}

/** spec 001 §3 brand store: brand cnet by default, roadshow on the auto brand. */
export function defaultBrandCode(siteId: string): string {
  return siteId === 'auto' ? 'roadshow' : 'cnet';
}

/** A path under the brand's prefix: '/' + '/_neutron/x' → '/_neutron/x'; '/roadshow/' → '/roadshow/_neutron/x'. */
export function underPrefix(prefix: string, path: string): string {
  return `${prefix.replace(/\/$/, '')}${path}`;
}

/** What a page without settings falls back to when the settings cannot be fetched. */
export function fallbackSettings(site: { id: string; name: string; prefix: string; environment: string }): TrackingSettings {
  return {
    brand: defaultBrandCode(site.id),
    siteName: site.name,
    siteType: 'responsive',
    reportSuiteId: '',
    edition: 'us',
    consentCategory: 'performance',
    endpoints: {
      pageView: underPrefix(site.prefix, DEFAULT_PAGE_VIEW_PATH),
      pageEvent: underPrefix(site.prefix, DEFAULT_PAGE_EVENT_PATH),
      errorPing: underPrefix(site.prefix, DEFAULT_ERROR_PING_PATH),
    },
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
    typeof endpoints?.pageView === 'string' &&
    typeof endpoints.pageEvent === 'string' &&
    typeof endpoints.errorPing === 'string';
  return complete ? (settings as TrackingSettings) : undefined;
}
