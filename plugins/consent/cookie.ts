// The consent cookie's value (isomorphic). Version 1 lists the granted category codes
// (spec 001 §4: C0001 to C0005), critical always among them, and marks a choice saved
// while the browser sent Global Privacy Control:
//   1.C0001-C0002-C0005        a choice made without GPC
//   1.C0001-C0004.gpc          made with GPC on: its targeting is an explicit opt-in
// Anything else (another version, an unknown or repeated code, no C0001) is ignored:
// the reader is asked again.
import { CONSENT_CATEGORIES, CONSENT_CODES, type ConsentCategory } from '../../core/browser.ts';

export const COOKIE_VERSION = '1';
const GPC_MARK = 'gpc';
const VALUE = /^1\.(C000[1-5](?:-C000[1-5]){0,4})(\.gpc)?$/;

/** What the reader chose, as stored. */
export interface StoredChoice {
  /** Categories the reader granted, critical included. */
  granted: readonly ConsentCategory[];
  /** Saved while the browser sent Global Privacy Control. */
  gpc: boolean;
}

const categoryOfCode = new Map(CONSENT_CATEGORIES.map((category) => [CONSENT_CODES[category], category]));

export function encodeChoice(choice: StoredChoice): string {
  const granted = new Set<ConsentCategory>(['critical', ...choice.granted]);
  const codes = CONSENT_CATEGORIES.filter((category) => granted.has(category)).map((category) => CONSENT_CODES[category]);
  return [COOKIE_VERSION, codes.join('-'), ...(choice.gpc ? [GPC_MARK] : [])].join('.');
}

export function decodeChoice(value: string | undefined): StoredChoice | undefined {
  if (value === undefined) return undefined;
  const match = VALUE.exec(value);
  if (!match) return undefined;
  const codes = (match[1] ?? '').split('-');
  const granted = codes.map((code) => categoryOfCode.get(code));
  if (new Set(codes).size !== codes.length || !granted.includes('critical')) return undefined;
  return { granted: granted.filter((category): category is ConsentCategory => category !== undefined), gpc: match[2] !== undefined };
}
