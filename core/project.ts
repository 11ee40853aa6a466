// The one place that wires the app: loads config/app.yaml, the site configs, the route
// config and the installed plugins; gives each brand its own hook bag (with the core's
// taps), its plugins, its pages (components and loaders), its component registry and its
// route table. The server, the CLI, the build and the tests all start here.
import { SampleDataSources, sampleDataFindingMessage } from './sample-data.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fillsAdSlots, unfilledAdSlotFindings } from './body/ad-slot-fillers.ts';
import { registerAdEngine } from './body/register-ad-engine.ts';
import { registerCoreShortcodes } from './body/shortcodes/register-core-shortcodes.ts';
import { ConfigError, type ConfigFinding, didYouMean, formatFinding, loadYamlConfig, type YamlSource } from './config/load-yaml.ts';
import { DEBUG_KEY_ENV, isDebugKey } from './debug-access.ts';
import { siteFeatureDefaults } from './features.ts';
import {
  EXAMPLE_PURGE_TOKEN,
  MIDDLEWARE_ORDER,
  MIN_PURGE_TOKEN_LENGTH,
  PURGE_TOKEN_ENV,
  type AppConfig,
  AppConfigSchema,
  type RoutesConfig,
  RoutesConfigSchema,
  type SiteConfig,
  SiteConfigSchema,
} from './config/types.ts';
import { type CoreHooks, createHooks, pluginOf, tappedKeys } from './hooks.ts';
import { type ImageConfig, loadImageConfig } from './images/config.ts';
import { onScratchState, projectState, type StateFiles } from './state-files.ts';
import type { InstalledPlugin, PluginSiteConfig } from './plugin.ts';
import { ContentRepository } from './content/repository.ts';
import { applyPlugins, type EnabledPlugin, importPlugins, resolveSitePlugins } from './plugin-loader.ts';
import { pluginFailureFindings } from './plugin-failure.ts';
import { pluginRouteFindings, takenTargetWarnings, tapRoutes, type TappedRoutes } from './plugin-routes.ts';
import { isCodedError } from './coded-error.ts';
import { errorSummary } from './error-summary.ts';
import { merchandisingFindings } from './config/merchandising.ts';
import { evergreenTermFindings } from './config/evergreen-terms.ts';
import { ComponentRegistry } from './render/component-registry.ts';
import { PageRegistry } from './render/page-registry.ts';
import { createRouter, type Router } from './routing/matcher.ts';
import { buildRouteTable } from './routing/route-table.ts';
import { brandTargetPaths, routeTargetFindings, type TargetSources } from './routing/route-targets.ts';
import type { BrandId, RouteDefinition } from './routing/types.ts';
import type { RouteChoiceOptions } from './routing/route-for-content.ts';
import { brandFacts } from './config/brand-facts.ts';
import { routeSetFindings } from './config/route-sets.ts';
import { corePages } from './render/core-pages.ts';

/** Everything one brand runs on; nothing of it is shared with another brand. */
export interface BrandRuntime {
  site: SiteConfig;
  hooks: CoreHooks;
  routes: RouteDefinition[];
  plugins: EnabledPlugin[];
  /** Page components by key: the core's plus those of this brand's plugins. */
  pages: PageRegistry;
  /** Page component renderers by type: the built-in kinds plus this brand's plugins'. */
  components: ComponentRegistry;
  /** The site config file, relative to the project root. */
  file: string;
}

export interface Project {
  root: string;
  app: AppConfig;
  routesConfig: RoutesConfig;
  images: ImageConfig;
  installed: ReadonlyMap<string, InstalledPlugin>;
  brands: ReadonlyMap<BrandId, BrandRuntime>;
  router: Router;
  /** What route choice for content reads (spec 000 §2.8): the route table of both brands,
   *  the topic allow-lists, and which content belongs to the auto brand's routes. */
  routeChoice: RouteChoiceOptions;
  /** Findings that do not stop the app (printed at start and by the CLI). */
  warnings: ConfigFinding[];
  /** Upstreams answering with sample data (core/sample-data.ts). */
  sampleData: SampleDataSources;
  /** The content API plugins reach through `context.content()`, mounted when the app is built. */
  content: ContentRepository;
}

export interface LoadOptions {
  /** App config file, relative to root. */
  appFile?: string;
  env?: NodeJS.ProcessEnv;
  /** Plugins installed in code, beside those config/app.yaml lists: the plugin test
   *  harness installs the plugin under test this way. */
  plugins?: readonly InstalledPlugin[];
  /** Where the project keeps what it writes (its plugins' stores, generated secrets): its
   *  own data/ unless a check gives a scratch state. */
  state?: StateFiles;
}

export interface BrandHooksOptions {
  /** Place `body.adSlots` in bodies: true when a plugin the brand enables fills ad slots
   *  (`fillsAdSlots(enabled)`). Without it no body carries an ad slot. */
  placeAdSlots?: boolean;
}

/** A fresh hook bag with the core's own taps, registered once: the built-in shortcode
 *  renderers (tapped late, so a plugin can override a type) and, where some plugin
 *  fills the slots, the ad-slot engine. */
