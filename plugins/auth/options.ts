// Options of the auth plugin under `plugins: auth:` in a site config (spec 001 §3 auth
// strategy settings). Left out, the embedded identity provider answers everything.
import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_PASSWORD_REQUIREMENTS } from './rules.ts';

const Url = Type.String({ pattern: '^https?://[^\\s]+$', errorMessage: 'must be an http:// or https:// URL, without spaces (https://tenant.auth0.com/)' });
/** A site path (answered by this node) or an absolute URL. */
const Endpoint = Type.String({ pattern: '^(/|https?://)[^\\s]*$', errorMessage: "must be a path on the site, starting with '/', or an http:// or https:// URL, without spaces (/login/)" });

export const AuthOptions = Type.Object(
  {
    /** Spec 001 §3: auth0 (the embedded provider speaks its protocol) or urs. */
    strategy: Type.Union([Type.Literal('auth0'), Type.Literal('urs')], { default: 'auth0' }),
    /** The identity provider's issuer (https://tenant.auth0.com/); left out, the embedded provider. */
    domain: Type.Optional(Url),
    clientId: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,128}$', default: 'neutron-web', errorMessage: "must be 1 to 128 letters, digits, '_', '.' or '-' (neutron-web)" }),
    audience: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    connection: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,128}$', default: 'Username-Password-Authentication', errorMessage: "must be 1 to 128 letters, digits, '_', '.' or '-' (Username-Password-Authentication)" }),
    scope: Type.String({ default: 'openid profile email' }),
    /** Extra authorization parameters (Auth0's `screen_hint`, `ui_locales`, …). */
    loginOptions: Type.Record(Type.String({ pattern: '^[a-z_]{1,40}$' }), Type.String({ maxLength: 200 }), { default: {} }),
    /** Where logout returns (a site path); `federated` also ends the upstream session. */
    logoutOptions: Type.Object({ returnTo: Type.String({ pattern: '^/[^\\s]*$', default: '/', errorMessage: "must be a path on the site, starting with '/', without spaces (/)" }), federated: Type.Boolean({ default: false }) }, { additionalProperties: false, default: {} }),
    /** Signs the reader in right after sign-up (spec 001 §7). */
    loginAfterSignUp: Type.Boolean({ default: true }),
    endpoints: Type.Object(
      {
        fetchUser: Type.Optional(Endpoint),
        login: Type.Optional(Endpoint),
        loginSocial: Type.Optional(Endpoint),
        createUser: Type.Optional(Endpoint),
        emailCheck: Type.Optional(Endpoint),
        passwordRecovery: Type.Optional(Endpoint),
        applicationFields: Type.Optional(Endpoint),
        userProfile: Type.Optional(Type.Object({ getUrl: Endpoint, putUrl: Endpoint }, { additionalProperties: false })),
        udsToken: Type.Optional(Endpoint),
        commentToken: Type.Optional(Endpoint),
      },
      { additionalProperties: false, default: {} },
    ),
    passwordRequirements: Type.Object(
      {
        minLength: Type.Integer({ minimum: 1, maximum: 128, default: DEFAULT_PASSWORD_REQUIREMENTS.minLength }),
        letters: Type.Integer({ minimum: 0, maximum: 32, default: DEFAULT_PASSWORD_REQUIREMENTS.letters }),
        numbers: Type.Integer({ minimum: 0, maximum: 32, default: DEFAULT_PASSWORD_REQUIREMENTS.numbers }),
        special: Type.Integer({ minimum: 0, maximum: 32, default: DEFAULT_PASSWORD_REQUIREMENTS.special }),
      },
      { additionalProperties: false, default: {} },
    ),
    /** The user proxy `/apigee/users/` (spec 001 §2): one fixed upstream, never the request's. */
    proxy: Type.Object(
      {
        /** Left out, the embedded user service of this node. */
        upstream: Type.Optional(Url),
        maxBodyBytes: Type.Integer({ minimum: 256, maximum: 1048576, default: 16384 }),
        timeoutMs: Type.Integer({ minimum: 100, maximum: 30000, default: 5000 }),
      },
      { additionalProperties: false, default: {} },
    ),
    /** The embedded provider offers its development Facebook connection (any email signs
     *  in as that account, no Facebook involved), named as sample data in production. Off:
     *  the dialog offers no social login and the connection's endpoint answers 404. */
    sampleData: Type.Boolean({ default: false }),
    /** The embedded provider's SQLite file (default data/auth.sqlite; `:memory:` in tests). */
    database: Type.Optional(Type.String({ minLength: 1 })),
    /** Failed sign-ins before an account is locked, and for how long. */
    lockout: Type.Object(
      { attempts: Type.Integer({ minimum: 1, maximum: 100, default: 5 }), minutes: Type.Integer({ minimum: 1, maximum: 1440, default: 15 }) },
      { additionalProperties: false, default: {} },
    ),
    /** Lifetime of the embedded provider's access tokens. */
    accessTokenSeconds: Type.Integer({ minimum: 1, maximum: 86400, default: 3600 }),
    /** Requests per minute per client on sign-in, sign-up, email check and recovery. */
    rateLimitPerMinute: Type.Integer({ minimum: 1, maximum: 10000, default: 30 }),
  },
  { additionalProperties: false },
);
export type AuthOptions = Static<typeof AuthOptions>;
