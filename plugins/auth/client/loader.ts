// Loads the sign-in session code once, when something needs it.
import type { AuthSettings } from '../settings.ts';
import type { AuthSession } from './session.ts';

let session: Promise<AuthSession & { start(): Promise<void> }> | undefined;
let settingsOfPage: AuthSettings | undefined;

export function configureSession(settings: AuthSettings): void {
  settingsOfPage ??= settings;
}

/** The session (its code is fetched on first use), started once. */
export function loadSession(): Promise<AuthSession> {
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
