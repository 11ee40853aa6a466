// The auth plugin (spec 001 §3–§8): sign-up, sign-in, sign-out and the profile against an
// OpenID Connect provider (embedded by default, or an Auth0 tenant by config), the
// browser's authorization-code flow with PKCE, the `auth` middleware step that marks
// registered readers, the profile page /user/settings/, and the user proxy /apigee/users/.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { definePage, definePlugin, defineRequestState, type PluginDefinition } from '../../core/index.ts';
import { AUTH_PLUGIN, OIDC_PREFIX, PREVIOUS_LOGIN_COOKIE, PROFILE_PAGE, USER_COOKIE, USER_SERVICE_PREFIX } from './constants.ts';
import { AuthOptions } from './options.ts';
import { profilePage } from './pages.ts';
import { acquireIdentity, releaseIdentity } from './provider/identity.ts';
import { issuerOrigin } from './provider/origin.ts';
import { registerProviderRoutes } from './provider/routes.ts';
import { registerUserService } from './provider/user-service.ts';
import { registerProxy } from './proxy.ts';
import { authSettings } from './brand-settings.ts';
import type { AuthPageState } from './settings.ts';

export { AUTH_PLUGIN, AUTH_READY_EVENT } from './constants.ts';
export type { AuthPageState, AuthSettings } from './settings.ts';

/** Spec 001 §6: who the request comes from, for ad targeting `user` (registered or anon). */
export interface AuthVisitor {
  registered: boolean;
}
/** Set by the `auth` middleware step; the ads plugin reads it. */
export const authVisitor = defineRequestState<AuthVisitor>(AUTH_PLUGIN);

export const DEFAULT_DATABASE = 'data/auth.sqlite';
export const SECRETS_FILE = 'data/secrets/auth-provider.json';

export function createAuthPlugin(): PluginDefinition<typeof AuthOptions> {
  return definePlugin({
    name: AUTH_PLUGIN,
    options: AuthOptions,
    middleware: [AUTH_PLUGIN],
    client: './client/index.ts',
    pages: [definePage({ key: PROFILE_PAGE, component: profilePage, load: async () => ({ title: 'Profile settings', props: {} }) })],
    apply(hooks, options, site, context) {
      const settings = authSettings(options, site.prefix);
      const pageState: AuthPageState = { settings };
      const production = context.environment === 'production';
      const embedded = options.domain === undefined;

      // The profile page (spec 001 §7): /user/settings/ shows the plugin's page.
      hooks.routes.tap(AUTH_PLUGIN, (routes) =>
        routes.map((route) => (route.path === `${site.prefix}user/settings/` ? { ...route, meta: { ...route.meta, page: PROFILE_PAGE, maxAge: 0 } } : route)),
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

      hooks.server.tapPromise(AUTH_PLUGIN, async (app) => {
        const brandBase = site.prefix.slice(0, -1);
        if (embedded) {
          const database = options.database === ':memory:' || (options.database === undefined && context.environment === 'test') ? ':memory:' : path.resolve(context.root, options.database ?? DEFAULT_DATABASE);
          const identity = await acquireIdentity({
            database,
            secretsFile: database === ':memory:' ? undefined : path.resolve(context.root, SECRETS_FILE),
            lockout: options.lockout,
            accessTokenSeconds: options.accessTokenSeconds,
          });
          app.addHook('onClose', async () => releaseIdentity(identity));
          const routeSettings = {
            identity,
            prefix: site.prefix,
            clientId: options.clientId,
            connection: options.connection,
            publicOrigin: options.publicOrigin,
            production,
            requirements: options.passwordRequirements,
            loginAfterSignUp: options.loginAfterSignUp,
            rateLimitPerMinute: options.rateLimitPerMinute,
          };
          await registerProviderRoutes(app, routeSettings);
          const originOf = (request: FastifyRequest) => issuerOrigin(request.headers.host, options.publicOrigin, production);
          await registerUserService(app, {
            identity,
            provider: (request) => identity.provider(originOf(request), site.prefix, options.clientId),
            rateLimitPerMinute: options.rateLimitPerMinute,
            maxBodyBytes: options.proxy.maxBodyBytes,
            resetBase: (request) => `${originOf(request)}${brandBase}${OIDC_PREFIX}/reset`,
          });
        }
        await registerProxy(app, {
          rateLimitPerMinute: options.rateLimitPerMinute,
          maxBodyBytes: options.proxy.maxBodyBytes,
          timeoutMs: options.proxy.timeoutMs,
          upstream: (request) => {
            if (options.proxy.upstream) return options.proxy.upstream.replace(/\/+$/, '');
            if (!embedded) return undefined;
            // The embedded user service of this very node, over loopback.
            const address = request.server.server.address() as AddressInfo | string | null;
            if (!address || typeof address === 'string') return undefined;
            const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
            return `http://${host}:${address.port}${brandBase}${USER_SERVICE_PREFIX}`;
          },
        });
      });
    },
  });
}

export default createAuthPlugin();
