// The sign-in session in the browser, loaded only when needed (an address holding a
// callback, a past sign-in, the profile page, a click on "Sign in"). One code path for
// every provider: OpenID Connect discovery, the authorization-code flow with PKCE and
// state (oauth4webapi), the calls of spec 001 §7 with the bearer token.
import * as oauth from 'oauth4webapi';
import { AUTH_MESSAGES, FETCH_USER_NO_COOKIES } from '../constants.ts';
import { issuerOrigin } from '../provider/origin.ts';
import { safeReturnPath } from '../rules.ts';
import type { AuthSettings } from '../settings.ts';
import { logAuthError } from './log.ts';
import { announceReady, authState, type AuthUser, hasUserCookies, markCookies, setAuthState, storedStrategy, storedTokens, storeStrategy, storeTokens } from './state.ts';
import { trackAuth } from './track.ts';

const TRANSACTION_KEY = 'neutron.auth.transaction';

interface Transaction {
  state: string;
  verifier: string;
  nonce: string;
}

export interface AuthSession {
  login(returnTo: string, mode?: 'signin' | 'signup'): Promise<void>;
  logout(): Promise<void>;
  fetchUser(): Promise<AuthUser | null>;
  getProfile(): Promise<Record<string, unknown> | null>;
  updateProfile(profile: Record<string, unknown>): Promise<boolean>;
  applicationFields(): Promise<unknown[]>;
  udsToken(): Promise<string | null>;
  commentToken(): Promise<string | null>;
  changePassword(): Promise<string | null>;
  emailCheck(email: string): Promise<boolean | null>;
  passwordRecovery(email: string): Promise<boolean>;
}

