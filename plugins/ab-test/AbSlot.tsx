// Fills the core's named slots (CORE_SLOTS) with the variant of the reader's bucket of the
// test the brand's `slots` option names for the slot; anyone else sees the core's own content.
import { CORE_SLOTS, type SlotFiller, type SlotProps } from '../../core/browser.ts';
import { AbVariant } from './AbVariant.tsx';
import { readAbTestState } from './variant.ts';

export function AbSlot({ name, page, children }: SlotProps) {
  const slot = readAbTestState(page).slots?.[name];
  if (!slot) return <>{children}</>;
  return <AbVariant page={page} test={slot.test} variants={slot.variants} fallback={children} />;
}

/** The plugin fills every slot of the core (server and browser alike); a slot no test is set for shows the core's content. */
export const abSlotFillers: Record<string, SlotFiller> = Object.fromEntries(Object.values(CORE_SLOTS).map((slot) => [slot, AbSlot]));
