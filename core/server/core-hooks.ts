// The core's own taps on every brand's fresh hook bag, before plugins apply.
import type { SiteConfig } from '../config/types.ts';
import type { CoreHooks } from '../hooks.ts';

export function coreSetupHooks(_hooks: CoreHooks, _site: SiteConfig): void {}
