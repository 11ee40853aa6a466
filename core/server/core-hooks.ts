// The core's own taps on every brand's fresh hook bag, before plugins apply: the
// built-in shortcode renderers (tapped late, so a plugin can override a type) and the
// ad-slot injection engine.
import { registerAdEngine } from '../body/register-ad-engine.ts';
import { registerCoreShortcodes } from '../body/shortcodes/register-core-shortcodes.ts';
import type { SiteConfig } from '../config/types.ts';
import type { CoreHooks } from '../hooks.ts';

export function coreSetupHooks(hooks: CoreHooks, _site: SiteConfig): void {
  registerCoreShortcodes(hooks);
  registerAdEngine(hooks);
}
