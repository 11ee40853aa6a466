// The stores of spec 001 §3 as page data: the brand store and the listicle and best-list
// stores, built once on the server beside the page and read by components through
// core/render/stores.ts. Plain serialisable data, so in-app navigation (page data as JSON)
// brings each page's own stores. Isomorphic.
import type { TocItem } from './body/types.ts';

/** The edition when a site names none (spec 001 §3). */
export const DEFAULT_STORE_EDITION = 'us';

export interface BrandStore {
  /** spec 001 §3: cnet on the default brand, roadshow on the auto brand (its content site,
   *  core/config/brand-facts.ts). */
  brand: string;
  edition: string;
  /** The page view's id: the one tracking and ads send, fresh for every response. */
  guid: string;
  /** The page itself is the broadband ("MyFi") internet-plans widget, rendered in the first
   *  HTML, so nothing needs to inject one (core/server/page-stores.ts). */
  hasStaticMyFiWidget: boolean;
  /** The article's header is centred (spec 000 §4 center-justified content). */
  isCenterJustified: boolean;
  /** The body's table of contents (spec 001 §9 item ids). */
  bodyTocItems: TocItem[];
}

/** A listicle entry of the page: enabled when it has an offer a reader can follow. */
export interface ListicleState {
  id: string;
  enabled: boolean;
}

export interface BestListProduct {
  id: string;
  name: string;
  /** The entry's own heading ("Best overall"). */
  label?: string;
}

/** The best list's first and second product and its call-to-action (the first product's
 *  offer). Only on best-list pages. */
export interface BestListStore {
  first: BestListProduct;
  second?: BestListProduct;
  callToAction?: { text: string; url: string };
}

export interface PageStores {
  brand: BrandStore;
  listicles: ListicleState[];
  bestList?: BestListStore;
}

/** What a content loader knows of the stores; the page handler adds the brand's part. */
export interface ContentStores {
  isCenterJustified?: boolean;
  bodyTocItems?: TocItem[];
  listicles?: ListicleState[];
  bestList?: BestListStore;
}
