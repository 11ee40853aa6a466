// The page's stores (core/stores.ts) for components, on the server and in the browser.
import { createContext, useContext } from 'react';
import { DEFAULT_BRAND_FACTS } from '../config/brand-facts.ts';
import { DEFAULT_STORE_EDITION, type PageStores } from '../stores.ts';

/** Outside a page (a component rendered on its own): the default brand, no content. */
const NO_PAGE: PageStores = {
  brand: { brand: DEFAULT_BRAND_FACTS.default.contentSite, edition: DEFAULT_STORE_EDITION, guid: '', hasStaticMyFiWidget: false, isCenterJustified: false, bodyTocItems: [] },
  listicles: [],
};

export const StoresContext = createContext<PageStores>(NO_PAGE);

/** The stores of the page being rendered (a seamless page has its own). */
export function useStores(): PageStores {
  return useContext(StoresContext);
}
