// Who fills a brand's body ad slots. The core's ad-slot engine places `body.adSlots` only
// on a brand that enables a plugin declaring `fillsAdSlots`: a slot nobody fills would
// be an empty box, at its reserved height, in the middle of the reader's text.
import type { EnabledPlugin } from '../plugin-loader.ts';

/** True when a plugin the brand enables fills the ad slots of its bodies. */
export function fillsAdSlots(enabled: readonly EnabledPlugin[]): boolean {
  return enabled.some(({ plugin }) => plugin.definition.fillsAdSlots === true);
}
