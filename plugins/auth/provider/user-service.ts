// The embedded user service (what `/apigee/users/` proxies to by default): the signed-in
// reader's user and profile (GET/PUT with the bearer token), email check, password
// recovery, application fields, the uds token and the comment-service login token
// (spec 001 §7). Every answer depends on who asks: private, no-store.
import { createHmac } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { USER_SERVICE_PREFIX } from '../constants.ts';
import { isValidEmail, normaliseEmail } from '../rules.ts';
import type { EmbeddedIdentity } from './identity.ts';
import type { User } from './users.ts';

export interface UserServiceSettings {
  identity: EmbeddedIdentity;
  /** The provider that reads the request's tokens (any will do: they share the store). */
  provider: (request: FastifyRequest) => Provider;
  /** The site address a recovery mail links to (the brand's reset page base). */
  resetBase: (request: FastifyRequest) => string;
  rateLimitPerMinute: number;
  maxBodyBytes: number;
}

/** The profile fields the site asks for (spec 001 §7 application fields). */
export const APPLICATION_FIELDS = Object.freeze([
  { name: 'name', label: 'Name', type: 'text', maxLength: 100 },
  { name: 'city', label: 'City', type: 'text', maxLength: 100 },
  { name: 'newsletter', label: 'Send me the newsletter', type: 'checkbox' },
]);

const TOKEN_TTL_SECONDS = 3600;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function registerUserService(app: FastifyInstance, settings: UserServiceSettings): Promise<void> {
  const { identity } = settings;
  await app.register(
    async (scope) => {
      // Behind /apigee/users/ every call comes from this node (the proxy limits per client);
      // other callers are limited here.
      await scope.register(fastifyRateLimit, { global: false, allowList: (request) => LOOPBACK.has(request.ip) });
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });
      const limit = { config: { rateLimit: { max: settings.rateLimitPerMinute, timeWindow: 60_000 } } };

      /** The reader the bearer token names, or a 401 sent. */
      const reader = async (request: FastifyRequest, reply: FastifyReply): Promise<User | undefined> => {
        const match = /^Bearer ([A-Za-z0-9._~+/-]{10,2048}=*)$/.exec(request.headers.authorization ?? '');
        const token = match?.[1] ? await settings.provider(request).AccessToken.find(match[1]) : undefined;
        const user = token && !token.isExpired ? identity.users.byId(token.accountId) : undefined;
        if (!user) void reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid or expired token' });
        return user;
      };

      const signed = (kind: string, user: User) => {
        const payload = Buffer.from(JSON.stringify({ kind, sub: user.id, exp: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS })).toString('base64url');
        return `${payload}.${createHmac('sha256', identity.secrets.cookieKeys[0] ?? '').update(payload).digest('base64url')}`;
      };

      scope.get('/me', async (request, reply) => {
        const user = await reader(request, reply);
        if (!user) return reply;
        return { sub: user.id, email: user.email, login_count: user.loginCount, name: user.profile['name'] ?? null };
      });

      scope.get('/profile', async (request, reply) => {
        const user = await reader(request, reply);
        if (!user) return reply;
        return { email: user.email, profile: user.profile };
      });

      scope.put('/profile', { bodyLimit: settings.maxBodyBytes }, async (request, reply) => {
        const user = await reader(request, reply);
        if (!user) return reply;
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return reply.code(400).send({ error: 'the profile is a JSON object' });
        if (!identity.users.updateProfile(user.id, body as Record<string, unknown>)) return reply.code(413).send({ error: 'the profile is too large' });
        return { email: user.email, profile: identity.users.byId(user.id)?.profile ?? {} };
      });

      scope.post<{ Body: { email?: unknown } }>('/email-check', limit, async (request, reply) => {
        const email = request.body?.email;
        if (typeof email !== 'string' || !isValidEmail(email)) return reply.code(400).send({ error: 'a valid email is required' });
        return { exists: identity.users.exists(email) };
      });

      scope.post<{ Body: { email?: unknown } }>('/password-recovery', limit, async (request, reply) => {
        const email = request.body?.email;
        if (typeof email !== 'string' || !isValidEmail(email)) return reply.code(400).send({ error: 'a valid email is required' });
        const token = identity.users.createReset(email);
        if (token) {
          identity.users.sendMail(normaliseEmail(email), 'Reset your password', `Open this link within an hour to choose a new password:\n${settings.resetBase(request)}/${token}`);
        }
        // Never tells whether the address has an account.
        return { sent: true };
      });

      scope.post('/application-fields', async () => ({ fields: APPLICATION_FIELDS }));

      scope.post('/uds/token', async (request, reply) => {
        const user = await reader(request, reply);
        if (!user) return reply;
        return { token: signed('uds', user), expiresIn: TOKEN_TTL_SECONDS };
      });

      scope.post('/comments/token', async (request, reply) => {
        const user = await reader(request, reply);
        if (!user) return reply;
        return { token: signed('comments', user), expiresIn: TOKEN_TTL_SECONDS };
      });
    },
    { prefix: USER_SERVICE_PREFIX },
  );
}
