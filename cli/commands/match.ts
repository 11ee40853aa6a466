// `neutron match <path> [--json]`: which route answers a path, as the server sees it.
import { matchWithSlashRedirect } from '../../core/routing/matcher.ts';
import type { RouteMatch } from '../../core/routing/types.ts';
import { type Command, EXIT_FINDING, EXIT_OK, parseCommandArgs, UsageError } from '../../core/command.ts';
import { loadProjectForCommand } from './routes.ts';

function describeMatch(found: RouteMatch) {
  return { brand: found.brand, name: found.name, params: found.params, meta: found.meta };
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
    const result = matchWithSlashRedirect(project.router, path);
    if (!result) {
      // A program that asked for JSON gets JSON, whatever the answer.
      if (values.json === true) io.stdout(`${JSON.stringify({ matched: false, path }, null, 2)}\n`);
      io.stderr(`neutron match: no route matches ${path}\n`);
      return EXIT_FINDING;
    }
    if ('redirect' in result) {
      // The server answers a slash-less path with a 301 to the route that matches.
      const target = project.router.match(result.redirect);
      io.stdout(`${JSON.stringify({ matched: true, redirect: result.redirect, status: 301, ...(target ? describeMatch(target) : {}) }, null, 2)}\n`);
      return EXIT_OK;
    }
    io.stdout(`${JSON.stringify({ matched: true, ...describeMatch(result.match) }, null, 2)}\n`);
    return EXIT_OK;
  },
};
