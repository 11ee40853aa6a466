// Loads installed plugins (config/app.yaml `plugins:`), validates each brand's plugin
// options against the plugin's schema, checks dependencies, and applies the enabled
// plugins to the brand's hook bag.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type TSchema, Type } from '@sinclair/typebox';
import { runnableModule } from './build/server-build.ts';
import type { ConfigFinding, YamlSource } from './config/load-yaml.ts';
import { schemaFindings } from './config/load-yaml.ts';
import type { SiteConfig } from './config/types.ts';
import type { CoreHooks } from './hooks.ts';
import { contentRequestProblem, servedResources } from './content/api-resources.ts';
import type { InstalledPlugin, PluginContext, PluginDefinition } from './plugin.ts';
import { clientModuleFindings, optionFileFindings, optionFilesSchemaProblems } from './plugin-files.ts';
import { CORE_MIDDLEWARE } from './server/middleware-names.ts';
import type { SampleDataSources } from './sample-data.ts';

function isPluginDefinition(value: unknown): value is PluginDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PluginDefinition).name === 'string' &&
    typeof (value as PluginDefinition).apply === 'function'
  );
}

/** Why a plugin module did not load, in one line with project-relative paths: a syntax
 *  error's own `file:line:col: message` (the compiler's first line only says that it
 *  failed), a missing module without the loader's own file that imported it. */
export function loadErrorText(error: unknown, root: string): string {
  // Terminal colours some compilers add.
  const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = message.split('\n').map((line) => line.trim()).filter(Boolean);
  const [first = 'unknown error', ...rest] = lines;
  // V8 names a syntax error's place only in the stack's first line (`/path/file.ts:1`).
  const place = error instanceof SyntaxError ? /^(\S+:\d+)\n/.exec(error.stack ?? '')?.[1] : undefined;
  const details = /^Transform failed with \d+ errors?:?$/.test(first) && rest.length > 0 ? rest : [place ? `${place}: ${first}` : first];
  return details
    .join('; ')
    .replace(/ imported from \S+/g, '')
    .replaceAll(pathToFileURL(`${root}${path.sep}`).href, '')
    .replaceAll(`${root}${path.sep}`, '');
}

/** A plugin without an options schema takes no options. */
const NO_OPTIONS = Type.Object({}, { additionalProperties: false });
const strictSchemas = new WeakMap<TSchema, TSchema>();

/** The schema a plugin's options in a site file are checked against: its own, refusing keys
 *  it does not name even when it says nothing of other keys (unknown keys are errors in
 *  every config file), and none at all when it has no schema. */
function optionsSchemaOf(definition: PluginDefinition): TSchema {
  const schema = definition.options;
  if (!schema) return NO_OPTIONS;
  if (schema.type !== 'object' || 'additionalProperties' in schema || 'patternProperties' in schema) return schema;
  let strict = strictSchemas.get(schema);
  if (!strict) {
    strict = { ...schema, additionalProperties: false };
    strictSchemas.set(schema, strict);
  }
  return strict;
}

/** The core's own middleware steps run the core's code alone: a plugin step of that name
 *  would never run its taps. */
function coreStepProblems(definition: PluginDefinition): string[] {
  return (definition.middleware ?? [])
    .filter((step) => (CORE_MIDDLEWARE as readonly string[]).includes(step))
    .map((step) => `plugin '${definition.name}': middleware step '${step}' is the core's own, so its taps would never run; give the plugin's step another name`);
}

/** Imports every installed plugin; findings point at the app config entry. */
export async function importPlugins(
  root: string,
  entries: Record<string, string>,
  source: YamlSource,
): Promise<{ plugins: Map<string, InstalledPlugin>; findings: ConfigFinding[] }> {
  const plugins = new Map<string, InstalledPlugin>();
  const findings: ConfigFinding[] = [];
  for (const [name, modulePath] of Object.entries(entries)) {
    const absolute = path.resolve(root, modulePath);
    let module: Record<string, unknown>;
    try {
      module = (await import(pathToFileURL(runnableModule(absolute)).href)) as Record<string, unknown>;
    } catch (error) {
      findings.push(source.finding(['plugins', name], `plugin '${name}': cannot load ${modulePath}: ${loadErrorText(error, root)}`));
      continue;
    }
    const definition = module.default ?? module.plugin;
    if (!isPluginDefinition(definition)) {
      findings.push(source.finding(['plugins', name], `plugin '${name}': ${modulePath} does not export a plugin (default export of definePlugin(...))`));
      continue;
    }
    if (definition.name !== name) {
      findings.push(source.finding(['plugins', name], `plugin '${name}': ${modulePath} defines a plugin named '${definition.name}'`));
      continue;
    }
    const definitionProblems = [...optionFilesSchemaProblems(definition), ...coreStepProblems(definition)];
    if (definitionProblems.length > 0) {
      findings.push(...definitionProblems.map((message) => source.finding(['plugins', name], message)));
      continue;
    }
    plugins.set(name, { definition, modulePath: absolute });
  }
  return { plugins, findings };
}

export interface EnabledPlugin {
  plugin: InstalledPlugin;
  options: unknown;
}

/** What resolving a site's plugins needs to know about the project. */
export interface SitePluginsContext {
  /** Project root: the files plugins and their options name are found from it. */
  root: string;
  installed: ReadonlyMap<string, InstalledPlugin>;
  /** Plugins the app config lists but that failed to load (already reported there). */
  broken?: ReadonlySet<string>;
  /** The resources the content upstream serves (app.yaml `upstreams.content.resources`). */
  contentResources?: readonly string[];
}

