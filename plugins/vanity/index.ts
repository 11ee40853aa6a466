// The vanity plugin (spec 001 §7 "Vanity handling", spec 000 §4, §9): the `vanity`
// middleware step with the lookup, the dictionary and the six url types; a catch-all route
// so vanity paths no page serves reach the step; the NOT_FOUND vanity's 404 page; masked
// pages' canonical; the checks of its entries, at boot and against the app (`neutron
// validate all`); and `neutron validate vanity`.
import type { FastifyInstance } from 'fastify';
import {
  type AppConfig,
  brandFacts,
  createRouter,
  definePage,
  definePlugin,
  type HeadTag,
  NotFoundError,
  type PluginDefinition,
  type RouteDefinition,
  type Router,
  STAGE_LATE,
} from '../../core/index.ts';
import { createVanityClient, type VanityClient } from './client.ts';
import { vanityCommands } from './commands.ts';
import { vanityDebugSection } from './debug-section.ts';
import { VANITY_PLUGIN, VANITY_ROUTE } from './constants.ts';
import { VanityDictionary } from './dictionary.ts';
import { appFindings, validateProject } from './lint.ts';
import { LookupCache } from './lookup-cache.ts';
import { createVanityStep } from './middleware.ts';
import { VanityOptions } from './options.ts';
import { NOT_FOUND_PAGE, type NotFoundProps, notFoundPage, vanityNotFoundMessage } from './pages.ts';
import { vanityState } from './state.ts';
import { createHttpTransport, createInjectTransport } from './transport.ts';

export { vanityState } from './state.ts';
export type { VanityDecision } from './state.ts';

export interface VanityPluginSettings {
  /** The clock that decides which entries have expired (tests inject a fixed date). */
  now?: () => Date;
}

/** Paths of up to three segments under the brand's prefix that no page of the brand
 *  serves: the vanity step answers them, or they are the plain 404. */
function catchAllRoute(site: { id: string; prefix: string }): RouteDefinition {
  return {
    name: site.id === 'default' ? VANITY_ROUTE : `${site.id}-${VANITY_ROUTE}`,
    path: `${site.prefix}{vanity}/{vanitySecond?}/{vanityThird?}/`,
    meta: { page: VANITY_ROUTE, layout: 'default', maxAge: 0, fallback: true },
  };
}

/** Canonical and og:url of a masked page name its target (spec 001 §7). */
function withCanonical(tags: HeadTag[], canonical: string): HeadTag[] {
  let found = false;
  const next = tags.map((tag) => {
    if (tag.tag === 'link' && tag.attrs?.rel === 'canonical') {
      found = true;
      return { ...tag, attrs: { ...tag.attrs, href: canonical } };
    }
    if (tag.tag === 'meta' && tag.attrs?.property === 'og:url') return { ...tag, attrs: { ...tag.attrs, content: canonical } };
    return tag;
  });
  return found ? next : [...next, { tag: 'link', attrs: { rel: 'canonical', href: canonical } }];
}

/** What the plugin keeps for one app. */
interface VanityNode {
  app?: FastifyInstance;
  services: Map<string, { client: VanityClient; dictionary: VanityDictionary; lookups: LookupCache }>;
}

export function createVanityPlugin(settings: VanityPluginSettings = {}): PluginDefinition<typeof VanityOptions> {
  const now = settings.now ?? (() => new Date());
  // One app: its server, and one dictionary and one answer cache per vanity service, shared
  // by its brands. Apps built in one process (tests, tools) each keep their own, by the app
  // config they were loaded with.
  // A plugin applied without an app config (outside a project) has one node.
  const nodes = new WeakMap<object, VanityNode>();
  const sole = {};
  const nodeOf = (config: AppConfig | undefined): VanityNode => {
    let node = nodes.get(config ?? sole);
    if (!node) nodes.set(config ?? sole, (node = { services: new Map() }));
    return node;
  };

  function serviceFor(options: VanityOptions, config: AppConfig, node: VanityNode) {
    const upstream = config.upstreams.content;
    const host = options.host ?? (upstream.kind === 'http' ? upstream.host : undefined);
    const apiKey = options.host ? options.apiKey : upstream.kind === 'http' ? upstream.apiKey : undefined;
    const key = `${host ?? 'embedded'}\u0000${options.refreshSeconds}`;
    let service = node.services.get(key);
    if (!service) {
      const client = createVanityClient(host ? createHttpTransport(host, apiKey) : createInjectTransport(() => node.app));
      const refreshMs = options.refreshSeconds * 1000;
      service = { client, dictionary: new VanityDictionary(client, refreshMs, () => node.app?.log), lookups: new LookupCache(refreshMs) };
      node.services.set(key, service);
    }
    return service;
  }

  return definePlugin({
    name: VANITY_PLUGIN,
    options: VanityOptions,
    middleware: [VANITY_PLUGIN],
    validate: (input) => validateProject(input, now()),
    checkApp: (input) => appFindings(input, now()),
    commands: vanityCommands(),
    pages: [
      definePage<NotFoundProps>({
        key: NOT_FOUND_PAGE,
        component: notFoundPage,
        async load(ctx) {
          const decision = vanityState.get(ctx);
          if (decision?.action !== 'not-found' || !decision.id) throw new NotFoundError('no vanity decision');
          return { title: 'This page could not be found', status: 404, props: { id: decision.id, message: vanityNotFoundMessage(decision.id), homeHref: ctx.site.prefix } };
        },
      }),
      // The catch-all's page, for a brand whose chain leaves the vanity step out.
      definePage<NotFoundProps>({
        key: VANITY_ROUTE,
        component: notFoundPage,
        async load() {
          throw new NotFoundError('no vanity step');
        },
      }),
    ],
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      const siteSegment = brandFacts(site).contentSite;
      let routes: readonly RouteDefinition[] = [];
      let router: Router | undefined;
      hooks.routes.tap(VANITY_PLUGIN, (list) => [...list, catchAllRoute(site)]);
      hooks.routes.tap({ name: VANITY_PLUGIN, stage: STAGE_LATE }, (list) => {
        routes = list;
        router = undefined;
        return list;
      });
      const brandRouter = () => (router ??= createRouter(routes.map((route) => ({ ...route, meta: { ...route.meta, brand: route.meta.brand ?? site.id } }))));

      hooks.server.tapPromise(VANITY_PLUGIN, async (scope) => {
        nodeOf(context.app).app = scope;
      });

      let step: ((ctx: Parameters<ReturnType<typeof createVanityStep>>[0]) => Promise<void>) | undefined;
      hooks.middleware.for(VANITY_PLUGIN).tapPromise(VANITY_PLUGIN, async (ctx) => {
        step ??= createVanityStep({ site: siteSegment, options, ...serviceFor(options, ctx.app, nodeOf(context.app)), router: brandRouter, now });
        await step(ctx);
      });

      hooks.debugSections.tap(VANITY_PLUGIN, (sections, ctx) => [...sections, vanityDebugSection(ctx)]);

      hooks.headTags.tap(VANITY_PLUGIN, (tags, ctx) => {
        const decision = vanityState.get(ctx);
        return decision?.action === 'mask' && decision.canonical ? withCanonical(tags, decision.canonical) : tags;
      });
    },
  });
}

export default createVanityPlugin();
