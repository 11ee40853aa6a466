// Options of the consent plugin under `plugins: consent:` in a site config.
import { type Static, Type } from '@sinclair/typebox';

export const DEFAULT_COOKIE_NAME = 'neutron_consent';
export const DEFAULT_PREFERENCES_PATH = '/do-not-sell-or-share-my-personal-information/';

/** The categories a reader chooses; critical is always on and never offered. */
const Choosable = Type.Union([Type.Literal('performance'), Type.Literal('functional'), Type.Literal('targeting'), Type.Literal('social')]);

export const ConsentOptions = Type.Object(
  {
    /** The first-party cookie holding the reader's choice. */
    cookieName: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', default: DEFAULT_COOKIE_NAME, errorMessage: "must be 1 to 64 letters, digits, '_' or '-' (neutron_consent)" }),
    /** Domain of the cookie (to share it across subdomains); host-only when left out. */
    cookieDomain: Type.Optional(Type.String({ pattern: '^\\.?[a-z0-9-]+(\\.[a-z0-9-]+)*$', errorMessage: "must be a domain in lowercase, with an optional leading '.', without a scheme, a port or a path (.example.com)" })),
    /** How long a choice is kept before the reader is asked again. */
    maxAgeDays: Type.Integer({ minimum: 1, maximum: 395, default: 365 }),
    /** The categories the reader is offered; one not offered is never granted. */
    categories: Type.Array(Choosable, { uniqueItems: true, default: ['performance', 'functional', 'targeting', 'social'] }),
    /** What Global Privacy Control turns off unless the reader opts in while sending it. */
    gpcOptOut: Type.Array(Choosable, { uniqueItems: true, default: ['targeting', 'social'] }),
    /** The privacy policy the banner and the dialog link to (a site path or an https URL). */
    policyUrl: Type.Optional(Type.String({ pattern: '^(/|https://)[^\\s]*$', errorMessage: "must be a path on the site, starting with '/', or an https:// URL, without spaces (/privacy-policy/)" })),
    /** The page behind the footer link that reopens the choices (clicks on it open the dialog). */
    preferencesPath: Type.String({ pattern: '^/[^\\s?#]*$', default: DEFAULT_PREFERENCES_PATH, errorMessage: "must be a path on the site, starting with '/', without spaces, '?' or '#' (/privacy-choices/)" }),
  },
  { additionalProperties: false },
);
export type ConsentOptions = Static<typeof ConsentOptions>;
