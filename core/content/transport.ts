// What both transports share: the request context, the transport contract, and the
// reading of a response (spec 000 §5, §7, §8) — one place, so http and embedded agree.
import type { Logger } from '../context.ts';
import { notFound, redirect, upstreamError } from './errors.ts';
import { isPlainObject } from './normalize.ts';
import type { CacheState } from './stale-cache.ts';

/** Per-request context every call takes. */
export interface ContentRequestContext {
  /** Sent upstream as x-tx-id. */
  txId: string;
  /** The reader's edition (a 404 listing other editions redirects to this one). */
  edition: string;
  /** Value of the configured preview query parameter, when the request is a preview. */
  preview?: string;
  log: Logger;
  /** Builds the site path of the same page under another slug (edition/slug redirects). */
  pathForSlug?: (slug: string) => string;
  /** What the request's reads held: content ids (the page's surrogate keys) and whether
   *  any answer was served stale. */
  reads?: ContentReads;
}

export interface ContentReads {
  ids: Set<string>;
  stale?: 'stale' | 'stale-if-error';
  /** Each call with its timing, when someone shows them (the debug toolbar). */
  calls?: ContentCall[];
}

/** One content API call of a page, as the debug toolbar lists it. */
export interface ContentCall {
  /** The request as the upstream sees it (path and query, no API key). */
  request: string;
  /** Milliseconds until the answer (or the failure). */
  ms: number;
  /** Where the answer came from: the upstream, or this node's kept answers (fresh or stale). */
  source: 'upstream' | Exclude<CacheState, 'miss'>;
  /** The failure, when the call failed. */
  error?: string;
}

export type QueryValue = string | number | boolean | undefined;

export interface TransportRequest {
  /** Path under the API host, e.g. /api/neutron/composer/cnet/pages/articles/x/web. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Overrides the transport's deadline (vanity uses 2000 ms). */
  timeoutMs?: number;
}

export interface ContentTransport {
  readonly kind: 'http' | 'embedded';
  /** Resolves with the payload object, or throws a coded content error. */
  get(request: TransportRequest, ctx: ContentRequestContext): Promise<Record<string, unknown>>;
  /** Resolves with the body of a non-JSON answer (captions), or throws a coded content error. */
  getText(request: TransportRequest, ctx: ContentRequestContext): Promise<string>;
  /** A token that is the same only while the answer at `path` cannot change (embedded: the
   *  store's rows), so a validated answer can be kept until it does; undefined when unknown. */
  versionOf?(path: string): string | undefined;
  close(): Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 8000;
export const VANITY_TIMEOUT_MS = 2000;

export const NOT_JSON_OBJECT = 'API request did not return a JSON object';
export const expectedPropertyMessage = (property: string) => `API response is not in the correct format. Expected property ${property}`;
export const API_404_MESSAGE = 'API responded with 404';
export const SLUG_CHANGED_MESSAGE = 'the slug has changed';
export const COMPONENT_ERROR_MESSAGE = 'required component had non-specific error response';

interface AvailableOnEntry {
  edition?: unknown;
  slug?: unknown;
}

function slugForEdition(list: unknown, edition: string): string | undefined {
  if (!Array.isArray(list)) return undefined;
  const entry = (list as AvailableOnEntry[]).find(
    (item) => isPlainObject(item) && item.edition === edition && typeof item.slug === 'string' && item.slug !== '',
  );
  return entry ? String(entry.slug) : undefined;
}

function pathFor(slug: string, ctx: ContentRequestContext): string {
  return ctx.pathForSlug ? ctx.pathForSlug(slug) : `/${encodeURIComponent(slug)}/`;
}

function errorCode(body: Record<string, unknown>): unknown {
  const error = body.error;
  return body.code ?? (isPlainObject(error) ? error.code : undefined);
}

function availableOn(body: Record<string, unknown>): unknown {
  const error = body.error;
  return body.availableOn ?? (isPlainObject(error) ? error.availableOn : undefined);
}

/** A 404: redirect to the reader's edition when listed with a slug, else Not Found (spec 000 §7). */
function readNotFound(body: unknown, ctx: ContentRequestContext): never {
  if (isPlainObject(body) && Number(errorCode(body)) === 404) {
    const slug = slugForEdition(availableOn(body), ctx.edition);
    if (slug) throw redirect(pathFor(slug, ctx), { message: `Content is available for edition ${ctx.edition} at ${slug}` });
  }
  throw notFound(API_404_MESSAGE);
}

/** Component errors: first code 404 → not found; 301 → 'the slug has changed' (spec 000 §4, §8). */
function readComponentErrors(payload: Record<string, unknown>, ctx: ContentRequestContext, url: string): void {
  const errors = payload.errors;
  if (!Array.isArray(errors) || errors.length === 0) return;
  const first: unknown = errors[0];
  const code = isPlainObject(first) ? Number(first.code) : Number.NaN;
  if (code === 404) throw notFound(API_404_MESSAGE);
  if (code === 301 && isPlainObject(first)) {
    const slug =
      slugForEdition(first.availableOn, ctx.edition) ?? (typeof first.slug === 'string' && first.slug !== '' ? first.slug : undefined);
    if (slug) throw redirect(pathFor(slug, ctx), { message: SLUG_CHANGED_MESSAGE });
  }
  throw upstreamError(COMPONENT_ERROR_MESSAGE, { url });
}

/** Any status outside 2xx is an upstream error `API responded with {status}` (spec 000 §8). */
function assertSuccessStatus(status: number, url: string): void {
  if (status < 200 || status >= 300) throw upstreamError(`API responded with ${status}`, { url, status });
}

/** Reads a response status and parsed body into the payload, or throws the coded error. */
export function readResponse(
  status: number,
  body: unknown,
  ctx: ContentRequestContext,
  options: { url: string; dataProperty?: string },
): Record<string, unknown> {
  if (status === 404) readNotFound(body, ctx);
  assertSuccessStatus(status, options.url);
  if (!isPlainObject(body)) throw upstreamError(NOT_JSON_OBJECT, { url: options.url, status });
  // An embedded error code 404 becomes Not Found (spec 000 §8).
  if (Number(errorCode(body)) === 404) readNotFound(body, ctx);
  let payload: unknown = body;
  if (options.dataProperty) {
    if (!Object.hasOwn(body, options.dataProperty))
      throw upstreamError(expectedPropertyMessage(options.dataProperty), { url: options.url });
    payload = body[options.dataProperty];
    if (!isPlainObject(payload)) throw upstreamError(NOT_JSON_OBJECT, { url: options.url, status });
  }
  readComponentErrors(payload as Record<string, unknown>, ctx, options.url);
  return payload as Record<string, unknown>;
}

/** Reads a non-JSON answer: a 404 is Not Found `API responded with 404`, else any non-2xx is
 *  an upstream error. A text body names no edition to redirect to, so a 404 never redirects. */
export function readTextResponse(status: number, text: string, options: { url: string }): string {
  if (status === 404) throw notFound(API_404_MESSAGE);
  assertSuccessStatus(status, options.url);
  return text;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.set(key, String(value));
  }
  return params;
}
