// The vanity rules as pure functions: which entries are in force, what an entry asks for,
// where a target may lead, the lookup path of a host, and which requests are vanity paths.
import { describe, expect, it } from 'vitest';
import { lookupPath } from '../../../plugins/vanity/client.ts';
import { answerOf, destinationOf, planFor } from '../../../plugins/vanity/decide.ts';
import { isInForce, type VanityEntry } from '../../../plugins/vanity/entry.ts';
import { isExcludedPath, vanityKey } from '../../../plugins/vanity/request-key.ts';
import { isSafeOffSiteUrl } from '../../../core/server/safe-redirect.ts';
import { redirectOf, redirectTo } from '../../../core/errors.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const entry = (extra: Partial<VanityEntry> = {}): VanityEntry => ({
  id: 'v1',
  urlType: 'PERMANENT_REDIRECT',
  urlPath: '/v/',
  enabled: true,
  targets: [{ edition: 'us', targetType: 'url', target: '/news/' }],
  ...extra,
});

describe('entries in force', () => {
  it('needs enabled, and an expiry in the future when there is one (dates without a zone are UTC)', () => {
    expect(isInForce(entry(), NOW)).toBe(true);
    expect(isInForce(entry({ enabled: false }), NOW)).toBe(false);
    expect(isInForce(entry({ dateExpired: { date: '2025-05-31T23:59:59' } }), NOW)).toBe(false);
    expect(isInForce(entry({ dateExpired: { date: '2025-06-01T00:00:01' } }), NOW)).toBe(true);
    expect(isInForce(entry({ enabled: false, dateExpired: { date: '2030-01-01' } }), NOW)).toBe(false);
  });
});

describe('planFor', () => {
  it('OK and entries out of force pass; NOT_FOUND names the id', () => {
    expect(planFor(entry({ urlType: 'OK' }), 'us', NOW)).toEqual({ kind: 'pass', reason: 'OK' });
    expect(planFor(entry({ enabled: false }), 'us', NOW)).toEqual({ kind: 'pass', reason: 'disabled' });
    expect(planFor(entry({ dateExpired: { date: '2020-01-01' } }), 'us', NOW)).toEqual({ kind: 'pass', reason: 'expired' });
    expect(planFor(entry({ urlType: 'NOT_FOUND', id: 'gone' }), 'us', NOW)).toEqual({ kind: 'not-found', id: 'gone' });
  });

  it("takes the reader's edition's target; object targets need the edition in availableOn, a slug and a type", () => {
    expect(planFor(entry(), 'uk', NOW).kind).toBe('pass');
    expect(planFor(entry({ urlType: 'MASK' }), 'us', NOW)).toEqual({ kind: 'url', urlType: 'MASK', url: '/news/' });
    const object = (target: Record<string, unknown>) => entry({ targets: [{ edition: 'us', targetType: 'object', target }] });
    expect(planFor(object({ type: 'topics', slug: 'space', availableOn: [{ edition: 'us' }] }), 'us', NOW)).toEqual({
      kind: 'object',
      urlType: 'PERMANENT_REDIRECT',
      contentType: 'topics',
      slug: 'space',
    });
    expect(planFor(object({ type: 'topics', availableOn: [{ edition: 'us', slug: 'space-us' }] }), 'us', NOW)).toMatchObject({ slug: 'space-us' });
    expect(planFor(object({ type: 'topics', slug: 'space', availableOn: [{ edition: 'uk' }] }), 'us', NOW).kind).toBe('pass');
    expect(planFor(object({ type: 'topics', availableOn: [{ edition: 'us' }] }), 'us', NOW).kind).toBe('pass');
    expect(planFor(object({ slug: 'space', availableOn: [{ edition: 'us' }] }), 'us', NOW).kind).toBe('pass');
  });
});

