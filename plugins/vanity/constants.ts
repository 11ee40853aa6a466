// The vanity plugin's words and numbers (spec 000 §4, §7, §9; spec 001 §7).
import { VANITY_URL_TYPES, type VanityUrlType } from '../../core/index.ts';

export const VANITY_PLUGIN = 'vanity';

/** Url types and their statuses (spec 001 §7), as the content model has them. */
export const URL_TYPE_STATUS = VANITY_URL_TYPES;
export type UrlType = VanityUrlType;
export const URL_TYPES = Object.keys(URL_TYPE_STATUS) as UrlType[];

/** The lookup's deadline (spec 000 §9, spec 001 §7). */
export const VANITY_TIMEOUT_MS = 2000;

/** Lookup paths: the vanity service's own, and Neutron's on a host whose name contains
 *  `bender` (spec 001 §7). */
export const LEGACY_LOOKUP_PREFIX = '/v1/xapi/vanity';
export const NEUTRON_LOOKUP_PREFIX = '/api/neutron/vanity';
export const NEUTRON_HOST_MARK = 'bender';
/** The dictionary is read once per node from the network's site (spec 001 §7). */
export const DICTIONARY_PATH = '/api/neutron/vanity/cnet/dictionary';
export const URL_GENERATOR_PREFIX = '/api/neutron/url-generator';

/** Query keys that never change which vanity a request is (spec 000 §9); `utm` also
 *  covers the utm_source family. */
export const IGNORED_QUERY_KEYS: readonly string[] = ['tracking', 'ad', 'debug', 'utm'];

/** Paths that never go to the vanity service, nor any path below them (spec 000 §9). */
export const EXCLUDED_PATHS: readonly string[] = [
  '/about/',
  '/awards/',
  '/features/',
  '/home/internet/plans/',
  '/newsletters/',
  '/pictures/',
  '/reviews/',
  '/shopping/',
  '/welcome/',
];

/** Redirects and masks that stand ("mask and route caches 600 s", spec 000 §9). */
export const VANITY_MAX_AGE = 600;
export const CACHE_PERMANENT = `private, max-age=${VANITY_MAX_AGE}`;
/** Temporary ones may change at any time: every reader asks again. */
export const CACHE_TEMPORARY = 'private, no-cache';

/** How often a node reads the dictionary again, by default. */
export const DEFAULT_REFRESH_SECONDS = 60;

/** The plugin's catch-all route and its page. */
export const VANITY_ROUTE = 'vanity';