export function createBrandHooks(options: BrandHooksOptions = {}): CoreHooks {
  const hooks = createHooks();
  registerCoreShortcodes(hooks);
  if (options.placeAdSlots === true) registerAdEngine(hooks);
  return hooks;
}

/** A brand's page and component registries: the core's, then its enabled plugins'. The
 *  loaders of the same page definitions are the server's (core/server/content-setup.ts). */
function brandRegistries(enabled: readonly EnabledPlugin[]): Pick<BrandRuntime, 'pages' | 'components'> {
  const pages = new PageRegistry(corePages);
  const components = new ComponentRegistry();
  for (const { plugin } of enabled) {
    for (const page of plugin.definition.pages ?? []) pages.addLoader(page.key, page.component);
    components.addPlugin(plugin.definition);
  }
  return { pages, components };
}

function applyEnvironment(app: AppConfig, env: NodeJS.ProcessEnv): AppConfig {
  const next = structuredClone(app);
  if (env.PORT !== undefined && env.PORT !== '') {
    // Plain decimal digits, as app.yaml's port: Number() would also take '1e3', '0x50',
    // ' 80 ', and '045' (which YAML reads as octal in some versions).
    const port = /^(0|[1-9]\d{0,4})$/.test(env.PORT) ? Number(env.PORT) : Number.NaN;
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new ConfigError([{ file: 'PORT', line: 1, col: 1, message: `PORT must be a whole number from 0 to 65535, got '${env.PORT}'`, severity: 'error' }]);
    }
    next.server.port = port;
  }
  const environment = env.NEUTRON_ENV;
  if (environment !== undefined && environment !== '') {
    if (environment !== 'production' && environment !== 'development' && environment !== 'test') {
      throw new ConfigError([{ file: 'NEUTRON_ENV', line: 1, col: 1, message: `NEUTRON_ENV must be production, development or test, got '${environment}'`, severity: 'error' }]);
    }
    next.environment = environment;
  }
  const debugKey = env[DEBUG_KEY_ENV];
  if (debugKey !== undefined && debugKey !== '') {
    if (!isDebugKey(debugKey)) {
      throw new ConfigError([{ file: DEBUG_KEY_ENV, line: 1, col: 1, message: `${DEBUG_KEY_ENV} must be 16 to 256 printable characters without spaces`, severity: 'error' }]);
    }
    next.server.debugKey = debugKey;
  }
  const purgeToken = env[PURGE_TOKEN_ENV];
  if (purgeToken !== undefined && purgeToken !== '') {
    if (purgeToken.length < MIN_PURGE_TOKEN_LENGTH) {
      throw new ConfigError([{ file: PURGE_TOKEN_ENV, line: 1, col: 1, message: `${PURGE_TOKEN_ENV} must be at least ${MIN_PURGE_TOKEN_LENGTH} characters`, severity: 'error' }]);
    }
    if (purgeToken === EXAMPLE_PURGE_TOKEN) {
      throw new ConfigError([{ file: PURGE_TOKEN_ENV, line: 1, col: 1, message: `${PURGE_TOKEN_ENV} must be a secret of your own, not the example in config/app.yaml's comment`, severity: 'error' }]);
    }
    next.server.purgeToken = purgeToken;
  }
  return next;
}

/** Loads and validates one site file (no plugin options yet). */
export function loadSiteFile(root: string, file: string): { site: SiteConfig; source: YamlSource } {
  const { value, source } = loadYamlConfig(path.resolve(root, file), SiteConfigSchema, { root });
  return { site: value, source };
}

/** Plugins the app config lists that did not load (their error is reported at app.yaml). */
function brokenPlugins(entries: Record<string, string>, installed: ReadonlyMap<string, InstalledPlugin>): Set<string> {
  return new Set(Object.keys(entries).filter((name) => !installed.has(name)));
}

/** The app config and the plugins it installs; a broken app config or a plugin that
 *  does not load is a finding (the CLI finds the plugins' commands this way). */
export async function loadInstalledPlugins(
  root: string,
  appFile = 'config/app.yaml',
): Promise<{
  app?: AppConfig;
  source?: YamlSource;
  installed: ReadonlyMap<string, InstalledPlugin>;
  broken: ReadonlySet<string>;
  findings: ConfigFinding[];
}> {
  try {
    const { value: app, source } = loadYamlConfig(path.resolve(root, appFile), AppConfigSchema, { root });
    const { plugins: installed, findings } = await importPlugins(root, app.plugins, source);
    return { app, source, installed, broken: brokenPlugins(app.plugins, installed), findings };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { installed: new Map(), broken: new Set(), findings: error.findings };
  }
}

