// @vitest-environment happy-dom
// The browser session's calls of spec 001 §7 and its errors of §8: each failure logs the
// spec's message verbatim (read from the console), a failed user fetch clears the user and
// the stored strategy, fetch-user without user cookies is skipped with a warning, and the
// ready signal other plugins wait for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../plugins/auth/client/session.ts';
import { authState, setAuthState, storeStrategy, storeTokens } from '../../../plugins/auth/client/state.ts';
import { authOptionsWithDefaults } from './auth-options.ts';
import { authSettings } from '../../../plugins/auth/brand-settings.ts';

const settings = authSettings(authOptionsWithDefaults(), { prefix: '/', publicOrigin: 'http://localhost:3000', production: false });
let errors: string[];
let warnings: string[];

beforeEach(() => {
  errors = [];
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  document.cookie = 'neutron_user=1; path=/';
  storeTokens({ accessToken: 'token-abcdefghij', expiresAt: Date.now() + 60_000 });
  storeStrategy('auth0');
  setAuthState({ user: { sub: 'neutron|1', email: 'a@example.com', login_count: 2 }, loggedIn: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failing = () => vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"down"}', { status: 500 })));

describe('spec 001 §8 messages', () => {
  it.each([
    ['getProfile', 'Failed to get user profile'],
    ['updateProfile', 'Failed to update user profile'],
    ['applicationFields', 'failed to get application fields'],
    ['emailCheck', 'failed to check email registration status'],
    ['passwordRecovery', 'failed to send recovery email'],
  ] as const)('%s logs %j when the call fails', async (method, message) => {
    failing();
    const session = createSession(settings);
    await (session[method] as (argument: never) => Promise<unknown>)({ email: 'a@example.com' } as never);
    expect(errors).toContain(message);
  });

  it("a failed user fetch logs 'Failed to log user in' and clears the user and the stored strategy", async () => {
    failing();
    await createSession(settings).fetchUser();
    expect(errors).toContain('Failed to log user in');
    expect(authState()).toMatchObject({ user: null, loggedIn: false });
    expect(localStorage.getItem('neutron.auth.strategy')).toBeNull();
  });

  it("a user answer without credentials logs 'an unexpected error occured'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ nobody: true })));
    await createSession(settings).fetchUser();
    expect(errors).toContain('an unexpected error occured');
  });

  it("a failed logout logs 'error logging user out with strategy' and signs out anyway", async () => {
    failing();
    await createSession(settings).logout();
    expect(errors).toContain('error logging user out with strategy auth0');
    expect(authState().loggedIn).toBe(false);
  });

  it("a failed sign-up start logs 'error registering user and/or logging in'", async () => {
    failing();
    await createSession(settings).login('/news/', 'signup');
    expect(errors).toContain('error registering user and/or logging in');
  });

  it('fetch-user without user cookies is skipped with a warning and no call', async () => {
    document.cookie = 'neutron_user=; path=/; max-age=0';
    document.cookie = 'neutron_prev_login=; path=/; max-age=0';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await createSession(settings).fetchUser()).toBeNull();
    expect(warnings).toContain('fetch-user skipped: no user cookies');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('calls with the bearer token', () => {
  it('reads and writes the profile, asks for the uds and comment tokens', async () => {
    const calls: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        calls.push({ url, method: init.method ?? 'GET', authorization: headers.get('authorization'), body: init.body ?? null });
        if (url.endsWith('/profile')) return Response.json({ profile: { name: 'Ada' } });
        return Response.json({ token: 'signed-token' });
      }),
    );
    const session = createSession(settings);
    expect(await session.getProfile()).toEqual({ name: 'Ada' });
    expect(await session.updateProfile({ name: 'Ada' })).toBe(true);
    expect(await session.udsToken()).toBe('signed-token');
    expect(await session.commentToken()).toBe('signed-token');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /apigee/users/profile',
      'PUT /apigee/users/profile',
      'POST /apigee/users/uds/token',
      'POST /apigee/users/comments/token',
    ]);
    expect(calls.every((call) => call.authorization === 'Bearer token-abcdefghij')).toBe(true);
    expect(calls[2]?.body).toBeNull();
  });

  it('asks the provider for a password change with client_id, email and connection, without credentials', async () => {
    const fetch = vi.fn(async () => Response.json("We've just sent you an email to reset your password."));
    vi.stubGlobal('fetch', fetch);
    expect(await createSession(settings).changePassword()).toBe("We've just sent you an email to reset your password.");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/_neutron/oidc/dbconnections/change_password');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({ client_id: 'neutron-web', email: 'a@example.com', connection: 'Username-Password-Authentication' });
  });
});

describe('startup', () => {
  it('takes a token fragment of this tab\'s sign-in and cleans the address', async () => {
    storeTokens(undefined);
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ sub: 'neutron|1', email: 'a@example.com', login_count: 3 })));
    sessionStorage.setItem('neutron.auth.transaction', JSON.stringify({ state: 'expected.Lw', verifier: 'v', nonce: 'n' }));
    history.replaceState(null, '', '/#access_token=fragment-token-1&state=expected.Lw&expires_in=60');
    await createSession(settings).start();
    expect(location.pathname + location.search + location.hash).toBe('/');
    expect(JSON.parse(sessionStorage.getItem('neutron.auth.tokens') ?? '{}')).toMatchObject({ accessToken: 'fragment-token-1' });
    expect(authState().loggedIn).toBe(true);
  });

  it('refuses a token fragment whose state is not this tab\'s', async () => {
    storeTokens(undefined);
    sessionStorage.setItem('neutron.auth.transaction', JSON.stringify({ state: 'expected.Lw', verifier: 'v', nonce: 'n' }));
    history.replaceState(null, '', '/#access_token=forged-token-1&state=other.Lw');
    await createSession(settings).start();
    expect(location.hash).toBe('');
    expect(errors).toContain('Failed to log user in');
    expect(sessionStorage.getItem('neutron.auth.tokens')).toBeNull();
  });
});

describe('ready signal', () => {
  it('marks the page ready and says whether the reader is signed in', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ sub: 'neutron|1', email: 'a@example.com', login_count: 3 })));
    const seen: unknown[] = [];
    window.addEventListener('neutron:auth-ready', (event) => seen.push((event as CustomEvent).detail));
    await createSession(settings).start();
    expect((window as unknown as { __neutronAuthReady?: boolean }).__neutronAuthReady).toBe(true);
    expect(seen).toEqual([{ signedIn: true }]);
  });
});
