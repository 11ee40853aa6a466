// Consent categories (spec 001 §4: critical, performance, functional, targeting, social;
// codes C0001 to C0005) and the one way core and plugins ask about consent. The consent
// plugin provides the answers; without it every category counts as granted, so scripts
// load at once (spec 001 §4).

export const CONSENT_CATEGORIES = ['critical', 'performance', 'functional', 'targeting', 'social'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The consent platform's code of each category. */
export const CONSENT_CODES: Readonly<Record<ConsentCategory, string>> = Object.freeze({
  critical: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  social: 'C0005',
});

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);
}

/** What is known of the reader's consent. */
export interface ConsentState {
  /** Categories granted; critical always is. */
  granted: readonly ConsentCategory[];
  /** True once the reader chose (or a rule such as Global Privacy Control decided). */
  decided: boolean;
}

/** Without a consent plugin: everything granted, nothing to ask. */
export const CONSENT_NOT_MANAGED: ConsentState = Object.freeze({ granted: CONSENT_CATEGORIES, decided: true });

/** Consent is managed but could not be read (no request to read it from): the critical
 *  category only, never more than the reader may have given. */
export const CONSENT_UNKNOWN: ConsentState = Object.freeze({ granted: Object.freeze(['critical'] as const), decided: false });

export function isGranted(state: ConsentState, category: ConsentCategory | undefined): boolean {
  return category === undefined || category === 'critical' || state.granted.includes(category);
}
