// The reader's way in: "Sign in" for anonymous readers; "Profile" and "Sign out" once
// signed in (spec 001 §6: registered readers see the profile feature). Kept outside the
// React tree, so in-app navigation never removes it.
import { PROFILE_PATH } from './paths.ts';
import { loadSession } from './loader.ts';
import { authState, subscribeAuth } from './state.ts';

export function mountAccountLink(prefix: string): void {
  const nav = document.createElement('nav');
  nav.className = 'neutron-account';
  nav.setAttribute('aria-label', 'Account');
  document.body.appendChild(nav);
  const render = () => {
    const { loggedIn, user } = authState();
    nav.replaceChildren();
    if (loggedIn) {
      const profile = document.createElement('a');
      profile.href = `${prefix}${PROFILE_PATH}`;
      profile.textContent = 'Profile';
      profile.title = user?.email ?? '';
      const out = document.createElement('button');
      out.type = 'button';
      out.textContent = 'Sign out';
      out.addEventListener('click', () => void loadSession().then((session) => session.logout()));
      nav.append(profile, out);
    } else {
      const signIn = document.createElement('button');
      signIn.type = 'button';
      signIn.textContent = 'Sign in';
      signIn.addEventListener('click', () => void loadSession().then((session) => session.login(location.pathname + location.search)));
      nav.append(signIn);
    }
  };
  subscribeAuth(render);
  render();
}
