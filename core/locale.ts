// The reader's locale (spec 000 §1, §2.6; spec 001 §2, §9). A page's locale comes from its
// URL: a locale prefix, else the brand's default (the first of its `locales`), with no
// browser language detection. The locale cookie remembers the locale of the last page the
// reader viewed; only a response whose URL names no locale of its own (the error page of
// an unknown path, of a refused method) reads it, so cached pages never vary on it.

/** The locale cookie (spec 001 §9: path /, SameSite lax). The browser writes it (Secure
 *  where the origin is https); the server only reads it. A year, like a language choice. */
export const LOCALE_COOKIE = Object.freeze({ name: 'locale', maxAge: 31_536_000, path: '/', sameSite: 'lax' } as const);

/** What a brand's site config says of its locales. */
export interface SiteLocales {
  locale: string;
  locales: readonly string[];
}

/** The brand's default locale: the first it serves, which has no URL prefix. */
export function defaultLocale(site: SiteLocales): string {
  return site.locales[0] ?? site.locale;
}

/** The value when it is one of the brand's configured locales, else undefined (an
 *  unknown or malformed value is ignored). */
export function configuredLocale(value: unknown, site: SiteLocales): string | undefined {
  if (typeof value !== 'string') return undefined;
  return site.locales.includes(value) || value === site.locale ? value : undefined;
}

/** The locale a path's own prefix names (`/de/…` when `de` is a non-default locale). */
export function localeOfPath(path: string, site: SiteLocales): string | undefined {
  const first = /^\/([^/]+)(?:\/|$)/.exec(path)?.[1];
  const locale = configuredLocale(first, site);
  return locale !== undefined && locale !== defaultLocale(site) ? locale : undefined;
}

/** The locale of a response that has no route of its own (the 404 of an unknown path):
 *  the path's locale prefix, else the reader's locale cookie, else the brand's default. */
export function localeWithoutRoute(path: string, site: SiteLocales, cookie: string | undefined): string {
  return localeOfPath(path, site) ?? configuredLocale(cookie, site) ?? defaultLocale(site);
}

/** The path of the brand home in a locale: unprefixed for the default (spec 000 §2.6). */
export function localeHome(prefix: string, locale: string, site: SiteLocales): string {
  return locale === defaultLocale(site) ? prefix : `/${locale}${prefix}`;
}
