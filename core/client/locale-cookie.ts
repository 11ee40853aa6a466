// The browser side of the locale cookie (core/locale.ts): it remembers the locale of the
// page the reader views, on load and after each in-app navigation, written only when it
// changes. The page's <html lang> follows the page shown.
import { LOCALE_COOKIE } from '../locale.ts';
import type { PageData } from '../page-data.ts';
import { readCookie, writeCookie } from './cookies.ts';

export function rememberLocale(page: Pick<PageData, 'locale'>): void {
  const { locale } = page;
  if (!locale) return;
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  if (readCookie(LOCALE_COOKIE.name) === locale) return;
  const { maxAge, path, sameSite } = LOCALE_COOKIE;
  writeCookie(LOCALE_COOKIE.name, locale, { maxAge, path, sameSite });
}
