// The embedded content service: reads a content API path of spec 000 §7 and hands it to the
// handler of its call, which answers from the store with the JSON a remote content API sends.
// Used in-process by the embedded transport and over HTTP by http-routes.ts.
import { API_PREFIX, API_SEGMENTS, API_SERVICES, DEFAULT_EXPERIENCE, isSiteSegment, LEGACY_VANITY_PREFIX, POST_ONLY_CALLS } from '../api-words.ts';
import { isSafeSegment } from '../request-guard.ts';
import { badRequest, methodNotAllowed, notFound, type Query, type ServiceResponse } from './answers.ts';
import { captionsAnswer } from './captions.ts';
import { feedAnswer, sitemapAnswer } from './feeds.ts';
import { commerceAnswer, generatedUrlAnswer, liveItemsAnswer } from './item-lookups.ts';
import { listingAnswer } from './listings.ts';
import { editorialAnswer } from './navigation.ts';
import { pageAnswer } from './pages.ts';
import { seamlessAnswer } from './seamless.ts';
import type { ContentStore } from './store.ts';
import { vanityAnswer, vanityDictionaryAnswer } from './vanity.ts';

const segmentsOf = (path: string) => path.split('/').filter((part) => part !== '');
const API_PREFIX_SEGMENTS = segmentsOf(API_PREFIX);
const LEGACY_VANITY_SEGMENTS = segmentsOf(LEGACY_VANITY_PREFIX);

/** True when `parts` start with every segment of `prefix`. */
function startsWith(parts: string[], prefix: readonly string[]): boolean {
  return prefix.every((segment, index) => parts[index] === segment);
}

/** True when the path below /api/neutron/{service}/{site}/ is a call that takes POST only. */
function isPostOnlyCall(service: string, rest: string[]): boolean {
  const calls = Object.hasOwn(POST_ONLY_CALLS, service) ? POST_ONLY_CALLS[service] : undefined;
  return calls?.some((call) => call.length === rest.length && startsWith(rest, call)) ?? false;
}

export class EmbeddedContentService {
  constructor(readonly store: ContentStore) {}

  /** What the answer at `path` depends on besides the path and query: the store's rows
   *  (their version), or also the clock (undefined; the vanity dictionary drops entries as
   *  they expire). The same version means the same answer. */
  versionOf(path: string): string | undefined {
    const parts = segmentsOf(path).slice(API_PREFIX_SEGMENTS.length);
    if (parts[0] === API_SERVICES.vanity && parts[2] === API_SEGMENTS.dictionary) return undefined;
    return this.store.version();
  }

  /** Answers one content API request, a GET (or HEAD): the service only reads. `path` has
   *  no query string. */
  handle(path: string, query: Query = {}): ServiceResponse {
    const parts = segmentsOf(path);
    if (!parts.every((part) => isSafeSegment(part.replace(/\.(json|vtt|txt)$/, '')))) return badRequest('Invalid path');
    if (startsWith(parts, LEGACY_VANITY_SEGMENTS)) {
      const site = parts[LEGACY_VANITY_SEGMENTS.length];
      if (site && isSiteSegment(site)) return vanityAnswer(this.store, site, query);
    }
    const [service, site, ...rest] = parts.slice(API_PREFIX_SEGMENTS.length);
    if (!startsWith(parts, API_PREFIX_SEGMENTS) || !service || !site || !isSiteSegment(site)) return notFound('Unknown API path');
    if (isPostOnlyCall(service, rest)) return methodNotAllowed(['POST']);
    return this.answer(service, site, rest, query) ?? notFound('Unknown API path');
  }

  /** The answer of the call a path names below /api/neutron/{service}/{site}/, if any. */
  private answer(service: string, site: string, rest: string[], query: Query): ServiceResponse | undefined {
    const store = this.store;
    const [first, second, third] = rest;
    switch (service) {
      case API_SERVICES.composer:
        if (first === API_SEGMENTS.pages && second && third) return pageAnswer(store, site, second, third, query);
        break;
      case API_SERVICES.components:
        if (first === API_SEGMENTS.editorial && second) return editorialAnswer(store, site, second);
        if (first === API_SEGMENTS.listing && second && third) return listingAnswer(store, site, second, third, query);
        break;
      case API_SERVICES.vanity:
        if (first === API_SEGMENTS.dictionary) return vanityDictionaryAnswer(store, site);
        if (first === DEFAULT_EXPERIENCE) return vanityAnswer(store, site, query);
        break;
      case API_SERVICES.seamless:
        if (first) return seamlessAnswer(store, site, first, query);
        break;
      case API_SERVICES.sitemaps:
        if (first) return sitemapAnswer(store, site, first, rest.slice(1), query);
        break;
      case API_SERVICES.feeds:
        if (first) return feedAnswer(store, site, first, query);
        break;
      case API_SERVICES.urlGenerator:
        if (first && second) return generatedUrlAnswer(store, site, first, second, query);
        break;
      case API_SERVICES.shortcodes:
        if (first === API_SEGMENTS.commerce && second) return commerceAnswer(store, site, second);
        break;
      case API_SERVICES.liveArticles:
        if (first === API_SEGMENTS.items && second && third) return liveItemsAnswer(store, site, second, third);
        break;
      case API_SERVICES.videos:
        if (first === API_SEGMENTS.captions && second && third && rest.length === 3) return captionsAnswer(store, site, second, third);
        break;
    }
    return undefined;
  }
}
