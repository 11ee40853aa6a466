// Which resource of the content API each request reads, and which resources the configured
// upstream serves (config/app.yaml `upstreams.content.resources`; all of them by default).
// A request with no definition, or one whose resource the configuration leaves out, is a
// setup error with the spec's message (spec 000 §8, spec 001 §8): contentRequestProblem names it.
import { API_SERVICES } from './api-words.ts';

export type ContentResource = (typeof API_SERVICES)[keyof typeof API_SERVICES];

/** Every resource the content API knows, in the order api-words.ts names them. */
export const CONTENT_RESOURCES: readonly ContentResource[] = Object.freeze(Object.values(API_SERVICES));

/** The ContentApi's requests (a plugin's `contentRequests` names them) and the resource each reads. */
export const CONTENT_REQUESTS = Object.freeze({
  page: API_SERVICES.composer,
  navigation: API_SERVICES.components,
  component: API_SERVICES.components,
  listing: API_SERVICES.components,
  vanity: API_SERVICES.vanity,
  vanityDictionary: API_SERVICES.vanity,
  seamless: API_SERVICES.seamless,
  sitemap: API_SERVICES.sitemaps,
  sitemapIndex: API_SERVICES.sitemaps,
  feed: API_SERVICES.feeds,
  generateUrl: API_SERVICES.urlGenerator,
  commerceShortcode: API_SERVICES.shortcodes,
  liveItems: API_SERVICES.liveArticles,
  captions: API_SERVICES.videos,
} satisfies Record<string, ContentResource>);

export type ContentRequestName = keyof typeof CONTENT_REQUESTS;

export const missingDefinitionMessage = (request: string) => `API definition for ${request} request is missing`;
export const missingResourceMessage = (resource: string) => `API configuration is missing the resource ${resource}`;
/** Logged once when the upstream serves no seamless resource: read-next lists stay empty. */
export const SEAMLESS_UNDEFINED_MESSAGE = 'API resource seamless is not defined. Seamless will not function.';

/** What the configuration asks of requests: the first missing definition or resource, or undefined. */
export function contentRequestProblem(request: string, served: ReadonlySet<string>): string | undefined {
  if (!Object.hasOwn(CONTENT_REQUESTS, request)) return missingDefinitionMessage(request);
  const resource = CONTENT_REQUESTS[request as ContentRequestName];
  return served.has(resource) ? undefined : missingResourceMessage(resource);
}

/** The resources an upstream serves: those its configuration lists, or all of them. */
export function servedResources(configured: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(configured ?? CONTENT_RESOURCES);
}
