// Coded content errors (spec 000 §8). The page handler maps them to status codes:
// NotFound → 404, Redirect → its code, an upstream failure → 502 (a broken answer), 503
// (unreachable, or it answered 503) or 504 (no answer in time), everything else → 500.
import createError from '@fastify/error';

export const ContentNotFoundError = createError<'NEUTRON_ERR_CONTENT_NOT_FOUND', 404, [string]>('NEUTRON_ERR_CONTENT_NOT_FOUND', '%s', 404);

export const ContentRedirectError = createError<'NEUTRON_ERR_CONTENT_REDIRECT', 301, [string]>('NEUTRON_ERR_CONTENT_REDIRECT', '%s', 301);

export const ContentUpstreamError = createError<'NEUTRON_ERR_CONTENT_UPSTREAM', 502 | 503 | 504, [string]>('NEUTRON_ERR_CONTENT_UPSTREAM', '%s', 502);

export const ContentInvalidError = createError<'NEUTRON_ERR_CONTENT_INVALID', 500, [string]>('NEUTRON_ERR_CONTENT_INVALID', '%s', 500);

export const ContentSlugError = createError<'NEUTRON_ERR_CONTENT_SLUG', 404, [string]>('NEUTRON_ERR_CONTENT_SLUG', '%s', 404);

export type ContentNotFound = InstanceType<typeof ContentNotFoundError>;
export type ContentUpstream = InstanceType<typeof ContentUpstreamError> & { url?: string; status?: number };
export type ContentInvalid = InstanceType<typeof ContentInvalidError> & { url: string; fields: string[] };
export type ContentSlug = InstanceType<typeof ContentSlugError> & { slug: string; param: string };

/** A redirect: path, whether the request query is kept (default true), status code (default 301). */
export type ContentRedirect = Omit<InstanceType<typeof ContentRedirectError>, 'statusCode'> & {
  path: string;
  preserveQuery: boolean;
  statusCode: 301 | 302;
};

export function notFound(message = 'API responded with 404'): ContentNotFound {
  return new ContentNotFoundError(message);
}

export function redirect(path: string, options: { preserveQuery?: boolean; code?: 301 | 302; message?: string } = {}): ContentRedirect {
  const error = new ContentRedirectError(options.message ?? `Content moved to ${path}`) as unknown as ContentRedirect;
  error.path = path;
  error.preserveQuery = options.preserveQuery ?? true;
  error.statusCode = options.code ?? 301;
  return error;
}

/** How the upstream failed: it answered badly (502, 503 when it said so), could not be
 *  reached (503) or did not answer in time (504). */
export type UpstreamFailure = 'broken' | 'unreachable' | 'timeout';

export function upstreamError(message: string, details: { url?: string; status?: number; cause?: unknown; failure?: UpstreamFailure } = {}): ContentUpstream {
  const error = new ContentUpstreamError(message) as ContentUpstream;
  const failure = details.failure ?? 'broken';
  error.statusCode = failure === 'timeout' ? 504 : failure === 'unreachable' || details.status === 503 ? 503 : 502;
  if (details.url !== undefined) error.url = details.url;
  if (details.status !== undefined) error.status = details.status;
  if (details.cause !== undefined) error.cause = details.cause;
  return error;
}

export function invalidContent(url: string, what: string, fields: string[]): ContentInvalid {
  const error = new ContentInvalidError(`${url}: response is not a valid ${what}: ${fields.join('; ')}`) as ContentInvalid;
  error.url = url;
  error.fields = fields;
  return error;
}

/** Slug errors carry the slug and the parameter name (spec 000 §8). */
export function slugError(slug: string, param: string, reason: string): ContentSlug {
  const shown = slug.length > 80 ? `${slug.slice(0, 80)}…` : slug;
  const error = new ContentSlugError(`Invalid ${param} '${shown}': ${reason}`) as ContentSlug;
  error.slug = slug;
  error.param = param;
  return error;
}

export function isContentNotFound(error: unknown): error is ContentNotFound {
  return error instanceof ContentNotFoundError;
}
export function isContentRedirect(error: unknown): error is ContentRedirect {
  return error instanceof ContentRedirectError;
}
export function isContentUpstream(error: unknown): error is ContentUpstream {
  return error instanceof ContentUpstreamError;
}
export function isContentInvalid(error: unknown): error is ContentInvalid {
  return error instanceof ContentInvalidError;
}
export function isContentSlugError(error: unknown): error is ContentSlug {
  return error instanceof ContentSlugError;
}

/** Status code the page handler answers with for a content error. */
export function statusForContentError(error: unknown): number {
  if (isContentRedirect(error)) return error.statusCode;
  if (isContentNotFound(error) || isContentSlugError(error)) return 404;
  if (isContentUpstream(error)) return error.statusCode;
  return 500;
}

/** The content API asked for what its setup lacks: a request without a definition, a
 *  resource the configuration leaves out, the repository before the app is mounted. */
export const ContentSetupError = createError<'NEUTRON_ERR_CONTENT_SETUP', 500, [string]>('NEUTRON_ERR_CONTENT_SETUP', '%s', 500);

export function isContentSetupError(error: unknown): error is InstanceType<typeof ContentSetupError> {
  return error instanceof ContentSetupError;
}
