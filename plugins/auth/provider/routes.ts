// The embedded provider's HTTP surface in a brand's scope: oidc-provider itself under
// OIDC_PREFIX (mounted on the node's fastify server: the route hijacks the reply and
// hands the raw request, presented as sent to the issuer, to provider.callback()), its
// interaction pages (the login dialog, sign-in, sign-up, social login, recovery), the
// password reset page, Auth0's password-change endpoint, and the development mailbox
// (outside production only).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { MAILBOX_PATH, NO_LINK_CODE, OIDC_PREFIX, SOCIAL_CONNECTION } from '../constants.ts';
import { checkPassword, isValidEmail, normaliseEmail, type PasswordRequirements } from '../rules.ts';
import { dialogPolicy, escapeHtml, renderDialog, type DialogInput } from './dialog-page.ts';
import type { EmbeddedIdentity } from './identity.ts';
import { presentAsIssuer } from './issuer-request.ts';
import { issuerOrigin } from './origin.ts';
import { SCOPE } from './provider.ts';
import type { User } from './users.ts';

export interface ProviderRouteSettings {
  identity: EmbeddedIdentity;
  /** The brand's provider for the request's issuer origin. */
  provider: (request: FastifyRequest) => Provider;
  /** The brand's prefix ('/' or '/roadshow/'). */
  prefix: string;
  /** The brand's name: the dialog's way back to the site says it. */
  siteName: string;
  clientId: string;
  connection: string;
  publicOrigin: string;
  production: boolean;
  requirements: PasswordRequirements;
  loginAfterSignUp: boolean;
  rateLimitPerMinute: number;
  /** The development Facebook connection is offered (the plugin's `sampleData`). */
  socialConnection: boolean;
}

type Fields = Record<string, unknown>;

const RECOVERY_NOTICE = "We've just sent you an email to reset your password.";
// Refusals of a form post (403). Spec 001 shows no user-facing texts for them; a post from
// another site is told apart from a stale token, which a reload mends.
const FORM_EXPIRED = 'The form has expired: reload the page.';
const SIGN_IN_FROM_ANOTHER_SITE = 'This form was sent from another site: open the sign-in page again.';
const RESET_FROM_ANOTHER_SITE = 'This form was sent from another site: open the link in your email again.';
const NO_STORE = 'private, no-store';
const PLAIN_PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function fieldsOf(request: FastifyRequest): Fields {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Fields) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A state-changing call must come from this origin (browsers send Origin on POST). */
function sameOrigin(request: FastifyRequest, origin: string): boolean {
  const sent = request.headers.origin;
  return sent === undefined || sent === origin;
}

