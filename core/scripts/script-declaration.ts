// Scripts are data (spec 001 §4 timings and positions, §9 priorities): a plugin declares
// each third-party or inline script it needs; the core decides when it loads (consent,
// required features, timing) and builds the Content-Security-Policy from what is
// declared. No plugin writes a <script> tag of its own.
import type { ConsentCategory } from './consent.ts';

export const SCRIPT_TIMINGS = ['server-render', 'immediate', 'queue', 'dom-ready', 'window-load', 'before-unload'] as const;
export type ScriptTiming = (typeof SCRIPT_TIMINGS)[number];
export const SCRIPT_POSITIONS = ['head', 'body', 'footer'] as const;
export type ScriptPosition = (typeof SCRIPT_POSITIONS)[number];

/** spec 001 §9: script priority default 0; the window watcher 1000. Higher loads first. */
export const DEFAULT_SCRIPT_PRIORITY = 0;
export const WINDOW_WATCHER_PRIORITY = 1000;

export interface ScriptDeclaration {
  /** Unique per page: a second declaration with the same id is never added. */
  id: string;
  /** An https URL (or a same-site path); its origin joins the policy's script-src. */
  src?: string;
  /** Inline code; it runs under the response's nonce. */
  inline?: string;
  /** The consent category that must be granted; without one the script is treated as
   *  critical and a warning is logged (spec 001 §8). */
  category?: ConsentCategory;
  timing: ScriptTiming;
  position: ScriptPosition;
  /** Feature flags that must all be on (spec 001 §4). */
  requiredFeatures?: readonly string[];
  priority?: number;
  /** Percent of readers (0–100) it loads for, drawn once per reader from a first-party id
   *  (core/scripts/sampling.ts); every reader when left out. Decided in the browser only. */
  sampling?: number;
  /** Further origins the script talks to or frames (for the Content-Security-Policy). A
   *  declaration with these and neither src nor inline only widens the policy (a plugin
   *  that creates iframes itself declares their origins so); nothing loads for it. */
  connect?: readonly string[];
  frame?: readonly string[];
  /** Extra attributes of the tag (async, defer, crossorigin, data-*). */
  attrs?: Readonly<Record<string, string>>;
}

/** The messages of spec 001 §8 for script loading, verbatim. */
export const SCRIPT_MESSAGES = Object.freeze({
  failed: (id: string) => `Loading of script '${id}' failed.`,
  aborted: (id: string) => `Loading of script '${id}' was aborted.`,
  noHead: (id: string) => `Unable to get <head> element to append script '${id}' to.`,
  featuresDisabled: (id: string) => `One or more features required for ${id} are disabled.`,
  missingCategory: (id: string) => `Script '${id}' declares no consent category; it loads as critical.`,
  empty: (id: string) => `Script '${id}' has neither src nor inline content; skipped.`,
  notSampled: (id: string, percent: number) => `Script '${id}' is not loaded for this reader (sampling ${percent} %).`,
});

/** Window access messages of spec 001 §8, verbatim. */
export const WINDOW_MESSAGES = Object.freeze({
  serverRender: 'Cannot access Window during server render.',
  notWatched: (name: string) => `The requested Window variable '${name}' is not watched.`,
  unavailable: 'Window variable not available',
});

/** The origin a script src names, when it is absolute. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Declarations in load order: higher priority first, then as declared. */
export function inLoadOrder(scripts: readonly ScriptDeclaration[]): ScriptDeclaration[] {
  return scripts
    .map((script, index) => ({ script, index }))
    .sort((a, b) => (b.script.priority ?? DEFAULT_SCRIPT_PRIORITY) - (a.script.priority ?? DEFAULT_SCRIPT_PRIORITY) || a.index - b.index)
    .map(({ script }) => script);
}
