// @vitest-environment happy-dom
// The script loader (spec 001 §4, §8, §9): consent gating re-checked on change, required
// features, one tag per id, priority order, positions, and the spec's messages.
import { describe, expect, it } from 'vitest';
import { createScriptLoader, type ConsentSource } from '../../../core/client/script-loader.ts';
import { CONSENT_NOT_MANAGED, type ConsentState } from '../../../core/scripts/consent.ts';
import type { ScriptDeclaration } from '../../../core/scripts/script-declaration.ts';

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
