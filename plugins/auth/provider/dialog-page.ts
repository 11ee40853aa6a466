// The hosted login dialog (spec 001 §6): a modal titled "Welcome" in the red primary
// colour, sign-in and sign-up, facebook offered as social login (the embedded provider's
// development connection), the sign-up text of §5 verbatim, and the email and password
// rules of §5 checked live, each rule's result and the overall flag shown.
import { randomBytes } from 'node:crypto';
import { DIALOG_TITLE, NO_LINK_CODE, SIGN_UP_TEXT, SOCIAL_CONNECTION } from '../constants.ts';
import { checkPassword, isValidEmail, type PasswordRequirements, ruleLabels } from '../rules.ts';

export const PRIMARY_COLOUR = '#cc0000';

export const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface DialogInput {
  /** The form actions' base: `${OIDC_PREFIX}/interaction/${uid}`. */
  action: string;
  csrf: string;
  requirements: PasswordRequirements;
  mode: 'signin' | 'signup' | 'recover';
  /** A message shown above the form (role=alert). */
  error?: string;
  notice?: string;
  email?: string;
  /** Where "Forgot your password?" posts. */
  recoveryAction: string;
  /** Offer the development Facebook connection (the plugin's `sampleData`). */
  socialConnection: boolean;
  /** The way back to the site without signing in: its home and its name. */
  home?: { href: string; name: string };
}

const STYLE = `
:root{--primary:${PRIMARY_COLOUR}}
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:rgba(0,0,0,.55);min-height:100vh;display:flex;align-items:center;justify-content:center}
.dialog{background:#fff;border-radius:8px;max-width:380px;width:calc(100% - 32px);padding:24px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
h1{margin:0 0 16px;text-align:center;font-size:1.5rem}
.tabs{display:flex;gap:8px;margin-bottom:16px}.tabs a{flex:1;text-align:center;padding:6px;border-bottom:2px solid #ddd;color:#333;text-decoration:none}
.tabs a[aria-current]{border-color:var(--primary);color:var(--primary);font-weight:600}
label{display:block;margin:8px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #999;border-radius:4px;font:inherit}
button{width:100%;padding:10px;margin-top:12px;border:0;border-radius:4px;font:inherit;cursor:pointer}
.primary{background:var(--primary);color:#fff}.social{background:#1877f2;color:#fff}
.rules{list-style:none;padding:0;margin:6px 0;font-size:.85rem}.rules li::before{content:'✗ ';color:#b00}.rules li[data-ok=true]::before{content:'✓ ';color:#080}
[role=alert]{background:#fde8e8;color:#900;padding:8px;border-radius:4px}.notice{background:#e8f5e9;padding:8px;border-radius:4px}
.terms{font-size:.8rem;color:#555}.or{text-align:center;color:#777;margin:12px 0 0}
`;

/** The dialog's live checks run the very functions the server checks with, as their
 *  source text. A server run from its TypeScript sources (tsx) compiles them keeping
 *  function names, with calls to a `__name` helper the page does not have: it is given one. */
