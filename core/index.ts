// The public entry of the core: what plugins may import.
export { definePlugin } from './plugin.ts';
export type {
  InstalledPlugin,
  PluginCommand,
  PluginCommandContext,
  PluginContext,
  PluginDefinition,
  PluginSiteConfig,
  PluginValidationInput,
} from './plugin.ts';
export { createHooks, pluginOf, STAGE_CONSENT, STAGE_DEFAULT, STAGE_EARLY, STAGE_LATE } from './hooks.ts';
export type { CoreHooks } from './hooks.ts';
export type { PageContext, PageRequest, PageResponse, CookieOptions, PendingCookie, Logger } from './context.ts';
export { defineRequestState } from './request-state.ts';
export type { RequestState } from './request-state.ts';
export type { HeadTag, PageData, SiteSummary, NavLink } from './page-data.ts';
export type { PageProps } from './render/page-props.ts';
export type { BodyContext, BodyNode, ShortcodeNode } from './body/types.ts';
export type { AppConfig, SiteConfig } from './config/types.ts';
export { ConfigError, formatFinding, readYaml, YamlSource } from './config/load-yaml.ts';
export type { ConfigFinding } from './config/load-yaml.ts';
export type { RouteDefinition, RouteMatch, RouteMeta, BrandId } from './routing/types.ts';
export { NotFoundError, redirectTo } from './errors.ts';
export { createBodyPipeline } from './body/pipeline.tsx';
export type { BodyPipeline } from './body/pipeline.tsx';
export { registerCoreShortcodes } from './body/shortcodes/register-core-shortcodes.ts';
export { placeAdSlots } from './body/ad-engine.ts';
export { safeUrl } from './body/safe-url.ts';
export { ArticleBody } from './body/ArticleBody.tsx';
export { AdDebug, adDebugEnabled } from './body/AdDebug.tsx';
export type { FaqEntry, PlacedSlot, RenderedBody, TocItem } from './body/types.ts';
export { ComponentRegistry } from './render/component-registry.ts';
export type { ComponentRenderer } from './render/component-registry.ts';
export type { ComponentRendererProps, ComponentView } from './render/components/page-components/component-views.ts';
export { toComponentViews } from './server/loaders/page-components.ts';
export { EXIT_FINDING, EXIT_OK, EXIT_USAGE, parseCommandArgs, reportFindings, UsageError } from './command.ts';
export type { CliIO } from './command.ts';
