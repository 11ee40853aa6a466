// The reader's consent in the browser, one API for every plugin (spec 001 §4, §6): read
// it, subscribe to changes. It starts from what the server saw; the consent plugin, when
// the brand enables it, provides the live source. Nothing else reads the consent cookie.
import type { ConsentState } from '../scripts/consent.ts';
import type { ConsentSource } from './script-loader.ts';

export interface ConsentRelay extends ConsentSource {
  /** The consent plugin hands over its live source (once). */
  provide(source: ConsentSource): void;
}

export function createConsentRelay(initial: ConsentState): ConsentRelay {
  let current = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const publish = (state: ConsentState) => {
    current = state;
    for (const listener of [...listeners]) {
      try {
        listener(state);
      } catch (error) {
        // spec 001 §8: a consent callback failure is logged only.
        console.warn('consent listener failed', error);
      }
    }
  };
  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    provide(source) {
      source.subscribe(publish);
      publish(source.state());
    },
  };
}
