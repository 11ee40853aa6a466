// Which brand serves which route set (spec 000 §2): the content's paths are built from
// route names (`topic`, `auto-topic`, …), so each route set the content takes must be one
// brand's, and only one brand's.
import type { ConfigFinding, YamlSource } from './load-yaml.ts';
import type { RoutesConfig, SiteConfig } from './types.ts';
import { brandFacts, DEFAULT_BRAND_FACTS, type RouteSet } from './brand-facts.ts';

interface SiteEntry {
  site: SiteConfig;
  source: YamlSource;
}

/** Where a brand's route set is said: its `routeSet`, else its `id` (whose default it is). */
const routeSetAt = (site: SiteConfig): string[] => (site.routeSet === undefined ? ['id'] : ['routeSet']);

/**
 * The route-set rules across the brands:
 * - the content's own paths (topics, stories) are the default route set's: some brand must
 *   use it (said at the default brand's routeSet);
 * - a route set is one brand's: a second brand on it has routes of the same names (and, on
 *   the default set, which ignores the prefix, the same paths), never reached nor linked to;
 * - the topics the routes config lists as auto topics take the auto route set's `auto-topic`
 *   route: where there is an auto brand, it must use that set (said at its routeSet).
 */
export function routeSetFindings(sites: readonly SiteEntry[], routes?: { config: RoutesConfig; source: YamlSource }): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const defaultBrand = sites.find((entry) => entry.site.id === 'default');
  // Without the default brand (its file failed, or none defines it) that is the finding.
  const defaultMissing = defaultBrand !== undefined && !sites.some(({ site }) => brandFacts(site).routeSet === 'default');
  if (defaultBrand && defaultMissing) {
    const at = defaultBrand.site.routeSet === undefined ? [] : ['routeSet'];
    findings.push(defaultBrand.source.finding(at, `no brand uses routeSet 'default', whose routes (topics, stories) give the content its paths; brand '${defaultBrand.site.id}' should`));
  }

  const autoTopics = routes?.config.topics.auto ?? [];
  const autoMissing = autoTopics.length > 0 && !sites.some(({ site }) => brandFacts(site).routeSet === 'auto');
  const autoReason = `no brand uses routeSet 'auto', whose route auto-topic gives the auto topics (${autoTopics.slice(0, 2).join(', ')}, …) their paths`;
  let autoSaid = false;
  const owners = new Map<RouteSet, SiteEntry>();
  const ids = new Set<string>();
  for (const entry of sites) {
    // A second brand with an id already taken is that finding's (brands' own check), not this one's.
    if (ids.has(entry.site.id)) continue;
    ids.add(entry.site.id);
    const routeSet = brandFacts(entry.site).routeSet;
    const owner = owners.get(routeSet);
    if (!owner) {
      owners.set(routeSet, entry);
      continue;
    }
    // Said at the brand that left its own set (its id's), naming the brand it joined.
    const moved = (site: SiteConfig) => DEFAULT_BRAND_FACTS[site.id].routeSet !== routeSet;
    const [culprit, other] = !moved(entry.site) && moved(owner.site) ? [owner, entry] : [entry, owner];
    if (defaultMissing && culprit === defaultBrand) continue;
    const paths = routeSet === 'default' ? ' and paths (that set ignores the prefix)' : '';
    let message = `routeSet '${routeSet}' is already the route set of brand '${other.site.id}': this brand's routes would have the same names${paths}, and its pages would never be reached`;
    if (autoMissing && !autoSaid && culprit.site.id === 'auto') {
      message += `; and ${autoReason}: brand '${culprit.site.id}' should`;
      autoSaid = true;
    }
    findings.push(culprit.source.finding(routeSetAt(culprit.site), message));
  }
  // A project without an auto brand may list auto topics its content does not use.
  const autoBrand = sites.find((entry) => entry.site.id === 'auto');
  if (autoMissing && !autoSaid && autoBrand) {
    findings.push(autoBrand.source.finding(routeSetAt(autoBrand.site), `${autoReason}; brand '${autoBrand.site.id}' should`));
  }
  return findings;
}
