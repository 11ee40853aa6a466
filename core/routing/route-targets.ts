// Paths the configs promise readers (spec 000 §2.8): evergreen terms, legacy links and the
// brands' navigation. Each must be a path some route matches, or a reader following it
// lands on a 404; `neutron validate routes` and `validate all` report the ones that are not.
// A catch-all route (`meta.fallback`, the vanity plugin's) matches almost any path and
// answers most of them 404, so a path only it matches counts as unmatched.
import type { ConfigFinding, YamlSource } from '../config/load-yaml.ts';
import type { RoutesConfig, SiteConfig } from '../config/types.ts';
import { createRouter, type Router } from './matcher.ts';

export interface TargetSources {
  routes: { config: RoutesConfig; source: YamlSource };
  sites: readonly { site: SiteConfig; source: YamlSource }[];
}

/** A site path (no scheme, no host) with any query or fragment removed, else undefined. */
function sitePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/[?#].*$/, '');
}

function unmatched(router: Router, href: string): boolean {
  const path = sitePath(href);
  return path !== undefined && router.match(path) === null;
}

export function routeTargetFindings(fullRouter: Router, { routes, sites }: TargetSources): ConfigFinding[] {
  const router = createRouter(fullRouter.routes.filter((route) => route.meta.fallback !== true));
  const findings: ConfigFinding[] = [];
  routes.config.evergreen.forEach((entry, index) => {
    if (unmatched(router, entry.path)) findings.push(routes.source.finding(['evergreen', index, 'path'], `evergreen term '${entry.term}' points at ${entry.path}, which no route matches`));
  });
  // Legacy links are kept per edition; only the editions a brand serves are reachable.
  const editions = new Set(sites.map(({ site }) => site.edition));
  for (const [name, paths] of Object.entries(routes.config.legacy)) {
    for (const [edition, path] of Object.entries(paths)) {
      if (editions.has(edition) && unmatched(router, path)) findings.push(routes.source.finding(['legacy', name, edition], `legacy link '${name}' (${edition}) points at ${path}, which no route matches`));
    }
  }
  for (const { site, source } of sites) {
    for (const place of ['header', 'footer'] as const) {
      site.navigation[place].forEach((link, index) => {
        if (unmatched(router, link.href)) findings.push(source.finding(['navigation', place, index, 'href'], `${place} link '${link.title}' points at ${link.href}, which no route matches`));
      });
    }
  }
  return findings;
}
