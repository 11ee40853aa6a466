// Names and spec strings the auth plugin's server and browser sides share.

export const AUTH_PLUGIN = 'auth';

/** Strategy names as spec 001 §3 spells them; `auth0` is also what the embedded provider speaks. */
export const STRATEGIES = ['auth0', 'urs'] as const;
export type StrategyName = (typeof STRATEGIES)[number];

/** Where the embedded identity provider, its user service and the development mailbox live. */
export const OIDC_PREFIX = '/_neutron/oidc';
export const USER_SERVICE_PREFIX = '/_neutron/users';
export const MAILBOX_PATH = '/_neutron/mailbox/';
/** The user proxy of spec 001 §2, §7. */
export const PROXY_PREFIX = '/apigee/users';
/** The profile page (spec 001 §7 via issue: `/user/settings/`). */
export const PROFILE_PAGE = 'auth-profile';

/** Cookies that mark a registered reader (spec 001 §6): set by the browser code, readable by
 *  the `auth` middleware step. Neither holds a secret. */
export const USER_COOKIE = 'neutron_user';
export const PREVIOUS_LOGIN_COOKIE = 'neutron_prev_login';

/** Browser events of the contract with other plugins. */
export const AUTH_READY_EVENT = 'neutron:auth-ready';

/** Sign-in errors, verbatim from spec 001 §8. */
export const AUTH_MESSAGES = Object.freeze({
  unexpected: 'an unexpected error occured',
  login: 'Failed to log user in',
  getProfile: 'Failed to get user profile',
  updateProfile: 'Failed to update user profile',
  register: 'error registering user and/or logging in',
  emailCheck: 'failed to check email registration status',
  recovery: 'failed to send recovery email',
  applicationFields: 'failed to get application fields',
  logout: 'error logging user out with strategy',
  clientOnly: 'is client-only',
});

/** Spec 001 §5: fetch-user with no user cookies is skipped with a warning. */
export const FETCH_USER_NO_COOKIES = 'fetch-user skipped: no user cookies';

/** Spec 001 §5, verbatim. */
export const SIGN_UP_TEXT = 'By signing up, you agree to our terms of service and privacy policy.';
/** Spec 001 §6. */
export const DIALOG_TITLE = 'Welcome';
/** The social connection offered (spec 001 §5); in embedded mode a development connection. */
export const SOCIAL_CONNECTION = 'facebook';
/** Spec 001 §8: a social login answered with this code is retried with the linking option. */
export const NO_LINK_CODE = 'invalid.noLink';
