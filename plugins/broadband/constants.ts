// Names, paths, limits and reader-facing messages of the broadband plugin. Isomorphic:
// the browser side reads the same paths and messages.
export const BROADBAND_PLUGIN = 'broadband';

/** Page keys of the plugin's pages (route meta `page`). */
export const PLANS_PAGE = 'broadband-plans';
export const SOLAR_PAGE = 'solar-estimator';
export const VPN_PAGE = 'vpn-landing';
export const FINANCE_PAGE = 'finance-rates';
/** The page component type of the rate tables on door pages. */
export const RATES_COMPONENT = 'FinanceRates';

/** Core routes whose page the plugin provides (spec 000 §2.2). */
export const PLUGIN_ROUTES: Readonly<Record<string, string>> = Object.freeze({
  'internet-plans': PLANS_PAGE,
  'solar-lead-form': SOLAR_PAGE,
  'vpn-paid-search': VPN_PAGE,
  'hidden-business-checking': FINANCE_PAGE,
  'hidden-hotel-credit-cards': FINANCE_PAGE,
});

/** The reader's endpoints on this node, under the brand's prefix. */
export const TOOLS_PREFIX = '_broadband';
export const TOOL_PATHS = Object.freeze({
  autocomplete: 'geo/autocomplete',
  validation: 'geo/validation',
  providers: 'geo/providers',
  predict: 'geo/predict',
  rates: 'rates',
  leads: 'solar/leads',
});

/** The geo calls of spec 001 §7, on the geo host ({site} is the brand's content API site). */
export const GEO_CALLS = Object.freeze({
  providers: (site: string) => `/api/neutron/geo/${site}/allconnect/providers/web`,
  predict: (site: string, city: string, state: string) =>
    `/api/neutron/geo/${site}/harbinger/predict/${encodeURIComponent(city)}/${encodeURIComponent(state)}/web`,
  autocomplete: (site: string) => `/api/neutron/geo/${site}/smarty/address/autocomplete/web`,
  validation: (site: string) => `/api/neutron/geo/${site}/smarty/address/validation/web`,
});

/** The embedded finance-rate service's base path on this node (a real host replaces it). */
export const EMBEDDED_RATES_PATH = '/_neutron/finance-rates';
export const RATE_KINDS = ['cds', 'checking', 'savings'] as const;
export type RateKind = (typeof RATE_KINDS)[number];

export const MAX_ADDRESS_LENGTH = 200;
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SUGGESTIONS = 8;
export const ZIPCODE = /^[0-9]{5}$/;
/** City and state of a harbinger prediction. */
export const CITY = /^[A-Za-z][A-Za-z .'-]{0,59}$/;
export const STATE = /^[A-Z]{2}$/;

export const CD_TERMS = [3, 6, 12, 18, 24, 36, 60] as const;
export const CHECKING_PRODUCTS = ['all', 'interest', 'standard', 'business'] as const;
export const SAVINGS_ACCOUNTS = ['all', 'high-yield', 'money-market', 'standard'] as const;
export const MAX_DEPOSIT = 10_000_000;

/** Solar estimator bounds (USD a month) and roof kinds. */
export const MIN_BILL = 20;
export const MAX_BILL = 2000;
export const ROOF_KINDS = ['south', 'east-west', 'north', 'flat'] as const;
export type RoofKind = (typeof ROOF_KINDS)[number];

/** What the reader reads when a call fails. */
export const MESSAGES = Object.freeze({
  unavailable: 'We could not reach our provider data just now. Please try again in a moment.',
  unknownZip: (zipcode: string) => `We don't have internet provider data for ZIP code ${zipcode} yet. Try a nearby ZIP code.`,
  badZip: 'Enter a five-digit ZIP code.',
  addressTooLong: `Addresses are at most ${MAX_ADDRESS_LENGTH} characters.`,
  noSuggestions: 'No matching addresses. Try a street name or a five-digit ZIP code.',
  ratesUnavailable: 'Rates are not available just now. Please try again in a moment.',
  noRates: 'No accounts match this amount and ZIP code.',
});
