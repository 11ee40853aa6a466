// The requests the ContentApi's calls take (spec 000 §7): one interface per call that needs
// more than a site and a name. Their values become path segments and query parameters.

/** The composer page call's request; a page context's request is core/context.ts's PageRequest. */
export interface ContentPageRequest {
  /** Site path segment: 'cnet' or 'roadshow' (siteSegment in api-words.ts). */
  site: string;
  /** One of PAGE_TYPES in api-words.ts: articles, reviews, galleries, … (core/content/README.md). */
  type: string;
  id: string;
  query?: Record<string, string>;
  contentOnly?: boolean;
  experience?: string;
}

export interface VanityRequest {
  site: string;
  path?: string;
  slug?: string;
  contentType?: string;
  edition?: string;
  /** Hosts of the legacy vanity service answer on /v1/xapi/vanity/{site}/web. */
  legacyPath?: boolean;
}

export interface SeamlessRequest {
  site: string;
  slug: string;
  contentId: string;
  recommendationContentType?: string;
  componentName?: string;
  componentDisplayName?: string;
  componentType?: string;
  limit?: number;
  collectionId?: string;
}

export interface SitemapRequest {
  site: string;
  slug: string;
  year?: number;
  month?: number;
  day?: number;
  hydrate?: boolean;
  limit?: number;
  offset?: number;
  experience?: string;
}

export interface ListingRequest {
  site: string;
  /** topic, tag, collection, author, section, content-type, latest */
  type: string;
  id: string;
  searchBy?: string;
  limit?: number;
  offset?: number;
}

export interface CaptionsRequest {
  site: string;
  /** The video's slug. */
  slug: string;
  /** Caption format; default webvtt. */
  format?: string;
}
