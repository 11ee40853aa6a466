// The CLI's own commands, in the order help lists them. Plugins bring theirs through
// the plugin contract (cli/plugin-commands.ts).
import type { Command } from '../../core/command.ts';
import { match } from './match.ts';
import { renderBody } from './render-body.ts';
import { routeFor } from './route-for.ts';
import { routes } from './routes.ts';
import { start } from './start.ts';
import { validateAll, validateRoutes, validateSite } from './validate.ts';

export const coreCommands: readonly Command[] = [validateSite, validateRoutes, validateAll, routes, match, routeFor, renderBody, start];
