// How a stored choice and Global Privacy Control become the reader's consent, and what a
// reader's action stores (isomorphic: the server and the browser apply the same rules).
//
// GPC rule: while the browser sends Global Privacy Control, the categories in
// `gpcOptOut` (targeting and social by default: both share personal information with
// third parties) are off, unless the reader switched them on in a choice saved while
// GPC was on. "Accept all" with GPC on leaves them off; only ticking them counts.
import type { ConsentCategory, ConsentState } from '../../core/browser.ts';
import type { StoredChoice } from './cookie.ts';
import type { ConsentSettings } from './settings.ts';

export type ConsentAction = { kind: 'accept-all' } | { kind: 'reject-all' } | { kind: 'choose'; granted: readonly ConsentCategory[] };

type Rules = Pick<ConsentSettings, 'categories' | 'gpcOptOut'>;

/** The reader's consent: critical only until they choose. */
export function consentStateOf(choice: StoredChoice | undefined, gpc: boolean, rules: Rules): ConsentState {
  if (!choice) return { granted: ['critical'], decided: false };
  const optedOut = gpc && !choice.gpc ? rules.gpcOptOut : [];
  const granted = choice.granted.filter((category) => rules.categories.includes(category) && !optedOut.includes(category));
  return { granted: ['critical', ...granted], decided: true };
}

/** What an action of the reader stores. */
export function choiceOf(action: ConsentAction, gpc: boolean, rules: Rules): StoredChoice {
  const granted =
    action.kind === 'accept-all'
      ? rules.categories.filter((category) => !(gpc && rules.gpcOptOut.includes(category)))
      : action.kind === 'reject-all'
        ? []
        : rules.categories.filter((category) => action.granted.includes(category));
  return { granted: ['critical', ...granted], gpc };
}

/** The page cache key part: pages carry the consent they were rendered for. */
export function cacheKeyOf(state: ConsentState, gpc: boolean): string {
  return `consent=${state.decided ? 'chosen' : 'unasked'}:${[...state.granted].sort().join('+')}${gpc ? ':gpc' : ''}`;
}
