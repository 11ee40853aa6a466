// A/B response headers (spec 001 §7). Lists are comma-separated, in the order of the
// tests active on the page.
import type { BucketingResult } from './bucketing.ts';
import { COOKIE_NAME, type CookieSettings, encodeState } from './cookie.ts';

/** The host a host-only A/B cookie belongs to: the configured domain, else the host of
 *  the site's configured origin (the request's Host is never echoed). */
export function abCookieHost(cookie: CookieSettings, publicOrigin: string): string {
  return cookie.domain ?? new URL(publicOrigin).hostname;
}

/** The response headers of a bucketing result; `cookieHost` from abCookieHost. */
export function abHeaders(result: BucketingResult, cookieHost: string, cookie: CookieSettings): Map<string, string> {
  const active = result.active;
  return new Map([
    ['x-ab-buckets', active.map(({ test, bucket }) => encodeState({ id: test.id, version: test.version, bucket })).join(',')],
    ['x-ab-test', active.map(({ test }) => test.id).join(',')],
    ['x-ab-version', active.map(({ test }) => test.version).join(',')],
    ['x-ab-end-date', active.map(({ test }) => test.endDate).join(',')],
    ['x-ab-running-tests', result.running.map((test) => test.id).join(',')],
    ['x-ab-cookie-name', COOKIE_NAME],
    ['x-ab-cookie-domain', cookieHost],
    ['x-ab-cookie-secure', String(cookie.secure)],
    ['x-ab-allocation-needed', String(result.allocated)],
  ]);
}
