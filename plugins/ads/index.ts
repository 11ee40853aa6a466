// The ads plugin (spec 001 §3–§6, §8, §9): the ad state and slots in every page's first
// HTML, reserved at their final height; the embedded ad server (display ads, clicks,
// VAST) and taser script under `{prefix}_neutron/ads/`; and the browser code that
// defines, auctions and renders the slots after the page is interactive, through the
// embedded server or Google Publisher Tag with Prebid.js.
import path from 'node:path';
import { definePlugin, defineRequestState, isGranted, type PluginDefinition, STAGE_LATE } from '../../core/index.ts';
import { buildAdSenseState, buildAdState } from './ad-state.ts';
import { ADS_PATH, ADS_PLUGIN } from './constants.ts';
import { adsDebugSection } from './debug-section.ts';
import { AdsOptions, lineItemsFolder, SAMPLE_LINE_ITEMS } from './options.ts';
import { readLineItems } from './server/line-items.ts';
import { registerAdServer } from './server/routes.ts';
import { createSigner, signingKey } from './server/signer.ts';
import { acquireStore, releaseStore } from './server/store.ts';
import { registerTaserScript } from './server/taser-script.ts';
import { isRegistered, pageDisabledReason } from './rules.ts';
import { adScripts } from './services.ts';
import { pageSlots, slotRegions } from './slots.ts';
import { validateAds } from './validate.ts';

export type { AdState, AdSenseState, AdTargeting } from './ad-state.ts';
export { ADS_PLUGIN } from './constants.ts';

export const DEFAULT_DATABASE = 'data/ads.sqlite';

/** What the ads tap of the 'auth' middleware step read: whether the reader is registered. */
const adsRequest = defineRequestState<{ registered: boolean }>(ADS_PLUGIN);

export function createAdsPlugin(settings: { now?: () => number } = {}): PluginDefinition<typeof AdsOptions> {
  return definePlugin({
    name: ADS_PLUGIN,
    options: AdsOptions,
    dependencies: ['consent'],
    // The slots the core's body engine places (body.adSlots) are this plugin's to fill.
    fillsAdSlots: true,
    client: './client/index.ts',
    // Checked by the core before validate() and apply(), at the option in the site file.
    optionFiles: { 'server.lineItems': { kind: 'folder' } },
    validate: validateAds,
    apply(hooks, options, site, context) {
      const endpoint = `${site.prefix}${ADS_PATH}`;
      if (options.sampleData) context.sampleData?.add(ADS_PLUGIN, `the embedded ad server's sample line items from ${lineItemsFolder(options)}`);
      const bodyDevices = new Map(site.body.adSlots.map((slot) => [slot.name, slot.devices ?? ['all']]));

      hooks.scripts.tap(ADS_PLUGIN, (scripts, ctx) => [...scripts, ...adScripts(options, ctx)]);

      // Registered readers get other pages (user=registered): the page cache must know it
      // before it looks, so it is read in the auth step of the middleware chain.
      hooks.middleware.for('auth').tapPromise(ADS_PLUGIN, async (ctx) => {
        const registered = isRegistered(ctx, options.registeredCookies);
        if (registered) ctx.cacheKey.push('ads-user=registered');
        adsRequest.set(ctx, { registered });
      });

      // Late: the A/B buckets (the service-off test) and the body's placed slots are known.
      hooks.loadPage.tapPromise({ name: ADS_PLUGIN, stage: STAGE_LATE }, async (data, ctx) => {
        // A chain without the auth step: the page is private to the reader instead.
        let registered = adsRequest.get(ctx)?.registered;
        if (registered === undefined) {
          registered = isRegistered(ctx, options.registeredCookies);
          if (registered) ctx.response.private = true;
        }
        const disabledReason = pageDisabledReason(data, options);
        const { slots } = pageSlots(data, options, bodyDevices);
        const state = buildAdState({
          page: data,
          options,
          environment: context.environment,
          metaSection: ctx.route.meta.section,
          query: ctx.request.query,
          registered,
          // The brand store's guid (spec 001 §3): the page view id tracking sends too.
          pageViewGuid: data.stores.brand.guid,
          slots,
          disabledReason,
          endpoint,
        });
        const adSense = buildAdSenseState(state, isGranted(ctx.consent, 'targeting'), options);
        const regions = disabledReason === undefined ? slotRegions(state.slots, options.skybox) : {};
        return {
          ...data,
          plugins: { ...data.plugins, [ADS_PLUGIN]: { state, adSense } },
          regions: {
            ...data.regions,
            top: [...(data.regions?.top ?? []), ...(regions?.top ?? [])],
            aside: [...(data.regions?.aside ?? []), ...(regions?.aside ?? [])],
            bottom: [...(data.regions?.bottom ?? []), ...(regions?.bottom ?? [])],
          },
        };
      });

      hooks.debugSections.tap(ADS_PLUGIN, (sections, _ctx, data) => [...sections, adsDebugSection(data)]);

      hooks.server.tapPromise(ADS_PLUGIN, async (app) => {
        const lineItems = lineItemsFolder(options);
        const folder = path.resolve(context.root, lineItems ?? SAMPLE_LINE_ITEMS);
        // Broken files are reported by `validate` at boot; the server serves what is valid.
        // Without line items (no folder, sample data off) every slot stays empty.
        const { items } = lineItems === undefined ? { items: [] } : readLineItems(context.root, lineItems);
        const database = context.state.store(options.server.database, DEFAULT_DATABASE);
        const store = acquireStore(database);
        app.addHook('onClose', async () => releaseStore(database, store));
        registerTaserScript(app, { debug: context.environment !== 'production' });
        await registerAdServer(app, {
          brand: site.id,
          brandName: site.name,
          prefix: site.prefix,
          items,
          folder,
          store,
          signer: createSigner(signingKey(context.state, context.environment)),
          ...(settings.now ? { now: settings.now } : {}),
        });
      });
    },
  });
}

export default createAdsPlugin();
