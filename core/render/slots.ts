// Named slots: places in the core's pages whose content a plugin may replace (the ab-test
// plugin shows a test's variant there). A slot renders the core's own content unless a
// plugin of the brand fills it; fillers live in the brand's ComponentRegistry, so a
// plugin switched off for a brand fills nothing there. Isomorphic.
import type { ComponentType, ReactNode } from 'react';
import type { PageData } from '../page-data.ts';

/** The core's slots, by name. */
export const CORE_SLOTS = {
  /** The line under a front door's heading (the brand's description). */
  frontDoorDescription: 'front-door-description',
} as const;

export type CoreSlotName = (typeof CORE_SLOTS)[keyof typeof CORE_SLOTS];

export interface SlotProps {
  /** The slot being filled (one filler may serve several). */
  name: string;
  page: Pick<PageData, 'plugins' | 'brand'>;
  /** The core's own content of the slot: what a filler shows when it has nothing else. */
  children?: ReactNode;
}

export type SlotFiller = ComponentType<SlotProps>;
