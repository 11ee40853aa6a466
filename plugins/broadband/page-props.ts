// Props of the plugin's pages and of the rate tables: plain data the server loads and
// the browser hydrates with. Isomorphic.
import type { RateKind, RoofKind } from './constants.ts';
import type { RatesAnswer, SpeedPoint } from './geo-types.ts';

export interface LandingLink {
  title: string;
  url: string;
  description?: string;
}

/** A block of a landing page: a title, an optional sanitised body and links. */
export interface LandingSection {
  id: string;
  title: string;
  bodyHtml?: string;
  links: LandingLink[];
}

/** The editorial text of a landing page. */
export interface LandingText {
  headline: string;
  dek?: string;
  /** The intro, from the body pipeline (sanitised). */
  bodyHtml?: string;
}

/** Where the browser calls this node's tools, and how long it waits. */
export interface ToolSettings {
  /** `/_broadband/` under the brand's prefix. */
  base: string;
  /** The upstream deadline plus a margin: past it the reader sees the friendly message. */
  timeoutMs: number;
}

export interface PlansPageProps extends LandingText {
  tools: ToolSettings;
  /** The US and the 34 metro areas, for the speed chart (spec 001 §9). */
  us: SpeedPoint;
  metros: SpeedPoint[];
  /** Providers whose review this site has (provider → review slug map). */
  reviews: LandingLink[];
  sections: LandingSection[];
}

export interface SolarPageProps extends LandingText {
  tools: ToolSettings;
  roofKinds: readonly RoofKind[];
  sections: LandingSection[];
}

export interface VpnPageProps extends LandingText {
  variation: { id: string; title: string };
  /** The variation's offers: each a call-to-action block. */
  offers: LandingLink[];
  /** The page's other blocks (never another variation's). */
  sections: LandingSection[];
}

export interface RateTableSetup {
  kind: RateKind;
  title: string;
  /** deposit_term, product_type or account_type, as first shown. */
  option: string;
  options: { value: string; label: string }[];
  answer?: RatesAnswer;
  message?: string;
}

export interface RatesProps {
  tools: ToolSettings;
  amount: number;
  zipcode: string;
  tables: RateTableSetup[];
}

export interface FinancePageProps extends LandingText {
  rates: RatesProps;
  sections: LandingSection[];
}