export async function registerProviderRoutes(app: FastifyInstance, settings: ProviderRouteSettings): Promise<void> {
  const { identity, prefix } = settings;
  const base = `${prefix.slice(0, -1)}${OIDC_PREFIX}`;
  const originOf = (request: FastifyRequest) => issuerOrigin(request.headers.host, settings.publicOrigin, settings.production);
  const providerOf = settings.provider;
  const limit = { config: { rateLimit: { max: settings.rateLimitPerMinute, timeWindow: 60_000 } } };

  // oidc-provider reads its own request bodies: this scope parses none.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OIDC_PREFIX}/*`, (request, reply) => {
      const provider = providerOf(request);
      reply.hijack();
      // A hijacked reply sends none of the headers set on it so far (the app's security
      // headers, set on every request): the raw answer gets them.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      presentAsIssuer(request.raw, provider.issuer, request.url.slice(base.length) || '/');
      provider.callback()(request.raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      // A page that refuses every frame says so to browsers without CSP framing rules too.
      if (String(reply.getHeader('content-security-policy') ?? '').includes("frame-ancestors 'none'")) reply.header('x-frame-options', 'DENY');
    });

    const showDialog = (reply: FastifyReply, uid: string, input: Partial<DialogInput> & Pick<DialogInput, 'mode'>, status = 200) => {
      const action = `${base}/interaction/${uid}`;
      const { html, nonce } = renderDialog({
        action,
        recoveryAction: `${action}/recover`,
        csrf: identity.csrfToken(uid),
        requirements: settings.requirements,
        socialConnection: settings.socialConnection,
        home: { href: prefix, name: settings.siteName },
        ...input,
      });
      return reply.code(status).header('content-security-policy', dialogPolicy(nonce)).type('text/html; charset=utf-8').send(html);
    };

    /** The interaction the request's cookie holds, checked against the path's uid and the CSRF token. */
    const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply, post: boolean) => {
      let details;
      try {
        details = await providerOf(request).interactionDetails(request.raw, reply.raw);
      } catch {
        void reply.code(400).type('text/plain').send('This sign-in has expired or is not yours. Start again from the site.');
        return undefined;
      }
      if (details.uid !== request.params.uid) {
        void reply.code(400).type('text/plain').send('This sign-in does not match the address.');
        return undefined;
      }
      if (post && !sameOrigin(request, originOf(request))) {
        void reply.code(403).type('text/plain').send(SIGN_IN_FROM_ANOTHER_SITE);
        return undefined;
      }
      if (post && !identity.checkCsrf(details.uid, fieldsOf(request)['csrf'])) {
        void reply.code(403).type('text/plain').send(FORM_EXPIRED);
        return undefined;
      }
      return details;
    };

    /** Ends the interaction with the reader signed in (the grant is made by loadExistingGrant). */
    const finish = async (request: FastifyRequest, reply: FastifyReply, user: User) => {
      const provider = providerOf(request);
      const target = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      return target;
    };

    scope.get<{ Params: { uid: string }; Querystring: { mode?: string } }>(`${OIDC_PREFIX}/interaction/:uid`, async (request, reply) => {
      const details = await interactionOf(request, reply, false);
      if (!details) return reply;
      if (details.prompt.name !== 'login' && details.session) {
        // Already signed in: a first-party client is never asked to consent.
        const provider = providerOf(request);
        const grant = new provider.Grant({ clientId: settings.clientId, accountId: details.session.accountId });
        grant.addOIDCScope(SCOPE);
        const grantId = await grant.save();
        return reply.redirect(await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true }), 303);
      }
      const mode = request.query.mode === 'signup' || request.query.mode === 'recover' ? request.query.mode : details.params['screen_hint'] === 'signup' ? 'signup' : 'signin';
      return showDialog(reply, details.uid, { mode });
    });

    scope.post<{ Params: { uid: string } }>(`${OIDC_PREFIX}/interaction/:uid/login`, limit, async (request, reply) => {
      const details = await interactionOf(request, reply, true);
      if (!details) return reply;
      const fields = fieldsOf(request);
      const email = text(fields['email']);
      const result = identity.users.signIn(email, text(fields['password']));
      if (!result.ok) {
        request.log.warn({ reason: result.reason }, 'embedded provider: sign-in refused');
        const error = result.reason === 'locked' ? 'Too many failed attempts: this account is locked for a while. Reset your password or try later.' : 'Wrong email or password.';
        return showDialog(reply, details.uid, { mode: 'signin', email, error }, result.reason === 'locked' ? 429 : 401);
      }
      return reply.redirect(await finish(request, reply, result.user), 303);
    });

    scope.post<{ Params: { uid: string } }>(`${OIDC_PREFIX}/interaction/:uid/signup`, limit, async (request, reply) => {
      const details = await interactionOf(request, reply, true);
      if (!details) return reply;
      const fields = fieldsOf(request);
      const email = text(fields['email']);
      const password = text(fields['password']);
      const check = checkPassword(password, settings.requirements);
      const error = !isValidEmail(email)
        ? 'Enter a valid email address.'
        : !check.meetsRequirements
          ? 'The password does not meet the requirements.'
          : identity.users.exists(email)
            ? 'An account with this email already exists: sign in instead.'
            : undefined;
      const user = error ? undefined : identity.users.create(email, password);
      if (!user) return showDialog(reply, details.uid, { mode: 'signup', email, error: error ?? 'An account with this email already exists: sign in instead.' }, 400);
      if (!settings.loginAfterSignUp) return showDialog(reply, details.uid, { mode: 'signin', email, notice: 'Your account is ready: sign in.' });
      return reply.redirect(await finish(request, reply, identity.users.recordLogin(user.id)), 303);
    });

    // The development social connection: the dialog's script posts JSON and follows `redirect`.
    // Only with sample data on: it signs in any email address without asking Facebook.
    if (settings.socialConnection) scope.post<{ Params: { uid: string } }>(`${OIDC_PREFIX}/interaction/:uid/social`, limit, async (request, reply) => {
      const details = await interactionOf(request, reply, true);
      if (!details) return reply;
      const fields = fieldsOf(request);
      const email = text(fields['email']);
      if (fields['connection'] !== SOCIAL_CONNECTION || !isValidEmail(email)) return reply.code(400).send({ error: 'Unknown connection or invalid email' });
      const user = identity.users.socialSignIn(SOCIAL_CONNECTION, email, fields['link'] === true);
      if (user === 'noLink') return reply.code(409).send({ code: NO_LINK_CODE, error: 'An account with this email exists; link it to sign in.' });
      return reply.send({ redirect: await finish(request, reply, user) });
    });

    scope.post<{ Params: { uid: string } }>(`${OIDC_PREFIX}/interaction/:uid/recover`, limit, async (request, reply) => {
      const details = await interactionOf(request, reply, true);
      if (!details) return reply;
      const email = text(fieldsOf(request)['email']);
      if (!isValidEmail(email)) return showDialog(reply, details.uid, { mode: 'recover', email, error: 'Enter a valid email address.' }, 400);
      sendRecoveryMail(request, email);
      return showDialog(reply, details.uid, { mode: 'signin', email, notice: RECOVERY_NOTICE });
    });

    /** Mails a reset link when the account exists; the answer never tells whether it does. */
    const sendRecoveryMail = (request: FastifyRequest, email: string) => {
      const token = identity.users.createReset(email);
      if (!token) return;
      const link = `${originOf(request)}${base}/reset/${token}`;
      identity.users.sendMail(normaliseEmail(email), 'Reset your password', `Someone asked to reset the password of your account. Open this link within an hour to choose a new one:\n${link}\nIf it was not you, ignore this mail.`);
    };

    // Auth0's password change (spec 001 §7): client_id, email, connection; no credentials.
    scope.post(`${OIDC_PREFIX}/dbconnections/change_password`, limit, async (request, reply) => {
      const fields = fieldsOf(request);
      const email = text(fields['email']);
      if (fields['client_id'] !== settings.clientId || fields['connection'] !== settings.connection || !isValidEmail(email)) {
        return reply.code(400).send({ error: 'client_id, email and connection are required' });
      }
      if (!sameOrigin(request, originOf(request))) return reply.code(403).send({ error: 'cross-origin request refused' });
      sendRecoveryMail(request, email);
      return reply.type('application/json').send(JSON.stringify(RECOVERY_NOTICE));
    });

    const resetPage = (reply: FastifyReply, token: string, message: string, form: boolean, status = 200) => {
      const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Choose a new password</title></head><body><main><h1>Choose a new password</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}${form ? `<form method="post"><input type="hidden" name="csrf" value="${escapeHtml(identity.csrfToken(`reset:${token}`))}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required><button type="submit">Save</button></form>` : ''}
