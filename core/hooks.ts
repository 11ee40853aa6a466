// The hook bag: one per brand, so brands never tap each other's hooks.
import type { FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import {
  AsyncSeriesHook,
  AsyncSeriesWaterfallHook,
  HookMap,
  SyncBailHook,
  SyncWaterfallHook,
} from 'tapable';
import type { BodyContext, BodyNode, ShortcodeNode } from './body/types.ts';
import type { SiteConfig } from './config/types.ts';
import type { TypedComponent } from './content/schemas/page.ts';
import type { PageContext } from './context.ts';
import type { HeadTag, PageData } from './page-data.ts';
import type { ComponentView } from './render/components/page-components/component-views.ts';
import type { RouteDefinition } from './routing/types.ts';
import type { ConsentState } from './scripts/consent.ts';
import type { ScriptDeclaration } from './scripts/script-declaration.ts';

/** Named stages order taps; never magic numbers. */
export const STAGE_EARLY = -100;
export const STAGE_CONSENT = -50;
export const STAGE_DEFAULT = 0;
export const STAGE_LATE = 100;

export interface CoreHooks {
  /** Add or adjust routes of the brand (routes, site). */
  readonly routes: SyncWaterfallHook<[RouteDefinition[], SiteConfig]>;
  /** Fill one named step of the page middleware chain (ctx). */
  readonly middleware: HookMap<AsyncSeriesHook<[PageContext]>>;
  /** Enrich page data after the route loader (data, ctx). */
  readonly loadPage: AsyncSeriesWaterfallHook<[PageData, PageContext]>;
  /** Render one shortcode type; the first tap that answers wins (node, body context). */
  readonly renderShortcode: HookMap<SyncBailHook<[ShortcodeNode, BodyContext], ReactNode>>;
  /** The view of one page component, by its componentType; the first tap that answers wins,
   *  else the core's view (component, ctx). */
  readonly componentView: HookMap<SyncBailHook<[TypedComponent, PageContext], ComponentView | undefined>>;
  /** Place ad slots and other inserts into a body (nodes, body context). */
  readonly injectAds: SyncWaterfallHook<[BodyNode[], BodyContext]>;
  /** Head tags as data; only the core turns them into markup (tags, ctx). */
  readonly headTags: SyncWaterfallHook<[HeadTag[], PageContext]>;
  /** A plugin's own HTTP or WebSocket endpoints (app). */
  readonly server: AsyncSeriesHook<[FastifyInstance]>;
  /** The reader's consent as the request shows it; the first tap that answers wins, else
   *  every category counts as granted (ctx). The consent plugin answers it. */
  readonly consent: SyncBailHook<[PageContext], ConsentState | undefined>;
  /** Scripts the page needs, as data; the core loads them and builds the
   *  Content-Security-Policy from them (scripts, ctx). */
  readonly scripts: SyncWaterfallHook<[ScriptDeclaration[], PageContext]>;
}

export function createHooks(): CoreHooks {
  return Object.freeze({
    routes: new SyncWaterfallHook<[RouteDefinition[], SiteConfig]>(['routes', 'site']),
    middleware: new HookMap(() => new AsyncSeriesHook<[PageContext]>(['ctx'])),
    loadPage: new AsyncSeriesWaterfallHook<[PageData, PageContext]>(['data', 'ctx']),
    renderShortcode: new HookMap(
      () => new SyncBailHook<[ShortcodeNode, BodyContext], ReactNode>(['node', 'bodyContext']),
    ),
    componentView: new HookMap(
      () => new SyncBailHook<[TypedComponent, PageContext], ComponentView | undefined>(['component', 'ctx']),
    ),
    injectAds: new SyncWaterfallHook<[BodyNode[], BodyContext]>(['nodes', 'bodyContext']),
    headTags: new SyncWaterfallHook<[HeadTag[], PageContext]>(['tags', 'ctx']),
    server: new AsyncSeriesHook<[FastifyInstance]>(['app']),
    consent: new SyncBailHook<[PageContext], ConsentState | undefined>(['ctx']),
    scripts: new SyncWaterfallHook<[ScriptDeclaration[], PageContext]>(['scripts', 'ctx']),
  });
}