function script(input: DialogInput): string {
  const labels = ruleLabels(input.requirements);
  return `
var __name = function (target) { return target; };
var checkPassword = ${checkPassword.toString()};
var isValidEmail = ${isValidEmail.toString()};
var requirements = ${JSON.stringify(input.requirements)};
var labels = ${JSON.stringify(labels)};
document.querySelectorAll('form[data-check]').forEach(function (form) {
  var email = form.querySelector('input[name=email]');
  var password = form.querySelector('input[name=password]');
  var rules = form.querySelector('.rules');
  var overall = form.querySelector('[data-overall]');
  var emailNote = form.querySelector('[data-email-rule]');
  function update() {
    if (email && emailNote) { var ok = isValidEmail(email.value); emailNote.dataset.ok = String(ok); emailNote.textContent = ok ? 'Valid email address' : 'Enter a valid email address'; }
    if (!password || !rules) return;
    var result = checkPassword(password.value, requirements);
    rules.querySelectorAll('li[data-rule]').forEach(function (li) { li.dataset.ok = String(result[li.dataset.rule]); });
    overall.dataset.ok = String(result.meetsRequirements);
    overall.textContent = result.meetsRequirements ? 'Password meets requirements' : 'Password does not meet requirements';
  }
  form.addEventListener('input', update);
  update();
});
var social = document.getElementById('social-login');
if (social) social.addEventListener('submit', function (event) {
  event.preventDefault();
  var body = { connection: '${SOCIAL_CONNECTION}', email: social.email.value, csrf: social.csrf.value };
  function send(link) {
    body.link = link;
    return fetch(social.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        // Spec 001 §8: an ${NO_LINK_CODE} answer is retried with the linking option.
        if (answer.code === '${NO_LINK_CODE}' && !link) return send(true);
        if (answer.redirect) location.assign(answer.redirect);
        else document.getElementById('social-error').textContent = answer.error || 'Social login failed';
      });
  }
  send(false);
});
`;
}

function rulesList(requirements: PasswordRequirements): string {
  const labels = ruleLabels(requirements);
  const rules = (Object.keys(labels) as (keyof typeof labels)[]).filter((rule) => rule !== 'special' || requirements.special > 0);
  return `<ul class="rules" aria-live="polite">${rules.map((rule) => `<li data-rule="${rule}" data-ok="false">${escapeHtml(labels[rule])}</li>`).join('')}<li data-overall data-ok="false">Password does not meet requirements</li></ul>`;
}

export function renderDialog(input: DialogInput): { html: string; nonce: string } {
  const nonce = randomBytes(12).toString('base64');
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">`;
  const email = escapeHtml(input.email ?? '');
  const tab = (mode: DialogInput['mode'], label: string) => `<a href="?mode=${mode}"${input.mode === mode ? ' aria-current="page"' : ''}>${label}</a>`;
  const forms: Record<DialogInput['mode'], string> = {
    signin: `<form method="post" action="${input.action}/login" data-check aria-label="Sign in">${csrf}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in</button></form>
<p><a href="?mode=recover">Forgot your password?</a></p>`,
    signup: `<form method="post" action="${input.action}/signup" data-check aria-label="Sign up">${csrf}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<p class="terms" data-email-rule data-ok="false"></p>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required>
${rulesList(input.requirements)}
<p class="terms">${escapeHtml(SIGN_UP_TEXT)}</p>
<button class="primary" type="submit">Sign up</button></form>`,
    recover: `<form method="post" action="${escapeHtml(input.recoveryAction)}" aria-label="Reset password">${csrf}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<button class="primary" type="submit">Send reset link</button></form>`,
  };
  const social = `<p class="or">or</p><form id="social-login" method="post" action="${input.action}/social">${csrf}
<label for="social-email">Facebook account email (development connection)</label><input id="social-email" name="email" type="email" required>
<button class="social" type="submit">Continue with Facebook</button><p id="social-error" role="status"></p></form>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${DIALOG_TITLE}</title><style nonce="${nonce}">${STYLE}</style></head><body>
<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="dialog-title"><h1 id="dialog-title">${DIALOG_TITLE}</h1>
<nav class="tabs">${tab('signin', 'Sign in')}${tab('signup', 'Sign up')}</nav>
${input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : ''}${input.notice ? `<p class="notice" role="status">${escapeHtml(input.notice)}</p>` : ''}
${forms[input.mode]}${input.mode === 'recover' || !input.socialConnection ? '' : social}${input.home ? `<p class="back"><a href="${escapeHtml(input.home.href)}">Back to ${escapeHtml(input.home.name)}</a></p>` : ''}</div>
<script nonce="${nonce}">${script(input)}</script></body></html>`;
  return { html, nonce };
}

/** The strict policy of the provider's own pages. */
export function dialogPolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}
