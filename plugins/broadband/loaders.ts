// The loaders of the plugin's pages and the rate tables' first answers. Each page's
// editorial text comes from the route's static content (landing-content.ts); the tools'
// data from the reference data and the upstreams.
import type { PageContext, PageDefinition } from '../../core/index.ts';
import { CD_TERMS, CHECKING_PRODUCTS, type RateKind, RATE_KINDS, ROOF_KINDS, SAVINGS_ACCOUNTS, TOOLS_PREFIX } from './constants.ts';
import type { RatesAnswer } from './geo-types.ts';
import { checkRateQuery } from './inputs.ts';
import { landingPage, loadLandingContent } from './landing-content.ts';
import type { BroadbandOptions } from './options.ts';
import type { FinancePageProps, LandingLink, PlansPageProps, RatesProps, RateTableSetup, SolarPageProps, ToolSettings, VpnPageProps } from './page-props.ts';
import { providerKey } from './reference-data.ts';
import type { BroadbandServices } from './services.ts';

type Services = Parameters<NonNullable<PageDefinition['load']>>[1];
/** Browser calls wait this much longer than the node waits for its upstream. */
const BROWSER_MARGIN_MS = 1000;

export function toolSettings(prefix: string, options: BroadbandOptions): ToolSettings {
  return { base: `${prefix}${TOOLS_PREFIX}/`, timeoutMs: Math.max(options.geo.timeoutMs, options.rates.timeoutMs) + BROWSER_MARGIN_MS };
}

const humanise = (id: string) => {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const TABLES: Readonly<Record<RateKind, { title: string; options: { value: string; label: string }[] }>> = {
  cds: { title: 'CD rates', options: CD_TERMS.map((term) => ({ value: String(term), label: `${term} months` })) },
  checking: { title: 'Checking accounts', options: CHECKING_PRODUCTS.map((value) => ({ value, label: value === 'all' ? 'All accounts' : humanise(value) })) },
  savings: { title: 'Savings accounts', options: SAVINGS_ACCOUNTS.map((value) => ({ value, label: value === 'all' ? 'All accounts' : humanise(value) })) },
};

/** The three tables with their first answers (or the friendly message), asked at once. */
export async function ratesProps(broadband: BroadbandServices, options: BroadbandOptions, prefix: string, txId: string): Promise<RatesProps> {
  const tables = await Promise.all(
    RATE_KINDS.map(async (kind): Promise<RateTableSetup> => {
      const query = checkRateQuery(kind, { amount: String(options.rates.amount), zipcode: options.rates.zipcode });
      if (!query.ok) throw new Error(`broadband: default rate query refused: ${query.message}`);
      const answer = await broadband.rateTable(query.value, txId);
      const { title, options: choices } = TABLES[kind];
      const setup: RateTableSetup = { kind, title, option: query.value.option, options: choices };
      if (answer.status === 200) setup.answer = answer.body as RatesAnswer;
      else setup.message = (answer.body as { message: string }).message;
      return setup;
    }),
  );
  return { tools: toolSettings(prefix, options), amount: options.rates.amount, zipcode: options.rates.zipcode, tables };
}

/** What one brand's loaders use: its services and options (set when the plugin is applied). */
export interface BrandTools {
  services: BroadbandServices;
  options: BroadbandOptions;
}

export function createLoaders(toolsOf: (ctx: PageContext) => BrandTools) {
  return {
    async plans(ctx: PageContext, services: Services) {
      const content = await loadLandingContent(ctx, services, 'Internet plans near you');
      const { data } = toolsOf(ctx).services;
      const names = new Map([...data.providers.values()].map((provider) => [providerKey(provider.name), provider.name]));
      const reviews: LandingLink[] = Object.entries(data.reviewSlugs).map(([provider, slug]) => ({
        title: `${names.get(provider) ?? humanise(provider)} review`,
        url: `/home/internet/${slug}/`,
      }));
      const props: PlansPageProps = {
        headline: content.headline,
        ...(content.dek ? { dek: content.dek } : {}),
        ...(content.bodyHtml ? { bodyHtml: content.bodyHtml } : {}),
        tools: toolSettings(ctx.site.prefix, toolsOf(ctx).options),
        us: { label: 'US average', ...data.us },
        metros: [...data.metros].sort((a, b) => b.download - a.download).map((metro) => ({ label: `${metro.city}, ${metro.state}`, download: metro.download, upload: metro.upload })),
        reviews,
        sections: content.sections,
      };
      return landingPage(ctx, content, content.headline, props);
    },

    async solar(ctx: PageContext, services: Services) {
      const content = await loadLandingContent(ctx, services, 'Solar estimator');
      const props: SolarPageProps = {
        headline: content.headline,
        ...(content.dek ? { dek: content.dek } : {}),
        ...(content.bodyHtml ? { bodyHtml: content.bodyHtml } : {}),
        tools: toolSettings(ctx.site.prefix, toolsOf(ctx).options),
        roofKinds: ROOF_KINDS,
        sections: content.sections,
      };
      return landingPage(ctx, content, content.headline, props);
    },

    async vpn(ctx: PageContext, services: Services) {
      const content = await loadLandingContent(ctx, services, 'VPN buying guide');
      const variationId = ctx.route.params.variation ?? '';
      const variations = ctx.route.route.params?.variation?.oneOf ?? [variationId];
      const block = content.sections.find((section) => section.id === variationId);
      const title = block?.title ?? humanise(variationId);
      const props: VpnPageProps = {
        headline: content.headline,
        ...(content.dek ? { dek: content.dek } : {}),
        ...(content.bodyHtml ? { bodyHtml: content.bodyHtml } : {}),
        variation: { id: variationId, title },
        offers: block?.links ?? [],
        sections: content.sections.filter((section) => !variations.includes(section.id)),
      };
      return landingPage(ctx, content, `${title} - ${content.headline}`, props);
    },

    async finance(ctx: PageContext, services: Services) {
      const content = await loadLandingContent(ctx, services, humanise(ctx.route.name.replace(/^hidden-/, '')));
      const props: FinancePageProps = {
        headline: content.headline,
        ...(content.dek ? { dek: content.dek } : {}),
        ...(content.bodyHtml ? { bodyHtml: content.bodyHtml } : {}),
        rates: await ratesProps(toolsOf(ctx).services, toolsOf(ctx).options, ctx.site.prefix, ctx.txId),
        sections: content.sections,
      };
      return landingPage(ctx, content, content.headline, props);
    },
  };
}
