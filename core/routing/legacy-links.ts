// Legacy links (spec 000 §2.8): old route names keep fixed paths per edition; any
// other name goes through the router. A link that cannot be built becomes '#'.
import type { RoutesConfig } from '../config/types.ts';
import type { Router } from './matcher.ts';
import type { RouteParams } from './types.ts';

export interface LegacyLinkLogger {
  warn(obj: unknown, msg?: string): void;
}

export interface LegacyLinkOptions {
  legacy: RoutesConfig['legacy'];
  router: Pick<Router, 'urlFor'>;
  log?: LegacyLinkLogger;
}

export type LegacyLinkResolver = (name: unknown, edition: string, params?: RouteParams, locale?: string) => string;

export const UNRESOLVED_LINK = '#';

export function createLegacyLinkResolver(options: LegacyLinkOptions): LegacyLinkResolver {
  return (name, edition, params = {}, locale) => {
    if (typeof name !== 'string' || name === '') {
      options.log?.warn({ name }, 'legacy link without a route name');
      return UNRESOLVED_LINK;
    }
    const fixed = Object.hasOwn(options.legacy, name) ? options.legacy[name] : undefined;
    const mapped = fixed && Object.hasOwn(fixed, edition) ? fixed[edition] : undefined;
    if (mapped !== undefined) return mapped;
    try {
      const path: unknown = options.router.urlFor(name, params, locale !== undefined ? { locale } : {});
      return typeof path === 'string' ? path : UNRESOLVED_LINK;
    } catch (error) {
      options.log?.warn({ err: error, name, edition, params }, 'legacy link could not be resolved');
      return UNRESOLVED_LINK;
    }
  };
}
