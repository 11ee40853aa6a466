// What the plugin checks at boot and in `neutron validate all`: every definitions file
// a brand uses (spec 001 §5) and the test ids each brand's options list. The core hands
// over the site configs it has loaded and validated (in `neutron validate site`, the one
// being checked); it reports broken site files itself.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ConfigFinding, PluginValidationInput, YamlSource } from '../../core/index.ts';
import { type AbTest, type DefinitionsResult, findingsForTests, readDefinitions, testStatus } from './definitions.ts';
import { type AbTestOptions, DEFAULT_DEFINITIONS } from './options.ts';
import { slotFindings } from './slots.ts';
import { AB_TEST_PLUGIN } from './variant.ts';

/** Resolves a definitions path the way the plugin does: relative to the project root. */
export function definitionsPath(root: string, file: string): string {
  return path.resolve(root, file);
}

/** The brands a test's `brand` criterion lets it run on; undefined when it has none. */
function brandsOf(test: AbTest): readonly string[] | undefined {
  const entry = test.criteria.find((criterion) => criterion.type === 'brand');
  const values = entry?.config.values;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : undefined;
}

/** The tests the given brands run from each definitions file (by absolute path): those
 *  each lists, or every test of the file for a brand that lists none. */
function runningTests(root: string, sites: PluginValidationInput<AbTestOptions>['sites']): Map<string, 'all' | Set<string>> {
  const running = new Map<string, 'all' | Set<string>>();
  for (const { options } of sites) {
    if (options === undefined) continue;
    const absolute = definitionsPath(root, options.definitions);
    const known = running.get(absolute);
    if (known === 'all') continue;
    running.set(absolute, options.tests === undefined ? 'all' : new Set([...(known ?? []), ...options.tests]));
  }
  return running;
}

export function undefinedTestMessage(id: string, definitions: string): string {
  return `plugins.${AB_TEST_PLUGIN}.tests: test '${id}' is not defined in ${definitions}`;
}

/** A test id the brand lists (its `index`th) that the definitions file does not define, at the listing. */
export function undefinedTestFinding(source: YamlSource, index: number, id: string, definitions: string): ConfigFinding {
  return source.finding(['plugins', AB_TEST_PLUGIN, 'tests', index], undefinedTestMessage(id, definitions));
}

/** Slots whose text would never show, though their test is the brand's: the test is for
 *  another brand, has ended, or gives a bucket the slot words no readers. Warnings: the
 *  core's own text shows instead. */
function silentSlotFindings(slots: AbTestOptions['slots'], brandTests: readonly AbTest[], brand: string, source: YamlSource, now: Date): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const byId = new Map(brandTests.map((test) => [test.id, test]));
  for (const [slot, config] of Object.entries(slots ?? {})) {
    const test = config && byId.get(config.test);
    if (!config || !test) continue;
    const at = ['plugins', AB_TEST_PLUGIN, 'slots', slot];
    const warn = (where: (string | number)[], message: string) => findings.push(source.finding(where, `plugins.${AB_TEST_PLUGIN}.slots.${slot}: ${message}`, { severity: 'warning' }));
    const brands = brandsOf(test);
    if (brands && !brands.includes(brand)) warn([...at, 'test'], `test '${test.id}' is for brand ${brands.join(', ')} only (its brand criterion): the slot never shows it on brand '${brand}'`);
    else if (testStatus(test, now) === 'ended') warn([...at, 'test'], `test '${test.id}' has ended: the slot shows the core's own text`);
    for (const bucket of Object.keys(config.variants)) {
      const share = test.allocations.filter((allocation) => allocation.bucket === bucket).reduce((sum, allocation) => sum + allocation.percentage, 0);
      const given = test.allocations.some((allocation) => allocation.bucket === bucket);
      if (given && share === 0) warn([...at, 'variants', bucket], `bucket '${bucket}' of test '${test.id}' gets no readers (0%): its text never shows`);
    }
  }
  return findings;
}

export function validateProject({ root, sites }: PluginValidationInput<AbTestOptions>, now: Date): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const results = new Map<string, DefinitionsResult>();
  // A test's own warnings (it ended, …) are said where a brand runs it: `validate site`
  // for the auto brand leaves out the tests only the default brand runs.
  const running = runningTests(root, sites);
  // One file named two ways (default and absolute) is checked, and reported, once.
  const check = (file: string): DefinitionsResult => {
    const absolute = definitionsPath(root, file);
    let result = results.get(absolute);
    if (!result) {
      const inside = path.relative(root, absolute);
      const display = inside.startsWith('..') || path.isAbsolute(inside) ? file : inside;
      result = readDefinitions(absolute, display, now);
      results.set(absolute, result);
      const runs = running.get(absolute);
      findings.push(...findingsForTests(result, (id) => runs === 'all' || (runs?.has(id) ?? false)));
    }
    return result;
  };
  // The default file is checked whenever it exists, even if no brand enables the plugin yet.
  if (existsSync(definitionsPath(root, DEFAULT_DEFINITIONS))) check(DEFAULT_DEFINITIONS);
  for (const { site, source, options } of sites) {
    if (options === undefined) continue;
    const result = check(options.definitions);
    if (result.findings.some((finding) => finding.severity === 'error')) continue;
    const brandTests = options.tests === undefined ? result.tests : result.tests.filter((test) => options.tests?.includes(test.id));
    for (const { path: at, message } of slotFindings(options.slots, brandTests, options.definitions)) {
      findings.push(source.finding(['plugins', AB_TEST_PLUGIN, ...at], `plugins.${AB_TEST_PLUGIN}.${message}`));
    }
    findings.push(...silentSlotFindings(options.slots, brandTests, site.id, source, now));
    if (options.tests === undefined) continue;
    const defined = new Map(result.tests.map((test) => [test.id, test]));
    options.tests.forEach((id, index) => {
      const at = ['plugins', AB_TEST_PLUGIN, 'tests', index];
      const test = defined.get(id);
      if (!test) {
        findings.push(undefinedTestFinding(source, index, id, options.definitions));
        return;
      }
      const brands = brandsOf(test);
      if (brands && !brands.includes(site.id)) {
        findings.push(
          source.finding(at, `plugins.${AB_TEST_PLUGIN}.tests: test '${id}' is for brand ${brands.join(', ')} only (its brand criterion): it never runs on brand '${site.id}'`, { severity: 'warning' }),
        );
      }
    });
  }
  return findings;
}
