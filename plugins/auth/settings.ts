// What the browser knows of the auth plugin: the brand's strategy settings (spec 001 §3)
// as a small entry in every page's data, `plugins.auth` (made by brand-settings.ts).
import type { PageData } from '../../core/browser.ts';
import { AUTH_PLUGIN, type StrategyName } from './constants.ts';
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
  /** The embedded issuer's origin, and whether a loopback page origin stands in for it
   *  (outside production; the server's rule, provider/origin.ts). */
  embeddedOrigin: string;
  production: boolean;
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

export function authPageState(page: PageData): AuthPageState | undefined {
  const state = page.plugins?.[AUTH_PLUGIN] as AuthPageState | undefined;
  return state && typeof state === 'object' && 'settings' in state ? state : undefined;
}
