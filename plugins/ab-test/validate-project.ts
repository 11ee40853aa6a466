// What the plugin checks at boot and in `neutron validate all`: every definitions file
// a brand uses (spec 001 §5) and the test ids each brand's options list.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type ConfigFinding, readYaml, type YamlSource } from '../../core/config/load-yaml.ts';
import { type DefinitionsResult, readDefinitions } from './definitions.ts';
import { DEFAULT_DEFINITIONS } from './options.ts';

const PLUGIN = 'ab-test';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryRead(file: string, display: string): YamlSource | undefined {
  try {
    const source = readYaml(file, display);
    return source.syntaxFindings().length === 0 ? source : undefined;
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}

/** Resolves a definitions path the way the plugin does: relative to the project root. */
export function definitionsPath(root: string, file: string): string {
  return path.resolve(root, file);
}

interface SiteUse {
  source: YamlSource;
  definitions: string;
  tests: unknown;
}

/** Site configs that enable the plugin (the core reports broken site files itself). */
function siteUses(root: string, appFile: string): SiteUse[] {
  const app = tryRead(path.resolve(root, appFile), appFile);
  const sites = isRecord(app?.data) && Array.isArray(app.data.sites) ? app.data.sites : [];
  const uses: SiteUse[] = [];
  for (const file of sites) {
    if (typeof file !== 'string') continue;
    const source = tryRead(path.resolve(root, file), file);
    const plugins = isRecord(source?.data) ? source.data.plugins : undefined;
    const options = isRecord(plugins) ? plugins[PLUGIN] : undefined;
    if (!source || options === undefined || options === false) continue;
    const record = isRecord(options) ? options : {};
    uses.push({
      source,
      definitions: typeof record.definitions === 'string' ? record.definitions : DEFAULT_DEFINITIONS,
      tests: record.tests,
    });
  }
  return uses;
}

export function validateProject(root: string, now: Date, appFile = 'config/app.yaml'): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const results = new Map<string, DefinitionsResult>();
  // One file named two ways (default and absolute) is checked, and reported, once.
  const check = (file: string): DefinitionsResult => {
    const absolute = definitionsPath(root, file);
    let result = results.get(absolute);
    if (!result) {
      const inside = path.relative(root, absolute);
      const display = inside.startsWith('..') || path.isAbsolute(inside) ? file : inside;
      result = readDefinitions(absolute, display, now);
      results.set(absolute, result);
      findings.push(...result.findings);
    }
    return result;
  };
  const uses = siteUses(root, appFile);
  // The default file is checked whenever it exists, even if no brand enables the plugin yet.
  if (existsSync(definitionsPath(root, DEFAULT_DEFINITIONS))) check(DEFAULT_DEFINITIONS);
  for (const use of uses) {
    const result = check(use.definitions);
    if (!Array.isArray(use.tests) || result.findings.some((finding) => finding.severity === 'error')) continue;
    const defined = new Set(result.tests.map((test) => test.id));
    use.tests.forEach((id: unknown, index) => {
      if (typeof id === 'string' && !defined.has(id)) {
        findings.push(
          use.source.finding(
            ['plugins', PLUGIN, 'tests', index],
            `plugins.${PLUGIN}.tests: test '${id}' is not defined in ${use.definitions}`,
          ),
        );
      }
    });
  }
  return findings;
}
