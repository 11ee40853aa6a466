// The live consent source in the browser: what the cookie and Global Privacy Control
// say now, and the reader's actions, saved to the cookie. The plugin hands it to the
// core (ClientApi.provideConsent); every other plugin reads consent through the core.
import type { ConsentSource, ConsentState } from '../../../core/browser.ts';
import { decodeChoice, encodeChoice } from '../cookie.ts';
import { type ConsentAction, choiceOf, consentStateOf } from '../rules.ts';
import type { ConsentSettings } from '../settings.ts';

export interface ConsentStore extends ConsentSource {
  readonly settings: ConsentSettings;
  /** The browser sends Global Privacy Control. */
  readonly gpc: boolean;
  save(action: ConsentAction): void;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The cookie as `document.cookie` takes it (spec 001 §9 defaults: SameSite lax, secure, path /). */
export function cookieString({ name, domain, maxAge }: ConsentSettings['cookie'], value: string, secure: boolean): string {
  return [`${name}=${value}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax', ...(domain ? [`Domain=${domain}`] : []), ...(secure ? ['Secure'] : [])].join('; ');
}

/** `serverGpc`: the request carried `Sec-GPC: 1` (some tools send the header only). */
export function createConsentStore(settings: ConsentSettings, serverGpc: boolean, doc: Document = document): ConsentStore {
  const gpc = serverGpc || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const listeners = new Set<(state: ConsentState) => void>();
  let current = consentStateOf(decodeChoice(readCookie(doc.cookie, settings.cookie.name)), gpc, settings);
  return {
    settings,
    gpc,
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    save(action) {
      const choice = choiceOf(action, gpc, settings);
      doc.cookie = cookieString(settings.cookie, encodeChoice(choice), location.protocol === 'https:');
      current = consentStateOf(choice, gpc, settings);
      for (const listener of [...listeners]) listener(current);
    },
  };
}
