// @vitest-environment happy-dom
// The script loader (spec 001 §4, §8, §9): consent gating re-checked on change, required
// features, one tag per id, priority order, positions, and the spec's messages.
import { describe, expect, it } from 'vitest';
import { createScriptLoader, type ConsentSource } from '../../../core/client/script-loader.ts';
import { CONSENT_NOT_MANAGED, type ConsentState } from '../../../core/scripts/consent.ts';
import type { ScriptDeclaration } from '../../../core/scripts/script-declaration.ts';
import { READER_ID_KEY } from '../../../core/client/reader-id.ts';
import { samplingBucket } from '../../../core/scripts/sampling.ts';

function consentSource(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const source: ConsentSource = { state: () => state, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  return { source, set: (next: ConsentState) => ((state = next), listeners.forEach((listener) => listener(next))) };
}

function recorder() {
  const lines: string[] = [];
  return { lines, log: { error: (m: string) => lines.push(`error ${m}`), warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) } };
}

const script = (id: string, extra: Partial<ScriptDeclaration> = {}): ScriptDeclaration => ({
  id,
  inline: `window.__ran = (window.__ran || []).concat('${id}')`,
  category: 'critical',
  timing: 'immediate',
  position: 'footer',
  ...extra,
});
const added = () => [...document.querySelectorAll('script[data-neutron-script]')].map((element) => element.getAttribute('data-neutron-script'));

describe('the script loader', () => {
  it('loads a script only once its category is granted, re-checked when consent changes', () => {
    document.body.innerHTML = '';
    const consent = consentSource({ granted: ['critical'], decided: false });
    const loader = createScriptLoader(consent.source, recorder().log);
    loader.declare([script('ads-lib', { category: 'targeting' }), script('core-metrics', { category: 'performance' }), script('always')], new Set());
    expect(added()).toEqual(['always']);
    consent.set({ granted: ['critical', 'performance'], decided: true });
    expect(added()).toEqual(['always', 'core-metrics']);
    consent.set({ granted: ['critical', 'performance', 'targeting'], decided: true });
    expect(added()).toEqual(['always', 'core-metrics', 'ads-lib']);
  });

  it('without a consent plugin loads at once; never adds an id twice', () => {
    document.body.innerHTML = '';
    const loader = createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, recorder().log);
    loader.declare([script('social', { category: 'social' }), script('social')], new Set());
    loader.declare([script('social')], new Set());
    expect(added()).toEqual(['social']);
  });

  it('rejects a script whose required features are off, with the spec message', () => {
    document.body.innerHTML = '';
    const { lines, log } = recorder();
    const loader = createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, log);
    loader.declare([script('beta-widget', { requiredFeatures: ['beta', 'alpha'] }), script('alpha-widget', { requiredFeatures: ['alpha'] })], new Set(['alpha']));
    expect(added()).toEqual(['alpha-widget']);
    expect(lines).toContain('info One or more features required for beta-widget are disabled.');
  });

  it('skips empty tags, warns of a missing category, and loads in priority order and position', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<main></main>';
    const { lines, log } = recorder();
    const loader = createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, log);
    loader.declare(
      [
        { id: 'empty', timing: 'immediate', position: 'head', category: 'critical' },
        script('low', { priority: -1 }),
        script('watcher', { priority: 1000, position: 'head' }),
        script('plain', { category: undefined, position: 'body' }),
      ],
      new Set(),
    );
    expect(lines).toContain("warn Script 'empty' has neither src nor inline content; skipped.");
    expect(lines).toContain("warn Script 'plain' declares no consent category; it loads as critical.");
    expect(document.head.querySelector('script')?.getAttribute('data-neutron-script')).toBe('watcher');
    expect(document.body.firstElementChild?.getAttribute('data-neutron-script')).toBe('plain');
    expect(document.body.lastElementChild?.getAttribute('data-neutron-script')).toBe('low');
  });

  it('logs a failed load with the spec message', () => {
    document.body.innerHTML = '';
    const { lines, log } = recorder();
    const loader = createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, log);
    loader.declare([{ id: 'broken', src: 'https://cdn.example/broken.js', category: 'critical', timing: 'immediate', position: 'footer' }], new Set());
    document.querySelector('script[data-neutron-script="broken"]')?.dispatchEvent(new Event('error'));
    expect(lines).toContain("error Loading of script 'broken' failed.");
  });
});

describe('sampled scripts', () => {
  const ids = Array.from({ length: 64 }, (_, index) => index.toString(16).padStart(32, '0'));
  const inAtHalf = ids.find((id) => samplingBucket(id, 'survey') < 50)!;
  const outAtHalf = ids.find((id) => samplingBucket(id, 'survey') >= 50)!;

  it('loads at 100 for everyone and at 0 for no one, without giving the reader an id', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
    const { lines, log } = recorder();
    const loader = createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, log);
    loader.declare([script('survey', { sampling: 0 }), script('taser', { sampling: 100 })], new Set());
    expect(added()).toEqual(['taser']);
    expect(lines).toContain("info Script 'survey' is not loaded for this reader (sampling 0 %).");
    expect(localStorage.getItem(READER_ID_KEY)).toBeNull();
    loader.declare([script('survey', { sampling: 0 })], new Set());
    expect(added()).toEqual(['taser']);
  });

  it("keeps a reader in or out on every page load, by the reader's stored id", () => {
    for (const [id, expected] of [[inAtHalf, ['survey']], [outAtHalf, []]] as const) {
      localStorage.setItem(READER_ID_KEY, id);
      for (let load = 0; load < 3; load += 1) {
        document.head.innerHTML = '';
        document.body.innerHTML = '';
        createScriptLoader(consentSource(CONSENT_NOT_MANAGED).source, recorder().log).declare([script('survey', { sampling: 50 })], new Set());
        expect(added(), id).toEqual(expected);
      }
    }
  });

  it("gives the reader an id only once the script's consent is granted, and keeps it", () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
    const consent = consentSource({ granted: ['critical'], decided: false });
    createScriptLoader(consent.source, recorder().log).declare([script('survey', { category: 'targeting', sampling: 50 })], new Set());
    expect(localStorage.getItem(READER_ID_KEY)).toBeNull();
    consent.set({ granted: ['critical', 'targeting'], decided: true });
    const id = localStorage.getItem(READER_ID_KEY);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(added()).toEqual(samplingBucket(id!, 'survey') < 50 ? ['survey'] : []);
    createScriptLoader(consent.source, recorder().log).declare([script('survey', { category: 'targeting', sampling: 50 })], new Set());
    expect(localStorage.getItem(READER_ID_KEY)).toBe(id);
  });
});
