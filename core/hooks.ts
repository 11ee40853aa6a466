// The hook bag: one per brand, so brands never tap each other's hooks. A plugin's tap
// that throws fails what called the hook, with the plugin named on the error, except in
// the optional hooks (head tags, scripts, debug sections): their taps only decorate a
// page, so a failing one is logged and skipped and the page renders without its part.
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

/** The hooks of the bag whose failing taps are skipped rather than failing the page. */
export type OptionalHookName = 'headTags' | 'scripts' | 'debugSections';

export interface CoreHooks {
  /** Add or adjust routes of the brand (routes, site). */
  readonly routes: SyncWaterfallHook<[RouteDefinition[], SiteConfig]>;
  /** Fill one named step of the page middleware chain (ctx). */
  readonly middleware: HookMap<AsyncSeriesHook<[PageContext]>>;
  /** Enrich page data after the route loader (data, ctx). A tap that throws fails the
   *  page: it returns the page's data (live items, rate tables, ads and tracking state),
   *  which the page and its browser code read. */
  readonly loadPage: AsyncSeriesWaterfallHook<[PageData, PageContext]>;
  /** Render one shortcode type; the first tap that answers wins (node, body context). */
  readonly renderShortcode: HookMap<SyncBailHook<[ShortcodeNode, BodyContext], ReactNode>>;
  /** The view of one page component, by its componentType; the first tap that answers wins,
   *  else the core's view (component, ctx). */
  readonly componentView: HookMap<SyncBailHook<[TypedComponent, PageContext], ComponentView | undefined>>;
  /** Place ad slots and other inserts into a body (nodes, body context). A tap that throws
   *  fails the page: a rendered body is kept with its content answer, so one made without
   *  the tap's inserts would outlive the request. */
  readonly injectAds: SyncWaterfallHook<[BodyNode[], BodyContext]>;
  /** Head tags as data; only the core turns them into markup (tags, ctx). Optional: a
   *  tap that throws is skipped, so neither the page nor its error page depends on it. */
  readonly headTags: SyncWaterfallHook<[HeadTag[], PageContext]>;
  /** A plugin's own HTTP or WebSocket endpoints (app); `runningTap(hooks.server)` names
   *  the plugin whose tap runs, so the routes it adds can be marked as its own. */
  readonly server: AsyncSeriesHook<[FastifyInstance]>;
  /** The reader's consent as the request shows it; the first tap that answers wins, else
   *  every category counts as granted (request: a page's context, or the request of an
   *  error page no route took). The consent plugin answers it. */
  readonly consent: SyncBailHook<[ConsentQuery], ConsentState | undefined>;
  /** Scripts the page needs, as data; the core loads them and builds the
   *  Content-Security-Policy from them (scripts, ctx). Optional: a tap that throws is
   *  skipped, and the policy allows none of its scripts. */
  readonly scripts: SyncWaterfallHook<[ScriptDeclaration[], PageContext]>;
  /** The debug toolbar's sections a plugin shows (its decision for the page, its slots),
   *  called only for a page that shows the toolbar (sections, ctx, data). Optional: a tap
   *  that throws is skipped, and the toolbar lists it. */
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
    headTags: optional('headTags', new SyncWaterfallHook<[HeadTag[], PageContext]>(['tags', 'ctx'])),
    server: withRunningTap(attributed(new AsyncSeriesHook<[FastifyInstance]>(['app']))),
    consent: attributed(new SyncBailHook<[ConsentQuery], ConsentState | undefined>(['request'])),
    scripts: optional('scripts', new SyncWaterfallHook<[ScriptDeclaration[], PageContext]>(['scripts', 'ctx'])),
    debugSections: optional('debugSections', new SyncWaterfallHook<[DebugSection[], PageContext, PageData]>(['sections', 'ctx', 'data'])),
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

/** A tap of an optional hook that threw and was skipped. */
export interface SkippedTap {
  hook: OptionalHookName;
  plugin: string;
  error: unknown;
}

/** What an optional hook's taps get as their context (the page's): its logger. */
interface LoggingContext {
  log: { error(details: object, message: string): void };
}

function isLoggingContext(value: unknown): value is LoggingContext {
  return typeof (value as Partial<LoggingContext> | null)?.log?.error === 'function';
}

/** The taps skipped per request, by its page context. */
const skippedPerContext = new WeakMap<object, SkippedTap[]>();

/** The taps of optional hooks skipped so far for the request of `ctx`. */
export function skippedTaps(ctx: object): readonly SkippedTap[] {
  return skippedPerContext.get(ctx) ?? [];
}

/** Notes a skipped tap on its context; the first failure of a plugin's tap in a hook is
 *  logged, so a request whose error page calls the hook again logs it once. */
function noteSkipped(ctx: unknown, skipped: SkippedTap): void {
  if (typeof ctx !== 'object' || ctx === null) return;
  let noted = skippedPerContext.get(ctx);
  if (!noted) skippedPerContext.set(ctx, (noted = []));
  if (noted.some(({ hook, plugin }) => hook === skipped.hook && plugin === skipped.plugin)) return;
  noted.push(skipped);
  if (isLoggingContext(ctx)) {
    ctx.log.error({ err: skipped.error, plugin: skipped.plugin, hook: skipped.hook }, `plugin ${skipped.plugin}: its ${skipped.hook} tap failed; skipped`);
  }
}

/** A tap of an optional (sync waterfall) hook: what it throws is noted on its context,
 *  the second argument, and the value goes on as the tap got it. */
function skippedOnFailure(hook: OptionalHookName, plugin: string, fn: TapFunction): TapFunction {
  return (...args) => {
    try {
      return fn(...args);
    } catch (error) {
      noteSkipped(args[1], { hook, plugin, error });
      return args[0];
    }
  };
}

/** Every tap of `hook` reports its errors under the tap's (the plugin's) name; the taps of
 *  an optional hook are skipped when they throw. */
function attributed<H extends InterceptableHook>(hook: H, optionalAs?: OptionalHookName): H {
  hook.intercept({
    register: (tap) => {
      if (tap.name === CORE_TAP) return tap;
      const fn = attributedFunction(tap.type, tap.name, tap.fn as TapFunction);
      return { ...tap, fn: optionalAs ? skippedOnFailure(optionalAs, tap.name, fn) : fn };
    },
  });
  // tapable counts an interceptor as use; the server skips middleware steps and server
  // hooks nobody tapped, so only taps count here.
  hook.isUsed = () => hook.taps.length > 0;
  return hook;
}

/** An optional hook: its result only decorates the page, so a plugin's tap that throws is
 *  skipped. Only sync waterfalls: the value a skipped tap got is what it passes on. */
function optional<T, R>(name: OptionalHookName, hook: SyncWaterfallHook<T, R>): SyncWaterfallHook<T, R> {
  return attributed(hook, name);
}

/** The plugin whose tap is running, per hook that keeps track of it. */
const runningTaps = new WeakMap<object, string>();

/** The plugin whose tap of `hook` is running now, if the hook keeps track (`server`). */
export function runningTap(hook: object): string | undefined {
  return runningTaps.get(hook);
}

/** Keeps track of the plugin whose tap runs, from just before it starts until the next
 *  tap starts or the call ends. */
function withRunningTap<T, R>(hook: AsyncSeriesHook<T, R>): AsyncSeriesHook<T, R> {
  const stop = () => runningTaps.delete(hook);
  hook.intercept({
    call: stop,
    tap: (tap) => {
      if (tap.name === CORE_TAP) stop();
      else runningTaps.set(hook, tap.name);
    },
    error: stop,
    done: stop,
  });
  return hook;
}

/** The same for every hook a hook map creates. */
function attributedMap<H extends InterceptableHook>(map: HookMap<H>): HookMap<H> {
  const made = new Map<string, H>();
  madeHooks.set(map, made as Map<string, unknown>);
  map.intercept({
    factory: (key, hook) => {
      const kept = attributed(hook);
      made.set(String(key), kept);
      return kept;
    },
  });
  return map;
}

/** The hooks each attributed hook map made, by key. */
const madeHooks = new WeakMap<object, Map<string, unknown>>();

/** The keys of a hook map that have taps (a middleware step, a shortcode type), each with
 *  the names of the plugins that tapped it. */
export function tappedKeys(map: object): { key: string; plugins: string[] }[] {
  return [...(madeHooks.get(map) ?? new Map<string, unknown>())].flatMap(([key, hook]) => {
    const plugins = [...new Set((hook as { taps: { name: string }[] }).taps.map((tap) => tap.name).filter((name) => name !== CORE_TAP))];
    return plugins.length > 0 ? [{ key, plugins }] : [];
  });
}
