// The checks against the app itself, as `neutron validate all` runs them: the plugins'
// (`checkApp`), and the answer of each route target the configs name (evergreen terms,
// legacy links, navigation). The app is built once, on a scratch content store, asked,
// and closed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ConfigFinding } from '../config/load-yaml.ts';
import type { InstalledPlugin, PluginDefinition } from '../plugin.ts';
import { pluginFailureFindings } from '../plugin-failure.ts';
import { loadSiteFile, type Project } from '../project.ts';
import type { Router } from '../routing/matcher.ts';
import { pageRouter, routeTargets, type TargetSources } from '../routing/route-targets.ts';
import { buildApp } from './app.ts';

/** A plugin that checks the app, with the site file of the first brand enabling it. */
interface CheckingPlugin {
  plugin: InstalledPlugin;
  checkApp: NonNullable<PluginDefinition['checkApp']>;
  siteFile: string;
}

/** The plugins some brand enables that check the app; `only` narrows them by name. */
function checkingPlugins(project: Project, only: readonly string[] | undefined): Map<PluginDefinition, CheckingPlugin> {
  const plugins = new Map<PluginDefinition, CheckingPlugin>();
  for (const brand of project.brands.values()) {
    for (const { plugin } of brand.plugins) {
      const { checkApp, name } = plugin.definition;
      if (checkApp && (!only || only.includes(name)) && !plugins.has(plugin.definition)) plugins.set(plugin.definition, { plugin, checkApp, siteFile: brand.file });
    }
  }
  return plugins;
}

/** Statuses that tell a reader the page is not there. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 410]);

/** Targets a page route matches that the app answers 404 (say, a story that does not
 *  exist); those no page route matches are `routeTargetFindings`' to report. */
async function targetAnswerFindings(server: FastifyInstance, router: Router, targets: TargetSources): Promise<ConfigFinding[]> {
  const pages = pageRouter(router);
  const statuses = new Map<string, number>();
  const findings: ConfigFinding[] = [];
  for (const target of routeTargets(targets)) {
    if (pages.match(target.path) === null) continue;
    let status = statuses.get(target.path);
    if (status === undefined) {
      status = (await server.inject({ method: 'GET', url: target.path })).statusCode;
      statuses.set(target.path, status);
    }
    if (MISSING_STATUSES.has(status)) findings.push(target.finding(`${target.label} points at ${target.href}, which answers ${status}`));
  }
  return findings;
}

/** Findings of the app checks of the enabled plugins (of `only` when given), and with
 *  `targets` of the answer of each route target; the app is built only when there is
 *  something to check. */
export async function appCheckFindings(project: Project, only?: readonly string[], targets?: TargetSources): Promise<ConfigFinding[]> {
  const plugins = checkingPlugins(project, only);
  if (plugins.size === 0 && !targets) return [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'neutron-check-'));
  try {
    const server = await buildApp(project, { logger: false, databaseFile: path.join(scratch, 'content.sqlite') });
    try {
      const findings: ConfigFinding[] = targets ? await targetAnswerFindings(server, project.router, targets) : [];
      for (const [definition, { plugin, checkApp, siteFile }] of plugins) {
        const sites = [...project.brands.values()].map(({ site, plugins: enabled }) => ({
          site,
          options: enabled.find((entry) => entry.plugin.definition === definition)?.options,
        }));
        try {
          findings.push(...(await checkApp({ root: project.root, app: project.app, sites, router: project.router, server })));
        } catch (error) {
          findings.push(...pluginFailureFindings(plugin, 'checkApp()', error, project.root, loadSiteFile(project.root, siteFile).source));
        }
      }
      return findings;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
