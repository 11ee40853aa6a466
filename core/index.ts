// The public entry of the core: everything a plugin's server side may import (its
// browser code imports core/browser.ts). Lint fails on any other core import from
// plugins/ and examples/; what is not here is the core's own business.

// The plugin contract.
export { definePlugin } from './plugin.ts';
export { IN_MEMORY, keptSecret, type StateFiles } from './state-files.ts';
export type {
  OptionFile,
  PluginAppCheckInput,
  PluginCommand,
  PluginCommandContext,
  PluginContext,
  PluginDefinition,
  PluginSiteConfig,
  PluginValidationInput,
} from './plugin.ts';

// Hooks: the brand's bag, stage constants, and which plugin's tap threw an error.
export { pluginOf, STAGE_CONSENT, STAGE_DEFAULT, STAGE_EARLY, STAGE_LATE } from './hooks.ts';
export { definePage, type LoadedPage, type PageDeclaration, type PageDefinition } from './server/page-loaders.ts';
export type { CoreHooks } from './hooks.ts';
export type { DebugSection } from './debug-section.ts';

// A request: the page context, typed per-plugin state, page data.
export type { ConsentQuery, CookieOptions, Logger, PageContext, PageRequest, PageResponse, PendingCookie } from './context.ts';
export { defineRequestState } from './request-state.ts';
export type { RequestState } from './request-state.ts';
export type { ContentRef, HeadTag, NavLink, PageData, SiteSummary } from './page-data.ts';
export type { LayoutRegion, ReservedBox } from './page-data.ts';
export { RESPONSE_ID_PLACEHOLDER } from './page-data.ts';
export type { PageProps } from './render/page-props.ts';
export { CORE_FEATURES } from './features.ts';
export { CORE_SLOTS } from './render/slots.ts';
export type { CoreSlotName, SlotFiller, SlotProps } from './render/slots.ts';
export { useFeature } from './render/features.ts';
/** Head tags a component sets itself (merged with the `headTags` hook: core/render/README.md). */
export { Helmet } from 'react-helmet-async';
export type { BrandId, RouteDefinition, RouteMatch, RouteMeta } from './routing/types.ts';
export { NotFoundError, redirectTo } from './errors.ts';
export type { RedirectOptions } from './errors.ts';

// Article bodies: node types for shortcode and injectAds taps; URLs from a shortcode's
// attributes or JSON pass safeUrl before they reach markup.
export type {
  BodyContext,
  BodyLogger,
  BodyNode,
  ElementNode,
  FaqEntry,
  PlacedSlot,
  RenderedBody,
  ShortcodeNode,
  TextNode,
  TocItem,
} from './body/types.ts';
export { safeUrl } from './body/safe-url.ts';
export { bearerToken, sameSecret } from './secrets.ts';
export { shownPath } from './plugin-failure.ts';

// Page components a plugin adds (`components` in its definition, `componentView` taps).
export { isComponentOf } from './content/schemas/page.ts';
export type { TypedComponent } from './content/schemas/page.ts';
export type { ComponentRenderer } from './render/component-registry.ts';
export type { ComponentRendererProps, ComponentView } from './render/components/page-components/component-views.ts';

// Config: the loaded app and site configs, and findings for a plugin's own YAML files.
export type { AppConfig, SiteConfig } from './config/types.ts';
export { brandFacts } from './config/brand-facts.ts';
export { ConfigError, didYouMean, formatFinding, readYaml, schemaFindings, YamlSource } from './config/load-yaml.ts';
export type { ConfigFinding } from './config/load-yaml.ts';
export { isPlainDecimal, nonDecimalMessage } from './config/written-numbers.ts';

// `neutron` commands a plugin brings.
export { EXIT_FINDING, EXIT_OK, EXIT_USAGE, findingText, parseCommandArgs, readInputFile, reportFindings, UsageError } from './command.ts';
export type { CliIO } from './command.ts';

// Testing a plugin on a real app.
export { testPlugin } from './testing/test-plugin.ts';
export type { BodyLogEntry, PluginTestSite, TestBody, TestBodyOptions, TestPluginOptions } from './testing/test-plugin.ts';

// Frame origins of the body's third-party embeds (the consent plugin declares them).
export { EMBED_FRAME_SOURCES } from './body/shortcodes/embed-shortcodes.tsx';
// The reader platform: device, consent and declared scripts.
export { DEVICES, DEFAULT_DEVICE } from './device.ts';
export { isBotDisabledAgent, isCrawler } from './crawlers.ts';
export type { Device } from './device.ts';
export { CONSENT_CATEGORIES, CONSENT_CODES, CONSENT_NOT_MANAGED, isConsentCategory, isGranted } from './scripts/consent.ts';
export type { ConsentCategory, ConsentState } from './scripts/consent.ts';
export { DEFAULT_SCRIPT_PRIORITY, WINDOW_WATCHER_PRIORITY } from './scripts/script-declaration.ts';
export type { ScriptDeclaration, ScriptPosition, ScriptTiming } from './scripts/script-declaration.ts';
// Matching paths against a brand's routes, its words in the content API, and the whole
// app (a validator that probes pages, as the vanity plugin's does).
export { createRouter } from './routing/matcher.ts';
export type { Router } from './routing/matcher.ts';
export { VANITY_URL_TYPES, type VanityUrlType } from './content/schemas/services.ts';
export { loadProject } from './project.ts';
export { appCheckFindings } from './server/app-checks.ts';
// Live coverage: bodies a plugin receives go through the brand's body pipeline; the live
// article page's props and items; dates as the core displays them (spec 000 §9).
export { createBodyPipeline } from './body/pipeline.tsx';
export type { BodyPipeline } from './body/pipeline.tsx';
export { textContent } from './body/text-content.ts';
export type { LiveCoverageItem } from './content/schemas/live.ts';
export type { DisplayDate, LiveArticlePageProps, LiveItemProps } from './render/components/article/article-props.ts';
export { formatDisplayDate, formatLiveItemDate, formatLongDate } from './content/rules/date-display.ts';
export { liveItemDate } from './server/loaders/article/frame.ts';
