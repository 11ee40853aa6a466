// The rules of spec 001 §7 as pure functions: what an entry asks for on a request, and
// where its target may take the reader. The middleware step does the calls around them.
import { CACHE_PERMANENT, CACHE_TEMPORARY, URL_TYPE_STATUS, type UrlType } from './constants.ts';
import { isInForce, objectSlug, targetFor, type VanityEntry } from './entry.ts';

/** What an entry asks for before its target is resolved. */
export type Plan =
  | { kind: 'pass'; reason: string }
  | { kind: 'not-found'; id: string }
  | { kind: 'url'; urlType: MovingType; url: string }
  | { kind: 'object'; urlType: MovingType; contentType: string; slug: string };

export type MovingType = Exclude<UrlType, 'OK' | 'NOT_FOUND'>;

export function isMask(urlType: MovingType): boolean {
  return urlType === 'MASK' || urlType === 'TEMPORARY_MASK';
}

export function planFor(entry: VanityEntry, edition: string, now: Date): Plan {
  if (!isInForce(entry, now)) return { kind: 'pass', reason: entry.enabled ? 'expired' : 'disabled' };
  if (entry.urlType === 'OK') return { kind: 'pass', reason: 'OK' };
  if (entry.urlType === 'NOT_FOUND') return { kind: 'not-found', id: entry.id };
  const urlType = entry.urlType;
  const target = targetFor(entry, edition);
  if (!target) return { kind: 'pass', reason: `no target for edition ${edition}` };
  if (target.targetType === 'url') {
    return typeof target.target === 'string' && target.target !== '' ? { kind: 'url', urlType, url: target.target } : { kind: 'pass', reason: 'url target is not a url' };
  }
  if (typeof target.target === 'string') return { kind: 'pass', reason: 'object target is not an object' };
  const slug = objectSlug(target.target, edition);
  if (!slug) return { kind: 'pass', reason: `object target not available on edition ${edition} or without a slug` };
  if (!target.target.type) return { kind: 'pass', reason: 'object target names no content type' };
  return { kind: 'object', urlType, contentType: target.target.type, slug };
}

/** Where a target URL leads, seen from the site: one of its own paths, an allowed host,
 *  or a refused one. */
export type Destination = { kind: 'local'; path: string; search: string } | { kind: 'off-site'; url: string } | { kind: 'refused'; reason: string };

const CONTROL = /[\u0000-\u001f\u007f\s\\]/;

export function destinationOf(target: string, options: { publicOrigin: string; allowHosts: readonly string[] }): Destination {
  if (CONTROL.test(target)) return { kind: 'refused', reason: 'target holds control characters, spaces or backslashes' };
  if (target.startsWith('/') && !target.startsWith('//')) {
    const url = new URL(target, 'http://site.invalid');
    if (url.host !== 'site.invalid') return { kind: 'refused', reason: 'target is not a path' };
    return { kind: 'local', path: url.pathname, search: url.search };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { kind: 'refused', reason: 'target is neither a site path nor an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: `scheme ${url.protocol} is not allowed` };
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'target carries credentials' };
  if (url.origin === new URL(options.publicOrigin).origin) return { kind: 'local', path: url.pathname, search: url.search };
  if (options.allowHosts.includes(url.hostname)) return { kind: 'off-site', url: url.href };
  return { kind: 'refused', reason: `host ${url.hostname} is not in plugins.vanity.allowHosts` };
}

/** The status a redirect or mask type stands for, and the Cache-Control of its answer:
 *  permanent ones are kept 600 s, temporary ones never (spec 000 §9). */
export function answerOf(urlType: MovingType): { status: 301 | 302; cacheControl: string } {
  const status = URL_TYPE_STATUS[urlType];
  return { status, cacheControl: status === 301 ? CACHE_PERMANENT : CACHE_TEMPORARY };
}
