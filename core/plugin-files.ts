// The files a plugin names: its browser entry (`client`) and the files and folders its
// options name (`optionFiles`). Both are checked where a brand's plugins are resolved
// (core/plugin-loader.ts), so `neutron start`, the build and `neutron validate site|all`
// refuse the same thing with the same finding, at the line of the site file that asks.
import { statSync } from 'node:fs';
import path from 'node:path';
import { buildSync, type Message } from 'esbuild';
import type { ConfigFinding, YamlSource } from './config/load-yaml.ts';
import { isSchemaNode, type SchemaNode } from './config/schema-node.ts';
import type { InstalledPlugin, OptionFile, PluginDefinition } from './plugin.ts';
import { shownPath } from './plugin-failure.ts';

function kindOf(file: string): 'file' | 'folder' | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return undefined;
  return stats.isDirectory() ? 'folder' : 'file';
}

/** The plugin's browser entry as an absolute path; undefined when it declares none. */
export function clientModuleFile(plugin: InstalledPlugin): string | undefined {
  const { client } = plugin.definition;
  return client === undefined ? undefined : path.resolve(path.dirname(plugin.modulePath), client);
}

/** A browser entry that is not there, at the plugin's entry in the site file: the bundler
 *  would otherwise stop `npm run build` at the generated brand entry that imports it. */
export function clientModuleFindings(plugin: InstalledPlugin, source: YamlSource, root: string): ConfigFinding[] {
  const file = clientModuleFile(plugin);
  if (file === undefined) return [];
  const kind = kindOf(file);
  const { name, client = '' } = plugin.definition;
  const problem =
    kind === 'file'
      ? clientEntryProblem(file, client, root)
      : kind === 'folder'
        ? `client module '${client}' is a folder (${shownPath(root, file)}): name its entry file, with its extension`
        : `client module ${client} not found (looked for ${shownPath(root, file)})`;
  return problem === undefined ? [] : [source.finding(['plugins', name], `plugin '${name}': ${problem}`, { key: true })];
}

/** What a browser entry's module says, by its path and modification time: read once. */
const entryProblems = new Map<string, string | undefined>();

/** A browser entry that does not compile, or has no default export for the brand's entry
 *  to import (read by esbuild, without bundling); undefined when it is fine. */
function clientEntryProblem(file: string, client: string, root: string): string | undefined {
  const key = `${file}|${statSync(file).mtimeMs}`;
  if (entryProblems.has(key)) return entryProblems.get(key);
  let problem: string | undefined;
  try {
    const { metafile } = buildSync({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'silent', outdir: path.dirname(file) });
    const exported = Object.values(metafile.outputs).flatMap((output) => output.exports);
    if (!exported.includes('default')) problem = `client module ${client} has no default export: it must end with export default defineClientPlugin({ … })`;
  } catch (error) {
    const [first] = (error as { errors?: Message[] }).errors ?? [];
    const place = first?.location ? `${shownPath(root, file)}:${first.location.line}:${first.location.column + 1}: ` : '';
    problem = `client module ${client} does not compile: ${place}${first?.text ?? (error as Error).message}`;
  }
  entryProblems.set(key, problem);
  return problem;
}

/** The value at a dotted option path; undefined where the options do not reach it. */
function optionValue(options: unknown, dotted: string): unknown {
  let value = options;
  for (const key of dotted.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What is wrong with `value` as the file or folder `expected` asks for; undefined when nothing is. */
function optionFileProblem(root: string, value: string, expected: OptionFile): string | undefined {
  const file = path.resolve(root, value);
  const found = kindOf(file);
  if (found === undefined) return `${expected.kind} ${value} not found`;
  if (found !== expected.kind) return `${value} is a ${found}, not a ${expected.kind}`;
  if (expected.kind === 'file') return undefined;
  const missing = (expected.holds ?? []).filter((name) => kindOf(path.join(file, name)) !== 'file');
  return missing.length === 0 ? undefined : `folder ${value} has no ${missing.join(', ')}`;
}

/** The files and folders a brand's options of the plugin name (validated, defaults
 *  applied) that are not there, each at the option's value in the site file. */
export function optionFileFindings(plugin: InstalledPlugin, options: unknown, source: YamlSource, root: string): ConfigFinding[] {
  const name = plugin.definition.name;
  return Object.entries(plugin.definition.optionFiles ?? {}).flatMap(([dotted, expected]) => {
    const value = optionValue(options, dotted);
    const problem = typeof value === 'string' ? optionFileProblem(root, value, expected) : undefined;
    if (problem === undefined) return [];
    const at = ['plugins', name, ...dotted.split('.')];
    // A default the site file does not write is said at the plugin's entry, as a default.
    if (source.writtenAt(at) === undefined) {
      return [source.finding(['plugins', name], `plugins.${name}.${dotted}: ${problem} (the option's default; set it under plugins.${name})`, { key: true })];
    }
    return [source.finding(at, `plugins.${name}.${dotted}: ${problem}`)];
  });
}


/** The schema itself and, through unions and intersections, every schema it may be. */
function alternatives(schema: SchemaNode): SchemaNode[] {
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]).filter(isSchemaNode) : []));
  return [schema, ...parts.flatMap(alternatives)];
}

/** Whether `dotted` names a string property of an options schema (in some branch of a union). */
function namesStringOption(schema: unknown, dotted: string): boolean {
  let current: SchemaNode[] = isSchemaNode(schema) ? [schema] : [];
  for (const key of dotted.split('.')) {
    current = current.flatMap(alternatives).flatMap((entry) => {
      const property = isSchemaNode(entry.properties) ? entry.properties[key] : undefined;
      return isSchemaNode(property) ? [property] : [];
    });
  }
  return current.flatMap(alternatives).some((entry) => entry.type === 'string' || (Array.isArray(entry.type) && entry.type.includes('string')));
}

/** The `optionFiles` paths a plugin declares that name no string property of its own
 *  options schema (a typo, `referenceDat`, would otherwise check nothing): a mistake of
 *  the plugin's, said when it is imported. */
export function optionFilesSchemaProblems(definition: PluginDefinition): string[] {
  return Object.keys(definition.optionFiles ?? {}).flatMap((dotted) =>
    namesStringOption(definition.options, dotted)
      ? []
      : [`plugin '${definition.name}': optionFiles names '${dotted}', which is not a string option of the plugin's options schema`],
  );
}
