// The page middleware chain (spec 000 §4): brand, i18n, feature flags, A/B test, auth,
// cache, transaction, vanity. The core runs its own steps; plugins fill the others
// through `hooks.middleware.for(name)`. A step no enabled plugin fills is skipped; a
// step nobody defines is a 500 'Unknown middleware {name}'.
import { randomUUID } from 'node:crypto';
import { MIDDLEWARE_ORDER } from '../config/types.ts';
import type { PageContext } from '../context.ts';
import { isBotDisabledAgent } from '../crawlers.ts';
import { siteFeatureDefaults } from '../features.ts';
import { defaultLocale } from '../locale.ts';
import { UnknownMiddlewareError } from '../errors.ts';
import type { CoreHooks } from '../hooks.ts';
import type { InstalledPlugin } from '../plugin.ts';
import { applyCacheHeaders, routeMaxAge } from './cache-headers.ts';
import { CORE_MIDDLEWARE, type CoreMiddlewareName } from './middleware-names.ts';
import type { RequestReads } from './request-reads.ts';

/** At most this many names are read from featureEnable / featureDisable. */
export const FEATURE_OVERRIDE_LIMIT = 100;
const FEATURE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const TX_ID = /^[A-Za-z0-9-]{8,64}$/;

function overrideNames(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .slice(0, 8192)
    .split(',', FEATURE_OVERRIDE_LIMIT)
    .map((name) => name.trim())
    .filter((name) => name === 'all' || FEATURE_NAME.test(name));
}

/** The request's transaction id: the caller's when well-formed, else a new one. Set
 *  when the context is made, so steps before 'transaction' already send it upstream. */
export function transactionId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && TX_ID.test(incoming) ? incoming : randomUUID();
}

/** Feature flags after per-visitor overrides; unknown names are ignored (spec 000 §6). */
export function resolveFeatures(defaults: Record<string, boolean>, query: URLSearchParams): Set<string> {
  const known = Object.keys(defaults);
  const enabled = new Set(known.filter((name) => defaults[name]));
  for (const name of overrideNames(query.get('featureEnable'))) {
    if (name === 'all') for (const flag of known) enabled.add(flag);
    // Own keys only: `constructor` or `toString` is in every object, and no flag.
    else if (Object.hasOwn(defaults, name)) enabled.add(name);
  }
  for (const name of overrideNames(query.get('featureDisable'))) {
    if (name === 'all') enabled.clear();
    else enabled.delete(name);
  }
  return enabled;
}

type CoreStep = (ctx: PageContext, options: { defaultMaxAge: number }) => void;

const coreSteps: Record<CoreMiddlewareName, CoreStep> = {
  brand(ctx) {
    ctx.brand = ctx.route.meta.brand ?? ctx.site.id;
  },
  i18n(ctx) {
    ctx.locale = ctx.route.route.locale ?? defaultLocale(ctx.site);
    ctx.edition = ctx.route.meta.edition ?? ctx.site.edition;
  },
  'feature-flags'(ctx) {
    const defaults = siteFeatureDefaults(ctx.site.features);
    const features = resolveFeatures(defaults, ctx.request.query);
    if (ctx.site.botDisabledFeatures.length > 0 && isBotDisabledAgent(ctx.request.headers['user-agent'])) {
      for (const name of ctx.site.botDisabledFeatures) features.delete(name);
    }
    ctx.features = features;
    // Keyed only when overrides or a crawler change the set (bounded by the site's known flags).
    const changed = features.size !== Object.values(defaults).filter(Boolean).length || [...features].some((name) => !defaults[name]);
    if (changed) ctx.cacheKey.push(`features=${[...features].sort().join(',')}`);
  },
  cache(ctx, options) {
    applyCacheHeaders(ctx.response.headers, routeMaxAge(ctx.route.meta, ctx.route.params), options.defaultMaxAge);
  },
  transaction(ctx) {
    ctx.response.headers.set('x-tx-id', ctx.txId);
  },
};

/** What a request's context has read of it so far (request-reads.ts). */
export type ReadsSoFar = Pick<RequestReads<Record<string, unknown>, Record<string, unknown>>, 'cookieCount' | 'cookiesRead'>;

export interface MiddlewareRunner {
  /** Runs the chain; with `reads`, a plugin's step that reads a cookie the request carries
   *  without saying how the page varies on it makes the page private (below). */
  run(ctx: PageContext, reads?: ReadsSoFar): Promise<void>;
}

/**
 * A plugin's step that read a cookie this request carries, and neither keyed the page on it
 * (`ctx.cacheKey`), nor said it varies (`ctx.response.vary`), nor made it private, made a
 * page for this reader that the page cache and a CDN would hand to every reader: it is
 * made private instead, and the step is named in a warning once. The cookies the context
 * read before the step (the device's, the consent's) are the core's to account for.
 */
function guardedStep(name: string, step: (ctx: PageContext) => Promise<void>, warned: Set<string>): (ctx: PageContext, reads?: ReadsSoFar) => Promise<void> {
  return async (ctx, reads) => {
    const before = reads?.cookieCount();
    const [keys, varies, wasPrivate] = [ctx.cacheKey.length, ctx.response.vary.size, ctx.response.private];
    await step(ctx);
    // Most steps read no cookie, or say how the page varies: nothing more to look at.
    if (before === undefined || reads?.cookieCount() === before) return;
    if (ctx.cacheKey.length !== keys || ctx.response.vary.size !== varies || ctx.response.private !== wasPrivate) return;
    // Listed whole (no count any more), every cookie the request carries was read.
    const cookies = reads?.cookiesRead(before) ?? Object.keys(ctx.request.cookies);
    const carried = cookies.filter((cookie) => Object.hasOwn(ctx.request.cookies, cookie));
    if (carried.length === 0) return;
    ctx.response.private = true;
    const key = `${name}|${carried.join(',')}`;
    if (warned.has(key)) return;
    warned.add(key);
    ctx.log.warn(
      { step: name, cookies: carried },
      `middleware step '${name}' read cookie ${carried.map((cookie) => `'${cookie}'`).join(', ')} without keying the page on it (ctx.cacheKey), saying it varies (ctx.response.vary) or making it private: its pages for readers with the cookie are made private`,
    );
  };
}

export function createMiddlewareRunner(
  names: readonly string[],
  hooks: CoreHooks,
  installed: ReadonlyMap<string, InstalledPlugin>,
  options: { defaultMaxAge: number },
): MiddlewareRunner {
  const pluginSteps = new Set<string>(MIDDLEWARE_ORDER);
  for (const plugin of installed.values()) for (const name of plugin.definition.middleware ?? []) pluginSteps.add(name);
  const warned = new Set<string>();
  // A core step is synchronous: the chain waits only for the plugins' steps.
  const steps = names.map((name): ((ctx: PageContext, reads?: ReadsSoFar) => Promise<void> | void) => {
    if ((CORE_MIDDLEWARE as readonly string[]).includes(name)) {
      const step = coreSteps[name as CoreMiddlewareName];
      return (ctx: PageContext) => step(ctx, options);
    }
    const hook = hooks.middleware.get(name);
    if (hook?.isUsed()) return guardedStep(name, (ctx) => hook.promise(ctx), warned);
    if (pluginSteps.has(name)) return async () => {}; // its plugin is not enabled for this brand
    return async () => {
      throw new UnknownMiddlewareError(name);
    };
  });
  return {
    async run(ctx, reads) {
      for (const step of steps) {
        const pending = step(ctx, reads);
        if (pending) await pending;
      }
    },
  };
}
