// A plugin that throws at boot or while it checks the configs (its apply(), its routes or
// server hook, its validate() or checkApp()) is a finding that names it, like a config
// error: `plugin 'weather': apply() failed: TypeError: …`, at the line of the plugin's
// code that threw when the stack shows one.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnableModule } from './build/server-build.ts';
import { ConfigError, type ConfigFinding, type YamlSource } from './config/load-yaml.ts';
import { errorStack, errorSummary } from './error-summary.ts';
import type { InstalledPlugin } from './plugin.ts';

/** The part of the boot or of the checks that failed. */
export type PluginStep = 'apply()' | 'routes hook' | 'server hook' | 'validate()' | 'checkApp()';

/** `at fn (/abs/file.ts:12:5)`, `at /abs/file.ts:12:5` or `at file:///abs/file.ts:12:5`. */
const STACK_FRAME = /^\s*at (?:.*\()?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/;

/** The first frame of the stack in the plugin's folder (its sources or their compiled
 *  build), skipping libraries the plugin called; undefined when none is. */
export function pluginFrame(error: unknown, plugin: InstalledPlugin): { file: string; line: number; col: number } | undefined {
  const folders = [...new Set([plugin.modulePath, runnableModule(plugin.modulePath)].map((file) => path.dirname(file)))];
  for (const text of errorStack(error)?.split('\n') ?? []) {
    const match = STACK_FRAME.exec(text);
    if (!match) continue;
    const [, location = '', line = '', col = ''] = match;
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    if (file.split(path.sep).includes('node_modules')) continue;
    if (folders.some((folder) => file.startsWith(`${folder}${path.sep}`))) return { file, line: Number(line), col: Number(col) };
  }
  return undefined;
}

/** The plugin whose code a failure's stack runs through, among `installed`: its entry
 *  module first (plugins may share a folder), else its folder when only one plugin has
 *  it; undefined when neither tells. */
export function pluginOfStack(error: unknown, installed: readonly InstalledPlugin[]): InstalledPlugin | undefined {
  const files = (errorStack(error)?.split('\n') ?? []).flatMap((text) => {
    const location = STACK_FRAME.exec(text)?.[1];
    return location ? [location.startsWith('file:') ? fileURLToPath(location) : location] : [];
  });
  const modulesOf = (plugin: InstalledPlugin) => [plugin.modulePath, runnableModule(plugin.modulePath)];
  for (const file of files) {
    const owner = installed.find((plugin) => modulesOf(plugin).includes(file));
    if (owner) return owner;
  }
  const inFolder = installed.filter((plugin) => pluginFrame(error, plugin) !== undefined);
  return inFolder.length === 1 ? inFolder[0] : undefined;
}

/** The findings for a plugin that threw during `step`. A ConfigError is the plugin's own
 *  account of a file it read (its data, a file its options name): its findings, as they
 *  are. Anything else is one finding at the plugin's line that threw (relative to the
 *  project when inside it), else at the plugin's entry in the site config that enables
 *  it, keeping the stack for `--verbose`. */
export function pluginFailureFindings(plugin: InstalledPlugin, step: PluginStep, error: unknown, root: string, site: YamlSource): ConfigFinding[] {
  if (error instanceof ConfigError) return error.findings;
  const name = plugin.definition.name;
  const message = `plugin '${name}': ${step} failed: ${errorSummary(error)}`;
  const stack = errorStack(error);
  const frame = pluginFrame(error, plugin);
  const finding = frame
    ? { file: shownPath(root, frame.file), line: frame.line, col: frame.col, message, severity: 'error' as const }
    : site.finding(['plugins', name], message, { key: true });
  return [stack ? { ...finding, stack } : finding];
}

/** A file as findings name it: relative to the project when inside it, else absolute. */
export function shownPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}
