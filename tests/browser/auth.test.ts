// The auth plugin in a real browser against the embedded OpenID Connect provider: sign up
// (each password rule reported live), signed in on the page the reader started from with a
// clean address, profile edited, signed out, wrong password, signed in again with the
// edit kept, in-app navigation keeping the session, the recovery mail in the development
// mailbox, and a tampered callback refused with the spec's message.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, sameDocument, startBrowserSite } from './browser.ts';

const PROFILE = '/user/settings/';
const EMAIL = `reader-${Date.now()}@example.com`;
const PASSWORD = 'plum7!tree';

let site: BrowserSite;
let page: Page;
const logs: string[] = [];

beforeAll(async () => {
  site = await startBrowserSite();
  ({ page } = await site.open(PROFILE));
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const authReady = (target: Page) => target.waitForFunction(() => (window as unknown as { __neutronAuthReady?: boolean }).__neutronAuthReady === true);
const ruleStates = (target: Page) =>
  target.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('.rules li')].map((li) => [li.dataset['rule'] ?? 'overall', li.dataset['ok']])));

async function openDialog(): Promise<void> {
  await authReady(page);
  await page.locator('[data-auth-profile] button', { hasText: 'Sign in' }).click();
  await page.waitForURL(/\/_neutron\/oidc\/interaction\//);
  await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
}

async function backOnProfile(): Promise<void> {
  await page.waitForURL((url) => url.pathname === PROFILE && url.search === '');
  await page.locator('[data-auth-profile="signed-in"]').waitFor();
}

describe('sign-up, profile, sign-out, sign-in', () => {
  it('the dialog is the modal of spec 001 §6 with the sign-up text of §5, and reports each password rule live', async () => {
    await openDialog();
    expect(await page.title()).toBe('Welcome');
    const colour = await page.locator('button.primary').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(colour).toBe('rgb(204, 0, 0)');
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByText('By signing up, you agree to our terms of service and privacy policy.').waitFor();

    await page.fill('#email', EMAIL);
    await page.fill('#password', 'abc');
    expect(await ruleStates(page)).toEqual({ minLength: 'false', letters: 'true', numbers: 'false', special: 'false', overall: 'false' });
    expect(await page.locator('[data-overall]').textContent()).toBe('Password does not meet requirements');
    await page.fill('#password', 'abcdef1');
    expect(await ruleStates(page)).toEqual({ minLength: 'true', letters: 'true', numbers: 'true', special: 'false', overall: 'false' });

    // A weak password is refused by the server too.
    await page.click('button.primary');
    await page.getByRole('alert').filter({ hasText: 'The password does not meet the requirements.' }).waitFor();
  });

  it('signs up, then returns signed in to the page it started from, the address cleaned', async () => {
    await page.fill('#email', EMAIL);
    await page.fill('#password', PASSWORD);
    expect((await ruleStates(page))['overall']).toBe('true');
    const events: string[] = [];
    await page.exposeFunction('__recordTrack', (name: string) => events.push(name));
    await page.addInitScript(() =>
      window.addEventListener('neutron:track', (event) => (window as unknown as { __recordTrack(name: string): void }).__recordTrack((event as CustomEvent<{ event: string }>).detail.event)),
    );
    await page.click('button.primary');
    await backOnProfile();
    expect(await page.locator('[data-auth-email]').textContent()).toBe(EMAIL);
    expect(await page.evaluate(() => localStorage.getItem('neutron.auth.strategy'))).toBe('auth0');
    // The first login after sign-up: signup-submit, account-created and identify.
    expect(events).toEqual(expect.arrayContaining(['form-submitted', 'account-created', 'identify']));
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === '_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('edits the profile with the bearer token', async () => {
    await page.getByLabel('Name').waitFor();
    await page.getByLabel('Name').fill('Ada Reader');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
  });

  it('keeps the session across in-app navigation', async () => {
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('header a[href="/news/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/news/');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
    await page.locator('[data-auth-profile="signed-in"]').waitFor();
  });

  it('signs out: the session is revoked and the reader is anonymous', async () => {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && !url.pathname.includes('oidc'));
    await authReady(page);
    expect(await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('neutron.auth.strategy'))).toBeNull();
    expect((await page.context().cookies()).some((cookie) => cookie.name === '_session')).toBe(false);
  });

  it('refuses a wrong password, then signs in again and shows the edited profile', async () => {
    await page.goto(site.origin + PROFILE);
    await openDialog();
    await page.fill('#email', EMAIL);
    await page.fill('#password', 'wrong-password1!');
    await page.click('button.primary');
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    await page.fill('#password', PASSWORD);
    await page.click('button.primary');
    await backOnProfile();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Ada Reader');
  });
});

describe('social login', () => {
  it('retries an invalid.noLink answer with the linking option and signs the reader in', async () => {
    const { page: other } = await site.open(PROFILE);
    await authReady(other);
    await other.locator('[data-auth-profile] button', { hasText: 'Sign in' }).click();
    await other.getByRole('dialog', { name: 'Welcome' }).waitFor();
    const answers: number[] = [];
    other.on('response', (response) => {
      if (response.url().endsWith('/social')) answers.push(response.status());
    });
    await other.fill('#social-email', EMAIL);
    await other.getByRole('button', { name: 'Continue with Facebook' }).click();
    await other.waitForURL((url) => url.pathname === PROFILE && url.search === '');
    await other.locator('[data-auth-profile="signed-in"]').waitFor();
    expect(await other.locator('[data-auth-email]').textContent()).toBe(EMAIL);
    expect(answers).toEqual([409, 200]);
  });
});

describe('recovery and callbacks', () => {
  it('sends the recovery mail into the development mailbox', async () => {
    const { page: other } = await site.open(PROFILE);
    await authReady(other);
    await other.locator('[data-auth-profile] button', { hasText: 'Sign in' }).click();
    await other.getByRole('dialog', { name: 'Welcome' }).waitFor();
    await other.getByRole('link', { name: 'Forgot your password?' }).click();
    await other.fill('#email', EMAIL);
    await other.getByRole('button', { name: 'Send reset link' }).click();
    await other.getByText("We've just sent you an email to reset your password.").waitFor();
    await other.goto(`${site.origin}/_neutron/mailbox/`);
    expect(await other.locator('article').first().textContent()).toContain(`To: ${EMAIL}`);
    expect(await other.locator('article pre').first().textContent()).toMatch(/\/_neutron\/oidc\/reset\/[A-Za-z0-9_-]+/);
  });

  it('a tampered callback is refused with the spec message and the address is cleaned', async () => {
    const { page: other } = await site.open('/');
    const messages: string[] = [];
    other.on('console', (message) => messages.push(message.text()));
    await other.evaluate(() => sessionStorage.setItem('neutron.auth.transaction', JSON.stringify({ state: 'expected.Lw', verifier: 'v'.repeat(43), nonce: 'n' })));
    await other.goto(`${site.origin}/?code=forged&state=tampered.Lw`);
    await authReady(other);
    expect(new URL(other.url()).search).toBe('');
    expect(messages.some((text) => text.startsWith('Failed to log user in'))).toBe(true);
    expect(await other.evaluate(() => localStorage.getItem('neutron.auth.strategy'))).toBeNull();
  });
});
