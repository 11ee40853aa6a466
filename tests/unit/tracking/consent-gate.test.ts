// Tracking is consent-gated (performance by default): events go at once when granted,
// wait (bounded) until the reader decides, go when consent is granted, and are dropped on
// a rejection; each event that cannot go now logs the spec's message. The consent source
// here is a fake, as the consent plugin's would be.
import { describe, expect, it } from 'vitest';
import type { ConsentCategory, ConsentSource, ConsentState } from '../../../core/browser.ts';
import { CONSENT_NOT_MANAGED } from '../../../core/browser.ts';
import { createConsentGate } from '../../../plugins/tracking/client/consent-gate.ts';
import { TRACKING_UNAVAILABLE } from '../../../plugins/tracking/constants.ts';

function fakeConsent(initial: ConsentState): ConsentSource & { set(state: ConsentState): void } {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

const undecided: ConsentState = { granted: ['critical'], decided: false };
const granted = (...categories: ConsentCategory[]): ConsentState => ({ granted: ['critical', ...categories], decided: true });

function gate(consent: ConsentSource, maxWaiting?: number) {
  const delivered: string[][] = [];
  const logged: string[] = [];
  const instance = createConsentGate<string>({
    consent,
    category: 'performance',
    deliver: (items) => delivered.push(items),
    log: (message) => logged.push(message),
    ...(maxWaiting ? { maxWaiting } : {}),
  });
  return { instance, delivered, logged };
}

describe('consent gate', () => {
  it('sends at once when consent is not managed (everything granted)', () => {
    const { instance, delivered, logged } = gate(fakeConsent(CONSENT_NOT_MANAGED));
    instance.submit('view');
    expect(delivered).toEqual([['view']]);
    expect(logged).toEqual([]);
  });

  it('holds events until performance consent is granted, then sends them in order', () => {
    const consent = fakeConsent(undecided);
    const { instance, delivered, logged } = gate(consent);
    instance.submit('view');
    instance.submit('login');
    expect(delivered).toEqual([]);
    expect(instance.waiting()).toBe(2);
    expect(logged).toEqual([TRACKING_UNAVAILABLE, TRACKING_UNAVAILABLE]);
    // Another category does not help.
    consent.set({ granted: ['critical', 'targeting'], decided: false });
    expect(delivered).toEqual([]);
    consent.set(granted('performance'));
    expect(delivered).toEqual([['view', 'login']]);
    instance.submit('logout');
    expect(delivered).toEqual([['view', 'login'], ['logout']]);
  });

  it('drops what waits when the reader decides without performance consent, and sends nothing after', () => {
    const consent = fakeConsent(undecided);
    const { instance, delivered, logged } = gate(consent);
    instance.submit('view');
    consent.set(granted('functional'));
    expect(instance.waiting()).toBe(0);
    instance.submit('another');
    expect(instance.waiting()).toBe(0);
    expect(delivered).toEqual([]);
    expect(logged).toHaveLength(2);
  });

  it('keeps at most the newest events while waiting', () => {
    const consent = fakeConsent(undecided);
    const { instance, delivered } = gate(consent, 3);
    for (const item of ['a', 'b', 'c', 'd', 'e']) instance.submit(item);
    expect(instance.waiting()).toBe(3);
    consent.set(granted('performance'));
    expect(delivered).toEqual([['c', 'd', 'e']]);
  });
});
