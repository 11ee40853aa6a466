// The brand's strategy settings the browser reads (settings.ts), from its site options.
import { OIDC_PREFIX } from './constants.ts';
import type { ScriptDeclaration } from '../../core/index.ts';
import type { AuthOptions } from './options.ts';
import type { AuthSettings } from './settings.ts';

/** Where the calls of spec 001 §7 go unless the site config says otherwise: the user proxy. */
export const DEFAULT_ENDPOINTS = Object.freeze({
  fetchUser: '/apigee/users/me',
  login: '/apigee/users/login',
  loginSocial: '/apigee/users/login/social',
  createUser: '/apigee/users/signup',
  emailCheck: '/apigee/users/email-check',
  passwordRecovery: '/apigee/users/password-recovery',
  applicationFields: '/apigee/users/application-fields',
  userProfile: { getUrl: '/apigee/users/profile', putUrl: '/apigee/users/profile' },
  udsToken: '/apigee/users/uds/token',
  commentToken: '/apigee/users/comments/token',
});

/** Site paths under the brand's prefix; absolute URLs as configured. */
function onSite(prefix: string, endpoint: string): string {
  return endpoint.startsWith('/') ? `${prefix.slice(0, -1)}${endpoint}` : endpoint;
}

/** Where the brand is served: its prefix, the app's public origin (the embedded provider's
 *  issuer in production) and whether this is production. */
export interface BrandPlace {
  prefix: string;
  publicOrigin: string;
  production: boolean;
}

export function authSettings(options: AuthOptions, { prefix, publicOrigin, production }: BrandPlace): AuthSettings {
  const endpoints = { ...DEFAULT_ENDPOINTS, ...options.endpoints };
  const embeddedPath = `${prefix.slice(0, -1)}${OIDC_PREFIX}`;
  const domain = options.domain ? options.domain.replace(/\/+$/, '') : null;
  return {
    name: options.strategy,
    domain,
    embeddedPath,
    embeddedOrigin: publicOrigin,
    production,
    clientId: options.clientId,
    audience: options.audience ?? null,
    connection: options.connection,
    scope: options.scope,
    loginOptions: options.loginOptions,
    logoutOptions: { returnTo: onSite(prefix, options.logoutOptions.returnTo), federated: options.logoutOptions.federated },
    endpoints: {
      fetchUser: onSite(prefix, endpoints.fetchUser),
      login: onSite(prefix, endpoints.login),
      loginSocial: onSite(prefix, endpoints.loginSocial),
      createUser: onSite(prefix, endpoints.createUser),
      emailCheck: onSite(prefix, endpoints.emailCheck),
      passwordRecovery: onSite(prefix, endpoints.passwordRecovery),
      applicationFields: onSite(prefix, endpoints.applicationFields),
      userProfile: { getUrl: onSite(prefix, endpoints.userProfile.getUrl), putUrl: onSite(prefix, endpoints.userProfile.putUrl) },
      udsToken: onSite(prefix, endpoints.udsToken),
      commentToken: onSite(prefix, endpoints.commentToken),
      passwordChange: domain ? `${domain}/dbconnections/change_password` : `${embeddedPath}/dbconnections/change_password`,
    },
    passwordRequirements: options.passwordRequirements,
    redirectPath: prefix,
  };
}


/** The Content-Security-Policy's connections for an external provider and absolute
 *  endpoints (the embedded provider and the proxy are the site's own origin). */
export function providerConnections(settings: AuthSettings): ScriptDeclaration | undefined {
  const { userProfile, ...endpoints } = settings.endpoints;
  const urls = [settings.domain ?? '', ...Object.values(endpoints), userProfile.getUrl, userProfile.putUrl];
  const origins = [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
  if (origins.length === 0) return undefined;
  return Object.freeze({ id: 'auth-provider-connections', connect: origins, category: 'critical', timing: 'immediate', position: 'head' });
}