<p><a href="${escapeHtml(prefix)}">Back to the site</a></p></main></body></html>`;
      return reply.code(status).header('content-security-policy', PLAIN_PAGE_POLICY).type('text/html; charset=utf-8').send(body);
    };

    scope.get<{ Params: { token: string } }>(`${OIDC_PREFIX}/reset/:token`, async (request, reply) => {
      const valid = identity.users.resetValid(request.params.token);
      return resetPage(reply, request.params.token, valid ? '' : 'This link has expired or was already used.', valid, valid ? 200 : 410);
    });

    scope.post<{ Params: { token: string } }>(`${OIDC_PREFIX}/reset/:token`, limit, async (request, reply) => {
      const { token } = request.params;
      const fields = fieldsOf(request);
      if (!sameOrigin(request, originOf(request))) return reply.code(403).type('text/plain').send(RESET_FROM_ANOTHER_SITE);
      if (!identity.checkCsrf(`reset:${token}`, fields['csrf'])) return reply.code(403).type('text/plain').send(FORM_EXPIRED);
      const password = text(fields['password']);
      if (!checkPassword(password, settings.requirements).meetsRequirements) return resetPage(reply, token, 'The password does not meet the requirements.', true, 400);
      if (!identity.users.resetPassword(token, password)) return resetPage(reply, token, 'This link has expired or was already used.', false, 410);
      return resetPage(reply, token, 'Your password is changed: sign in with it.', false);
    });

    // Recovery mail lands here outside production (spec: development mailbox).
    if (!settings.production) {
      scope.get(MAILBOX_PATH, async (_request, reply) => {
        const mails = identity.users.mails();
        const items = mails
          .map((mail) => `<article><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.recipient)} · ${new Date(mail.sentAt).toISOString()}</p><pre>${escapeHtml(mail.body)}</pre></article>`)
          .join('');
        return reply
          .header('content-security-policy', PLAIN_PAGE_POLICY)
          .type('text/html; charset=utf-8')
          .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><h1>Development mailbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`);
      });
    }
  });
}
