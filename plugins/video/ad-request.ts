// The video ad request (spec 001 §9: 640x480, output xml_vmap1, companion 300x60, with the
// page's targeting; the 300x300 media ad size for a player narrower than 640 px) and when
// video ads are suppressed (spec 001 §5). Isomorphic.
import { AD_SUPPRESS_ALL, MEDIA_AD_SIZE, VIDEO_AD_COMPANION_SIZE, VIDEO_AD_OUTPUT, VIDEO_AD_SIZE } from './constants.ts';

/** Width in px of the 640x480 video ad size: a narrower player cannot show it at its size. */
const VIDEO_AD_WIDTH = Number(VIDEO_AD_SIZE.split('x')[0]);

/** The ad size a player of this width asks for (spec 001 §9): 640x480 when it is at least
 *  640 px wide, else the 300x300 media ad size (a phone, a sidebar, a small body player). */
export function videoAdSize(playerWidth: number): string {
  return playerWidth >= VIDEO_AD_WIDTH ? VIDEO_AD_SIZE : MEDIA_AD_SIZE;
}

export interface VideoAdRequest {
  /** The VAST/VMAP endpoint: a path of this site or an https URL. */
  vastUrl: string;
  adUnit: string;
  /** Key-values of the page's targeting, sent as cust_params. */
  targeting: Record<string, string>;
  correlator: number;
  /** The player's width in px now: it picks the ad size (`videoAdSize`). */
  playerWidth: number;
}

/** The URL of the VMAP request; relative URLs resolve against `base` (the page). */
export function videoAdUrl(request: VideoAdRequest, base: string): string {
  const url = new URL(request.vastUrl, base);
  const custom = new URLSearchParams(Object.entries(request.targeting)).toString();
  url.searchParams.set('iu', request.adUnit);
  url.searchParams.set('sz', videoAdSize(request.playerWidth));
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
