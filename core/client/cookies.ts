// The browser's first-party cookies, read and written with `cookie` (the library
// @fastify/cookie parses them with on the server), so both ends encode values alike.
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';

/** What a cookie the browser writes says besides its name and value (spec 001 §9
 *  defaults: SameSite lax, path /; Secure is added where the origin is https). */
export type CookieOptions = Pick<SetCookie, 'maxAge' | 'path' | 'sameSite'>;

export interface CookieJar {
  cookie: string;
}

export function readCookie(name: string, jar: CookieJar = document): string | undefined {
  return parseCookie(jar.cookie)[name];
}

/** A page served over plain http (local development) cannot keep a Secure cookie. */
export function writeCookie(name: string, value: string, options: CookieOptions, jar: CookieJar = document, secure = location.protocol === 'https:'): void {
  jar.cookie = stringifySetCookie({ name, value, ...options, ...(secure ? { secure: true } : {}) });
}
