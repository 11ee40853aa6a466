// What the browser side needs of the plugin's options, carried in page data under
// `plugins.consent` (isomorphic: imported by the server and the browser code).
import type { ConsentCategory, PageData } from '../../core/browser.ts';

export const CONSENT_PLUGIN = 'consent';

export interface ConsentSettings {
  cookie: { name: string; domain?: string; maxAge: number };
  /** Categories offered to the reader (critical is always on). */
  categories: readonly ConsentCategory[];
  /** Categories Global Privacy Control turns off. */
  gpcOptOut: readonly ConsentCategory[];
  policyUrl?: string;
  preferencesPath: string;
}

/** `plugins.consent` of the page data. */
export interface ConsentPageState {
  settings: ConsentSettings;
  /** The request carried `Sec-GPC: 1`. */
  gpc: boolean;
}

export interface SettingsInput {
  cookieName: string;
  cookieDomain?: string | undefined;
  maxAgeDays: number;
  categories: readonly ConsentCategory[];
  gpcOptOut: readonly ConsentCategory[];
  policyUrl?: string | undefined;
  preferencesPath: string;
}

export function settingsOf(options: SettingsInput): ConsentSettings {
  return {
    cookie: { name: options.cookieName, maxAge: options.maxAgeDays * 86_400, ...(options.cookieDomain ? { domain: options.cookieDomain } : {}) },
    categories: options.categories.filter((category) => category !== 'critical'),
    gpcOptOut: [...options.gpcOptOut],
    ...(options.policyUrl ? { policyUrl: options.policyUrl } : {}),
    preferencesPath: options.preferencesPath,
  };
}

/** The plugin's state in a page's data, when the server put it there. */
export function consentPageState(page: PageData): ConsentPageState | undefined {
  const state = page.plugins[CONSENT_PLUGIN] as ConsentPageState | undefined;
  return state && typeof state === 'object' && state.settings ? state : undefined;
}
