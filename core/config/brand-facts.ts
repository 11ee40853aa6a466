// What the core needs to know about a brand beyond its prefix, from its site YAML: the
// route shapes it serves (spec 000 §2: the default brand's or the auto brand's) and its
// words in the content API (spec 000 §7: the site path segment, and the `site` values of
// content items that belong to it). A site file may leave them out: the shipped brands'
// values follow from the brand id, here and nowhere else.
import type { BrandId } from '../routing/types.ts';

export type RouteSet = 'default' | 'auto';

export interface BrandFacts {
  routeSet: RouteSet;
  /** The content API's site segment for the brand (`/api/neutron/…/{site}/…`). */
  contentSite: string;
  /** `site` values of content items that belong to the brand. */
  contentSiteIds: readonly string[];
}

export const DEFAULT_BRAND_FACTS: Readonly<Record<BrandId, BrandFacts>> = Object.freeze({
  default: Object.freeze({ routeSet: 'default', contentSite: 'cnet', contentSiteIds: Object.freeze(['cnet', 'default']) }),
  auto: Object.freeze({ routeSet: 'auto', contentSite: 'roadshow', contentSiteIds: Object.freeze(['roadshow', 'auto']) }),
});

/** What a site config says of its brand's facts (its `id`, `routeSet` and `contentApi`). */
export interface BrandFactsInput {
  id: BrandId;
  routeSet?: RouteSet | undefined;
  contentApi?: { site?: string | undefined; siteIds?: readonly string[] | undefined } | undefined;
}

export function brandFacts(site: BrandFactsInput): BrandFacts {
  const defaults = DEFAULT_BRAND_FACTS[site.id];
  return {
    routeSet: site.routeSet ?? defaults.routeSet,
    contentSite: site.contentApi?.site ?? defaults.contentSite,
    contentSiteIds: site.contentApi?.siteIds ?? defaults.contentSiteIds,
  };
}
