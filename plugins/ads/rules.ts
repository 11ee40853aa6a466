// Page-wide ad rules (spec 001 §5, §6): no ads on error pages, on suppressAds, sponsored
// or commercial content, or for bucket testA of the service-off test; registered readers
// are known by the user cookie or the previous-login cookie.
import type { PageContext, PageData } from '../../core/index.ts';
import { SERVICE_OFF_BUCKET } from './constants.ts';
import type { AdsOptions } from './options.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a page shows no ads at all, if it shows none. */
export function pageDisabledReason(data: PageData, options: Pick<AdsOptions, 'serviceOffTest'>): string | undefined {
  if (data.status >= 400) return `error page (${data.status})`;
  // The body pipeline's rule (spec 000 §6): suppressAds, sponsored or commercial content.
  if (data.props.adsSuppressed === true) return 'content has suppressAds or is sponsored';
  const header = data.props.header;
  if (isRecord(header) && header.sponsored === true) return 'content is sponsored';
  const abTest = data.plugins['ab-test'];
  const tests = isRecord(abTest) && Array.isArray(abTest.tests) ? abTest.tests.filter(isRecord) : [];
  if (tests.some((test) => test.id === options.serviceOffTest && test.bucket === SERVICE_OFF_BUCKET)) return `ad service off for bucket ${SERVICE_OFF_BUCKET} of ${options.serviceOffTest}`;
  return undefined;
}

export function isRegistered(ctx: Pick<PageContext, 'request'>, cookies: readonly string[]): boolean {
  return cookies.some((name) => {
    const value = ctx.request.cookies[name];
    return value !== undefined && value !== '';
  });
}

