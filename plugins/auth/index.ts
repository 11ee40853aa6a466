// The auth plugin (spec 001 §3–§8): sign-up, sign-in, sign-out and the profile against an
// OpenID Connect provider (embedded by default, or an Auth0 tenant by config), the
// browser's authorization-code flow with PKCE, the `auth` middleware step that marks
// registered readers, the profile page /user/settings/, and the user proxy /apigee/users/.
import { definePage, definePlugin, defineRequestState, type HeadTag, type PluginDefinition } from '../../core/index.ts';
import { AUTH_PLUGIN, PREVIOUS_LOGIN_COOKIE, PROFILE_PAGE, USER_COOKIE, USER_SERVICE_PREFIX } from './constants.ts';
import { AuthOptions } from './options.ts';
import { profilePage } from './pages.ts';
import { PROFILE_PATH } from './client/paths.ts';
import { installEmbeddedIdentity } from './provider/install.ts';
import { loopbackUpstream, registerProxy } from './proxy.ts';
import { authSettings, providerConnections } from './brand-settings.ts';
import type { AuthPageState } from './settings.ts';

export { AUTH_PLUGIN, AUTH_READY_EVENT } from './constants.ts';
export type { AuthPageState, AuthSettings } from './settings.ts';

/** Spec 001 §6: who the request comes from, for ad targeting `user` (registered or anon). */
export interface AuthVisitor {
  registered: boolean;
}
/** Set by the `auth` middleware step; the ads plugin reads it. */
export const authVisitor = defineRequestState<AuthVisitor>(AUTH_PLUGIN);

const PROFILE_TITLE = 'Account settings';
/** The issuer when the plugin is applied outside an app (server.publicOrigin's default). */
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

export function createAuthPlugin(): PluginDefinition<typeof AuthOptions> {
  return definePlugin({
    name: AUTH_PLUGIN,
    options: AuthOptions,
    middleware: [AUTH_PLUGIN],
    client: './client/index.ts',
    pages: [
      definePage({
        key: PROFILE_PAGE,
        component: profilePage,
        // A reader's own page: never in search results.
        load: async (ctx) => {
          const head: HeadTag[] = [
            { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
            { tag: 'link', attrs: { rel: 'canonical', href: `${ctx.app.server.publicOrigin.replace(/\/+$/, '')}${ctx.request.path}` } },
          ];
          return { title: PROFILE_TITLE, props: {}, head };
        },
      }),
    ],
    apply(hooks, options, site, context) {
      const publicOrigin = context.app?.server.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN;
      const settings = authSettings(options, { prefix: site.prefix, publicOrigin, production: context.environment === 'production' });
      const pageState: AuthPageState = { settings };
      const embedded = options.domain === undefined;
      if (embedded && options.sampleData) {
        context.sampleData?.add('identity', "the embedded identity provider's development Facebook connection, which signs in any email address");
      }

      // The profile page (spec 001 §7): {prefix}user/settings/ shows the plugin's page; a
      // brand whose route table has no such path (the auto brand) gets the route from here,
      // so the account bar's Profile link works on every brand that signs readers in.
      const profilePath = `${site.prefix}${PROFILE_PATH}`;
      const profileMeta = { page: PROFILE_PAGE, maxAge: 0 };
      hooks.routes.tap(AUTH_PLUGIN, (routes) =>
        routes.some((route) => route.path === profilePath)
          ? routes.map((route) => (route.path === profilePath ? { ...route, meta: { ...route.meta, ...profileMeta } } : route))
          : [...routes, { name: `${site.id}-user-settings`, path: profilePath, meta: { ...profileMeta, layout: 'default', brand: site.id } }],
      );

      // Spec 001 §5, §6: a user cookie or a previous-login cookie marks the reader registered.
      // The page differs by two values at most (registered or not), never by reader: it stays
      // cacheable, keyed on the mark. Who the reader is lives in the browser.
      hooks.middleware.for(AUTH_PLUGIN).tap(AUTH_PLUGIN, (ctx) => {
        const registered = Boolean(ctx.request.cookies[USER_COOKIE] || ctx.request.cookies[PREVIOUS_LOGIN_COOKIE]);
        authVisitor.set(ctx, { registered });
        ctx.response.vary.add('cookie');
        if (registered) ctx.cacheKey.push('auth=registered');
      });

      hooks.loadPage.tap(AUTH_PLUGIN, (data) => ({ ...data, plugins: { ...data.plugins, [AUTH_PLUGIN]: pageState } }));

      // An Auth0 tenant (or an absolute endpoint) is another origin the browser calls.
      const connections = providerConnections(settings);
      if (connections) hooks.scripts.tap(AUTH_PLUGIN, (scripts) => [...scripts, connections]);

      hooks.server.tapPromise(AUTH_PLUGIN, async (app) => {
        if (embedded) {
          await installEmbeddedIdentity(app, { options, prefix: site.prefix, siteName: site.name, publicOrigin, logoutReturnTo: settings.logoutOptions.returnTo, state: context.state, environment: context.environment });
        }
        await registerProxy(app, {
          rateLimitPerMinute: options.rateLimitPerMinute,
          maxBodyBytes: options.proxy.maxBodyBytes,
          timeoutMs: options.proxy.timeoutMs,
          upstream: (request) => {
            if (options.proxy.upstream) return options.proxy.upstream.replace(/\/+$/, '');
            return embedded ? loopbackUpstream(request, `${site.prefix.slice(0, -1)}${USER_SERVICE_PREFIX}`) : undefined;
          },
        });
      });
    },
  });
}

export default createAuthPlugin();
