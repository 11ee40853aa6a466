// What the plugin checks of the built app (`neutron validate all`), where every brand's
// plugins are applied: a `route` criterion naming no route of the app leaves its test never
// eligible there (a typo such as `fronttdoor` would otherwise pass silently), and so does a
// criteria type neither built in nor answered by any brand's plugins (`brnad`).
import path from 'node:path';
import { ConfigError, type ConfigFinding, didYouMean, type PluginAppCheckInput, readYaml, type YamlSource } from '../../core/index.ts';
import { BUILT_IN_CRITERIA, criterionType, pluginCriterionType } from './criteria.ts';
import type { AbTestHooks } from './hooks.ts';
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

/** Each criteria entry of the definitions, with its test and where it stands. */
function criteriaEntries(source: YamlSource): { test: unknown; index: number; key: string; entry: unknown; config: Record<string, unknown> }[] {
  const tests = isRecord(source.data) && Array.isArray(source.data.tests) ? source.data.tests : [];
  return tests.flatMap((test, index) => {
    const criteria = isRecord(test) && isRecord(test.criteria) ? test.criteria : {};
    return Object.entries(criteria).map(([key, entry]) => ({ test, index, key, entry, config: isRecord(entry) ? entry : { values: entry } }));
  });
}

const testId = (test: unknown) => String((test as { id?: unknown }).id);

/** A criteria type no built-in knows and no brand's plugin answers: its test is never eligible. */
function unansweredCriteriaFindings(source: YamlSource, brands: readonly AbTestHooks[]): ConfigFinding[] {
  return criteriaEntries(source).flatMap(({ test, index, key, config }) => {
    const asked = pluginCriterionType(key, config);
    if (asked === undefined || brands.some((hooks) => hooks.criteria.get(asked)?.isUsed() === true)) return [];
    return [
      source.finding(
        ['tests', index, 'criteria', key],
        `test '${testId(test)}': criteria type '${asked}' is neither built in (${BUILT_IN_CRITERIA.join(', ')}) nor answered by a plugin of any brand${didYouMean(asked, BUILT_IN_CRITERIA)}; the test is never eligible`,
      ),
    ];
  });
}

function routeCriteriaFindings(source: YamlSource, routeNames: ReadonlySet<string>): ConfigFinding[] {
  return criteriaEntries(source).flatMap(({ test, index, key, entry, config }) => {
    if (criterionType(key, config) !== 'route' || !Array.isArray(config.values)) return [];
    const at = ['tests', index, 'criteria', key, ...(isRecord(entry) ? ['values'] : [])];
    return config.values.flatMap((value, position) =>
      typeof value === 'string' && !routeNames.has(value)
        ? [source.finding([...at, position], `test '${testId(test)}': route '${value}' is no route of the app; the test is never eligible there`, { severity: 'warning' })]
        : [],
    );
  });
}

/** The app checks; `brandCriteria` holds the criteria hooks of each brand the plugin was
 *  applied to (their plugins have all tapped them by the time the app is built). */
export function appFindings(brandCriteria: ReadonlyMap<string, AbTestHooks>) {
  return async ({ root, sites, router }: PluginAppCheckInput<AbTestOptions>): Promise<ConfigFinding[]> => {
    const routeNames = new Set(router.routes.map((route) => route.name));
    const files = new Set(sites.flatMap(({ options }) => (options ? [options.definitions] : [])));
    const brands = sites.flatMap(({ site, options }) => (options ? (brandCriteria.get(site.id) ?? []) : []));
    return [...files].flatMap((file) => {
      const source = definitionsSource(root, file);
      return source ? [...unansweredCriteriaFindings(source, brands), ...routeCriteriaFindings(source, routeNames)] : [];
    });
  };
}