/** Runs every installed plugin's own validator on the configs loaded so far. */
async function validatePlugins(
  root: string,
  app: AppConfig,
  installed: ReadonlyMap<string, InstalledPlugin>,
  sites: readonly { site: SiteConfig; source: YamlSource; enabled: readonly EnabledPlugin[] }[],
): Promise<ConfigFinding[]> {
  const findings: ConfigFinding[] = [];
  for (const plugin of installed.values()) {
    if (!plugin.definition.validate) continue;
    const own: PluginSiteConfig[] = sites.map(({ site, source, enabled }) => ({
      site,
      source,
      options: enabled.find((entry) => entry.plugin === plugin)?.options,
    }));
    try {
      findings.push(...(await plugin.definition.validate({ root, app, sites: own })));
    } catch (error) {
      // Named at the plugin's line that threw, else at its entry in a site that enables it.
      const site = sites.find(({ enabled }) => enabled.some((entry) => entry.plugin === plugin)) ?? sites[0];
      if (!site) throw error;
      findings.push(...pluginFailureFindings(plugin, 'validate()', error, root, site.source));
    }
  }
  return findings;
}

/** The middleware step names the core and the installed plugins define. */
function knownMiddleware(installed: ReadonlyMap<string, InstalledPlugin>): Set<string> {
  // The spec's step names are always known; the plugin that fills one may be absent.
  const known = new Set<string>(MIDDLEWARE_ORDER);
  for (const plugin of installed.values()) for (const name of plugin.definition.middleware ?? []) known.add(name);
  return known;
}

/** Middleware names a site lists that neither the core nor an installed plugin defines. */
export function unknownMiddleware(site: SiteConfig, installed: ReadonlyMap<string, InstalledPlugin>): string[] {
  const known = knownMiddleware(installed);
  return site.middleware.filter((name) => !known.has(name));
}

/** A plugin's tap of a middleware step nobody defines (a typo: `for('wether')`) never runs:
 *  said at the plugin's entry in the site file. */
function undefinedStepTaps(hooks: CoreHooks, site: SiteConfig, source: YamlSource, installed: ReadonlyMap<string, InstalledPlugin>): ConfigFinding[] {
  // A step the site lists runs whoever taps it.
  const known = new Set<string>([...knownMiddleware(installed), ...site.middleware]);
  return tappedKeys(hooks.middleware).flatMap(({ key, plugins }) =>
    known.has(key)
      ? []
      : plugins.map((plugin) =>
          source.finding(['plugins', plugin], `plugin '${plugin}' taps middleware step '${key}', which neither the core nor an installed plugin defines: the tap never runs`, { key: true, severity: 'warning' }),
        ),
  );
}

/** Middleware steps a site lists again: each entry after the first of its name, with
 *  where that first one is (both indexes from 0). */
export function repeatedMiddleware(site: SiteConfig): { name: string; at: number; first: number }[] {
  return site.middleware.flatMap((name, at) => {
    const first = site.middleware.indexOf(name);
    return first === at ? [] : [{ name, at, first }];
  });
}

/** Bot-disabled features must be flags the site declares. */
function unknownBotDisabledFeatures(site: SiteConfig, source: YamlSource): ConfigFinding[] {
  return site.botDisabledFeatures.flatMap((name, at) =>
    name in siteFeatureDefaults(site.features) ? [] : [source.finding(['botDisabledFeatures', at], `botDisabledFeatures names '${name}', which is not one of the site's features`)],
  );
}

/** A site's middleware entries nobody defines: every page of the brand would answer 500,
 *  so start refuses it. While a plugin the app config lists does not load (said there),
 *  which names it would define is unknown, and nothing is said. */
function unknownMiddlewareFindings(site: SiteConfig, source: YamlSource, installed: ReadonlyMap<string, InstalledPlugin>, broken: ReadonlySet<string>): ConfigFinding[] {
  if (broken.size > 0) return [];
  const known = [...knownMiddleware(installed)];
  return unknownMiddleware(site, installed).map((name) =>
    source.finding(
      ['middleware', site.middleware.indexOf(name)],
      `middleware '${name}' is defined neither by the core nor by an installed plugin${didYouMean(name, known)}; every page would answer 500 'Unknown middleware ${name}'`,
    ),
  );
}

/** An enabled plugin's own step the site leaves out of `middleware:` never runs there. */
function missingPluginStepFindings(site: SiteConfig, source: YamlSource, enabled: readonly EnabledPlugin[]): ConfigFinding[] {
  return enabled.flatMap(({ plugin }) =>
    (plugin.definition.middleware ?? [])
      .filter((step) => !site.middleware.includes(step))
      .map((step) =>
        source.finding(['middleware'], `plugin '${plugin.definition.name}' is enabled, but its middleware step '${step}' is not in middleware: it never runs on this brand`, { severity: 'warning' }),
      ),
  );
}

/** What one site file is checked for beyond its schema and its plugins' options, the same
 *  lines from `neutron start`, `validate all` and `validate site`. */
function siteFindings(
  site: SiteConfig,
  source: YamlSource,
  enabled: readonly EnabledPlugin[],
  installed: ReadonlyMap<string, InstalledPlugin>,
  broken: ReadonlySet<string>,
): ConfigFinding[] {
  const unknown = unknownMiddlewareFindings(site, source, installed, broken);
  return [
    ...unknownBotDisabledFeatures(site, source),
    ...merchandisingFindings(site.merchandising, source, new Date()),
    ...unknown,
    // A misspelt step (`vanty`) is its own finding; its plugin is not told again that its step is missing.
    ...(unknown.length > 0 ? [] : missingPluginStepFindings(site, source, enabled)),
    ...unfilledAdSlotFindings(site, source, enabled, installed),
  ];
}

