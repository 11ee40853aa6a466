// @vitest-environment happy-dom
// The browser's live consent: read from the cookie and GPC, saved by the reader's
// actions, published to subscribers.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieString, createConsentStore, readCookie } from '../../../plugins/consent/client/consent-store.ts';
import { testSettings } from './settings.ts';

const settings = testSettings();

function setGpc(on: boolean | undefined): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => on });
}

// Each test its own cookie name: happy-dom does not expire cookies with Max-Age=0.
beforeAll(() => {
  // Cookies need a real origin (happy-dom starts at about:blank).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost:3000/');
});

afterEach(() => {
  setGpc(undefined);
});

describe('the browser consent store', () => {
  it('writes the cookie first-party: a year, path /, SameSite Lax, Secure on https', () => {
    expect(cookieString(settings.cookie, '1.C0001', true)).toBe('neutron_consent=1.C0001; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(cookieString({ ...settings.cookie, domain: '.example.com' }, '1.C0001', false)).toBe(
      'neutron_consent=1.C0001; Max-Age=31536000; Path=/; SameSite=Lax; Domain=.example.com',
    );
  });

  it('finds its cookie among others', () => {
    expect(readCookie('a=1; neutron_consent=1.C0001-C0005; b=2', 'neutron_consent')).toBe('1.C0001-C0005');
    expect(readCookie('xneutron_consent=1.C0001', 'neutron_consent')).toBeUndefined();
  });

  it('starts from the cookie, saves an action and tells subscribers', () => {
    document.cookie = 'consent_a=1.C0001-C0002; Path=/';
    const store = createConsentStore(testSettings('consent_a'), false);
    expect(store.state()).toEqual({ granted: ['critical', 'performance'], decided: true });
    const seen: string[][] = [];
    store.subscribe((state) => seen.push([...state.granted]));
    store.save({ kind: 'choose', granted: ['social'] });
    expect(readCookie(document.cookie, 'consent_a')).toBe('1.C0001-C0005');
    expect(seen).toEqual([['critical', 'social']]);
  });

  it('navigator.globalPrivacyControl: accept all leaves targeting and social off', () => {
    setGpc(true);
    const store = createConsentStore(testSettings('consent_b'), false);
    expect(store.gpc).toBe(true);
    store.save({ kind: 'accept-all' });
    expect(store.state().granted).toEqual(['critical', 'performance', 'functional']);
    expect(readCookie(document.cookie, 'consent_b')).toBe('1.C0001-C0002-C0003.gpc');
  });

  it('the server seeing Sec-GPC counts as GPC too', () => {
    document.cookie = 'consent_c=1.C0001-C0004-C0005; Path=/';
    expect(createConsentStore(testSettings('consent_c'), true).state().granted).toEqual(['critical']);
  });
});
