// The plugin contract. A plugin is a plain object built by definePlugin: a name, a
// TypeBox options schema, dependencies checked at boot, and `apply`, which taps the
// brand's hook bag; optionally a validator of its own config files and CLI commands.
// Plugins never import each other except through declared hooks.
import type { SampleDataRegistry } from './sample-data.ts';
import type { StateFiles } from './state-files.ts';
import type { TSchema, Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { CliIO } from './command.ts';
import type { ConfigFinding, YamlSource } from './config/load-yaml.ts';
import type { AppConfig, SiteConfig } from './config/types.ts';
import type { ContentApi } from './content/api.ts';
import type { CoreHooks } from './hooks.ts';
import type { ComponentRenderer } from './render/component-registry.ts';
import type { Router } from './routing/matcher.ts';
import type { SlotFiller } from './render/slots.ts';
import type { PageDefinition } from './server/page-loaders.ts';

export interface PluginDefinition<S extends TSchema = TSchema> {
  /** kebab-case, unique; the key under `plugins:` in a site config. */
  name: string;
  /** Options schema; a site's options are validated against it at the boundary. */
  options?: S;
  /** Plugins that must be enabled on the same brand. */
  dependencies?: readonly string[];
  /** The content API requests its pages and endpoints make (CONTENT_REQUESTS in
   *  core/content/api-resources.ts), checked at boot against the resources the content
   *  upstream serves: 'API definition for … request is missing', 'API configuration is
   *  missing the resource …'. */
  contentRequests?: readonly string[];
  /** Middleware step names this plugin fills (checked against the site's chain). */
  middleware?: readonly string[];
  /** The plugin fills the ad slots the core's body engine places (`body.adSlots`): the
   *  engine runs only on brands that enable such a plugin, so a brand without one gets
   *  no empty ad boxes in its bodies. */
  fillsAdSlots?: boolean;
  /** Tap the brand's hooks. Called once per brand that enables the plugin; what it throws
   *  stops the boot with a finding naming the plugin (core/plugin-failure.ts). */
  apply(hooks: CoreHooks, options: Static<S>, site: SiteConfig, context: PluginContext): void | Promise<void>;
  /**
   * Checks config files the plugin reads on its own (e.g. config/ab-tests.yaml) against
   * the app and site configs the core has already loaded and validated. Run at boot for
   * every installed plugin and by `neutron validate all`; an error stops start-up.
   */
  validate?(input: PluginValidationInput<Static<S>>): Promise<ConfigFinding[]> | ConfigFinding[];
  /**
   * Checks that need the app itself (which pages answer, what they answer). Run by
   * `neutron validate all` once the configs are valid, when a brand enables the plugin:
   * the app is built once, on a scratch content store, and every such check asks it.
   */
  checkApp?(input: PluginAppCheckInput<Static<S>>): Promise<ConfigFinding[]>;
  /** `neutron` commands the plugin brings (`neutron --help` lists them). */
  commands?: readonly PluginCommand[];
  /**
   * The pages the plugin's routes show, each declared with definePage (key, loader,
   * component). Its client entry registers the same components for in-app navigation.
   */
  pages?: readonly PageDefinition[];
  /**
   * Page component renderers by component type (spec 000 §3): the plugin's own types, whose
   * views its `componentView` taps produce (also registered by its client entry).
   */
  components?: Record<string, ComponentRenderer>;
  /** Fillers of the core's named slots (CORE_SLOTS), by slot name (also registered by its client entry). */
  slots?: Record<string, SlotFiller>;
  /**
   * Options that name a file or folder the plugin reads, relative to the project root, by
   * their dotted path in the options: `{ referenceData: { kind: 'folder' } }`. Wherever a
   * brand's plugins are resolved (start, the build, `neutron validate site|all`) the core
   * checks each one the brand's options set, or their default sets, before apply() runs:
   * one that is not there is a finding at the option's value in the site file. Each path
   * must name a string property of `options`; one that does not is a finding at the
   * plugin's entry in the app config when the plugins are imported.
   */
  optionFiles?: Readonly<Record<string, OptionFile>>;
  /**
   * Browser entry, with its extension, relative to the folder of the plugin's module (the
   * one config/app.yaml installs: a module re-exporting a definition made elsewhere names
   * it from its own folder). It is bundled only into the brands that enable the plugin,
   * and default-exports a `defineClientPlugin(...)`. A brand that enables the plugin while
   * the file is missing is refused where its plugins are resolved (start, the build,
   * `neutron validate site|all`), at the plugin's entry in the site file.
   */
  client?: string;
}

/** What an option of `optionFiles` names: a file, or a folder (holding these files, when
 *  `holds` lists them). */
export type OptionFile = { kind: 'file' } | { kind: 'folder'; holds?: readonly string[] };

/** What a plugin knows about the app it is applied in. */
export interface PluginContext {
  /** Project root: resolve the plugin's own files (definitions, data) against it. */
  root: string;
  environment: 'production' | 'development' | 'test';
  /** The app config (upstreams, server, caches), loaded and validated; absent where a
   *  plugin is applied outside an app (a body rendered by the CLI). */
  app?: AppConfig;
  /** Name an upstream this plugin answers with sample data (an embedded default), when
   *  its `sampleData` option is on: `context.sampleData?.add('ads', "the embedded ad
   *  server's sample line items")`. `validate site --production` points at that option.
   *  Absent when a plugin is applied outside a project (a unit test). */
  sampleData?: SampleDataRegistry;
  /** The content API, for a `server` endpoint or a middleware to call once the app is
   *  built; called in `apply` itself it throws 'You are attempting to get a repository
   *  before the app is mounted'. Absent outside a project. */
  content?: () => ContentApi;
  /** The brand's site config as loaded, so that what apply() refuses in the brand's
   *  options is said at its line there. Absent outside a project. */
  siteSource?: YamlSource;
  /** Where the plugin keeps what it writes (its stores, a secret it generates):
   *  `context.state.store(options.database, 'data/mine.sqlite')`. A check (`neutron
   *  validate`) gives scratch files, so it never touches the site's own. */
  state: StateFiles;
}

/** What a plugin's `validate` sees: the loaded, validated configs of the app. */
export interface PluginValidationInput<O = unknown> {
  root: string;
  app: AppConfig;
  /** Every site config that loaded, in the order config/app.yaml lists them. */
  sites: readonly PluginSiteConfig<O>[];
}

export interface PluginSiteConfig<O = unknown> {
  site: SiteConfig;
  /** The site file as parsed: findings about the plugin's options point into it
   *  (`source.finding(['plugins', name, 'tests', 0], message)`). */
  source: YamlSource;
  /** The plugin's options on this brand (defaults applied), or undefined when the
   *  brand does not enable the plugin or its options are invalid (already reported). */
  options: O | undefined;
}

/** What a plugin's `checkApp` sees: the configs, the route table and the built app. */
export interface PluginAppCheckInput<O = unknown> {
  root: string;
  app: AppConfig;
  /** Every brand, in the order config/app.yaml lists them, with the plugin's options
   *  there (undefined when the brand does not enable it). */
  sites: readonly { site: SiteConfig; options: O | undefined }[];
  /** The route table of every brand. */
  router: Router;
  /** The app, not listening: ask it with `server.inject`. */
  server: FastifyInstance;
}

/** A `neutron` command a plugin brings, e.g. `neutron validate ab-tests`. */
export interface PluginCommand {
  /** Words that select the command, e.g. ['validate', 'ab-tests']. */
  name: readonly string[];
  /** The usage line without `neutron `, e.g. 'validate ab-tests [file] [--json]'. */
  usage: string;
  summary: string;
  /** The command takes `--json`: `neutron --json <command>` then passes it on; before a
   *  command that does not, it is a usage error naming the command. */
  json?: boolean;
  /** Answers the exit code (EXIT_OK, EXIT_FINDING; throw UsageError on bad arguments).
   *  Any other error it throws is printed as `neutron <command>: <message>`, exit 1. */
  run(args: string[], io: CliIO, context: PluginCommandContext): Promise<number>;
}

/** What a plugin's command knows about the project it runs in. */
export interface PluginCommandContext {
  /** Project root (the folder holding config/app.yaml). */
  root: string;
  app: AppConfig;
}

export function definePlugin<S extends TSchema>(definition: PluginDefinition<S>): PluginDefinition<S> {
  return Object.freeze({ ...definition });
}

/** A plugin as installed: its definition and where its module lives. */
export interface InstalledPlugin {
  definition: PluginDefinition;
  /** Absolute path of the plugin's module. */
  modulePath: string;
}
