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

/** Called once per brand hook bag, when the project wires the brand (core/project.ts). */
export function registerCoreShortcodes(hooks: CoreHooks): void {
  for (const [type, renderer] of Object.entries(CORE_SHORTCODES)) {
    hooks.renderShortcode.for(type).tap({ name: 'core', stage: STAGE_LATE }, renderer);
  }
}