/** Resolves `plugins:` of one site: which plugins are on and with which options. The
 *  one place that checks them, for start, the build and `neutron validate` alike: the
 *  options against the plugin's schema, then the files they name and the plugin's browser
 *  entry (core/plugin-files.ts), its content requests and its dependencies. */
export function resolveSitePlugins(
  site: SiteConfig,
  source: YamlSource,
  { root, installed, broken = new Set(), contentResources }: SitePluginsContext,
): { enabled: EnabledPlugin[]; findings: ConfigFinding[] } {
  const findings: ConfigFinding[] = [];
  const enabled: EnabledPlugin[] = [];
  // Switched on with options that fail their checks (already a finding): a plugin needing
  // one gets no second finding calling it not enabled.
  const invalid = new Set<string>();
  for (const [name, raw] of Object.entries(site.plugins)) {
    const plugin = installed.get(name);
    if (!plugin && broken.has(name)) continue;
    if (!plugin) {
      const known = [...installed.keys()].join(', ') || 'none';
      findings.push(source.finding(['plugins', name], `unknown plugin '${name}' (installed: ${known})`, { key: true }));
      continue;
    }
    if (raw === false) continue;
    if (raw !== true && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
      findings.push(source.finding(['plugins', name], `plugins.${name}: must be true, false or a mapping of options`));
      invalid.add(name);
      continue;
    }
    const options: Record<string, unknown> = raw === true ? {} : (raw as Record<string, unknown>);
    const optionFindings = schemaFindings(source, optionsSchemaOf(plugin.definition), options, ['plugins', name]);
    if (optionFindings.length > 0) {
      findings.push(...optionFindings);
      invalid.add(name);
      continue;
    }
    // Options naming files that are not there are invalid options: the plugin stays off.
    const fileFindings = optionFileFindings(plugin, options, source, root);
    if (fileFindings.length > 0) {
      findings.push(...fileFindings);
      invalid.add(name);
      continue;
    }
    // Without its browser entry the plugin still has its server side checked.
    findings.push(...clientModuleFindings(plugin, source, root));
    enabled.push({ plugin, options });
  }
  findings.push(...contentRequestFindings(enabled, source, servedResources(contentResources)));
  const names = new Set(enabled.map((entry) => entry.plugin.definition.name));
  for (const { plugin } of enabled) {
    for (const dependency of plugin.definition.dependencies ?? []) {
      if (names.has(dependency)) continue;
      // The options' own findings say what is wrong with it; one more line would mislead.
      if (invalid.has(dependency)) continue;
      findings.push(
        source.finding(['plugins', plugin.definition.name], `plugin '${plugin.definition.name}' needs plugin '${dependency}', ${missingDependency(dependency, site, installed, broken)}`, { key: true }),
      );
    }
  }
  return { enabled: orderByDependencies(enabled), findings };
}

/** Why a dependency is not there: not installed at all (config/app.yaml's `plugins:`),
 *  installed but not loading (reported there), or not enabled for the brand. */
function missingDependency(dependency: string, site: SiteConfig, installed: ReadonlyMap<string, InstalledPlugin>, broken: ReadonlySet<string>): string {
  if (broken.has(dependency)) return 'which does not load (see the app config)';
  if (installed.has(dependency)) return `which is not enabled for brand ${site.id}`;
  return `which is not installed (the app config's plugins: ${[...installed.keys()].join(', ') || 'none'})`;
}

/** A plugin's content requests the upstream cannot answer (spec 000 §8 messages). */
function contentRequestFindings(enabled: readonly EnabledPlugin[], source: YamlSource, served: ReadonlySet<string>): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  for (const { plugin } of enabled) {
    for (const request of plugin.definition.contentRequests ?? []) {
      const problem = contentRequestProblem(request, served);
      if (problem) findings.push(source.finding(['plugins', plugin.definition.name], `plugin '${plugin.definition.name}': ${problem}`, { key: true }));
    }
  }
  return findings;
}

/** Dependencies apply first, so a plugin can tap hooks its dependency exposes. */
function orderByDependencies(enabled: EnabledPlugin[]): EnabledPlugin[] {
  const byName = new Map(enabled.map((entry) => [entry.plugin.definition.name, entry]));
  const ordered: EnabledPlugin[] = [];
  const visiting = new Set<string>();
  const visit = (entry: EnabledPlugin) => {
    const name = entry.plugin.definition.name;
    if (ordered.includes(entry) || visiting.has(name)) return;
    visiting.add(name);
    for (const dependency of entry.plugin.definition.dependencies ?? []) {
      const target = byName.get(dependency);
      if (target) visit(target);
    }
    ordered.push(entry);
  };
  for (const entry of enabled) visit(entry);
  return ordered;
}

/** Applies the brand's plugins in order. The first that throws stops the brand's (the
 *  plugins after it may tap what it did not set up) and is answered with what it threw. */
export async function applyPlugins(
  hooks: CoreHooks,
  site: SiteConfig,
  enabled: EnabledPlugin[],
  context: PluginContext,
  sampleData?: SampleDataSources,
): Promise<{ plugin: InstalledPlugin; error: unknown } | undefined> {
  for (const { plugin, options } of enabled) {
    // What a plugin names as sample data remembers which plugin and brand switched it on.
    const own = sampleData ? { ...context, sampleData: sampleData.forPlugin(plugin.definition.name, site.id) } : context;
    try {
      await plugin.definition.apply(hooks, options as never, site, own);
    } catch (error) {
      return { plugin, error };
    }
  }
  return undefined;
}
