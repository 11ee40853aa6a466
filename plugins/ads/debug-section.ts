// The debug toolbar's Ad slots section: the slots the page placed, or why it has none.
import type { DebugSection, PageData } from '../../core/index.ts';
import type { AdState } from './ad-state.ts';
import { ADS_PLUGIN } from './constants.ts';

export function adsDebugSection(data: PageData): DebugSection {
  const state = (data.plugins[ADS_PLUGIN] as { state?: AdState } | undefined)?.state;
  const title = 'Ad slots';
  if (!state) return { title, rows: [['ads', 'no ad state on this page']] };
  if (state.disabledReason !== undefined) return { title, rows: [['ads off', state.disabledReason]] };
  return {
    title: `${title} (${state.slots.length})`,
    rows: [
      ['provider', state.provider],
      ...state.slots.map(
        (slot) =>
          [
            `${slot.index}. ${slot.id}`,
            `${slot.name}, ${slot.position}, ${slot.size} (${slot.sizes.join(', ')}), devices ${slot.devices.join(', ')}${slot.lazy ? ', lazy' : ''}`,
          ] as const,
      ),
    ],
  };
}
