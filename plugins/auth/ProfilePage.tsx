// The profile page, /user/settings/ (spec 001 §7): a signed-in reader views and edits the
// profile (the application fields), changes the password through the identity provider's
// password-change endpoint, and signs out; a signed-out reader gets the sign-in button.
// The server renders the signed-out shell (the page is the same for every reader and stays
// cacheable); the browser fills it once it knows the reader.
import { type FormEvent, useEffect, useState } from 'react';
import type { PageProps } from '../../core/browser.ts';
import { configureSession, loadSession } from './client/loader.ts';
import { type AuthState, authState, subscribeAuth } from './client/state.ts';
import { authPageState } from './settings.ts';

interface Field {
  name: string;
  label: string;
  type: 'text' | 'checkbox';
  maxLength?: number;
}

const SIGNED_OUT: AuthState = { user: null, profile: null, loggedIn: false, fetchComplete: false };

function isField(value: unknown): value is Field {
  const field = value as Partial<Field> | null;
  return typeof field?.name === 'string' && typeof field.label === 'string' && (field.type === 'text' || field.type === 'checkbox');
}

export function ProfilePage({ page }: PageProps) {
  // The first render matches the server's, whoever reads.
  const [state, setState] = useState<AuthState>(SIGNED_OUT);
  const [fields, setFields] = useState<Field[]>([]);
  const [message, setMessage] = useState('');

  useEffect(() => {
    // The page may hydrate before the plugin's setup has run.
    const pageState = authPageState(page);
    if (pageState) configureSession(pageState.settings);
    setState(authState());
    const unsubscribe = subscribeAuth(setState);
    void loadSession().then(async (session) => {
      if (!authState().loggedIn) return;
      const [loaded] = await Promise.all([session.applicationFields(), session.getProfile()]);
      setFields(loaded.filter(isField));
    });
    return unsubscribe;
  }, [page]);

  const signIn = () => void loadSession().then((session) => session.login(location.pathname));
  const signOut = () => void loadSession().then((session) => session.logout());

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const profile: Record<string, unknown> = { ...state.profile };
    for (const field of fields) profile[field.name] = field.type === 'checkbox' ? form.get(field.name) === 'on' : String(form.get(field.name) ?? '');
    const session = await loadSession();
    setMessage((await session.updateProfile(profile)) ? 'Profile saved.' : 'The profile could not be saved.');
  };

  const changePassword = async () => {
    const answer = await (await loadSession()).changePassword();
    setMessage(answer ?? 'The password change could not be started.');
  };

  return (
    <article className="auth-profile" data-auth-profile={state.loggedIn ? 'signed-in' : 'signed-out'}>
      <h1>{page.title}</h1>
      {!state.loggedIn ? (
        <>
          <p>Sign in to see and edit your profile.</p>
          <button type="button" onClick={signIn} disabled={!state.fetchComplete}>
            Sign in
          </button>
        </>
      ) : (
        <>
          <p>
            Signed in as <strong data-auth-email>{state.user?.email}</strong>
          </p>
          <form onSubmit={(event) => void save(event)} aria-label="Profile">
            {fields.map((field) =>
              field.type === 'checkbox' ? (
                <p key={field.name}>
                  <label>
                    <input type="checkbox" name={field.name} defaultChecked={state.profile?.[field.name] === true} /> {field.label}
                  </label>
                </p>
              ) : (
                <p key={field.name}>
                  <label htmlFor={`profile-${field.name}`}>{field.label}</label>{' '}
                  <input
                    id={`profile-${field.name}`}
                    name={field.name}
                    type="text"
                    maxLength={field.maxLength}
                    defaultValue={typeof state.profile?.[field.name] === 'string' ? (state.profile[field.name] as string) : ''}
                    key={String(state.profile?.[field.name] ?? '')}
                  />
                </p>
              ),
            )}
            <button type="submit">Save profile</button>
          </form>
          <p>
            <button type="button" onClick={() => void changePassword()}>
              Change password
            </button>{' '}
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </p>
        </>
      )}
      <p role="status">{message}</p>
    </article>
  );
}
