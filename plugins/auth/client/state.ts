// The signed-in reader in the browser (spec 001 §3): user, profile, the logged-in and
// fetch-complete flags, and the storage that outlives a page: the strategy name that
// marks a past sign-in (localStorage), the tokens of this tab (sessionStorage) and the
// marker cookies the server's `auth` step reads (no secret in either).
import { AUTH_READY_EVENT, PREVIOUS_LOGIN_COOKIE, type StrategyName, USER_COOKIE } from '../constants.ts';

export interface AuthUser {
  sub: string;
  email: string;
  login_count: number;
  name?: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  profile: Record<string, unknown> | null;
  loggedIn: boolean;
  fetchComplete: boolean;
}

export interface StoredTokens {
  accessToken: string;
  idToken?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const STRATEGY_KEY = 'neutron.auth.strategy';
const TOKENS_KEY = 'neutron.auth.tokens';
const YEAR_SECONDS = 365 * 24 * 3600;

type Listener = (state: AuthState) => void;

let state: AuthState = { user: null, profile: null, loggedIn: false, fetchComplete: false };
const listeners = new Set<Listener>();

export function authState(): AuthState {
  return state;
}

export function setAuthState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener(state);
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once the browser knows whether the reader is signed in (the contract other plugins read). */
export function announceReady(): void {
  setAuthState({ fetchComplete: true });
  const flags = window as unknown as { __neutronAuthReady?: boolean };
  flags.__neutronAuthReady = true;
  window.dispatchEvent(new CustomEvent(AUTH_READY_EVENT, { detail: { signedIn: state.loggedIn } }));
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

export function storedStrategy(): StrategyName | undefined {
  const value = safeStorage('localStorage')?.getItem(STRATEGY_KEY);
  return value === 'auth0' || value === 'urs' ? value : undefined;
}

export function storeStrategy(name: StrategyName | undefined): void {
  if (name) safeStorage('localStorage')?.setItem(STRATEGY_KEY, name);
  else safeStorage('localStorage')?.removeItem(STRATEGY_KEY);
}

export function storedTokens(now = Date.now()): StoredTokens | undefined {
  try {
    const tokens = JSON.parse(safeStorage('sessionStorage')?.getItem(TOKENS_KEY) ?? 'null') as StoredTokens | null;
    if (!tokens || typeof tokens.accessToken !== 'string' || typeof tokens.expiresAt !== 'number') return undefined;
    return tokens.expiresAt > now ? tokens : undefined;
  } catch {
    return undefined;
  }
}

export function storeTokens(tokens: StoredTokens | undefined): void {
  if (tokens) safeStorage('sessionStorage')?.setItem(TOKENS_KEY, JSON.stringify(tokens));
  else safeStorage('sessionStorage')?.removeItem(TOKENS_KEY);
}

function setCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Signed in: both marks; signed out: the user mark goes, the previous-login mark stays. */
export function markCookies(signedIn: boolean): void {
  if (signedIn) {
    setCookie(USER_COOKIE, '1', 14 * 24 * 3600);
    setCookie(PREVIOUS_LOGIN_COOKIE, '1', YEAR_SECONDS);
  } else {
    setCookie(USER_COOKIE, '', 0);
  }
}

export function hasUserCookies(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${USER_COOKIE}=1`) || pair.startsWith(`${PREVIOUS_LOGIN_COOKIE}=1`));
}
