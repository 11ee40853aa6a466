// The core's own `injectAds` tap: places the slot definitions in `ctx.adSlots` (the
// brand's `body.adSlots`, plus whatever plugins tapping earlier added).
import { type CoreHooks, STAGE_DEFAULT } from '../hooks.ts';
import { placeAdSlots } from './ad-engine.ts';

export function registerAdEngine(hooks: CoreHooks): void {
  hooks.injectAds.tap({ name: 'core', stage: STAGE_DEFAULT }, (nodes, ctx) => {
    const placement = placeAdSlots(nodes, ctx.adSlots, ctx.content);
    ctx.collected.adPlacement = placement;
    return placement.nodes;
  });
}
