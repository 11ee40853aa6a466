/** In-app navigation fetches a page's data as JSON from this prefix plus the page path. */
export const DATA_PREFIX = '/_neutron/data';

/** A page-data value that every response replaces with a fresh UUID of its own, cache
 *  hits too: for ids that must differ per page view (tracking's page view id). */
export const RESPONSE_ID_PLACEHOLDER = 'NeutronResponseIdPlaceholder00000000';

// Page data: what a route loader produces, what the server renders, and what
// in-app navigation fetches as JSON. Isomorphic and serialisable.
import type { Device } from './device.ts';
import type { MonitoringSettings } from './monitoring.ts';
import type { BrandId, LayoutName, RouteParams } from './routing/types.ts';
import type { ConsentState } from './scripts/consent.ts';
import type { ScriptDeclaration } from './scripts/script-declaration.ts';
import type { PageStores } from './stores.ts';

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
  /** Error reporting and Web Vitals settings the browser reads. */
  monitoring: MonitoringSettings;
  environment: 'production' | 'development' | 'test';
}

export interface PageData {
  /** Page component key (route meta `page`). */
  page: string;
  layout: LayoutName;
  brand: BrandId;
  status: number;
  title: string;
  /** The page's locale: its URL's (a locale prefix, else the brand's default); on the
   *  error page of a path no route takes, the reader's locale cookie (core/locale.ts). */
  locale: string;
  route: { name: string; params: RouteParams; path: string };
  site: SiteSummary;
  /** Props of the page component. */
  props: Record<string, unknown>;
  /** Public per-plugin state the browser side of a plugin reads (bucket, …). */
  plugins: Record<string, unknown>;
  /** The device the server rendered for; the browser's width watcher takes over. */
  device: Device;
  /** Feature flags on for this page (spec 000 §6). */
  features: string[];
  /** Scripts the browser's script loader loads for this page (spec 001 §4). */
  scripts: ScriptDeclaration[];
  /** The reader's consent as the server saw it; the consent plugin's browser code takes over. */
  consent: ConsentState;
  /** The content item the page shows, when it shows one (tracking, ads and other plugins
   *  key on it). */
  content?: ContentRef;
  /** The brand, listicle and best-list stores (spec 001 §3; core/stores.ts). */
  stores: PageStores;
  /** Reserved boxes plugins add around the page, by layout region. */
  regions?: Partial<Record<LayoutRegion, ReservedBox[]>>;
}

/** Which content item a page shows: its id and type name (spec 000 §3). */
export interface ContentRef {
  id: string;
  typeName?: string;
  /** The content's section (spec 000 §3), for ad targeting. */
  section?: string;
}

/** Where a layout shows the reserved boxes plugins fill in the browser. */
export type LayoutRegion = 'top' | 'aside' | 'bottom';

/** An empty box of a reserved height, rendered in the first HTML so what a plugin puts
 *  into it later (an ad) never shifts the page. */
export interface ReservedBox {
  id: string;
  className: string;
  minHeight: number;
  /** data-* attributes, names without the prefix. */
  data?: Record<string, string>;
}
