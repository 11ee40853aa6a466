// What the browser knows of the auth plugin: the brand's strategy settings (spec 001 §3)
// as a small entry in every page's data, `plugins.auth`.
import type { PageData } from '../../core/browser.ts';
import { AUTH_PLUGIN, OIDC_PREFIX, type StrategyName } from './constants.ts';
import { DEFAULT_ENDPOINTS, type AuthOptions } from './options.ts';
import type { PasswordRequirements } from './rules.ts';

export interface AuthEndpoints {
  fetchUser: string;
  login: string;
  loginSocial: string;
  createUser: string;
  emailCheck: string;
  passwordRecovery: string;
  applicationFields: string;
  userProfile: { getUrl: string; putUrl: string };
  udsToken: string;
  commentToken: string;
  /** The identity provider's password change (Auth0's dbconnections/change_password). */
  passwordChange: string;
}

export interface AuthSettings {
  name: StrategyName;
  /** The issuer; null for the embedded provider, which the browser finds at its own origin. */
  domain: string | null;
  /** Where the embedded provider lives under the site (`/_neutron/oidc`, `/roadshow/_neutron/oidc`). */
  embeddedPath: string;
  clientId: string;
  audience: string | null;
  connection: string;
  scope: string;
  loginOptions: Record<string, string>;
  logoutOptions: { returnTo: string; federated: boolean };
  endpoints: AuthEndpoints;
  passwordRequirements: PasswordRequirements;
  /** Where the reader returns after the provider (spec 001 §4: the root). */
  redirectPath: string;
}

export interface AuthPageState {
  settings: AuthSettings;
}

/** Site paths under the brand's prefix; absolute URLs as configured. */
function onSite(prefix: string, endpoint: string): string {
  return endpoint.startsWith('/') ? `${prefix.slice(0, -1)}${endpoint}` : endpoint;
}

export function authSettings(options: AuthOptions, prefix: string): AuthSettings {
  const endpoints = { ...DEFAULT_ENDPOINTS, ...options.endpoints };
  const embeddedPath = `${prefix.slice(0, -1)}${OIDC_PREFIX}`;
  const domain = options.domain ? options.domain.replace(/\/+$/, '') : null;
  return {
    name: options.strategy,
    domain,
    embeddedPath,
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

export function authPageState(page: PageData): AuthPageState | undefined {
  const state = page.plugins?.[AUTH_PLUGIN] as AuthPageState | undefined;
  return state && typeof state === 'object' && 'settings' in state ? state : undefined;
}
