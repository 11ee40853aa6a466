// Route tables built from the project's own config files, shared by the routing tests.
import path from 'node:path';
import { loadYamlConfig } from '../../../core/config/load-yaml.ts';
import { type RoutesConfig, RoutesConfigSchema, type SiteConfig, SiteConfigSchema } from '../../../core/config/types.ts';
import { createRouter, type Router } from '../../../core/routing/matcher.ts';
import { buildRouteTable } from '../../../core/routing/route-table.ts';
import type { RouteDefinition } from '../../../core/routing/types.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

export function loadRoutesConfig(): RoutesConfig {
  return loadYamlConfig(path.join(projectRoot, 'config/routes.yaml'), RoutesConfigSchema).value;
}

export function loadSite(brand: 'default' | 'auto'): SiteConfig {
  return loadYamlConfig(path.join(projectRoot, `sites/${brand}.yaml`), SiteConfigSchema).value;
}

export function bothTables(
  environment = 'production',
  overrides: Partial<SiteConfig> = {},
): { routes: RouteDefinition[]; config: RoutesConfig } {
  const config = loadRoutesConfig();
  const routes = [
    ...buildRouteTable({ ...loadSite('default'), ...overrides }, config, { environment }),
    ...buildRouteTable({ ...loadSite('auto'), ...overrides }, config, { environment }),
  ];
  return { routes, config };
}

export function projectRouter(environment = 'production'): Router {
  return createRouter(bothTables(environment).routes);
}
