// The plugin contract. A plugin is a plain object built by definePlugin: a name, a
// TypeBox options schema, dependencies checked at boot, and `apply`, which taps the
// brand's hook bag. Plugins never import each other except through declared hooks.
import type { TSchema, Static } from '@sinclair/typebox';
import type { ConfigFinding } from './config/load-yaml.ts';
import type { SiteConfig } from './config/types.ts';
import type { CoreHooks } from './hooks.ts';
import type { ComponentRenderer } from './render/component-registry.ts';
import type { PageDefinition } from './server/page-loaders.ts';

export interface PluginDefinition<S extends TSchema = TSchema> {
  /** kebab-case, unique; the key under `plugins:` in a site config. */
  name: string;
  /** Options schema; a site's options are validated against it at the boundary. */
  options?: S;
  /** Plugins that must be enabled on the same brand. */
  dependencies?: readonly string[];
  /** Middleware step names this plugin fills (checked against the site's chain). */
  middleware?: readonly string[];
  /** Tap the brand's hooks. Called once per brand that enables the plugin. */
  apply(hooks: CoreHooks, options: Static<S>, site: SiteConfig, context: PluginContext): void | Promise<void>;
  /**
   * Checks config files the plugin reads on its own (e.g. config/ab-tests.yaml). Run at
   * boot for every installed plugin and by `neutron validate all`; an error stops start-up.
   */
  validate?(root: string): Promise<ConfigFinding[]> | ConfigFinding[];
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
  /**
   * Browser entry, relative to the plugin module's folder. It is bundled only into the
   * brands that enable the plugin. It default-exports a `defineClientPlugin(...)`.
   */
  client?: string;
}

/** What a plugin knows about the app it is applied in. */
export interface PluginContext {
  /** Project root: resolve the plugin's own files (definitions, data) against it. */
  root: string;
  environment: 'production' | 'development' | 'test';
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