/** A brand against the brands listed before it in the app config: its id and its prefix
 *  are its own. */
function brandClashFindings(site: SiteConfig, source: YamlSource, earlier: readonly { site: SiteConfig; file: string }[]): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const sameId = earlier.find((entry) => entry.site.id === site.id);
  if (sameId) findings.push(source.finding(['id'], `brand '${site.id}' is already defined by ${sameId.file}`));
  const samePrefix = earlier.find((entry) => entry.site.prefix === site.prefix && entry.site.id !== site.id);
  if (samePrefix) {
    findings.push(source.finding(['prefix'], `prefix '${site.prefix}' is already the prefix of brand '${samePrefix.site.id}' (${samePrefix.file}); each brand needs its own`));
  }
  return findings;
}

/** The site files the app config lists, each once: one listed again, or not there, is said
 *  at its entry in the app config. */
function listedSiteFiles(root: string, app: AppConfig, appSource: YamlSource): { files: string[]; findings: ConfigFinding[] } {
  const files: string[] = [];
  const findings: ConfigFinding[] = [];
  app.sites.forEach((file, at) => {
    if (app.sites.slice(0, at).some((earlier) => path.resolve(root, earlier) === path.resolve(root, file))) {
      findings.push(appSource.finding(['sites', at], `${file} is listed twice`));
    } else if (!existsSync(path.resolve(root, file))) {
      findings.push(appSource.finding(['sites', at], `${file} not found`));
    } else {
      files.push(file);
    }
  });
  return { files, findings };
}

/** A file `files:` of the app config names that is not there, said at that entry. */
function missingSharedFile(root: string, file: string, appSource: YamlSource, key: 'routes' | 'images'): ConfigFinding | undefined {
  return existsSync(path.resolve(root, file)) ? undefined : appSource.finding(['files', key], `${file} not found`);
}

/** The configs every brand reads beside its site file, loaded as start loads them: the
 *  routes config (its schema and the rules beyond it) and the image config. One that does
 *  not load is undefined, and its findings say why. */
function loadSharedConfigs(
  root: string,
  app: AppConfig,
  appSource: YamlSource,
  env: NodeJS.ProcessEnv,
  state: StateFiles,
): { routesConfig?: RoutesConfig; routesSource?: YamlSource; images?: ImageConfig; findings: ConfigFinding[] } {
  const missingRoutes = missingSharedFile(root, app.files.routes, appSource, 'routes');
  const { routesConfig, routesSource, findings } = missingRoutes ? { routesConfig: undefined, routesSource: undefined, findings: [missingRoutes] } : readRoutesConfig(root, app.files.routes);
  const missingImages = missingSharedFile(root, app.files.images, appSource, 'images');
  if (missingImages) return { routesConfig, routesSource, findings: [...findings, missingImages] };
  try {
    const images = loadImageConfig(path.resolve(root, app.files.images), { root, env, environment: app.environment, state });
    return { routesConfig, routesSource, images, findings };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { routesConfig, routesSource, findings: [...findings, ...error.findings] };
  }
}

/** What applying one brand's plugins needs. */
interface BrandPluginsInput {
  root: string;
  app: AppConfig;
  site: SiteConfig;
  source: YamlSource;
  enabled: EnabledPlugin[];
  installed: ReadonlyMap<string, InstalledPlugin>;
  /** Without it (`validate site` when the routes config does not load, which it reports)
   *  the routes taps do not run. */
  routesConfig: RoutesConfig | undefined;
  sampleData: SampleDataSources;
  content: ContentRepository;
  state: StateFiles;
}

/** A brand's plugins applied as a check applies them (`validate site`): on scratch
 *  sample-data sources and content, which nothing serves. */
function applyBrandPluginsToCheck(input: Omit<BrandPluginsInput, 'sampleData' | 'content'>): ReturnType<typeof applyBrandPlugins> {
  return applyBrandPlugins({ ...input, sampleData: new SampleDataSources(), content: new ContentRepository() });
}

/** A brand's plugins applied to a fresh hook bag, then its route table through their
 *  routes taps: what start does for every brand and `neutron validate site` for its one,
 *  so the two refuse the same plugins. What a plugin throws is a failure naming it
 *  (core/plugin-failure.ts); the taps of middleware steps nobody defines are warnings. */
