// The embedded OpenID Connect provider (oidc-provider, certified): one Provider per
// issuer origin, all sharing the SQLite adapter, the accounts and the keys. The issuer
// is the configured public origin; outside production a loopback origin
// (localhost, 127.0.0.1 on any port) gets its own, so tests and local ports work.
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Database from 'better-sqlite3';
import { OIDC_PREFIX } from '../constants.ts';
import { sqliteAdapter } from './adapter.ts';
import type { ProviderSecrets } from './keys.ts';
import { createNonce, providerPagePolicy, providerResponseHeaders } from './response-headers.ts';
import type { UserStore } from './users.ts';

export const SCOPE = 'openid profile email';
/** Spec 001 §3: sub, email and login_count are what the site reads. */
const CLAIMS = { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'nickname', 'login_count'] };
const TTL = { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 900, Session: 14 * 86400, Grant: 14 * 86400, RefreshToken: 14 * 86400 };

/** oidc-provider's class, imported when a brand first needs the embedded provider
 *  (commands that never serve have no use for it). */
export type ProviderClass = typeof Provider;

/** What oidc-provider prints when it loads on a Node release before 22. It runs, and is
 *  tested, on the Node releases package.json's engines allow; on every `neutron` command
 *  and start the line would only alarm. */
export const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime';

let loading: Promise<ProviderClass> | undefined;

export function loadProviderClass(): Promise<ProviderClass> {
  loading ??= (async () => {
    const { warn } = console;
    console.warn = (...args: unknown[]) => {
      if (!(typeof args[0] === 'string' && args[0].startsWith(RUNTIME_WARNING))) warn(...args);
    };
    try {
      return (await import('oidc-provider')).default;
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}

export interface ProviderSetup {
  ProviderClass: ProviderClass;
  db: Database.Database;
  users: UserStore;
  secrets: ProviderSecrets;
  clientId: string;
  accessTokenSeconds: number;
  /** Where logout may return (a site path), besides the brand's root. */
  logoutReturnTo: string;
  /** The brand's prefix: the redirect and post-logout address, and where the provider is mounted. */
  prefix: string;
}

/** The logout page oidc-provider renders: the form submits itself (the reader asked to sign out). */
function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const nonce = createNonce();
  ctx.set('content-security-policy', providerPagePolicy(nonce));
  ctx.set('cache-control', 'private, no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body><p>Signing out…</p>${form}<script nonce="${nonce}">var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></body></html>`;
}

/** The page after a logout that names no return address (the site always names one). */
function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.set('cache-control', 'private, no-store');
  ctx.body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><h1>Signed out</h1><p>You are signed out.</p></body></html>';
}

export function createProvider(origin: string, setup: ProviderSetup): Provider {
  const { users, secrets, clientId } = setup;
  const secure = origin.startsWith('https://');
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure, signed: true };
  const configuration: Configuration = {
    adapter: sqliteAdapter(setup.db) as unknown as Configuration['adapter'],
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${origin}${setup.prefix}`],
        post_logout_redirect_uris: [...new Set([`${origin}${setup.prefix}`, `${origin}${setup.logoutReturnTo}`])],
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    cookies: { keys: secrets.cookieKeys, long: cookie, short: cookie },
    claims: CLAIMS,
    scopes: ['openid', 'profile', 'email'],
    ttl: { ...TTL, AccessToken: setup.accessTokenSeconds },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A token is revoked only by the client it was issued to.
      revocation: { enabled: true, allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: { url: (_ctx, interaction) => `${setup.prefix.slice(0, -1)}${OIDC_PREFIX}/interaction/${interaction.uid}` },
    // Browsers call the provider from the site's own origin only.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    async findAccount(_ctx, sub) {
      const user = users.byId(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          email: user.email,
          email_verified: false,
          name: typeof user.profile['name'] === 'string' ? user.profile['name'] : user.email,
          nickname: user.email.split('@')[0],
          login_count: users.byId(sub)?.loginCount ?? user.loginCount,
        }),
      };
    },
    // The site is the provider's only client and first party: the reader is never asked to consent.
    async loadExistingGrant(ctx) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('cache-control', 'private, no-store');
      const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><h1>Sign-in error</h1><p>${escape(out.error)}: ${escape(out.error_description ?? '')}</p><p><a href="/">Back to the site</a></p></body></html>`;
    },
  };
  const provider = new setup.ProviderClass(`${origin}${setup.prefix.slice(0, -1)}${OIDC_PREFIX}`, configuration);
  // The forwarded host and protocol it reads are the issuer's, set by the route that hands
  // it each request (issuer-request.ts), never the reader's or a proxy's (the dialog's
  // routes call interactionDetails and interactionResult, which read neither).
  provider.proxy = true;
  provider.use(providerResponseHeaders);
  return provider;
}
