// The shapes the geo calls speak (spec 001 §7 shows no bodies; these are the plugin's,
// the same from the embedded service and a real geo host). Isomorphic.
import type { RateKind } from './constants.ts';

export interface AutocompleteRequest {
  search: string;
}
export interface AddressSuggestion {
  streetLine: string;
  city: string;
  state: string;
  zipcode: string;
  /** The whole address as one line. */
  text: string;
}
export interface AutocompleteAnswer {
  suggestions: AddressSuggestion[];
}

export interface ValidationRequest {
  address: string;
}
export type ValidationAnswer = { valid: true; address: AddressSuggestion } | { valid: false; message: string };

export interface ProvidersRequest {
  zipcode: string;
  address?: string;
  isMoving?: boolean;
}
export interface ProviderPlan {
  name: string;
  technology: string;
  download: number;
  upload: number;
  price: number;
}
export interface InternetProvider {
  id: string;
  name: string;
  /** The provider's review on this site, when the reference data names one. */
  reviewUrl?: string;
  technologies: string[];
  maxDownload: number;
  maxUpload: number;
  lowestPrice: number;
  plans: ProviderPlan[];
  /** The phone-number lease of the provider's sales line. */
  phone: { name: string; dnis: string };
}
export interface ProvidersAnswer {
  zipcode: string;
  city: string;
  state: string;
  isMoving: boolean;
  providers: InternetProvider[];
}

export interface SpeedPoint {
  label: string;
  download: number;
  upload: number;
}
export interface PredictAnswer {
  city: string;
  state: string;
  /** The city's average when it is a metro area of the reference data. */
  city_speeds?: SpeedPoint;
  state_speeds?: SpeedPoint;
  us_speeds: SpeedPoint;
  /** Provider names most likely available in the city. */
  likelyProviders: string[];
}

/** A call's failure as the services answer it (4xx/5xx JSON). */
export interface GeoError {
  error: string;
  message: string;
}

export interface RateOffer {
  bank: string;
  name: string;
  apy: number;
  minimum: number;
  term?: number;
  monthlyFee?: number;
  /** What the amount earns: over the term for CDs, over a year otherwise (USD). */
  earnings: number;
}
export interface RatesAnswer {
  kind: RateKind;
  zipcode: string;
  state?: string;
  amount: number;
  offers: RateOffer[];
}
