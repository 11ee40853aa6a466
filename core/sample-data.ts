// Upstreams that answer with sample data instead of a real service: the embedded content
// store seeded from examples/content, and whatever embedded defaults plugins bring (the ad
// server's line items, the identity provider's development connection, geo and rates).
// Fine on a laptop; in production each one is named in a warning at boot, listed in
// /_node/status as `sampleData`, and makes `neutron validate site --production` fail.
import type { BrandId } from './routing/types.ts';

/** Where a plugin's sample data is switched on: its `sampleData` option in a brand's site file. */
export interface SampleDataSetting {
  brand: BrandId;
  plugin: string;
}

export interface SampleDataSource {
  /** The upstream that serves it: 'content', 'ads', 'identity'… */
  upstream: string;
  /** What it serves, for the warning: 'the embedded store seeded from examples/content'. */
  detail: string;
  /** The plugin options that switched it on, one per brand; empty for the content upstream. */
  settings: SampleDataSetting[];
}

/** What a plugin sees of the sources (`context.sampleData`): it names its own upstreams. */
export interface SampleDataRegistry {
  /** Names an upstream that serves sample data; naming it again replaces the detail. */
  add(upstream: string, detail: string): void;
}

/** The project's sample-data sources; a plugin adds its own from `apply` (context.sampleData). */
export class SampleDataSources implements SampleDataRegistry {
  private readonly sources = new Map<string, SampleDataSource>();

  add(upstream: string, detail: string, setting?: SampleDataSetting): void {
    const settings = this.sources.get(upstream)?.settings ?? [];
    if (setting && !settings.some((known) => known.brand === setting.brand && known.plugin === setting.plugin)) settings.push(setting);
    this.sources.set(upstream, { upstream, detail, settings });
  }

  /** The registry one plugin gets on one brand: what it adds remembers where it was switched on. */
  forPlugin(plugin: string, brand: BrandId): SampleDataRegistry {
    return { add: (upstream, detail) => this.add(upstream, detail, { brand, plugin }) };
  }

  list(): SampleDataSource[] {
    return [...this.sources.values()];
  }
}

/** The boot warning for one source served in production. */
export function sampleDataWarning(source: SampleDataSource): string {
  return `sample data in production: upstream '${source.upstream}' serves ${source.detail}`;
}

/** The `validate site --production` message for one source. */
export function sampleDataFindingMessage(source: SampleDataSource): string {
  return `upstream '${source.upstream}' would serve sample data in production: ${source.detail}`;
}
