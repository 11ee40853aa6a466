// The vanity service's calls (spec 001 §7): the lookup (contentType, slug, path,
// edition), the url of an object target (url-generator), and the dictionary.
import { DICTIONARY_PATH, LEGACY_LOOKUP_PREFIX, NEUTRON_HOST_MARK, NEUTRON_LOOKUP_PREFIX, URL_GENERATOR_PREFIX } from './constants.ts';
import { readEntry, type VanityEntry } from './entry.ts';
import { VanityUpstreamError } from './errors.ts';
import type { VanityTransport } from './transport.ts';

export interface LookupQuery {
  contentType?: string | undefined;
  slug?: string | undefined;
  path: string;
  edition: string;
}

export interface CallOptions {
  txId: string;
  signal: AbortSignal;
  timeoutMs: number;
}

/** The lookup path of a site on a host (spec 001 §7): Neutron's own path on a host whose
 *  name contains `bender` and on the embedded service, else the vanity service's. */
export function lookupPath(host: string | undefined, site: string): string {
  const neutron = host === undefined || new URL(host).hostname.includes(NEUTRON_HOST_MARK);
  return `${neutron ? NEUTRON_LOOKUP_PREFIX : LEGACY_LOOKUP_PREFIX}/${encodeURIComponent(site)}/web`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface VanityClient {
  /** The entry for the request, or undefined when the service has none (a 404). */
  lookup(site: string, query: LookupQuery, options: CallOptions): Promise<VanityEntry | undefined>;
  /** The site path of a content item, or undefined when the service knows none. */
  urlFor(site: string, contentType: string, slug: string, edition: string, options: CallOptions): Promise<string | undefined>;
  /** Vanity path → target of every entry in force. */
  dictionary(options: CallOptions): Promise<Map<string, string>>;
}

export function createVanityClient(transport: VanityTransport): VanityClient {
  return {
    async lookup(site, query, options) {
      const path = lookupPath(transport.host, site);
      const answer = await transport.get(path, { contentType: query.contentType, slug: query.slug, path: query.path, edition: query.edition }, options);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw new VanityUpstreamError(`${path} answered ${answer.status}`);
      if (isObject(answer.body) && answer.body.error !== undefined && answer.body.error !== null) {
        throw new VanityUpstreamError(`${path} answered an error: ${JSON.stringify(answer.body.error).slice(0, 200)}`);
      }
      const entry = readEntry(answer.body);
      if (!entry) throw new VanityUpstreamError(`${path} answered something that is not a vanity entry`);
      return entry;
    },

    async urlFor(site, contentType, slug, edition, options) {
      const path = [URL_GENERATOR_PREFIX, site, contentType, slug].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
      const answer = await transport.get(path, { edition }, options);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200 || !isObject(answer.body) || typeof answer.body.url !== 'string') {
        throw new VanityUpstreamError(`${path} answered ${answer.status} without a url`);
      }
      return answer.body.url;
    },

    async dictionary(options) {
      const answer = await transport.get(DICTIONARY_PATH, {}, options);
      const entries = isObject(answer.body) ? answer.body.entries : undefined;
      if (answer.status !== 200 || !isObject(entries)) throw new VanityUpstreamError(`${DICTIONARY_PATH} answered ${answer.status} without entries`);
      const map = new Map<string, string>();
      for (const [path, target] of Object.entries(entries)) if (typeof target === 'string') map.set(path, target);
      return map;
    },
  };
}
