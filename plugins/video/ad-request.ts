// The video ad request (spec 001 §9: 640x480, output xml_vmap1, companion 300x60, with the
// page's targeting) and when video ads are suppressed (spec 001 §5). Isomorphic.
import { AD_SUPPRESS_ALL, VIDEO_AD_COMPANION_SIZE, VIDEO_AD_OUTPUT, VIDEO_AD_SIZE } from './constants.ts';

export interface VideoAdRequest {
  /** The VAST/VMAP endpoint: a path of this site or an https URL. */
  vastUrl: string;
  adUnit: string;
  /** Key-values of the page's targeting, sent as cust_params. */
  targeting: Record<string, string>;
  correlator: number;
}

/** The URL of the VMAP request; relative URLs resolve against `base` (the page). */
export function videoAdUrl(request: VideoAdRequest, base: string): string {
  const url = new URL(request.vastUrl, base);
  const custom = new URLSearchParams(Object.entries(request.targeting)).toString();
  url.searchParams.set('iu', request.adUnit);
  url.searchParams.set('sz', VIDEO_AD_SIZE);
  url.searchParams.set('output', VIDEO_AD_OUTPUT);
  url.searchParams.set('ciu_szs', VIDEO_AD_COMPANION_SIZE);
  url.searchParams.set('cust_params', custom);
  url.searchParams.set('correlator', String(request.correlator));
  return url.toString();
}

export interface SuppressionInput {
  suppressAds: boolean;
  /** The page's `adSuppress` query value. */
  adSuppress: string | null;
  targetingConsent: boolean;
  /** The player sits in an AMP iframe (`#amp=1`), where AMP asks for consent itself. */
  inAmpIframe: boolean;
}

/** Why video ads are off, or undefined when they may play (spec 001 §5). */
export function videoAdSuppression(input: SuppressionInput): 'suppressAds' | 'adSuppress' | 'consent' | undefined {
  if (input.suppressAds) return 'suppressAds';
  if (input.adSuppress === AD_SUPPRESS_ALL) return 'adSuppress';
  if (!input.targetingConsent && !input.inAmpIframe) return 'consent';
  return undefined;
}

/** `#amp=1` among the hash's parameters. */
export function isAmpIframe(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('amp') === '1';
}
