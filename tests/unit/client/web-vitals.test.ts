// Web Vitals follow the reader's performance consent (spec 001 §4): the library loads only
// once it is granted (at once, or when the reader grants it later through the consent
// plugin's live source), and a metric is sent only while it is still granted.
import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { createConsentRelay } from '../../../core/client/consent-relay.ts';
import type { ConsentSource } from '../../../core/client/script-loader.ts';
import { reportWebVitals, type WebVitalsLibrary } from '../../../core/client/web-vitals.ts';
import { CONSENT_NOT_MANAGED, CONSENT_UNKNOWN, type ConsentState } from '../../../core/scripts/consent.ts';
import { WEB_VITALS_PATH } from '../../../core/monitoring.ts';

const REJECTED: ConsentState = { granted: ['critical'], decided: true };
const PERFORMANCE: ConsentState = { granted: ['critical', 'performance'], decided: true };

/** A live consent source, as the consent plugin provides one. */
function liveSource(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const source: ConsentSource = { state: () => state, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  return {
    source,
    set(next: ConsentState) {
      state = next;
      for (const listener of listeners) listener(next);
    },
  };
}

/** A stand-in for the web-vitals library: records its callbacks, and `report` calls them. */
function fakeWebVitals() {
  const callbacks = new Map<string, (metric: Metric) => void>();
  // Each callback takes its own metric type; the stand-in hands every one a plain Metric.
  const observe = (name: string) => (callback: (metric: never) => void) => void callbacks.set(name, callback as (metric: Metric) => void);
  const observers: WebVitalsLibrary = { onLCP: observe('LCP'), onINP: observe('INP'), onCLS: observe('CLS') };
  const report = (name: 'LCP' | 'INP' | 'CLS', value: number) => callbacks.get(name)?.({ name, value } as Metric);
  return { observers, report, observing: () => [...callbacks.keys()] };
}

function setUp(consent: ConsentSource) {
  const vitals = fakeWebVitals();
  const sent: { path: string; body: unknown }[] = [];
  let loads = 0;
  reportWebVitals({
    send: (path, body) => sent.push({ path, body: JSON.parse(body) }),
    route: () => 'article',
    consent,
    load: () => {
      loads += 1;
      return Promise.resolve(vitals.observers);
    },
  });
  return { ...vitals, sent, loads: () => loads };
}

/** Lets the loader's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Web Vitals and consent', () => {
  it('without a consent plugin loads at once and sends every metric', async () => {
    const vitals = setUp(createConsentRelay(CONSENT_NOT_MANAGED));
    await settled();
    expect(vitals.loads()).toBe(1);
    expect(vitals.observing()).toEqual(['LCP', 'INP', 'CLS']);
    vitals.report('LCP', 1234);
    vitals.report('CLS', -0.01);
    expect(vitals.sent).toEqual([
      { path: WEB_VITALS_PATH, body: { name: 'LCP', value: 1234, route: 'article' } },
      { path: WEB_VITALS_PATH, body: { name: 'CLS', value: 0, route: 'article' } },
    ]);
  });

  it('loads nothing before performance is granted, nor after the reader rejects it', async () => {
    const relay = createConsentRelay(CONSENT_UNKNOWN);
    const vitals = setUp(relay);
    await settled();
    expect(vitals.loads()).toBe(0);
    const live = liveSource(REJECTED);
    relay.provide(live.source);
    live.set({ granted: ['critical', 'functional', 'targeting', 'social'], decided: true });
    await settled();
    expect(vitals.loads()).toBe(0);
    expect(vitals.sent).toEqual([]);
  });

  it('starts when the reader grants performance later, once, and sends what was measured before', async () => {
    const relay = createConsentRelay(CONSENT_UNKNOWN);
    const vitals = setUp(relay);
    const live = liveSource(CONSENT_UNKNOWN);
    relay.provide(live.source);
    await settled();
    expect(vitals.loads()).toBe(0);
    live.set(PERFORMANCE);
    live.set({ granted: ['critical', 'performance', 'social'], decided: true });
    await settled();
    expect(vitals.loads()).toBe(1);
    // The library's observers read buffered entries: an LCP from before the grant comes now.
    vitals.report('LCP', 900);
    expect(vitals.sent).toEqual([{ path: WEB_VITALS_PATH, body: { name: 'LCP', value: 900, route: 'article' } }]);
  });

  it('starts at once when the live source says performance is granted', async () => {
    const relay = createConsentRelay(CONSENT_UNKNOWN);
    const vitals = setUp(relay);
    relay.provide(liveSource(PERFORMANCE).source);
    await settled();
    expect(vitals.loads()).toBe(1);
  });

  it('sends nothing more once the reader withdraws performance; sends again if it is granted again', async () => {
    const relay = createConsentRelay(CONSENT_UNKNOWN);
    const live = liveSource(PERFORMANCE);
    relay.provide(live.source);
    const vitals = setUp(relay);
    await settled();
    vitals.report('LCP', 800);
    live.set(REJECTED);
    vitals.report('INP', 120);
    vitals.report('CLS', 0.2);
    expect(vitals.sent.map(({ body }) => body)).toEqual([{ name: 'LCP', value: 800, route: 'article' }]);
    live.set(PERFORMANCE);
    vitals.report('CLS', 0.3);
    expect(vitals.sent.map(({ body }) => (body as { name: string }).name)).toEqual(['LCP', 'CLS']);
    expect(vitals.loads()).toBe(1);
  });
});
