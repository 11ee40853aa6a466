// Who sees the debug toolbar (spec 001 §2: the `jsDebug` query parameter or cookie selects
// the debug services). Outside production `jsDebug` alone shows it; in production its
// value must be the configured debug key, compared in constant time. No key, no toolbar.
import { sameSecret } from './secrets.ts';

export const DEBUG_PARAM = 'jsDebug';
/** Overrides `server.debugKey` of config/app.yaml. */
export const DEBUG_KEY_ENV = 'NEUTRON_DEBUG_KEY';

/** What a debug key may be: as `server.debugKey` in the app config's schema. */
export function isDebugKey(value: string): boolean {
  return /^[\x21-\x7e]{16,256}$/.test(value);
}

export interface DebugRequest {
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
}

/** True when the request asks for the debug toolbar and may have it. */
export function debugToolbarOn(request: DebugRequest, app: { environment: string; server: { debugKey?: string | undefined } }): boolean {
  const given = request.query.get(DEBUG_PARAM) ?? request.cookies[DEBUG_PARAM];
  if (given === undefined || given === null) return false;
  if (app.environment !== 'production') return true;
  const key = app.server.debugKey;
  return key !== undefined && sameSecret(given, key);
}
