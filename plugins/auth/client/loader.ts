// Loads the sign-in session code once, when something needs it.
import { AUTH_MESSAGES } from '../constants.ts';
import type { AuthSettings } from '../settings.ts';
import type { AuthSession } from './session.ts';

let session: Promise<AuthSession & { start(): Promise<void> }> | undefined;
let settingsOfPage: AuthSettings | undefined;

export function configureSession(settings: AuthSettings): void {
  settingsOfPage ??= settings;
}

/** The session (its code is fetched on first use), started once. */
export function loadSession(): Promise<AuthSession> {
  // Spec 001 §8: on the server the auth methods only say they are client-only.
  if (typeof window === 'undefined') {
    console.warn(`loadSession ${AUTH_MESSAGES.clientOnly}`);
    return Promise.reject(new Error(`loadSession ${AUTH_MESSAGES.clientOnly}`));
  }
  const settings = settingsOfPage;
  if (!settings) return Promise.reject(new Error('the auth plugin is not on this page'));
  return (session ??= import('./session.ts').then(async ({ createSession }) => {
    const created = createSession(settings);
    await created.start();
    return created;
  }));
}

export function sessionLoaded(): boolean {
  return session !== undefined;
}
