// The reader's consent as one request shows it: the consent cookie and the
// Global Privacy Control header (`Sec-GPC: 1`).
import type { ConsentState, PageRequest } from '../../core/index.ts';
import { decodeChoice } from './cookie.ts';
import { consentStateOf } from './rules.ts';
import type { ConsentSettings } from './settings.ts';

export const GPC_HEADER = 'sec-gpc';

export function gpcOf(headers: PageRequest['headers']): boolean {
  const value = headers[GPC_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1';
}

export interface RequestConsent {
  state: ConsentState;
  gpc: boolean;
}

export function readRequestConsent(request: Pick<PageRequest, 'headers' | 'cookies'>, settings: ConsentSettings): RequestConsent {
  const gpc = gpcOf(request.headers);
  return { state: consentStateOf(decodeChoice(request.cookies[settings.cookie.name]), gpc, settings), gpc };
}
