// The embedded OpenID Connect provider on a real socket, driven as a browser would
// (cookies kept, redirects read): sign-up through the dialog, the code exchanged with
// PKCE, the user service through /apigee/users/ with the bearer token; a replayed code,
// a wrong verifier, an expired token, a missing CSRF token, a foreign Origin, lockout and
// rate limits; session-dependent answers are never cached, pages stay cacheable.
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import authPlugin from '../../../plugins/auth/index.ts';

let site: PluginTestSite;
let origin = '';

beforeAll(async () => {
  site = await testPlugin(authPlugin, { options: { accessTokenSeconds: 2, lockout: { attempts: 3, minutes: 15 }, rateLimitPerMinute: 20 }, environment: 'test' });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await site?.close();
});

/** A browser's cookie jar, enough for one origin. */
class Browser {
  readonly cookies = new Map<string, string>();
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url.startsWith('http') ? url : origin + url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
  form(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin }): Promise<Response> {
    return this.fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

interface Started {
  browser: Browser;
  interaction: string;
  csrf: string;
  verifier: string;
  state: string;
}

async function startSignIn(browser = new Browser()): Promise<Started> {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(12));
  const query = new URLSearchParams({
    client_id: 'neutron-web',
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce: 'n-1',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  });
  const authorize = await browser.fetch(`/_neutron/oidc/auth?${query}`);
  expect(authorize.status).toBe(303);
  const interaction = authorize.headers.get('location') ?? '';
  expect(interaction).toMatch(/^\/_neutron\/oidc\/interaction\/[\w-]+$/);
  const dialog = await browser.fetch(interaction);
  expect(dialog.status).toBe(200);
  expect(dialog.headers.get('cache-control')).toBe('private, no-store');
  // The dialog is never framed, whatever the browser reads: CSP and X-Frame-Options.
  expect(dialog.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(dialog.headers.get('x-frame-options')).toBe('DENY');
  expect(dialog.headers.get('x-content-type-options')).toBe('nosniff');
  const html = await dialog.text();
  // A way back to the site without signing in.
  expect(html).toMatch(/<a href="\/(roadshow\/)?">Back to [^<]+<\/a>/);
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { browser, interaction, csrf, verifier, state };
}

/** Follows the provider's redirects back to the site; answers the callback address. */
async function followToCallback(browser: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hops = 0; hops < 5; hops++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`no redirect (status ${current.status}): ${await current.text()}`);
    const url = new URL(location, origin);
    if (url.pathname === '/') return url;
    current = await browser.fetch(url.href);
  }
  throw new Error('too many redirects');
}

function exchange(code: string, verifier: string): Promise<Response> {
  return fetch(`${origin}/_neutron/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${origin}/`, client_id: 'neutron-web', code_verifier: verifier }).toString(),
  });
}

const me = (token: string) => fetch(`${origin}/apigee/users/me`, { headers: { authorization: `Bearer ${token}` } });

async function signUp(email: string, password = 'plum7!tree'): Promise<{ started: Started; callback: URL }> {
  const started = await startSignIn();
  const response = await started.browser.form(`${started.interaction}/signup`, { email, password, csrf: started.csrf });
  expect(response.status).toBe(303);
  return { started, callback: await followToCallback(started.browser, response) };
}

