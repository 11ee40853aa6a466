// The routes a brand's plugins add through the `routes` hook, checked at boot as the core's
// own are by their table: a path the router cannot compile, a name an earlier route has, or
// an exact path an earlier route already takes is a finding at the plugin's entry in the
// site file, not a crash on the first request or a page nobody reaches.
import type { ConfigFinding, YamlSource } from './config/load-yaml.ts';
import type { SiteConfig } from './config/types.ts';
import { errorSummary } from './error-summary.ts';
import type { CoreHooks } from './hooks.ts';
import { createRouter } from './routing/matcher.ts';
import type { RouteDefinition } from './routing/types.ts';

/** The brand's route table after its plugins' routes taps, and which plugin added each
 *  route no earlier tap had (same name and path), as the waterfall runs them. */
export interface TappedRoutes {
  routes: RouteDefinition[];
  addedBy: ReadonlyMap<RouteDefinition, string>;
}

const routeKey = (route: RouteDefinition): string => `${route.locale ?? ''}\u0000${route.name}\u0000${route.path}`;

/** Runs the routes taps one by one, as the hook's waterfall does (a tap that returns
 *  nothing keeps the table), to learn which plugin added which route. A tap that throws
 *  throws as from `hooks.routes.call`: the hook names its plugin on the error. */
export function tapRoutes(hooks: CoreHooks, core: RouteDefinition[], site: SiteConfig): TappedRoutes {
  let routes = core;
  const addedBy = new Map<RouteDefinition, string>();
  for (const tap of hooks.routes.taps) {
    const before = new Set(routes.map(routeKey));
    const next = (tap.fn as (routes: RouteDefinition[], site: SiteConfig) => RouteDefinition[] | undefined)(routes, site);
    if (next === undefined) continue;
    for (const route of next) {
      if (!before.has(routeKey(route)) && !addedBy.has(route)) addedBy.set(route, tap.name);
    }
    routes = next;
  }
  return { routes, addedBy };
}

const shown = (route: RouteDefinition): string => `route '${route.name}' (${route.path})`;

/** Why the router cannot compile an added route, if it cannot. */
function compileProblem(route: RouteDefinition): string | undefined {
  try {
    createRouter([route]);
    return undefined;
  } catch (error) {
    return `its route has a path the router refuses: ${errorSummary(error)}`;
  }
}

/** What is wrong with one added route that compiles, against the routes before it in the table (names,
 *  patterns) and the whole table (who the router gives its path to). */
function addedRouteProblem(route: RouteDefinition, earlier: readonly RouteDefinition[], all: readonly RouteDefinition[]): string | undefined {
  const named = earlier.find((other) => other.name === route.name && other.locale === route.locale);
  if (named) return `${shown(route)} has the name of ${shown(named)}: links to it and the routes list would take one for the other; give it a name of its own`;
  // The same path with constraints of its own may split the pages (as the core's home and
  // marketplace topics do); without any, or with the same, the earlier route takes them.
  const samePattern = earlier.find(
    (other) => other.path === route.path && other.locale === route.locale && (route.params === undefined || JSON.stringify(other.params ?? {}) === JSON.stringify(route.params)),
  );
  if (samePattern) return `${shown(route)} has the path of ${shown(samePattern)}, which takes every page it would serve: it is never reached`;
  // A fixed path the router gives to another route: the added route is never reached.
  if (route.path.includes('{')) return undefined;
  const taker = createRouter(all.filter((other) => other.meta.fallback !== true && other.locale === route.locale)).match(route.path);
  if (taker && taker.route !== route) return `${shown(route)} is never reached: its path goes to ${shown(taker.route)}`;
  return undefined;
}

/** Warnings for the paths readers are sent to (`targets`: navigation, evergreen terms,
 *  legacy links) that a plugin's route takes from the route that served them before the
 *  plugins' taps: a plugin may mean to replace a page, but never silently. A fixed path
 *  alone is no sign of it (`/hello/` is also a path the section door would try). */
export function takenTargetWarnings({ routes, addedBy }: TappedRoutes, targets: readonly { path: string; label: string }[], source: YamlSource): ConfigFinding[] {
  const served = (table: readonly RouteDefinition[]) => createRouter(table.filter((route) => route.meta.fallback !== true));
  const before = served(routes.filter((route) => !addedBy.has(route)));
  const after = served(routes);
  return targets.flatMap(({ path, label }) => {
    const was = before.match(path)?.route;
    const now = after.match(path)?.route;
    const plugin = now === undefined ? undefined : addedBy.get(now);
    if (was === undefined || now === undefined || plugin === undefined) return [];
    const message = `plugin '${plugin}': routes hook: ${shown(now)} takes ${path}, where ${label} points, from ${shown(was)}: readers get the plugin's page there`;
    return [source.finding(['plugins', plugin], message, { key: true, severity: 'warning' })];
  });
}

/** The findings for the routes the brand's plugins added, each at the entry in the site
 *  file of the plugin that added it (a route holds no trace of the line that built it).
 *  Routes that fail to compile are checked first: nothing else can be said of them. */
export function pluginRouteFindings({ routes, addedBy }: TappedRoutes, source: YamlSource, pageKeys: ReadonlySet<string>): ConfigFinding[] {
  const problems = (check: (route: RouteDefinition, index: number) => string | undefined): ConfigFinding[] =>
    routes.flatMap((route, index) => {
      const plugin = addedBy.get(route);
      const problem = plugin === undefined ? undefined : check(route, index);
      return plugin === undefined || problem === undefined ? [] : [source.finding(['plugins', plugin], `plugin '${plugin}': routes hook: ${problem}`, { key: true })];
    });
  const uncompiled = problems((route) => compileProblem(route));
  if (uncompiled.length > 0) return uncompiled;
  return problems((route, index) => unknownPageProblem(route, pageKeys) ?? addedRouteProblem(route, routes.slice(0, index), routes));
}

/** A route showing a page nobody defines would show a generic page under its name. */
function unknownPageProblem(route: RouteDefinition, pageKeys: ReadonlySet<string>): string | undefined {
  if (pageKeys.has(route.meta.page)) return undefined;
  return `${shown(route)} shows page '${route.meta.page}', which neither the core nor a plugin the brand enables defines (pages of its own go in the plugin's \`pages\`)`;
}
