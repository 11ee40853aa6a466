// Coded routing errors (spec 000 §2.4, §2.6), thrown by the matcher and by reverse
// routing. Isomorphic: the matcher ships to the browser.
import { createCodedError } from '../coded-error.ts';

/** urlFor was asked for a route name the table does not hold. */
export const RouteUnknownError = createCodedError<[name: string]>('NEUTRON_ERR_ROUTE_UNKNOWN', "Unknown route '%s'");

/** urlFor got a missing or invalid value for one param; the message names the param. */
export const RouteParamError = createCodedError<[route: string, param: string, problem: string]>('NEUTRON_ERR_ROUTE_PARAM', "Route '%s': param '%s' %s");

/** A route path template that cannot be compiled. */
export const RouteDefinitionError = createCodedError<[route: string, problem: string]>('NEUTRON_ERR_ROUTE_DEFINITION', "Route '%s': %s");