describe('destinationOf', () => {
  const options = { publicOrigin: 'https://www.neutron.example', allowHosts: ['partner.example.com'] };
  it('site paths and URLs of the public origin stay on the site', () => {
    expect(destinationOf('/news/?a=1', options)).toEqual({ kind: 'local', path: '/news/', search: '?a=1' });
    expect(destinationOf('https://www.neutron.example/tech/', options)).toEqual({ kind: 'local', path: '/tech/', search: '' });
  });
  it('allowed hosts only, over http(s), without credentials or tricks', () => {
    expect(destinationOf('https://partner.example.com/x', options)).toEqual({ kind: 'off-site', url: 'https://partner.example.com/x' });
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', 'https://user:pw@partner.example.com/', 'https://partner.example.com.evil.example/', '/news/\r\nx: y', 'news/']) {
      expect(destinationOf(target, options).kind, target).toBe('refused');
    }
  });
  it('permanent types are kept 600 s, temporary ones never (spec 000 §9)', () => {
    expect(answerOf('PERMANENT_REDIRECT')).toEqual({ status: 301, cacheControl: 'private, max-age=600' });
    expect(answerOf('MASK')).toEqual({ status: 301, cacheControl: 'private, max-age=600' });
    expect(answerOf('TEMPORARY_REDIRECT')).toEqual({ status: 302, cacheControl: 'private, no-cache' });
    expect(answerOf('TEMPORARY_MASK')).toEqual({ status: 302, cacheControl: 'private, no-cache' });
  });
});

describe('the lookup path (spec 001 §7 host rule)', () => {
  it('is /api/neutron/vanity/{site}/web on a host containing bender (and the embedded service), else /v1/xapi/vanity/{site}/web', () => {
    expect(lookupPath('https://bender.api.example.com', 'cnet')).toBe('/api/neutron/vanity/cnet/web');
    expect(lookupPath('https://api-bender-2.example.com', 'roadshow')).toBe('/api/neutron/vanity/roadshow/web');
    expect(lookupPath(undefined, 'cnet')).toBe('/api/neutron/vanity/cnet/web');
    expect(lookupPath('https://vanity.example.com', 'cnet')).toBe('/v1/xapi/vanity/cnet/web');
  });
});

describe('vanity paths of a request (spec 000 §9)', () => {
  it('drops the tracking, ad, debug and utm keys, keeps the others in order', () => {
    expect(vanityKey('/x/', new URLSearchParams('utm_source=a&tracking=1&ad=2&debug=3&utm=4&UTM_medium=5'))).toBe('/x/');
    expect(vanityKey('/x/', new URLSearchParams('b=2&utm_source=a&a=1'))).toBe('/x/?a=1&b=2');
    // The debug services' keys: the debug toolbar's jsDebug, adDebug.
    expect(vanityKey('/x/', new URLSearchParams('jsDebug=1&adDebug=1&a=1'))).toBe('/x/?a=1');
  });
  it('never looks up the excluded paths or the paths below them', () => {
    for (const path of ['/about/', '/awards/', '/features/', '/features/2/', '/home/internet/plans/', '/newsletters/', '/pictures/x/', '/reviews/', '/shopping/primeday/', '/welcome/']) {
      expect(isExcludedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/news/', '/home/internet/', '/aboutus/', '/best-phones/']) expect(isExcludedPath(path), path).toBe(false);
  });
});

describe('off-site redirects in the core', () => {
  it('lets an absolute http(s) URL through only when the redirect says it is off-site', () => {
    expect(isSafeOffSiteUrl('https://partner.example.com/a?b=1')).toBe(true);
    for (const location of ['javascript:alert(1)', 'https://a@b.example/', 'https://x.example/\r\n', '/local/', 'ftp://x.example/']) {
      expect(isSafeOffSiteUrl(location), location).toBe(false);
    }
    expect(redirectOf(redirectTo('https://partner.example.com/', { code: 302, offSite: true, cacheControl: 'private, no-cache' }), '?a=1')).toEqual({
      location: 'https://partner.example.com/?a=1',
      code: 302,
      cacheControl: 'private, no-cache',
      offSite: true,
    });
    expect(redirectOf(redirectTo('/x/'), '')).toEqual({ location: '/x/', code: 301, offSite: false });
  });
});
