// The per-request page context the middleware chain and page loaders share.
// Framework-agnostic on purpose: plugins write headers and cookies here, and the
// server applies them to the real response once.
import type { AppConfig, SiteConfig } from './config/types.ts';
import type { Device } from './device.ts';
import type { BrandId, RouteMatch } from './routing/types.ts';
import type { ConsentState } from './scripts/consent.ts';

export interface CookieOptions {
  path?: string;
  domain?: string;
  expires?: Date;
  maxAge?: number;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  httpOnly?: boolean;
}

export interface PendingCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

export interface PageRequest {
  /** Path and query as received. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined>;
}

export interface PageResponse {
  status: number;
  headers: Map<string, string>;
  cookies: PendingCookie[];
  /** Request headers the response varies on. */
  vary: Set<string>;
  /** The response depends on who asks: never stored by a shared cache. */
  private: boolean;
}

declare const requestStateSlots: unique symbol;

/** Where request state lives; it has no keys of its own to read or write. */
export interface RequestStateSlots {
  readonly [requestStateSlots]?: never;
}

export interface Logger {
  debug(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** What the consent hook reads of a request: the request itself, and where it says the
 *  answer varies. A page's context is one; so is an error page's request that no route took. */
export interface ConsentQuery {
  request: PageRequest;
  response: Pick<PageResponse, 'vary'>;
  cacheKey: string[];
}

export interface PageContext {
  request: PageRequest;
  response: PageResponse;
  app: AppConfig;
  site: SiteConfig;
  route: RouteMatch;
  brand: BrandId;
  locale: string;
  edition: string;
  /** Feature flags after per-visitor overrides (spec 000 §6). */
  features: ReadonlySet<string>;
  /** The reader's device, read once for the request (spec 001 §4); part of the cache key. */
  device: Device;
  /** The reader's consent as far as the request shows it (the consent plugin reads it;
   *  without it every category is granted). Ask it before contacting a third party. */
  consent: ConsentState;
  /** Transaction id sent upstream as x-tx-id. */
  txId: string;
  /** Values the rendered page depends on beyond path and query (a test bucket, …);
   *  they become part of the page cache key. */
  cacheKey: string[];
  /** Per-request state of the plugins; opaque: read and write it through a typed
   *  accessor, `defineRequestState<T>(pluginName)` (core/request-state.ts). */
  state: RequestStateSlots;
  log: Logger;
}
