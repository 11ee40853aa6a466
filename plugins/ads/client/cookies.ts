// The ad cookies (spec 001 §9): ad session, ftag and page view, with 6 subsessions.
// Written only with targeting consent; lax, secure on https, path /.
import { AD_CONSTANTS } from '../constants.ts';

export function readCookie(name: string, source = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${age}${secure}`;
}

export interface AdSession {
  session: string;
  pageViews: number;
  /** 1–6: the page views of a session cycle through the subsessions. */
  subsession: number;
  ftag?: string;
}

/** Counts this page view and answers the session's ad fields. */
export function countPageView(query: URLSearchParams): AdSession {
  const { cookies } = AD_CONSTANTS;
  let session = readCookie(cookies.session);
  if (!session || !/^[A-Za-z0-9_-]{8,64}$/.test(session)) session = crypto.randomUUID().replace(/-/g, '');
  writeCookie(cookies.session, session, 30 * 60);
  const pageViews = (Number.parseInt(readCookie(cookies.pageView) ?? '0', 10) || 0) + 1;
  writeCookie(cookies.pageView, String(pageViews), 30 * 60);
  const fromQuery = query.get('ftag');
  const ftag = fromQuery && /^[A-Za-z0-9_-]{1,40}$/.test(fromQuery) ? fromQuery : readCookie(cookies.ftag);
  if (fromQuery && ftag === fromQuery) writeCookie(cookies.ftag, ftag, 30 * 60);
  const session_: AdSession = { session, pageViews, subsession: ((pageViews - 1) % AD_CONSTANTS.subsessions) + 1 };
  if (ftag) session_.ftag = ftag;
  return session_;
}
