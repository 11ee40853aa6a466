// What the plugin checks of the built app (`neutron validate all`): a `route` criterion
// naming no route of the app leaves its test never eligible there (a typo such as
// `fronttdoor` would otherwise pass silently).
import path from 'node:path';
import { ConfigError, type ConfigFinding, type PluginAppCheckInput, readYaml, type YamlSource } from '../../core/index.ts';
import { criterionType } from './criteria.ts';
import type { AbTestOptions } from './options.ts';
import { definitionsPath } from './validate-project.ts';
import { isRecord } from './variant.ts';

/** The definitions file as parsed; undefined when it cannot be read (validation said so). */
function definitionsSource(root: string, file: string): YamlSource | undefined {
  const absolute = definitionsPath(root, file);
  const inside = path.relative(root, absolute);
  try {
    return readYaml(absolute, inside.startsWith('..') || path.isAbsolute(inside) ? file : inside);
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}

function routeCriteriaFindings(source: YamlSource, routeNames: ReadonlySet<string>): ConfigFinding[] {
  const tests = isRecord(source.data) && Array.isArray(source.data.tests) ? source.data.tests : [];
  return tests.flatMap((test, index) => {
    const criteria = isRecord(test) && isRecord(test.criteria) ? test.criteria : {};
    return Object.entries(criteria).flatMap(([key, entry]) => {
      const config = isRecord(entry) ? entry : { values: entry };
      if (criterionType(key, config) !== 'route' || !Array.isArray(config.values)) return [];
      const at = ['tests', index, 'criteria', key, ...(isRecord(entry) ? ['values'] : [])];
      return config.values.flatMap((value, position) =>
        typeof value === 'string' && !routeNames.has(value)
          ? [source.finding([...at, position], `test '${String((test as { id?: unknown }).id)}': route '${value}' is no route of the app; the test is never eligible there`, { severity: 'warning' })]
          : [],
      );
    });
  });
}

export async function appFindings({ root, sites, router }: PluginAppCheckInput<AbTestOptions>): Promise<ConfigFinding[]> {
  const routeNames = new Set(router.routes.map((route) => route.name));
  const files = new Set(sites.flatMap(({ options }) => (options ? [options.definitions] : [])));
  return [...files].flatMap((file) => {
    const source = definitionsSource(root, file);
    return source ? routeCriteriaFindings(source, routeNames) : [];
  });
}