describe('authorization code with PKCE', () => {
  it('signs up, exchanges the code once, and reads the user with the bearer token', async () => {
    const { started, callback } = await signUp('first@example.com');
    expect(callback.searchParams.get('state')).toBe(started.state);
    const code = callback.searchParams.get('code') ?? '';
    const tokens = await exchange(code, started.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get('cache-control')).toBe('no-store');
    const { access_token: accessToken, id_token: idToken } = (await tokens.json()) as { access_token: string; id_token: string };
    expect(idToken.split('.')).toHaveLength(3);
    const user = await me(accessToken);
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('private, no-store');
    expect(await user.json()).toMatchObject({ email: 'first@example.com', login_count: 1 });

    // A replayed code is refused, and the tokens it gave are revoked with it.
    const replay = await exchange(code, started.verifier);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await me(accessToken)).status).toBe(401);
  });

  it('refuses a code with the wrong verifier', async () => {
    const { callback } = await signUp('second@example.com');
    const response = await exchange(callback.searchParams.get('code') ?? '', base64url(randomBytes(32)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an expired access token', async () => {
    const { started, callback } = await signUp('third@example.com');
    const { access_token: accessToken } = (await (await exchange(callback.searchParams.get('code') ?? '', started.verifier)).json()) as { access_token: string };
    expect((await me(accessToken)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const expired = await me(accessToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('sets its cookies HttpOnly and SameSite', async () => {
    const authorize = await new Browser().fetch(`/_neutron/oidc/auth?client_id=neutron-web&response_type=code&redirect_uri=${encodeURIComponent(`${origin}/`)}&scope=openid&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`);
    expect(authorize.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const line of authorize.headers.getSetCookie()) {
      expect(line.toLowerCase()).toContain('httponly');
      expect(line.toLowerCase()).toContain('samesite=lax');
    }
  });
});

describe('social login and recovery', () => {
  it("answers invalid.noLink for an existing unlinked account, then links when asked", async () => {
    await signUp('social@example.com');
    const started = await startSignIn();
    const social = (link: boolean) =>
      started.browser.fetch(`${started.interaction}/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ connection: 'facebook', email: 'social@example.com', link, csrf: started.csrf }),
      });
    const refused = await social(false);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'invalid.noLink' });
    const linked = await social(true);
    expect(linked.status).toBe(200);
    const { redirect } = (await linked.json()) as { redirect: string };
    const callback = await followToCallback(started.browser, await started.browser.fetch(redirect));
    const tokens = (await (await exchange(callback.searchParams.get('code') ?? '', started.verifier)).json()) as { access_token: string };
    expect(await (await me(tokens.access_token)).json()).toMatchObject({ email: 'social@example.com', login_count: 2 });
  });

  it('mails a reset link that sets a new password once', async () => {
    await signUp('forgot@example.com');
    const recovery = await fetch(`${origin}/apigee/users/password-recovery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"forgot@example.com"}' });
    expect(await recovery.json()).toEqual({ sent: true });
    const mailbox = await (await fetch(`${origin}/_neutron/mailbox/`)).text();
    const link = /http:\/\/[^\s<]+\/_neutron\/oidc\/reset\/[\w-]+/.exec(mailbox)?.[0] ?? '';
    expect(link).not.toBe('');
    const browser = new Browser();
    const page = await (await browser.fetch(link)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const crossSite = await browser.form(link, { password: 'new7!pass', csrf }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe('This form was sent from another site: open the link in your email again.');
    const withoutToken = await browser.form(link, { password: 'new7!pass' });
    expect(withoutToken.status).toBe(403);
    expect(await withoutToken.text()).toBe('The form has expired: reload the page.');
    expect((await browser.form(link, { password: 'weak', csrf })).status).toBe(400);
    const done = await browser.form(link, { password: 'new7!pass', csrf });
    expect(await done.text()).toContain('Your password is changed');
    expect((await browser.form(link, { password: 'other7!pass', csrf })).status).toBe(410);

    const started = await startSignIn();
    const signIn = await started.browser.form(`${started.interaction}/login`, { email: 'forgot@example.com', password: 'new7!pass', csrf: started.csrf });
    expect(signIn.status).toBe(303);
  });
});

describe('the dialog refuses forged and repeated attempts', () => {
  it('answers 403 without the CSRF token or from another origin, saying which', async () => {
    const started = await startSignIn();
    const withoutToken = await started.browser.form(`${started.interaction}/login`, { email: 'a@example.com', password: 'x' });
    expect(withoutToken.status).toBe(403);
    expect(await withoutToken.text()).toBe('The form has expired: reload the page.');
    const crossSite = await started.browser.form(`${started.interaction}/login`, { email: 'a@example.com', password: 'x', csrf: started.csrf }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe('This form was sent from another site: open the sign-in page again.');
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    await signUp('locked@example.com');
    const started = await startSignIn();
    const attempt = (password: string) => started.browser.form(`${started.interaction}/login`, { email: 'locked@example.com', password, csrf: started.csrf });
    expect((await attempt('wrong-1!')).status).toBe(401);
    expect((await attempt('wrong-2!')).status).toBe(401);
    const third = await attempt('wrong-3!');
    expect(third.status).toBe(429);
    expect(await third.text()).toContain('this account is locked');
    expect((await attempt('plum7!tree')).status).toBe(429);
  });

  it('rate-limits the email check per client', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 22; index++) {
      const response = await fetch(`${origin}/apigee/users/email-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"someone@example.com"}' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('caching', () => {
  it('keeps pages cacheable for registered readers, in their own cache entry, with no reader data', async () => {
    const registered = { cookie: 'neutron_prev_login=1' };
    await site.inject({ url: '/news/' });
    expect((await site.inject({ url: '/news/' })).headers['x-neutron-cache']).toBe('hit');
    expect((await site.inject({ url: '/news/', headers: { cookie: 'neutron_user=1' } })).headers['x-neutron-cache']).toBe('miss');
    const first = await site.inject({ url: '/user/settings/', headers: registered });
    const second = await site.inject({ url: '/user/settings/', headers: registered });
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-neutron-cache']).toBe('hit');
    expect(String(second.headers['cache-control'])).not.toContain('no-store');
    const anonymous = await site.inject({ url: '/user/settings/' });
    expect(anonymous.body).not.toContain('@example.com');
    expect(anonymous.body).toContain('Sign in');
  });

  it('never stores a session-dependent answer in the page cache', async () => {
    for (const url of ['/apigee/users/me', '/apigee/users/profile', '/_neutron/mailbox/']) {
      const response = await site.inject({ url, headers: { authorization: 'Bearer not-a-real-token-000' } });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-neutron-cache']).toBeUndefined();
    }
  });
});
