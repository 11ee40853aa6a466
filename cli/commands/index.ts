// Every `neutron` command, in the order help lists them.
import type { Command } from '../command.ts';
import { match } from './match.ts';
import { renderBody } from './render-body.ts';
import { routeFor } from './route-for.ts';
import { routes } from './routes.ts';
import { start } from './start.ts';
import { validateAll, validateRoutes, validateSite } from './validate.ts';
import { validateAbTests } from './validate-ab-tests.ts';

export const commands: Command[] = [
  validateSite,
  validateRoutes,
  validateAll,
  validateAbTests,
  routes,
  match,
  routeFor,
  renderBody,
  start,
];
