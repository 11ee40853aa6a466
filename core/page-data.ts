/** In-app navigation fetches a page's data as JSON from this prefix plus the page path. */
export const DATA_PREFIX = '/_neutron/data';

// Page data: what a route loader produces, what the server renders, and what
// in-app navigation fetches as JSON. Isomorphic and serialisable.
import type { BrandId, LayoutName, RouteParams } from './routing/types.ts';

/** A head tag as data (spec: only the core turns head tags into markup). */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (title text, JSON-LD). Escaped by the renderer. */
  children?: string;
}

export interface NavLink {
  title: string;
  href: string;
}

/** Brand identity the layouts need on every page. */
export interface SiteSummary {
  id: BrandId;
  name: string;
  prefix: string;
  tagline?: string;
  header: NavLink[];
  footer: NavLink[];
}

export interface PageData {
  /** Page component key (route meta `page`). */
  page: string;
  layout: LayoutName;
  brand: BrandId;
  status: number;
  title: string;
  route: { name: string; params: RouteParams; path: string };
  site: SiteSummary;
  /** Props of the page component. */
  props: Record<string, unknown>;
  /** Public per-plugin state the browser side of a plugin reads (bucket, …). */
  plugins: Record<string, unknown>;
}