async function applyBrandPlugins(
  input: BrandPluginsInput,
): Promise<{ hooks: CoreHooks; routes: RouteDefinition[]; addedBy: ReadonlyMap<RouteDefinition, string>; warnings: ConfigFinding[] } | { failures: ConfigFinding[] }> {
  const { root, app, site, source, enabled, routesConfig } = input;
  const hooks = createBrandHooks({ placeAdSlots: fillsAdSlots(enabled) });
  const context = { root, environment: app.environment, app, content: () => input.content.get(), siteSource: source, state: input.state };
  const failed = await applyPlugins(hooks, site, enabled, context, input.sampleData);
  if (failed) return { failures: pluginFailureFindings(failed.plugin, 'apply()', failed.error, root, source) };
  const warnings = undefinedStepTaps(hooks, site, source, input.installed);
  if (!routesConfig) return { hooks, routes: [], addedBy: new Map(), warnings };
  let tapped: TappedRoutes;
  try {
    tapped = tapRoutes(hooks, buildRouteTable(site, routesConfig, { environment: app.environment }), site);
  } catch (error) {
    const plugin = enabled.find((entry) => entry.plugin.definition.name === pluginOf(error))?.plugin;
    if (plugin) return { failures: pluginFailureFindings(plugin, 'routes hook', error, root, source) };
    if (isCodedError(error)) return { failures: [source.finding([], `brand '${site.id}': its routes do not build: ${errorSummary(error)}`)] };
    throw error;
  }
  const pageKeys = new Set([...Object.keys(corePages), ...enabled.flatMap(({ plugin }) => (plugin.definition.pages ?? []).map((page) => page.key))]);
  const added = pluginRouteFindings(tapped, source, pageKeys);
  if (added.length > 0) return { failures: added };
  warnings.push(...takenTargetWarnings(tapped, brandTargetPaths(routesConfig, site), source));
  const addedBy = new Map<RouteDefinition, string>();
  const routes = tapped.routes.map((route) => {
    const branded = { ...route, meta: { ...route.meta, brand: route.meta.brand ?? site.id } };
    const plugin = tapped.addedBy.get(route);
    if (plugin !== undefined) addedBy.set(branded, plugin);
    return branded;
  });
  return { hooks, routes, addedBy, warnings };
}

export async function loadProject(root: string, options: LoadOptions = {}): Promise<Project> {
  const env = options.env ?? process.env;
  const appFile = options.appFile ?? 'config/app.yaml';
  const { value: rawApp, source: appSource } = loadYamlConfig(path.resolve(root, appFile), AppConfigSchema, { root });
  const app = applyEnvironment(rawApp, env);
  // Without an explicit public origin, absolute links follow the port actually served.
  const configuredOrigin = appSource.doc.getIn(['server', 'publicOrigin']);
  if (configuredOrigin === undefined && app.server.port !== 0) app.server.publicOrigin = `http://localhost:${app.server.port}`;
  const state = options.state ?? projectState(root, app.environment);
  const findings: ConfigFinding[] = [];
  const warnings: ConfigFinding[] = [];
  const sampleData = new SampleDataSources();
  const content = new ContentRepository();
  findings.push(...contentSampleData(app, appSource, sampleData));

  const { plugins: imported, findings: pluginFindings } = await importPlugins(root, app.plugins, appSource);
  findings.push(...pluginFindings);
  const installed = new Map([...(options.plugins ?? []).map((plugin) => [plugin.definition.name, plugin] as const), ...imported]);

  const { routesConfig, routesSource, images, findings: sharedFindings } = loadSharedConfigs(root, app, appSource, env, state);
  findings.push(...sharedFindings);

  const broken = brokenPlugins(app.plugins, installed);
  const listed = listedSiteFiles(root, app, appSource);
  findings.push(...listed.findings);
  const sites: { site: SiteConfig; source: YamlSource; file: string; enabled: EnabledPlugin[] }[] = [];
  for (const file of listed.files) {
    try {
      const { site, source } = loadSiteFile(root, file);
      const resolved = resolveSitePlugins(site, source, { root, installed, broken, contentResources: app.upstreams.content.resources });
      findings.push(...resolved.findings);
      findings.push(...brandClashFindings(site, source, sites));
      const checked = siteFindings(site, source, resolved.enabled, installed, broken);
      findings.push(...checked.filter((finding) => finding.severity === 'error'));
      warnings.push(...checked.filter((finding) => finding.severity === 'warning'));
      for (const { name, at, first } of repeatedMiddleware(site)) {
        warnings.push(source.finding(['middleware', at], `middleware '${name}' is listed twice (first as step ${first + 1}); it runs twice on every page`, { severity: 'warning' }));
      }
      sites.push({ site, source, file, enabled: resolved.enabled });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      findings.push(...error.findings);
    }
  }
  findings.push(...routeSetFindings(sites, routesConfig && routesSource && { config: routesConfig, source: routesSource }));
  const own = await validatePlugins(root, app, installed, sites);
  findings.push(...own.filter((finding) => finding.severity === 'error'));
  warnings.push(...own.filter((finding) => finding.severity === 'warning'));
  // The errors stop the app; the warnings found so far are said with them.
  const refusal = (errors: ConfigFinding[]) => new ConfigError([...errors, ...warnings]);
  if (findings.length > 0 || !routesConfig || !images) throw refusal(findings);
  if (!sites.some((entry) => entry.site.id === 'default')) {
    throw refusal([appSource.finding(['sites'], "no site config defines the default brand (id: default)")]);
  }

  const brands = new Map<BrandId, BrandRuntime>();
  // A plugin that throws here stops the boot as a config error does, naming the plugin.
  const failures: ConfigFinding[] = [];
  // Route names are the project's (reverse routing takes the first of a name): a plugin's
  // route named as a route of an earlier brand is said at its entry in the later brand.
  const earlierNames = new Map<string, RouteDefinition>();
  for (const { site, source, file, enabled } of sites) {
    const applied = await applyBrandPlugins({ root, app, site, source, enabled, installed, routesConfig, sampleData, content, state });
    if ('failures' in applied) {
      failures.push(...applied.failures);
      continue;
    }
    const nameKey = (route: RouteDefinition) => `${route.locale ?? ''}\u0000${route.name}`;
    for (const [route, plugin] of applied.addedBy) {
      const named = earlierNames.get(nameKey(route));
      if (named) failures.push(source.finding(['plugins', plugin], `plugin '${plugin}': routes hook: route '${route.name}' (${route.path}) has the name of brand '${named.meta.brand ?? ''}''s route '${named.name}' (${named.path}): links to it would go there; give it a name of its own`, { key: true }));
    }
    for (const route of applied.routes) if (!earlierNames.has(nameKey(route))) earlierNames.set(nameKey(route), route);
    warnings.push(...applied.warnings);
    brands.set(site.id, { site, hooks: applied.hooks, routes: applied.routes, plugins: enabled, file, ...brandRegistries(enabled) });
  }
  // A plugin that fails the same way on both brands is reported once.
  if (failures.length > 0) throw refusal([...new Map(failures.map((finding) => [formatFinding(finding), finding])).values()]);
  const overlaps = sites.flatMap(({ site, source }) => prefixOverlapFindings(site, source, [...brands.values()]));
  if (overlaps.length > 0) throw refusal(overlaps);
  const allRoutes = [...brands.values()].flatMap((brand) => brand.routes);
  // Each brand's routes compiled when they were tapped; what still fails here (a route
  // of one brand the other's table refuses) is a finding, not a crash.
  let router: Router;
  try {
    router = createRouter(allRoutes);
  } catch (error) {
    if (!isCodedError(error)) throw error;
    throw refusal([appSource.finding(['sites'], `the brands' route table does not build: ${errorSummary(error)}`)]);
  }
  const autoBrand = [...brands.values()].find((brand) => brandFacts(brand.site).routeSet === 'auto');
  const routeChoice: RouteChoiceOptions = {
    routes: router.routes,
    topics: routesConfig.topics,
    welcomeSlug: routesConfig.welcomeSlug,
    autoContentSites: autoBrand ? brandFacts(autoBrand.site).contentSiteIds : [],
  };
  return { root, app, routesConfig, images, installed, brands, router, routeChoice, warnings, sampleData, content };
}

