// The `vanity` middleware step, last in the chain (spec 000 §4): look the request up, then
// redirect, mask, answer the vanity's 404 page, or go on. Every failure is logged and
// ignored (spec 001 §7); the whole step takes at most 2000 ms.
import { NotFoundError, type PageContext, redirectTo, type Router } from '../../core/index.ts';
import type { LookupQuery, VanityClient } from './client.ts';
import { CACHE_TEMPORARY, VANITY_ROUTE, VANITY_TIMEOUT_MS } from './constants.ts';
import { NOT_FOUND_PAGE } from './pages.ts';
import { answerOf, destinationOf, isMask, type MovingType, planFor } from './decide.ts';
import type { VanityDictionary } from './dictionary.ts';
import type { VanityEntry } from './entry.ts';
import type { VanityOptions } from './options.ts';
import { isExcludedPath, vanityKey } from './request-key.ts';
import { type VanityDecision, vanityState } from './state.ts';
import type { LookupCache } from './lookup-cache.ts';

/** The content type word of the page a route shows, for the lookup (spec 000 §9 url slugs). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  article: 'articles',
  'live-article': 'livearticles',
  review: 'reviews',
  gallery: 'galleries',
  video: 'videos',
  product: 'products',
  static: 'static',
  topic: 'topics',
  tag: 'tags',
  collection: 'collections',
};

export interface VanityStepDeps {
  site: string;
  options: VanityOptions;
  client: VanityClient;
  dictionary: VanityDictionary;
  lookups: LookupCache;
  /** The brand's routes, once the app has them all. */
  router: () => Router;
  now: () => Date;
}

function lookupQuery(ctx: PageContext, key: string): LookupQuery {
  const contentType = CONTENT_TYPES[ctx.route.meta.page];
  const slug = ctx.route.params.slug;
  return { path: key, edition: ctx.edition, ...(contentType && slug ? { contentType, slug } : {}) };
}

export function createVanityStep(deps: VanityStepDeps): (ctx: PageContext) => Promise<void> {
  /** Records the decision; on the plugin's own catch-all route nothing else serves the
   *  path, so going on is the plain 404. */
  function pass(ctx: PageContext, decision: VanityDecision): void {
    vanityState.set(ctx, decision);
    if (ctx.route.meta.page !== VANITY_ROUTE) return;
    // The catch-all took a path a slash-less route serves (…/specs/): the core's 301 to it.
    const slashless = ctx.request.path.slice(0, -1);
    const other = deps.router().match(slashless);
    if (other && other.meta.page !== VANITY_ROUTE) throw redirectTo(slashless, { code: 301 });
    throw new NotFoundError(`no vanity at ${decision.key}`);
  }

  async function resolveTarget(ctx: PageContext, entry: VanityEntry, signal: AbortSignal): Promise<{ urlType: MovingType; url: string } | { reason: string } | 'not-found'> {
    const plan = planFor(entry, ctx.edition, deps.now());
    if (plan.kind === 'pass') return { reason: plan.reason };
    if (plan.kind === 'not-found') return 'not-found';
    if (plan.kind === 'url') return plan;
    const url = await deps.client.urlFor(deps.site, plan.contentType, plan.slug, ctx.edition, { txId: ctx.txId, signal, timeoutMs: VANITY_TIMEOUT_MS });
    return url ? { urlType: plan.urlType, url } : { reason: `no ${plan.contentType} ${plan.slug} on edition ${ctx.edition}` };
  }

  return async function vanityStep(ctx) {
    const path = ctx.request.path;
    const key = vanityKey(path, ctx.request.query);
    if (isExcludedPath(path)) return pass(ctx, { action: 'pass', key, reason: 'excluded path' });
    const known = deps.dictionary.current();
    if (known && !known.has(key)) return pass(ctx, { action: 'pass', key, reason: 'not in the dictionary' });

    const signal = AbortSignal.timeout(VANITY_TIMEOUT_MS);
    const call = { txId: ctx.txId, signal, timeoutMs: VANITY_TIMEOUT_MS };
    let entry: VanityEntry | undefined;
    let target: Awaited<ReturnType<typeof resolveTarget>>;
    try {
      entry = await deps.lookups.get(`${deps.site}\u0000${ctx.edition}\u0000${JSON.stringify(lookupQuery(ctx, key))}`, () => deps.client.lookup(deps.site, lookupQuery(ctx, key), call));
      if (!entry) return pass(ctx, { action: 'pass', key, reason: 'no vanity' });
      target = await resolveTarget(ctx, entry, signal);
    } catch (error) {
      ctx.log.warn({ err: error, path: key, txId: ctx.txId }, `vanity: lookup of ${key} failed; the page goes on`);
      return pass(ctx, { action: 'failed', key, reason: (error as Error).message });
    }
    const about = { key, id: entry.id, urlType: entry.urlType };

    if (target === 'not-found') {
      vanityState.set(ctx, { ...about, action: 'not-found' });
      ctx.route = { ...ctx.route, name: NOT_FOUND_PAGE, params: {}, meta: { page: NOT_FOUND_PAGE, layout: 'default', brand: ctx.route.brand, maxAge: 0 } };
      ctx.response.headers.set('cache-control', CACHE_TEMPORARY);
      return;
    }
    if ('reason' in target) return pass(ctx, { ...about, action: 'pass', reason: target.reason });

    const destination = destinationOf(target.url, { publicOrigin: ctx.app.server.publicOrigin, allowHosts: deps.options.allowHosts });
    if (destination.kind === 'refused') {
      ctx.log.warn({ vanity: entry.id, target: target.url }, `vanity: ${entry.id} refused: ${destination.reason}`);
      return pass(ctx, { ...about, action: 'pass', reason: destination.reason });
    }
    const { status, cacheControl } = answerOf(target.urlType);

    if (isMask(target.urlType)) {
      if (destination.kind !== 'local') return pass(ctx, { ...about, action: 'pass', reason: 'a mask shows a page of this site only' });
      if (destination.path === path) return pass(ctx, { ...about, action: 'pass', reason: 'the mask shows the current path' });
      const match = deps.router().match(destination.path);
      if (!match || match.meta.page === VANITY_ROUTE || match.brand !== ctx.route.brand) {
        ctx.log.warn({ vanity: entry.id, target: destination.path }, `vanity: ${entry.id} masks ${destination.path}, which no page of the brand serves`);
        return pass(ctx, { ...about, action: 'pass', reason: `no page of the brand at ${destination.path}` });
      }
      const canonical = new URL(destination.path, ctx.app.server.publicOrigin).href;
      vanityState.set(ctx, { ...about, action: 'mask', target: destination.path, canonical });
      ctx.route = match;
      ctx.response.headers.set('cache-control', cacheControl);
      ctx.response.headers.set('last-modified', new Date().toUTCString());
      return;
    }

    // A redirect only for URL targets differing from the current path (spec 001 §7).
    if (destination.kind === 'local' && destination.path === path) return pass(ctx, { ...about, action: 'pass', reason: 'the target is the current path' });
    const location = destination.kind === 'local' ? `${destination.path}${destination.search}` : destination.url;
    vanityState.set(ctx, { ...about, action: 'redirect', target: location });
    throw redirectTo(location, { code: status, cacheControl, offSite: destination.kind === 'off-site' });
  };
}
