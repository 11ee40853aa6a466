// Paths the configs promise readers (spec 000 §2.8): evergreen terms, legacy links and the
// brands' navigation. Each must be a path some route matches, or a reader following it
// lands on a 404; `neutron validate routes` and `validate all` report the ones that are not
// (and `validate all`, which builds the app, those a route matches that answer 404).
// A catch-all route (`meta.fallback`, the vanity plugin's) matches almost any path and
// answers most of them 404, so a path only it matches counts as unmatched.
import type { ConfigFinding, YamlSource } from '../config/load-yaml.ts';
import type { RoutesConfig, SiteConfig } from '../config/types.ts';
import { createRouter, type Router } from './matcher.ts';

export interface TargetSources {
  routes: { config: RoutesConfig; source: YamlSource };
  sites: readonly { site: SiteConfig; source: YamlSource }[];
}

/** One site path a config names, and where: `finding` reports at its position. */
export interface RouteTarget {
  /** As the config writes it. */
  href: string;
  /** The path alone (no query, no fragment). */
  path: string;
  /** What names it: "evergreen term 'CES'", "header link 'News'", … */
  label: string;
  finding(message: string): ConfigFinding;
}

/** A site path (no scheme, no host) with any query or fragment removed, else undefined. */
function sitePath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/[?#].*$/, '');
}

/** The paths one brand's readers are sent to by the configs (its navigation, the
 *  evergreen terms, the legacy links of its edition), with what names each. */
export function brandTargetPaths(routes: RoutesConfig, site: SiteConfig): { path: string; label: string }[] {
  const found: { path: string; label: string }[] = [];
  const add = (href: string, label: string) => {
    const path = sitePath(href);
    if (path !== undefined) found.push({ path, label });
  };
  for (const place of ['header', 'footer'] as const) for (const link of site.navigation[place]) add(link.href, `the ${place} link '${link.title}'`);
  for (const entry of routes.evergreen) add(entry.path, `evergreen term '${entry.term}'`);
  for (const [name, paths] of Object.entries(routes.legacy)) {
    const path = paths[site.edition];
    if (path !== undefined) add(path, `legacy link '${name}'`);
  }
  return found;
}

/** The site paths the configs name (links off the site are not checked). */
export function routeTargets({ routes, sites }: TargetSources): RouteTarget[] {
  const targets: RouteTarget[] = [];
  const add = (href: string, label: string, source: YamlSource, at: (string | number)[]) => {
    const path = sitePath(href);
    if (path !== undefined) targets.push({ href, path, label, finding: (message) => source.finding(at, message) });
  };
  routes.config.evergreen.forEach((entry, index) => add(entry.path, `evergreen term '${entry.term}'`, routes.source, ['evergreen', index, 'path']));
  // Legacy links are kept per edition; only the editions a brand serves are reachable.
  const editions = new Set(sites.map(({ site }) => site.edition));
  for (const [name, paths] of Object.entries(routes.config.legacy)) {
    for (const [edition, path] of Object.entries(paths)) {
      if (editions.has(edition)) add(path, `legacy link '${name}' (${edition})`, routes.source, ['legacy', name, edition]);
    }
  }
  for (const { site, source } of sites) {
    for (const place of ['header', 'footer'] as const) {
      site.navigation[place].forEach((link, index) => add(link.href, `${place} link '${link.title}'`, source, ['navigation', place, index, 'href']));
    }
  }
  return targets;
}

const pageRouters = new WeakMap<Router, Router>();

/** The routes that serve pages: the table without its fallback (catch-all) routes (made
 *  once per table). */
export function pageRouter(router: Router): Router {
  let pages = pageRouters.get(router);
  if (!pages) {
    pages = createRouter(router.routes.filter((route) => route.meta.fallback !== true));
    pageRouters.set(router, pages);
  }
  return pages;
}

export function routeTargetFindings(router: Router, sources: TargetSources): ConfigFinding[] {
  const pages = pageRouter(router);
  return routeTargets(sources)
    .filter((target) => pages.match(target.path) === null)
    .map((target) => target.finding(`${target.label} points at ${target.href}, which no route matches`));
}
