// The hook bag: one per brand, so brands never tap each other's hooks.
import type { FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import {
  AsyncSeriesHook,
  AsyncSeriesWaterfallHook,
  HookMap,
  SyncBailHook,
  type SyncHook,
  SyncWaterfallHook,
} from 'tapable';
import type { BodyContext, BodyNode, ShortcodeNode } from './body/types.ts';
import type { SiteConfig } from './config/types.ts';
import type { DebugSection } from './debug-section.ts';
import type { TypedComponent } from './content/schemas/page.ts';
import type { ConsentQuery, PageContext } from './context.ts';
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
   *  every category counts as granted (request: a page's context, or the request of an
   *  error page no route took). The consent plugin answers it. */
  readonly consent: SyncBailHook<[ConsentQuery], ConsentState | undefined>;
  /** Scripts the page needs, as data; the core loads them and builds the
   *  Content-Security-Policy from them (scripts, ctx). */
  readonly scripts: SyncWaterfallHook<[ScriptDeclaration[], PageContext]>;
  /** The debug toolbar's sections a plugin shows (its decision for the page, its slots),
   *  called only for a page that shows the toolbar (sections, ctx, data). */
  readonly debugSections: SyncWaterfallHook<[DebugSection[], PageContext, PageData]>;
}

export function createHooks(): CoreHooks {
  return Object.freeze({
    routes: attributed(new SyncWaterfallHook<[RouteDefinition[], SiteConfig]>(['routes', 'site'])),
    middleware: attributedMap(new HookMap(() => new AsyncSeriesHook<[PageContext]>(['ctx']))),
    loadPage: attributed(new AsyncSeriesWaterfallHook<[PageData, PageContext]>(['data', 'ctx'])),
    renderShortcode: attributedMap(
      new HookMap(() => new SyncBailHook<[ShortcodeNode, BodyContext], ReactNode>(['node', 'bodyContext'])),
    ),
    componentView: attributedMap(
      new HookMap(() => new SyncBailHook<[TypedComponent, PageContext], ComponentView | undefined>(['component', 'ctx'])),
    ),
    injectAds: attributed(new SyncWaterfallHook<[BodyNode[], BodyContext]>(['nodes', 'bodyContext'])),
    headTags: attributed(new SyncWaterfallHook<[HeadTag[], PageContext]>(['tags', 'ctx'])),
    server: attributed(new AsyncSeriesHook<[FastifyInstance]>(['app'])),
    consent: attributed(new SyncBailHook<[ConsentQuery], ConsentState | undefined>(['request'])),
    scripts: attributed(new SyncWaterfallHook<[ScriptDeclaration[], PageContext]>(['scripts', 'ctx'])),
    debugSections: attributed(new SyncWaterfallHook<[DebugSection[], PageContext, PageData]>(['sections', 'ctx', 'data'])),
  });
}

/** The core taps its own handlers under this name; their errors name no plugin. */
const CORE_TAP = 'core';

/** The plugin whose tap threw `error`, when a hook of the bag caught it on the way out. */
export function pluginOf(error: unknown): string | undefined {
  const plugin = (error as { plugin?: unknown } | null)?.plugin;
  return typeof plugin === 'string' ? plugin : undefined;
}

/** Names the plugin on an error its tap threw; the first (innermost) name stays. The
 *  property is not enumerable, so logs and JSON show the error as it was. */
function attribute(error: unknown, plugin: string): void {
  if (typeof error !== 'object' || error === null || pluginOf(error) !== undefined || !Object.isExtensible(error)) return;
  Object.defineProperty(error, 'plugin', { value: plugin, enumerable: false, configurable: true, writable: true });
}

type TapFunction = (...args: unknown[]) => unknown;

/** A tap as tapable's interceptors see it (tapable exports no name for the type). */
type FullTap = Parameters<NonNullable<Parameters<SyncHook<[]>['intercept']>[0]['register']>>[0];

interface InterceptableHook {
  readonly taps: readonly unknown[];
  intercept(interceptor: { register: (tap: FullTap) => FullTap }): void;
  isUsed(): boolean;
}

/** The tap's function, reporting what it throws (or rejects, or passes to its callback)
 *  under the tap's name, and rethrowing the very same error object: a NotFoundError keeps
 *  its status code. */
function attributedFunction(type: FullTap['type'], name: string, fn: TapFunction): TapFunction {
  if (type === 'async') {
    return (...args) => {
      const callback = args.pop() as (error?: unknown, ...results: unknown[]) => void;
      const report = (error?: unknown, ...results: unknown[]) => {
        if (error) attribute(error, name);
        callback(error, ...results);
      };
      try {
        return fn(...args, report);
      } catch (error) {
        attribute(error, name);
        throw error;
      }
    };
  }
  return (...args) => {
    let result: unknown;
    try {
      result = fn(...args);
    } catch (error) {
      attribute(error, name);
      throw error;
    }
    if (type === 'promise' && typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
      return (result as PromiseLike<unknown>).then(undefined, (error: unknown) => {
        attribute(error, name);
        throw error;
      });
    }
    return result;
  };
}

/** Every tap of `hook` reports its errors under the tap's (the plugin's) name. */
function attributed<H extends InterceptableHook>(hook: H): H {
  hook.intercept({
    register: (tap) => (tap.name === CORE_TAP ? tap : { ...tap, fn: attributedFunction(tap.type, tap.name, tap.fn as TapFunction) }),
  });
  // tapable counts an interceptor as use; the server skips middleware steps and server
  // hooks nobody tapped, so only taps count here.
  hook.isUsed = () => hook.taps.length > 0;
  return hook;
}

/** The same for every hook a hook map creates. */
function attributedMap<H extends InterceptableHook>(map: HookMap<H>): HookMap<H> {
  map.intercept({ factory: (_key, hook) => attributed(hook) });
  return map;
}
