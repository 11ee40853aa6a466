// Every coded error the core throws, in one place (fastify style). Messages follow
// spec 000 §8 where the spec gives one.
import createError from '@fastify/error';

export const NotFoundError = createError<[string?]>('NEUTRON_ERR_NOT_FOUND', '%s', 404);
export const RedirectError = createError<[string]>('NEUTRON_ERR_REDIRECT', 'Redirect to %s', 301);
export const UnknownMiddlewareError = createError<[string]>('NEUTRON_ERR_UNKNOWN_MIDDLEWARE', 'Unknown middleware %s', 500);
export const LayoutLoadError = createError<[string]>('NEUTRON_ERR_LAYOUT', 'Layout %s could not be loaded', 500);
export const PluginError = createError<[string]>('NEUTRON_ERR_PLUGIN', '%s', 500);
export const StaticErrorPageError = createError('NEUTRON_ERR_STATIC', 'Neutron static error page.', 500);
export const ThrowRouteError = createError('NEUTRON_ERR_THROW', 'Intentional error from /_error/throw', 500);
/** A request whose body was still arriving when the response deadline passed: the client's timeout. */
export const RequestTimeoutError = createError<[number]>('NEUTRON_ERR_REQUEST_TIMEOUT', 'Request Timeout: the request did not arrive within %d s', 408);
/** `GET /_neutron/more`: a link it does not follow, a link to nothing, an upstream failure. */
export const LoadMoreLinkError = createError<[number]>(
  'NEUTRON_ERR_LOAD_MORE_LINK',
  "Expected link: a content API listing link of this site's content (/api/neutron/components/{site}/listing/…/web), at most %s characters",
  400,
);
export const LoadMoreNotFoundError = createError('NEUTRON_ERR_LOAD_MORE_NOT_FOUND', 'No such list', 404);
export const LoadMoreUpstreamError = createError('NEUTRON_ERR_LOAD_MORE_UPSTREAM', 'The list could not be loaded', 502);

/** The 404 message of spec 000 §2.6. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * A redirect a middleware or loader asks for (spec 000 §8: redirect errors carry a path,
 * a preserve-query flag, default true, and a code, default 301). The server turns it
 * into a Location that never leaves the site.
 */
export function redirectTo(path: string, options: RedirectOptions = {}): Error {
  const error = new RedirectError(path);
  error.statusCode = options.code ?? 301;
  Object.assign(error, { path, preserveQuery: options.preserveQuery ?? true, cacheControl: options.cacheControl, offSite: options.offSite === true });
  return error;
}

export interface RedirectOptions {
  code?: 301 | 302 | 307 | 308;
  preserveQuery?: boolean;
  /** The redirect's Cache-Control; `private, no-cache` when left out. */
  cacheControl?: string;
  /** `path` is an absolute http(s) URL on another host, which the plugin asking for the
   *  redirect has checked against its configured allow-list. */
  offSite?: boolean;
}

export interface Redirect {
  location: string;
  code: number;
  cacheControl?: string;
  offSite: boolean;
}

/** The Location and status of a redirect error (core or content), else undefined. */
export function redirectOf(error: unknown, search: string): Redirect | undefined {
  const candidate = error as { code?: unknown; path?: unknown; preserveQuery?: unknown; statusCode?: unknown; cacheControl?: unknown; offSite?: unknown } | null;
  if (!candidate || (candidate.code !== 'NEUTRON_ERR_REDIRECT' && candidate.code !== 'NEUTRON_ERR_CONTENT_REDIRECT')) return undefined;
  if (typeof candidate.path !== 'string') return undefined;
  const code = typeof candidate.statusCode === 'number' && candidate.statusCode >= 300 && candidate.statusCode < 400 ? candidate.statusCode : 301;
  const keepQuery = candidate.preserveQuery !== false && search !== '' && !candidate.path.includes('?');
  return {
    location: keepQuery ? `${candidate.path}${search}` : candidate.path,
    code,
    ...(typeof candidate.cacheControl === 'string' ? { cacheControl: candidate.cacheControl } : {}),
    offSite: candidate.offSite === true,
  };
}

export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
