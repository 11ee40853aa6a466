// The tracking plugin (spec 001 §3, §4, §7–§9): page tracking data in every page's data,
// the browser side that sends page views and events once consent allows, and the
// embedded collector that validates, rate-limits, stores and forwards them.
import { brandFacts, definePlugin, defineRequestState, type PluginDefinition, type SiteConfig, STAGE_LATE } from '../../core/index.ts';
import { installCollector } from './collector/install.ts';
import { DEFAULT_DATABASE } from './options.ts';
import { trackingReportCommand } from './commands.ts';
import type { ForwardTransport } from './collector/forwarder.ts';
import { TRACKING_PLUGIN } from './constants.ts';
import { TrackingOptions } from './options.ts';
import { buildPageTrackingData } from './page-tracking-data.ts';
import { endpointsUnder, type TrackingSettings } from './settings.ts';

/** Tracking fields an earlier step of the request knows better than the page data (a
 *  loader's content ids, a middleware's traffic source); read by the page-data tap. */
export const trackingHints = defineRequestState<Record<string, unknown>>('tracking');

export { EVENT_TYPES, TRACKING_PLUGIN, TRACKING_UNAVAILABLE } from './constants.ts';
export type { PageTrackingData, TrackingEvent } from './event-schema.ts';
export type { TrackingSettings } from './settings.ts';

export interface TrackingPluginSettings {
  /** The page view id the server puts in page data; by default a placeholder each response
   *  replaces with a fresh id, so two readers of one cached page never share a view id. */
  newId?: () => string;
  /** The forwarder's HTTP transport (tests replace it). */
  transport?: ForwardTransport;
  now?: () => number;
}

/** The brand's settings the browser reads (page data, and SETTINGS_PATH for error pages). */
export function brandSettings(options: TrackingOptions, site: SiteConfig, environment: string): TrackingSettings {
  return {
    // The brand store's code (spec 001 §3): the brand's content site, cnet or roadshow.
    brand: options.brand ?? brandFacts(site).contentSite,
    siteName: site.name,
    siteType: options.siteType,
    reportSuiteId: options.reportSuiteId,
    edition: site.edition,
    consentCategory: options.consentCategory,
    endpoints: endpointsUnder(site.prefix, options.endpoints),
    environment,
  };
}

export function createTrackingPlugin(settings: TrackingPluginSettings = {}): PluginDefinition<typeof TrackingOptions> {
  return definePlugin({
    name: TRACKING_PLUGIN,
    options: TrackingOptions,
    commands: [trackingReportCommand],
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      const trackingSettings = brandSettings(options, site, context.environment);

      // Late, so the A/B state (plugins['ab-test']) is already in the page data.
      hooks.loadPage.tapPromise({ name: TRACKING_PLUGIN, stage: STAGE_LATE }, async (data, ctx) => {
        const tracking = buildPageTrackingData({
          page: data,
          brand: trackingSettings,
          device: ctx.device,
          prefix: site.prefix,
          // The brand store's guid (spec 001 §3), unless ids are injected.
          pageViewGuid: settings.newId?.() ?? data.stores.brand.guid,
          meta: { section: ctx.route.meta.section, topic: ctx.route.meta.topic },
          query: ctx.request.query,
          hints: trackingHints.get(ctx),
        });
        return { ...data, plugins: { ...data.plugins, [TRACKING_PLUGIN]: { ...tracking, settings: trackingSettings } } };
      });

      // Registered per brand (under its prefix); the brands share one store per process.
      hooks.server.tapPromise(TRACKING_PLUGIN, (app) =>
        installCollector(app, {
          brand: site.id,
          options,
          settings: trackingSettings,
          database: context.state.store(options.collector.database, DEFAULT_DATABASE),
          ...(settings.transport ? { transport: settings.transport } : {}),
          ...(settings.now ? { now: settings.now } : {}),
        }),
      );
    },
  });
}

export default createTrackingPlugin();
