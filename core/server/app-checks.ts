// The plugins' checks against the app itself (`checkApp`), as `neutron validate all` runs
// them: the app is built once, on a scratch content store, asked, and closed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConfigFinding } from '../config/load-yaml.ts';
import type { PluginDefinition } from '../plugin.ts';
import type { Project } from '../project.ts';
import { buildApp } from './app.ts';

/** The plugins some brand enables that check the app; `only` narrows them by name. */
function checkingPlugins(project: Project, only: readonly string[] | undefined): Map<PluginDefinition, NonNullable<PluginDefinition['checkApp']>> {
  const plugins = new Map<PluginDefinition, NonNullable<PluginDefinition['checkApp']>>();
  for (const brand of project.brands.values()) {
    for (const { plugin } of brand.plugins) {
      const { checkApp, name } = plugin.definition;
      if (checkApp && (!only || only.includes(name))) plugins.set(plugin.definition, checkApp);
    }
  }
  return plugins;
}

/** Findings of the app checks of the enabled plugins (of `only` when given); the app is
 *  built only when one of them has such a check. */
export async function appCheckFindings(project: Project, only?: readonly string[]): Promise<ConfigFinding[]> {
  const plugins = checkingPlugins(project, only);
  if (plugins.size === 0) return [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'neutron-check-'));
  try {
    const server = await buildApp(project, { logger: false, databaseFile: path.join(scratch, 'content.sqlite') });
    try {
      const findings: ConfigFinding[] = [];
      for (const [plugin, checkApp] of plugins) {
        const sites = [...project.brands.values()].map(({ site, plugins: enabled }) => ({
          site,
          options: enabled.find((entry) => entry.plugin.definition === plugin)?.options,
        }));
        findings.push(...(await checkApp({ root: project.root, app: project.app, sites, router: project.router, server })));
      }
      return findings;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
