// How the browser sends: events as beacons (they survive the page being left), with a
// keepalive fetch where sendBeacon is missing or refuses; text/plain so no collector
// needs a CORS preflight. The error-page ping is a keepalive GET. Each send writes the
// dw-tag cookie (spec 001 §7, §9: max age 3600).
import { DW_TAG_COOKIE, DW_TAG_MAX_AGE } from '../constants.ts';

export function sendBeacon(url: string, body: string): void {
  const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
  if (navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

export function sendPing(url: string): void {
  void fetch(url, { keepalive: true, credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
}

/** The dw-tag cookie: the session and view the last event belonged to, for an hour. */
export function dwTagCookie(sessionId: string, viewId: string, secure: boolean): string {
  return `${DW_TAG_COOKIE}=${encodeURIComponent(`${sessionId}.${viewId}`)}; Max-Age=${DW_TAG_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
