// Loads the scripts plugins declare (spec 001 §4, §8, §9) in the browser: in priority
// order, at their timing, in their position, once per id; only when every required
// feature is on and the consent category is granted, re-checked whenever consent
// changes; a sampled script only for the readers its draw lets in. Without a consent
// plugin every category counts as granted.
import { type ConsentState, isGranted } from '../scripts/consent.ts';
import { isSampledIn } from '../scripts/sampling.ts';
import { inLoadOrder, SCRIPT_MESSAGES, type ScriptDeclaration } from '../scripts/script-declaration.ts';
import { createReaderId } from './reader-id.ts';

export interface ScriptLoaderLog {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

export interface ConsentSource {
  state(): ConsentState;
  subscribe(listener: (state: ConsentState) => void): () => void;
}

export interface ScriptLoader {
  /** Declares the scripts of the current page; each loads when its time and consent come. */
  declare(scripts: readonly ScriptDeclaration[], features: ReadonlySet<string>): void;
  /** Ids added to the document so far. */
  loaded(): string[];
}

/** 'unsampled': the reader's draw keeps the script out; the draw is stable, so it stays out. */
type Status = 'waiting' | 'added' | 'unsampled';

/** The events each timing waits for; 'server-render' scripts are already in the HTML. */
function whenDue(timing: ScriptDeclaration['timing'], win: Window, run: () => void): void {
  const doc = win.document;
  switch (timing) {
    case 'immediate':
    case 'queue':
      run();
      return;
    case 'dom-ready':
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
      else run();
      return;
    case 'window-load':
      if (doc.readyState === 'complete') run();
      else win.addEventListener('load', run, { once: true });
      return;
    case 'before-unload':
      win.addEventListener('beforeunload', run, { once: true });
      return;
    case 'server-render':
      return;
  }
}

export function createScriptLoader(consent: ConsentSource, log: ScriptLoaderLog = console, win: Window = window, readerId: () => string = createReaderId(win)): ScriptLoader {
  const doc = win.document;
  const status = new Map<string, Status>();
  let pending: { script: ScriptDeclaration; features: ReadonlySet<string> }[] = [];
  // Scripts the server rendered into the page are known by id already.
  for (const element of doc.querySelectorAll('script[data-neutron-script]')) status.set(element.getAttribute('data-neutron-script') ?? '', 'added');
  const nonce = (doc.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce ?? '';

  function parentFor(script: ScriptDeclaration): HTMLElement | null {
    if (script.position === 'head') return doc.head;
    return doc.body;
  }

  function add(script: ScriptDeclaration): void {
    const parent = parentFor(script);
    if (!parent) {
      log.error(SCRIPT_MESSAGES.noHead(script.id));
      return;
    }
    const element = doc.createElement('script');
    element.setAttribute('data-neutron-script', script.id);
    for (const [name, value] of Object.entries(script.attrs ?? {})) if (!name.toLowerCase().startsWith('on')) element.setAttribute(name, value);
    if (nonce) element.nonce = nonce;
    if (script.src) {
      element.src = script.src;
      element.addEventListener('error', () => log.error(SCRIPT_MESSAGES.failed(script.id)));
      element.addEventListener('abort', () => log.warn(SCRIPT_MESSAGES.aborted(script.id)));
    } else {
      element.textContent = script.inline ?? '';
    }
    if (script.position === 'body') parent.prepend(element);
    else parent.append(element);
  }

  /** Adds every waiting script whose consent is now granted. */
  function flush(): void {
    const state = consent.state();
    const still: typeof pending = [];
    for (const entry of pending) {
      const { script } = entry;
      if (status.has(script.id)) continue;
      if (!isGranted(state, script.category)) {
        still.push(entry);
        continue;
      }
      // Drawn only once consent is granted: a reader gets an id only for what they allowed.
      if (script.sampling !== undefined && !isSampledIn(script.id, script.sampling, readerId)) {
        status.set(script.id, 'unsampled');
        log.info(SCRIPT_MESSAGES.notSampled(script.id, script.sampling));
        continue;
      }
      status.set(script.id, 'added');
      whenDue(script.timing, win, () => add(script));
    }
    pending = still;
  }

  consent.subscribe(() => flush());

  return {
    declare(scripts, features) {
      for (const script of inLoadOrder(scripts)) {
        if (status.has(script.id) || pending.some((entry) => entry.script.id === script.id)) continue;
        if (!script.src && !script.inline) {
          log.warn(SCRIPT_MESSAGES.empty(script.id));
          continue;
        }
        if (!(script.requiredFeatures ?? []).every((feature) => features.has(feature))) {
          log.info(SCRIPT_MESSAGES.featuresDisabled(script.id));
          continue;
        }
        if (script.category === undefined) log.warn(SCRIPT_MESSAGES.missingCategory(script.id));
        if (script.timing === 'server-render') continue;
        pending.push({ script, features });
      }
      flush();
    },
    loaded: () => [...status.entries()].filter(([, value]) => value === 'added').map(([id]) => id),
  };
}
