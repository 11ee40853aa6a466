// The page's stores (spec 001 §3, core/stores.ts): the brand store from the request, the
// content's part from its loader.
import type { SiteConfig } from '../config/types.ts';
import { RESPONSE_ID_PLACEHOLDER } from '../page-data.ts';
import { brandFacts } from '../config/brand-facts.ts';
import type { ContentStores, PageStores } from '../stores.ts';

/** The route whose page is the broadband ("MyFi") internet-plans widget itself: its address
 *  input and provider list are in the server HTML, so the page has a static MyFi widget.
 *  Other pages get the broadband tools only as body shortcodes. */
export const STATIC_MYFI_WIDGET_ROUTE = 'internet-plans';

/** What the brand store reads of the request: its brand's site, edition and matched route. */
export interface StoreRequest {
  site: Pick<SiteConfig, 'id' | 'routeSet' | 'contentApi'>;
  /** The request's edition (the site's, validated with its default `us`, unless the route names one). */
  edition: string;
  routeName: string;
}

export function pageStores(request: StoreRequest, content: ContentStores = {}): PageStores {
  return {
    brand: {
      brand: brandFacts(request.site).contentSite,
      edition: request.edition,
      // Filled with the response's own id when sent, the page view id tracking sends too.
      guid: RESPONSE_ID_PLACEHOLDER,
      hasStaticMyFiWidget: request.routeName === STATIC_MYFI_WIDGET_ROUTE,
      isCenterJustified: content.isCenterJustified ?? false,
      bodyTocItems: content.bodyTocItems ?? [],
    },
    listicles: content.listicles ?? [],
    ...(content.bestList ? { bestList: content.bestList } : {}),
  };
}