/** A brand whose prefix lies inside another brand's pages (`/news/` under the default
 *  brand's `/news/…`) would take them over: the first of that brand's routes found there. */
function prefixOverlapFindings(site: SiteConfig, source: YamlSource, others: readonly { site: SiteConfig; routes: readonly RouteDefinition[] }[]): ConfigFinding[] {
  if (site.prefix === '/') return [];
  for (const other of others) {
    if (other.site.id === site.id || other.site.prefix.startsWith(site.prefix)) continue;
    const taken = other.routes.find((route) => route.path.startsWith(site.prefix));
    if (taken) return [source.finding(['prefix'], `prefix '${site.prefix}' lies inside the pages of brand '${other.site.id}' (its route ${taken.name}, ${taken.path}); choose a prefix no page of it uses`)];
  }
  return [];
}

/** The content upstream's sample data: in-memory fixtures are refused in production; a
 *  store seeded with the sample content is named as a sample-data source. */
function contentSampleData(app: AppConfig, source: YamlSource, sampleData: SampleDataSources): ConfigFinding[] {
  const content = app.upstreams.content;
  if (content.kind !== 'embedded') return [];
  const refused = memoryStoreFindings(app, source);
  if (refused.length > 0) return refused;
  if (content.sampleData === true) sampleData.add('content', `the embedded store seeded from ${content.contentDir ?? 'examples/content'}`);
  return [];
}

/** In-memory fixtures are refused in production. */
function memoryStoreFindings(app: AppConfig, source: YamlSource): ConfigFinding[] {
  const content = app.upstreams.content;
  if (content.kind !== 'embedded' || content.store !== 'memory' || app.environment !== 'production') return [];
  return [source.finding(['upstreams', 'content', 'store'], "in-memory fixtures load only outside production: set 'store: file', or NEUTRON_ENV=development to try them")];
}

/** What `neutron validate site --production` adds: the app loaded as production, and an
 *  error for each upstream that would serve sample data there, at the setting that turns it
 *  on (a plugin's `sampleData` option only in `siteFile`, when given). */
