// A/B response headers (spec 001 §7). Lists are comma-separated, in the order of the
// tests active on the page.
import type { BucketingResult } from './bucketing.ts';
import { COOKIE_NAME, type CookieSettings, encodeState } from './cookie.ts';

/** `publicOrigin` is the site's configured origin: the request's Host is never echoed. */
export function abHeaders(result: BucketingResult, cookie: CookieSettings, publicOrigin: string): Map<string, string> {
  const active = result.active;
  const siteHost = new URL(publicOrigin).hostname;
  return new Map([
    ['x-ab-buckets', active.map(({ test, bucket }) => encodeState({ id: test.id, version: test.version, bucket })).join(',')],
    ['x-ab-test', active.map(({ test }) => test.id).join(',')],
    ['x-ab-version', active.map(({ test }) => test.version).join(',')],
    ['x-ab-end-date', active.map(({ test }) => test.endDate).join(',')],
    ['x-ab-running-tests', result.running.map((test) => test.id).join(',')],
    ['x-ab-cookie-name', COOKIE_NAME],
    // Host-only cookies belong to the site's own host, as configured.
    ['x-ab-cookie-domain', cookie.domain ?? siteHost],
    ['x-ab-cookie-secure', String(cookie.secure)],
    ['x-ab-allocation-needed', String(result.allocated)],
  ]);
}
