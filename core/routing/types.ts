// Route table types. Isomorphic: imported by the server and by the browser bundle,
// so nothing here may depend on Node or fastify.

export type BrandId = 'default' | 'auto';

export type LayoutName = 'ceros' | 'default' | 'empty' | 'energy-lead-form' | 'error' | 'marketplace' | 'minimal' | 'paid-search';

/** Route meta flags of spec 000 §2.5, plus the page component that renders the route. */
export interface RouteMeta {
  /** Key in the page component registry (core/render/page-registry.ts). */
  page: string;
  layout: LayoutName;
  brand?: BrandId;
  maxAge?: number;
  /** Articles whose topic (or subtopic) param is one of `topics` get `maxAge` instead
   *  (spec 000 §9 four-hour cache topics). */
  topicMaxAge?: { topics: readonly string[]; maxAge: number };
  seamless?: boolean;
  replay?: boolean;
  paidContent?: boolean;
  isSponsored?: boolean;
  marketplace?: boolean;
  canonical_route?: string;
  edition?: string;
  /** Navigation keeps the scroll position instead of scrolling to top (spec 000 §2.6). */
  keepScroll?: boolean;
  /** Fixed response status for the route (the static error page answers 500). */
  status?: number;
  /** Errors on this route are not reported to error tracking. */
  noReport?: boolean;
  /** Door and landing pages: the section whose listing the page shows (spec 000 §9). */
  section?: string;
  /** Door pages of one topic inside a section (e.g. /health/fitness/). */
  topic?: string;
  /** A legacy shape: its requests move with a 301 to this prefix plus their own path. */
  movedTo?: string;
  /** Other sites may show the page in a frame (an embeddable player); every other page refuses. */
  framable?: boolean;
  /** A catch-all that answers paths no other route serves (the vanity lookup, else a
   *  404): a path only it matches is not a page, so route target checks ignore it. */
  fallback?: boolean;
}

/** A constraint on one path parameter. */
export interface ParamConstraint {
  /** Anchored regular expression source the raw segment must match. */
  pattern?: string;
  /** The segment must be one of these values. */
  oneOf?: readonly string[];
  /** Lowercase the value after matching. */
  lowercase?: boolean;
}

/**
 * A route. `path` uses `{name}` for a required segment and `{name?}` for an optional
 * one; a segment may mix text and params (`{slug}-{type}`). Paths end with '/'
 * unless they name a file-like resource (`/roadshow/auto/{slug}/specs`).
 */
export interface RouteDefinition {
  name: string;
  path: string;
  params?: Record<string, ParamConstraint>;
  meta: RouteMeta;
  /** Locale of this copy of the route; the default locale has no prefix. */
  locale?: string;
}

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: RouteDefinition;
  name: string;
  params: RouteParams;
  meta: RouteMeta;
  brand: BrandId;
}
