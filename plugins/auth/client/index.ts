// Browser side of the auth plugin. This entry is small: the sign-in code (oauth4webapi,
// the session) loads only when an address holds a callback, the reader signed in before
// (a stored strategy or this tab's tokens), the profile page opens, or "Sign in" is clicked.
// Until then an anonymous reader is known to be signed out at once.
import { type ClientApi, defineClientPlugin, type PageData } from '../../../core/browser.ts';
import { AUTH_PLUGIN, PROFILE_PAGE } from '../constants.ts';
import { profilePage } from '../pages.ts';
import { authPageState } from '../settings.ts';
import { mountAccountLink } from './account-link.ts';
import { configureSession, loadSession } from './loader.ts';
import { announceReady, storedStrategy, storedTokens } from './state.ts';
import './account.css';

function needsSession(page: PageData): boolean {
  const params = new URLSearchParams(location.search);
  return (
    (params.has('state') && (params.has('code') || params.has('error'))) ||
    location.hash.includes('access_token=') ||
    storedTokens() !== undefined ||
    storedStrategy() !== undefined ||
    page.page === PROFILE_PAGE
  );
}

function start(api: ClientApi, page: PageData): boolean {
  const state = authPageState(page);
  if (!state) return false;
  configureSession(state.settings);
  mountAccountLink(page.site.prefix);
  if (needsSession(page)) void loadSession().catch((error: unknown) => api.reportError(error));
  else announceReady();
  return true;
}

export default defineClientPlugin({
  name: AUTH_PLUGIN,
  pages: { [PROFILE_PAGE]: profilePage },
  setup(api) {
    if (start(api, api.page())) return;
    let started = false;
    api.onNavigate((page) => {
      if (!started) started = start(api, page);
    });
  },
});