export async function productionFindings(root: string, appFile = 'config/app.yaml', siteFile?: string): Promise<ConfigFinding[]> {
  return onScratchState(root, async (state) => {
    try {
      const project = await loadProject(root, { appFile, env: { ...process.env, NEUTRON_ENV: 'production' }, state });
      const { source } = loadYamlConfig(path.resolve(root, appFile), AppConfigSchema, { root });
      return project.sampleData.list().flatMap((sample) => {
        if (sample.settings.length === 0) return [source.finding(['upstreams', 'content', 'sampleData'], sampleDataFindingMessage(sample))];
        return sample.settings.flatMap(({ brand, plugin }) => {
          const file = project.brands.get(brand)?.file;
          if (!file || (siteFile !== undefined && path.resolve(root, file) !== path.resolve(root, siteFile))) return [];
          return [loadSiteFile(root, file).source.finding(['plugins', plugin, 'sampleData'], sampleDataFindingMessage(sample))];
        });
      });
    } catch (error) {
      // The configs' warnings are the site's own check's to say.
      if (error instanceof ConfigError) return error.findings.filter((finding) => finding.severity === 'error');
      throw error;
    }
  });
}

/** A site file read for the checks between brands: its brand, or undefined when it does
 *  not load (its own check says why). */
type SiteRead = { site: SiteConfig; source: YamlSource } | undefined;

/** Reads each listed site file once (the one being checked is passed in, already read):
 *  the route-set check and the other brands' checks of `validate site` share them. */
function siteReader(root: string, checked: { file: string; site: SiteConfig; source: YamlSource }): (file: string) => SiteRead {
  const read = new Map<string, SiteRead>([[path.resolve(root, checked.file), { site: checked.site, source: checked.source }]]);
  return (file) => {
    const at = path.resolve(root, file);
    if (!read.has(at)) {
      try {
        read.set(at, loadSiteFile(root, file));
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        read.set(at, undefined);
      }
    }
    return read.get(at);
  };
}

/** The route-set findings (core/config/route-sets.ts) that fall in one site file, from the
 *  brands of the app's site files as start reads them (one that does not load is left out:
 *  its own check says why). */
function siteRouteSetFindings(files: readonly string[], readSite: (file: string) => SiteRead, source: YamlSource, routes: { config: RoutesConfig; source: YamlSource } | undefined): ConfigFinding[] {
  const sites = files.flatMap((file) => readSite(file) ?? []);
  return routeSetFindings(sites, routes).filter((finding) => finding.file === source.file);
}

/** Validates one site file as the app would, with plugin options; returns findings. When
 *  the app config does not load, its findings and the site's own (schema, features,
 *  merchandising, middleware order): which plugins are installed is then unknown, and
 *  checking the site's plugins against none would bury the app config's findings. */
export async function validateSiteFile(root: string, file: string, appFile = 'config/app.yaml'): Promise<ConfigFinding[]> {
  // A check keeps nothing: what the plugins and the image config would write goes to scratch.
  return onScratchState(root, (state) => checkSiteFile(root, file, appFile, state));
}

