// Upstreams that answer with sample data instead of a real service: the embedded content
// store seeded from examples/content, and whatever embedded defaults plugins bring (ads,
// live, identity, vanity, rates, the collector). Fine on a laptop; in production each one
// is named in a warning at boot, listed in /_node/status as `sampleData`, and makes
// `neutron validate site --production` fail.

export interface SampleDataSource {
  /** The upstream that serves it: 'content', 'ads', 'identity'… */
  upstream: string;
  /** What it serves, for the warning: 'the embedded store seeded from examples/content'. */
  detail: string;
}

/** The project's sample-data sources; a plugin adds its own from `apply` (context.sampleData). */
export class SampleDataSources {
  private readonly sources = new Map<string, SampleDataSource>();

  /** Names an upstream that serves sample data; naming it again replaces the detail. */
  add(upstream: string, detail: string): void {
    this.sources.set(upstream, { upstream, detail });
  }

  list(): SampleDataSource[] {
    return [...this.sources.values()];
  }
}

/** The boot warning for one source served in production. */
export function sampleDataWarning(source: SampleDataSource): string {
  return `sample data in production: upstream '${source.upstream}' serves ${source.detail}`;
}
