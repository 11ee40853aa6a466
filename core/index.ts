// The public entry of the core: what plugins may import.
export { definePlugin } from './plugin.ts';
export type { PluginDefinition, InstalledPlugin } from './plugin.ts';
export { createHooks, STAGE_CONSENT, STAGE_DEFAULT, STAGE_EARLY, STAGE_LATE } from './hooks.ts';
export type { CoreHooks } from './hooks.ts';
export type { PageContext, PageRequest, PageResponse, CookieOptions, Logger } from './context.ts';
export type { HeadTag, PageData, SiteSummary, NavLink } from './page-data.ts';
export type { PageProps } from './render/page-props.ts';
export type { BodyContext, BodyNode, ShortcodeNode } from './body/types.ts';
export type { AppConfig, SiteConfig } from './config/types.ts';
export type { ConfigFinding } from './config/load-yaml.ts';
export type { RouteDefinition, RouteMatch, RouteMeta, BrandId } from './routing/types.ts';
export { NotFoundError, redirectTo } from './errors.ts';
