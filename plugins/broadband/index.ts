// The broadband plugin (spec 001 §3, §4, §7, §9; spec 000 §2.2): the internet-plans page
// with its address tools, the finance rate tables, the solar estimator and the VPN
// paid-search landing, the broadband shortcodes from reference data, and the embedded
// geo and finance-rate services that answer from examples/broadband (or a real host).
import path from 'node:path';
import { brandFacts, definePage, definePlugin, type PageContext, type PluginDefinition, type SiteConfig, STAGE_DEFAULT } from '../../core/index.ts';
import { BROADBAND_PLUGIN, FINANCE_PAGE, PLANS_PAGE, PLUGIN_ROUTES, RATES_COMPONENT, SOLAR_PAGE, VPN_PAGE } from './constants.ts';
import { ServerFinanceRates } from './FinanceRatesComponent.tsx';
import { LeadsStore } from './leads-store.ts';
import { type BrandTools, createLoaders, ratesProps } from './loaders.ts';
import { BroadbandOptions, DEFAULT_LEADS_DATABASE } from './options.ts';
import { financePage, plansPage, solarPage, vpnPage } from './pages.ts';
import { loadReferenceData, REFERENCE_DATA_FILES } from './reference-data.ts';
import { registerRoutes } from './routes.ts';
import { createServices } from './services.ts';
import { renderInfographic, renderSpeedChart } from './shortcodes.tsx';

export { createBroadbandStore, createPhoneLeaseStore } from './store.ts';

export function createBroadbandPlugin(): PluginDefinition<typeof BroadbandOptions> {
  // Per brand: the loaders find their brand's services by its site config (the one apply()
  // was given is the one its pages see), so apps built in one process keep their own.
  const brands = new WeakMap<SiteConfig, BrandTools>();
  const toolsOf = (ctx: PageContext): BrandTools => {
    const tools = brands.get(ctx.site);
    if (!tools) throw new Error(`broadband is not enabled on brand ${ctx.site.id}`);
    return tools;
  };
  const loaders = createLoaders(toolsOf);
  return definePlugin({
    name: BROADBAND_PLUGIN,
    options: BroadbandOptions,
    contentRequests: ['page'],
    pages: [
      definePage({ key: PLANS_PAGE, component: plansPage, load: loaders.plans }),
      definePage({ key: SOLAR_PAGE, component: solarPage, load: loaders.solar }),
      definePage({ key: VPN_PAGE, component: vpnPage, load: loaders.vpn }),
      definePage({ key: FINANCE_PAGE, component: financePage, load: loaders.finance }),
    ],
    components: { [RATES_COMPONENT]: ServerFinanceRates },
    // Checked by the core before apply(), at the option in the site file.
    optionFiles: { referenceData: { kind: 'folder', holds: REFERENCE_DATA_FILES } },
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      const data = loadReferenceData(path.resolve(context.root, options.referenceData), context.root);
      // Without a host, the embedded services answer from the reference data: sample data.
      if (options.sampleData && !options.geo.host) context.sampleData?.add('geo', `the embedded geo service's sample addresses and providers from ${options.referenceData}`);
      if (options.sampleData && !options.rates.host) context.sampleData?.add('rates', `the embedded finance-rate service's sample rates from ${options.referenceData}`);
      let log: { warn(object: object, message: string): void } = { warn: () => {} };
      const services = createServices(data, options, brandFacts(site).contentSite, { warn: (object, message) => log.warn(object, message) });
      brands.set(site, { services, options });

      // The core's landing routes (spec 000 §2.2) show this plugin's pages.
      hooks.routes.tap(BROADBAND_PLUGIN, (routes) =>
        routes.map((route) => {
          const page = PLUGIN_ROUTES[route.name];
          return page ? { ...route, meta: { ...route.meta, page } } : route;
        }),
      );

      hooks.renderShortcode.for('broadband-speed-chart').tap({ name: BROADBAND_PLUGIN, stage: STAGE_DEFAULT }, (node) => renderSpeedChart(data, node));
      hooks.renderShortcode.for('broadband-infographic').tap({ name: BROADBAND_PLUGIN, stage: STAGE_DEFAULT }, (node) => renderInfographic(data, node));

      // The rate tables head the door pages the options list.
      const ratePages = new Set(options.rates.pages.map((page) => (site.prefix === '/' ? page : `${site.prefix.slice(0, -1)}${page}`)));
      hooks.loadPage.tapPromise(BROADBAND_PLUGIN, async (page, ctx) => {
        if (!ratePages.has(ctx.request.path) || !Array.isArray(page.props.components)) return page;
        const view = { id: 'finance-rates', type: RATES_COMPONENT, name: 'finance-rates', data: await ratesProps(services, options, site.prefix, ctx.txId) };
        return { ...page, props: { ...page.props, components: [view, ...page.props.components] } };
      });

      hooks.server.tapPromise(BROADBAND_PLUGIN, async (app) => {
        log = app.log;
        const leads = new LeadsStore(context.state.store(options.leads.database, DEFAULT_LEADS_DATABASE));
        app.addHook('onClose', async () => leads.close());
        await registerRoutes(app, { brand: site.id, site: brandFacts(site).contentSite, services, leads, maxLeadsPerMinute: options.leads.maxPerMinute, sampleData: options.sampleData });
      });
    },
  });
}

export default createBroadbandPlugin();