async function checkSiteFile(root: string, file: string, appFile: string, state: StateFiles): Promise<ConfigFinding[]> {
  const { app, source: appSource, installed, broken, findings } = await loadInstalledPlugins(root, appFile);
  // The app as the environment sets it, and the routes and image configs the brand runs
  // on: each refuses a start as the site file does.
  let environmentApp: AppConfig | undefined;
  let routesConfig: RoutesConfig | undefined;
  let routesSource: YamlSource | undefined;
  let listed: ReturnType<typeof listedSiteFiles> | undefined;
  try {
    environmentApp = app && applyEnvironment(app, process.env);
    const shared = environmentApp && appSource && loadSharedConfigs(root, environmentApp, appSource, process.env, state);
    routesConfig = shared?.routesConfig;
    routesSource = shared?.routesSource;
    findings.push(...(shared?.findings ?? []));
    // The app config's own refusals at start: its site files (one missing, one listed
    // twice) and a store production does not take.
    listed = environmentApp && appSource ? listedSiteFiles(root, environmentApp, appSource) : undefined;
    if (environmentApp && appSource) findings.push(...(listed?.findings ?? []), ...memoryStoreFindings(environmentApp, appSource));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    findings.push(...error.findings);
  }
  try {
    const { site, source } = loadSiteFile(root, file);
    const readSite = siteReader(root, { file, site, source });
    const resolved = app ? resolveSitePlugins(site, source, { root, installed, broken, contentResources: app.upstreams.content.resources }) : undefined;
    findings.push(...(resolved?.findings ?? []));
    if (app) findings.push(...siteRouteSetFindings(app.sites, readSite, source, routesConfig && routesSource && { config: routesConfig, source: routesSource }));
    if (environmentApp && appSource && resolved) {
      const others = await otherBrands({ root, app: environmentApp, files: listed?.files ?? [], installed, broken, routesConfig, readSite, state }, file, site);
      findings.push(...brandClashFindings(site, source, others.earlier), ...siteFindings(site, source, resolved.enabled, installed, broken));
      // The plugins this site enables check their part of it (ad slots, script URLs, …).
      const enabledPlugins = new Map([...installed].filter(([, plugin]) => resolved.enabled.some((entry) => entry.plugin === plugin)));
      findings.push(...(await validatePlugins(root, environmentApp, enabledPlugins, [{ site, source, enabled: resolved.enabled }])));
      // Then they are applied as at boot (which runs them only on valid configs), so a
      // plugin whose apply() or routes tap throws is reported here too; and the brand's
      // prefix is checked against the other brands' pages, as start checks it last.
      if (!findings.some((finding) => finding.severity === 'error')) {
        const applied = await applyBrandPluginsToCheck({ root, app: environmentApp, site, source, enabled: resolved.enabled, installed, routesConfig, state });
        findings.push(...('failures' in applied ? applied.failures : [...applied.warnings, ...prefixOverlapFindings(site, source, others.all)]));
      }
    } else {
      findings.push(...unknownBotDisabledFeatures(site, source), ...merchandisingFindings(site.merchandising, source, new Date()));
      findings.push({ file: source.file, line: 1, col: 1, severity: 'warning', message: `plugins and middleware names not checked: ${appFile} does not load` });
    }
    // Spec 000 §4 names each step once in the chain.
    for (const { name, at, first } of repeatedMiddleware(site)) {
      findings.push(source.finding(['middleware', at], `middleware '${name}' is listed twice (first as step ${first + 1}); it would run twice on every page`));
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    findings.push(...error.findings);
  }
  return findings;
}

/** What reading the other brands needs. */
interface OtherBrandsInput {
  root: string;
  app: AppConfig;
  /** The site files the app config lists, each once (listedSiteFiles). */
  files: readonly string[];
  installed: ReadonlyMap<string, InstalledPlugin>;
  broken: ReadonlySet<string>;
  routesConfig: RoutesConfig | undefined;
  /** The site files, each read once (siteReader). */
  readSite: (file: string) => SiteRead;
  state: StateFiles;
}

/** The brands of the other site files the app config lists, read (not reported on: their
 *  findings are their own files') for the checks between brands: those listed before
 *  `file`, whose id and prefix it must not take, and every one with its pages where its
 *  plugins apply cleanly. A file the app config does not list is checked as the stand-in
 *  for the brand of its id: against all the others. */
async function otherBrands(
  input: OtherBrandsInput,
  file: string,
  site: SiteConfig,
): Promise<{ earlier: { site: SiteConfig; file: string }[]; all: { site: SiteConfig; routes: RouteDefinition[] }[] }> {
  const { root, app, files, installed, broken, routesConfig, state } = input;
  const same = (other: string) => path.resolve(root, other) === path.resolve(root, file);
  const listedAt = files.findIndex(same);
  const earlier: { site: SiteConfig; file: string }[] = [];
  const all: { site: SiteConfig; routes: RouteDefinition[] }[] = [];
  for (const [at, other] of files.entries()) {
    if (same(other)) continue;
    const loaded = input.readSite(other);
    if (!loaded) continue;
    const { site: otherSite, source } = loaded;
    if (listedAt === -1 && otherSite.id === site.id) continue;
    if (listedAt === -1 || at < listedAt) earlier.push({ site: otherSite, file: other });
    const resolved = resolveSitePlugins(otherSite, source, { root, installed, broken, contentResources: app.upstreams.content.resources });
    if (resolved.findings.some((finding) => finding.severity === 'error')) continue;
    const applied = await applyBrandPluginsToCheck({ root, app, site: otherSite, source, enabled: resolved.enabled, installed, routesConfig, state });
    if (!('failures' in applied)) all.push({ site: otherSite, routes: applied.routes });
  }
  return { earlier, all };
}

/** Evergreen, legacy and navigation paths that no route of the project matches (read
 *  from the routes file given, else the project's own). */
export function projectRouteTargets(project: Project, routesFile = project.app.files.routes): ConfigFinding[] {
  return routeTargetFindings(project.router, projectTargetSources(project, routesFile));
}

/** The configs that name route targets: the routes file given (else the project's) and the brands' site files. */
export function projectTargetSources(project: Project, routesFile = project.app.files.routes): TargetSources {
  const routes = loadYamlConfig(path.resolve(project.root, routesFile), RoutesConfigSchema, { root: project.root });
  const sites = [...project.brands.values()].map(({ site, file }) => ({ site, source: loadYamlConfig(path.resolve(project.root, file), SiteConfigSchema, { root: project.root }).source }));
  return { routes: { config: routes.value, source: routes.source }, sites };
}

/** What a routes config must hold beyond its schema. */
function routesConfigFindings(config: RoutesConfig, source: YamlSource): ConfigFinding[] {
  return evergreenTermFindings(config.evergreen, source);
}

/** A routes config file checked: its schema, then the rules beyond it; the config when its
 *  schema holds. */
function readRoutesConfig(root: string, file: string): { routesConfig?: RoutesConfig; routesSource?: YamlSource; findings: ConfigFinding[] } {
  try {
    const { value, source } = loadYamlConfig(path.resolve(root, file), RoutesConfigSchema, { root });
    return { routesConfig: value, routesSource: source, findings: routesConfigFindings(value, source) };
  } catch (error) {
    if (error instanceof ConfigError) return { findings: error.findings };
    throw error;
  }
}

/** Validates a routes config file: its schema, then the rules beyond it. */
export function validateRoutesFile(root: string, file: string): ConfigFinding[] {
  return readRoutesConfig(root, file).findings;
}

