// Taps every built-in shortcode renderer into a brand's hook bag as 'core' at
// STAGE_LATE, so a plugin tapping the same type earlier answers first.
import { type CoreHooks, STAGE_LATE } from '../../hooks.ts';
import { broadbandShortcodes } from './broadband-shortcodes.tsx';
import { commerceShortcodes } from './commerce-shortcodes.tsx';
import { editorialShortcodes } from './editorial-shortcodes.tsx';
import { embedShortcodes } from './embed-shortcodes.tsx';
import { mediaShortcodes } from './media-shortcodes.tsx';
import type { ShortcodeRenderer } from './shortcode-data.ts';

export const CORE_SHORTCODES: Readonly<Record<string, ShortcodeRenderer>> = Object.freeze({
  ...mediaShortcodes,
  ...embedShortcodes,
  ...editorialShortcodes,
  ...commerceShortcodes,
  ...broadbandShortcodes,
});

const registered = new WeakSet<CoreHooks>();

/** Idempotent per hook bag: the loader and the pipeline may both call it. */
export function registerCoreShortcodes(hooks: CoreHooks): void {
  if (registered.has(hooks)) return;
  registered.add(hooks);
  for (const [type, renderer] of Object.entries(CORE_SHORTCODES)) {
    hooks.renderShortcode.for(type).tap({ name: 'core', stage: STAGE_LATE }, renderer);
  }
}