/** state = random '.' base64url(return path): the page to return to travels in it (spec 001 §4). */
function makeState(returnTo: string): string {
  const path = btoa(safeReturnPath(returnTo)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${oauth.generateRandomState()}.${path}`;
}

function returnPathOf(state: string, fallback: string): string {
  const encoded = state.split('.')[1] ?? '';
  try {
    return safeReturnPath(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), fallback);
  } catch {
    return fallback;
  }
}

export function createSession(settings: AuthSettings): AuthSession & { start(): Promise<void> } {
  const issuer = new URL(settings.domain ?? `${issuerOrigin(location.host, settings.embeddedOrigin, settings.production)}${settings.embeddedPath}`);
  const client: oauth.Client = { client_id: settings.clientId };
  const redirectUri = `${location.origin}${settings.redirectPath}`;
  const insecure = { [oauth.allowInsecureRequests]: issuer.protocol === 'http:' };
  let server: Promise<oauth.AuthorizationServer> | undefined;

  const discover = () =>
    (server ??= oauth
      .discoveryRequest(issuer, insecure)
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        server = undefined;
        throw error;
      }));

  const bearer = (): Record<string, string> => {
    const tokens = storedTokens();
    return tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {};
  };

  async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    return fetch(url, {
      credentials: 'include',
      ...rest,
      headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...bearer(), ...(rest.headers as Record<string, string>) },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  }

  function signedOut(): void {
    storeTokens(undefined);
    markCookies(false);
    setAuthState({ user: null, profile: null, loggedIn: false });
  }

  async function fetchUser(): Promise<AuthUser | null> {
    // Spec 001 §5: without a user cookie there is nobody to fetch.
    if (!hasUserCookies()) {
      console.warn(FETCH_USER_NO_COOKIES);
      return null;
    }
    if (!storedTokens()) return null;
    try {
      const response = await call(settings.endpoints.fetchUser);
      if (response.status === 401) {
        signedOut();
        return null;
      }
      if (!response.ok) throw new Error(`fetch-user answered ${response.status}`);
      const user = (await response.json()) as AuthUser;
      if (!user || typeof user.sub !== 'string') {
        logAuthError(AUTH_MESSAGES.unexpected);
        return null;
      }
      setAuthState({ user, loggedIn: true });
      return user;
    } catch (error) {
      // Spec 001 §8: a failed user fetch clears the user and the stored strategy.
      logAuthError(AUTH_MESSAGES.login, error);
      storeStrategy(undefined);
      signedOut();
      return null;
    }
  }

  async function handleCallback(params: URLSearchParams): Promise<void> {
    const stored = sessionStorage.getItem(TRANSACTION_KEY);
    sessionStorage.removeItem(TRANSACTION_KEY);
    const transaction = stored ? (JSON.parse(stored) as Transaction) : undefined;
    // Spec 001 §4: the address is reset to the root first, whatever the outcome.
    history.replaceState(history.state, '', settings.redirectPath);
    if (!transaction) throw new Error('no sign-in in progress in this tab');
    const as = await discover();
    const callback = oauth.validateAuthResponse(as, client, params, transaction.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), callback, redirectUri, transaction.verifier, insecure);
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: transaction.nonce, requireIdToken: true });
    storeTokens({ accessToken: result.access_token, ...(result.id_token ? { idToken: result.id_token } : {}), expiresAt: Date.now() + (result.expires_in ?? 3600) * 1000 });
    storeStrategy(settings.name);
    markCookies(true);
    const user = await fetchUser();
    if (user) trackAuth(user, user.login_count <= 1 ? 'signup' : 'login', settings.name);
    const target = returnPathOf(transaction.state, settings.redirectPath);
    if (target !== settings.redirectPath) location.replace(target);
  }

  /** A token fragment (the spec's response type token) is still understood. */
  function handleFragment(fragment: URLSearchParams): void {
    const stored = sessionStorage.getItem(TRANSACTION_KEY);
    sessionStorage.removeItem(TRANSACTION_KEY);
    history.replaceState(history.state, '', settings.redirectPath);
    const transaction = stored ? (JSON.parse(stored) as Transaction) : undefined;
    const token = fragment.get('access_token');
    if (!transaction || fragment.get('state') !== transaction.state || !token) throw new Error('the token in the address does not match a sign-in of this tab');
    storeTokens({ accessToken: token, expiresAt: Date.now() + Number(fragment.get('expires_in') ?? 3600) * 1000 });
    storeStrategy(settings.name);
    markCookies(true);
  }

  return {
    async start() {
      const params = new URLSearchParams(location.search);
      const fragment = new URLSearchParams(location.hash.slice(1));
      try {
        if (params.has('code') && params.has('state')) await handleCallback(params);
        else if (params.has('error') && params.has('state')) {
          history.replaceState(history.state, '', settings.redirectPath);
          logAuthError(AUTH_MESSAGES.login, params.get('error_description') ?? params.get('error'));
        } else if (fragment.has('access_token')) {
          handleFragment(fragment);
          await fetchUser();
        } else if (storedTokens()) await fetchUser();
      } catch (error) {
        logAuthError(AUTH_MESSAGES.login, error);
        storeStrategy(undefined);
        signedOut();
      }
      if (!storedStrategy() && !authState().loggedIn) markCookies(false);
      announceReady();
    },

    async login(returnTo, mode = 'signin') {
      try {
        const as = await discover();
        const verifier = oauth.generateRandomCodeVerifier();
        const transaction: Transaction = { state: makeState(returnTo), verifier, nonce: oauth.generateRandomNonce() };
        sessionStorage.setItem(TRANSACTION_KEY, JSON.stringify(transaction));
        const url = new URL(as.authorization_endpoint ?? `${issuer.href}/auth`);
        const query: Record<string, string> = {
          client_id: settings.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: settings.scope,
          state: transaction.state,
          nonce: transaction.nonce,
          code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          ...settings.loginOptions,
          ...(settings.audience ? { audience: settings.audience } : {}),
          ...(settings.domain ? { connection: settings.connection } : {}),
          ...(mode === 'signup' ? { screen_hint: 'signup' } : {}),
        };
        for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
        location.assign(url.href);
      } catch (error) {
        logAuthError(mode === 'signup' ? AUTH_MESSAGES.register : AUTH_MESSAGES.login, error);
      }
    },

    async logout() {
      const tokens = storedTokens();
      const user = authState().user;
      try {
        const as = await discover();
        if (tokens) await oauth.revocationRequest(as, client, oauth.None(), tokens.accessToken, insecure).then(oauth.processRevocationResponse);
        if (user) trackAuth(user, 'logout', settings.name);
        storeStrategy(undefined);
        signedOut();
        if (as.end_session_endpoint) {
          const url = new URL(as.end_session_endpoint);
          url.searchParams.set('client_id', settings.clientId);
          url.searchParams.set('post_logout_redirect_uri', `${location.origin}${settings.logoutOptions.returnTo}`);
          if (settings.logoutOptions.federated) url.searchParams.set('federated', '');
          if (tokens?.idToken) url.searchParams.set('id_token_hint', tokens.idToken);
          location.assign(url.href);
        }
      } catch (error) {
        logAuthError(`${AUTH_MESSAGES.logout} ${settings.name}`, error);
        storeStrategy(undefined);
        signedOut();
      }
    },

    fetchUser,

    async getProfile() {
      try {
        const response = await call(settings.endpoints.userProfile.getUrl);
        if (!response.ok) throw new Error(`profile answered ${response.status}`);
        const { profile } = (await response.json()) as { profile: Record<string, unknown> };
        setAuthState({ profile });
        return profile;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.getProfile, error);
        return null;
      }
    },

    async updateProfile(profile) {
      try {
        const response = await call(settings.endpoints.userProfile.putUrl, { method: 'PUT', json: profile });
        if (!response.ok) throw new Error(`profile update answered ${response.status}`);
        const answer = (await response.json()) as { profile: Record<string, unknown> };
        setAuthState({ profile: answer.profile });
        return true;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.updateProfile, error);
        return false;
      }
    },

    async applicationFields() {
      try {
        const response = await call(settings.endpoints.applicationFields, { method: 'POST' });
        if (!response.ok) throw new Error(`application fields answered ${response.status}`);
        return ((await response.json()) as { fields: unknown[] }).fields;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.applicationFields, error);
        return [];
      }
    },

    async udsToken() {
      const response = await call(settings.endpoints.udsToken, { method: 'POST' }).catch(() => undefined);
      return response?.ok ? ((await response.json()) as { token: string }).token : null;
    },

    async commentToken() {
      const response = await call(settings.endpoints.commentToken, { method: 'POST' }).catch(() => undefined);
      return response?.ok ? ((await response.json()) as { token: string }).token : null;
    },

    // Spec 001 §7: client_id, email, connection, without credentials.
    async changePassword() {
      const email = authState().user?.email;
      if (!email) return null;
      try {
        const response = await fetch(settings.endpoints.passwordChange, {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: settings.clientId, email, connection: settings.connection }),
        });
        if (!response.ok) throw new Error(`password change answered ${response.status}`);
        return (await response.json()) as string;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.recovery, error);
        return null;
      }
    },

    async emailCheck(email) {
      try {
        const response = await call(settings.endpoints.emailCheck, { method: 'POST', json: { email } });
        if (!response.ok) throw new Error(`email check answered ${response.status}`);
        return ((await response.json()) as { exists: boolean }).exists;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.emailCheck, error);
        return null;
      }
    },

    async passwordRecovery(email) {
      try {
        const response = await call(settings.endpoints.passwordRecovery, { method: 'POST', json: { email } });
        if (!response.ok) throw new Error(`password recovery answered ${response.status}`);
        return true;
      } catch (error) {
        logAuthError(AUTH_MESSAGES.recovery, error);
        return false;
      }
    },
  };
}
