// Tracking through the tracking plugin's window event (no import across plugins).
// Spec 001 §4: a first login (login_count ≤ 1) after sign-up fires signup-submit,
// account-created and identify; other sign-ins fire login.
import type { StrategyName } from '../constants.ts';
import type { AuthUser } from './state.ts';

const TRACK_EVENT = 'neutron:track';

function fire(detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail }));
}

export function trackAuth(user: AuthUser, kind: 'signup' | 'login' | 'logout', strategy: StrategyName): void {
  const identity = { customerId: user.sub, email: user.email };
  if (kind === 'signup') {
    fire({ event: 'form-submitted', formId: 'signup', formName: 'signup-submit', formType: 'signup', ...identity });
    fire({ event: 'account-created', strategy, ...identity });
    fire({ event: 'identify', ...identity });
  } else fire({ event: kind, strategy, ...identity });
}
