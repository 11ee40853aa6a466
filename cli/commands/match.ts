// `neutron match <path> [--json]`: which route answers a path, as the server sees it.
import { matchWithSlashRedirect } from '../../core/routing/matcher.ts';
import type { RouteMatch } from '../../core/routing/types.ts';
import { caseFoldedPath } from '../../core/server/case-redirect.ts';
import { type ContentRoutes, type ContentRouteUrl, contentRoutes, routesOf } from '../../core/server/loaders/content-route-urls.ts';
import { pagePathOf } from '../../core/server/loaders/paging.ts';
import { OPS_URLS } from '../../core/server/ops-routes.ts';
import { isPagePath } from '../../core/server/request-url.ts';
import { SITE_FILE_URLS } from '../../core/server/site-routes.ts';
import { LOAD_MORE_PATH } from '../../core/render/components/listing/load-more.ts';
import { DATA_PREFIX } from '../../core/page-data.ts';
import type { Project } from '../../core/project.ts';
import { type Command, EXIT_FINDING, EXIT_OK, parseCommandArgs, UsageError } from '../../core/command.ts';
import { loadProjectForCommand } from './routes.ts';

function describeMatch(found: RouteMatch) {
  return { brand: found.brand, name: found.name, params: found.params, meta: found.meta };
}

/** A path one of the app's own routes answers (a feed, a sitemap, a product redirect):
 *  no page, whatever the page router's catch-all would say. */
function describeServerSide(route: ContentRouteUrl) {
  return { serverSide: true, name: route.name, url: route.url, ...(route.redirectsOnly ? { status: 301 } : {}) };
}

/** What the server answers for a path its own routes take, as they take it: a mixed-case
 *  path folded first (case-redirect.ts), then the path itself. */
function serverSideAnswer(routes: ContentRoutes, path: string): Record<string, unknown> | undefined {
  const lower = caseFoldedPath(routes, path);
  const route = routes.find(lower ?? path);
  if (!route) return undefined;
  // A route that only redirects answers the folded path itself: one hop, to where it leads.
  if (lower === undefined || route.redirectsOnly) return { matched: true, ...describeServerSide(route) };
  return { matched: true, redirect: lower, status: 301, ...describeServerSide(route) };
}

/** The core's own endpoints that are neither pages nor content: ops, the site's files,
 *  Load more and page data. (A plugin's endpoints are its own: match does not start plugins.) */
const coreEndpoints: ContentRoutes = routesOf([
  ...Object.values(OPS_URLS).map((url) => ({ name: 'ops', url })),
  ...Object.values(SITE_FILE_URLS).map((url) => ({ name: 'site-file', url })),
  { name: 'load-more', url: LOAD_MORE_PATH },
  { name: 'page-data', url: `${DATA_PREFIX}/*` },
  { name: 'page-data', url: DATA_PREFIX },
]);

/** A paged route's page 1 spelled out answers 301 at the path without its number. */
function pageOneRedirect(project: Project, found: RouteMatch): string | undefined {
  if (found.params.pageNumber !== '1') return undefined;
  const locale = project.brands.get(found.brand)?.site.locale ?? '';
  return pagePathOf(project.router, found, locale, 1);
}

/** Whether every percent-escape of `path` decodes (UTF-8 included), as the server needs. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const match: Command = {
  name: ['match'],
  usage: 'match <path> [--json]',
  json: true,
  summary: 'show the route, params and meta a path matches',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 1, max: 1 });
    const input = positionals[0] as string;
    if (!input.startsWith('/')) throw new UsageError(`path must start with '/', got '${input}'`);
    // The query string and fragment never take part in matching.
    const path = input.split(/[?#]/, 1)[0] ?? input;
    const project = await loadProjectForCommand(io, values.json === true);
    if (typeof project === 'number') return project;
    if (!decodable(path)) {
      // The server refuses it before routing: the site's 400 page.
      if (values.json === true) io.stdout(`${JSON.stringify({ matched: false, path, status: 400 }, null, 2)}\n`);
      io.stderr(`neutron match: ${path} has a malformed percent-escape; the server answers it 400\n`);
      return EXIT_FINDING;
    }
    const routes = contentRoutes(project.brands.keys());
    const serverSide = serverSideAnswer(routes, path);
    if (serverSide) {
      io.stdout(`${JSON.stringify(serverSide, null, 2)}\n`);
      return EXIT_OK;
    }
    const endpoint = coreEndpoints.find(path);
    if (endpoint) {
      io.stdout(`${JSON.stringify({ matched: true, ...describeServerSide(endpoint) }, null, 2)}\n`);
      return EXIT_OK;
    }
    // `//…`, a backslash or an over-long path never reaches the router: the site's 404.
    const result = isPagePath(path) ? matchWithSlashRedirect(project.router, path) : null;
    if (!result) {
      // A program that asked for JSON gets JSON, whatever the answer.
      if (values.json === true) io.stdout(`${JSON.stringify({ matched: false, path }, null, 2)}\n`);
      io.stderr(`neutron match: no route matches ${path}\n`);
      return EXIT_FINDING;
    }
    if ('redirect' in result) {
      // The server answers a slash-less or mixed-case path with a 301 to the path that
      // matches, which may be one of its own routes rather than a page.
      const ownTarget = routes.find(result.redirect);
      const target = ownTarget ? undefined : project.router.match(result.redirect);
      const described = ownTarget ? describeServerSide(ownTarget) : target ? describeMatch(target) : {};
      // A page 1 beyond the redirect is reached in the same hop.
      const redirect = (target && pageOneRedirect(project, target)) ?? result.redirect;
      io.stdout(`${JSON.stringify({ matched: true, redirect, status: 301, ...described }, null, 2)}\n`);
      return EXIT_OK;
    }
    const pageOne = pageOneRedirect(project, result.match);
    io.stdout(`${JSON.stringify({ matched: true, ...(pageOne ? { redirect: pageOne, status: 301 } : {}), ...describeMatch(result.match) }, null, 2)}\n`);
    return EXIT_OK;
  },
};
