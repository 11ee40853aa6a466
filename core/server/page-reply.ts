// Sends what the page handler decided: a rendered page with the headers and cookies the
// middleware set, or a redirect whose Location never leaves the site.
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { PageContext } from '../context.ts';
import type { ErrorPages } from './error-pages.ts';
import { randomUUID } from 'node:crypto';
import { RESPONSE_ID_PLACEHOLDER } from '../page-data.ts';
import { allowFraming, createNonce, NONCE_PLACEHOLDER, replacePlaceholder } from '../scripts/content-security-policy.ts';
import type { Rendered } from './page-renderer.ts';
import { NO_CACHE } from './cache-headers.ts';
import { isSafeLocalPath, isSafeOffSiteUrl } from './safe-redirect.ts';
import { chooseEncoding, compressOnce, fillHoles, gzipOf } from './page-encoding.ts';

/** What a reply reads of the page's context: its route (may the page be framed) and the
 *  cookies and Vary its middleware set. */
export type ReplyContext = Pick<PageContext, 'route' | 'response'>;

export interface PageReply {
  send(reply: FastifyReply, rendered: Rendered, ctx?: ReplyContext): FastifyReply;
  /** The response `send` would make, for a reader who accepts `accept` (cookies aside). */
  compose(rendered: Rendered, ctx: ReplyContext | undefined, accept: string | undefined): Outgoing;
  /** `options.offSite` lets an absolute http(s) URL through (its plugin checked the host
   *  against an allow-list); `options.cacheControl` replaces `private, no-cache`. */
  redirect(reply: FastifyReply, location: string, code: number, ctx?: PageContext, options?: { offSite?: boolean; cacheControl?: string }): FastifyReply;
  /** In-app navigation's answer: where to go instead, as JSON. */
  sendJson(reply: FastifyReply, answer: { redirect: string } | { load: string }): FastifyReply;
}

/** Sent with every page, error page and page data besides the security headers (set on
 *  every request, security-headers.ts): no framing by anyone (the policy says
 *  frame-ancestors 'none' too) unless the route declares the page `framable`. */
const NO_FRAMING: readonly [string, string] = ['x-frame-options', 'DENY'];

function setCookies(reply: FastifyReply, ctx: ReplyContext | undefined): void {
  if (ctx) for (const cookie of ctx.response.cookies) reply.setCookie(cookie.name, cookie.value, cookie.options);
}

/** A response as it goes out: its status, its headers by lower-case name (a later one of
 *  a name replaces an earlier, as fastify's reply.header does) and its body. */
export interface Outgoing {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

/** The response of a rendered or kept page for a reader who accepts `accept` (undefined:
 *  nothing is compressed): the headers the middleware set, framing, this response's own
 *  CSP nonce and page-view id, Vary, and the body in the encoding the reader takes.
 *  Cookies are the sender's. */
function outgoing(rendered: Rendered, ctx: ReplyContext | undefined, accept: string | undefined, compress: boolean): Outgoing {
  const headers = new Map<string, string>();
  const framable = rendered.status < 400 && ctx?.route.meta.framable === true;
  if (!framable) headers.set(NO_FRAMING[0], NO_FRAMING[1]);
  for (const [name, value] of rendered.headers) headers.set(name.toLowerCase(), value);
  // Ids of a page view and the CSP nonce are the response's own, also when the bytes
  // come from the cache; a packed body knows where they go, any other is searched.
  const { packed: kept } = rendered;
  const values = new Map<string, string>();
  if (kept ? kept.holes.includes(RESPONSE_ID_PLACEHOLDER) : rendered.body.includes(RESPONSE_ID_PLACEHOLDER)) values.set(RESPONSE_ID_PLACEHOLDER, randomUUID());
  const policy = rendered.policy && framable ? allowFraming(rendered.policy) : rendered.policy;
  if (policy) {
    const nonce = createNonce();
    values.set(NONCE_PLACEHOLDER, nonce);
    headers.set(policy.header.toLowerCase(), policy.template.replaceAll(NONCE_PLACEHOLDER, nonce));
  }
  const vary = ctx ? [...ctx.response.vary] : [];
  if (compress) vary.push('accept-encoding');
  if (vary.length > 0) headers.set('vary', vary.join(', '));
  headers.set('content-type', rendered.contentType);
  const taken = compress ? accept : undefined;
  const encoding = kept ? chooseEncoding(taken, kept) : 'identity';
  if (kept && encoding !== 'identity') {
    // Kept pages come compressed: brotli when the page has no holes, else the gzip
    // runs around this response's values.
    headers.set('content-encoding', encoding);
    return { status: rendered.status, headers, body: encoding === 'br' && kept.brotli ? kept.brotli : gzipOf(kept, values, rendered.body) };
  }
  let body = rendered.body;
  if (kept) body = fillHoles(body, kept, values);
  else for (const [placeholder, value] of values) body = replacePlaceholder(body, placeholder, value, { inPlace: rendered.owned === true });
  // Any other body is compressed here, once: a page that is not kept, or a kept page
  // for a reader that takes brotli but not gzip when it was kept without brotli.
  const once = taken ? compressOnce(body, taken) : undefined;
  if (!once) return { status: rendered.status, headers, body };
  headers.set('content-encoding', once.encoding);
  return { status: rendered.status, headers, body: once.bytes };
}

/** Writes a kept page to a response fastify never saw (early-hits.ts): `headers` holds what
 *  the request's own steps would have set before the page's, and is completed with the
 *  page's. Answers the headers written. */
export function writeKeptPage(response: ServerResponse, out: Outgoing, headers: Map<string, string>): Map<string, string> {
  for (const [name, value] of out.headers) headers.set(name, value);
  headers.set('content-length', String(out.body.length));
  const pairs: string[] = [];
  for (const [name, value] of headers) pairs.push(name, value);
  response.writeHead(out.status, pairs);
  response.end(out.body);
  return headers;
}

/** `compress`: page bodies go out as brotli or gzip to readers that accept them. */
export function createPageReply(errors: ErrorPages, log: FastifyBaseLogger, compress = false): PageReply {
  const pageReply: PageReply = {
    send(reply, rendered, ctx) {
      const out = outgoing(rendered, ctx, reply.request.headers['accept-encoding'], compress);
      reply.code(out.status);
      for (const [name, value] of out.headers) reply.header(name, value);
      setCookies(reply, ctx);
      return reply.send(out.body);
    },

    compose: (rendered, ctx, accept) => outgoing(rendered, ctx, accept, compress),

    redirect(reply, location, code, ctx, options = {}) {
      if (!isSafeLocalPath(location) && !(options.offSite === true && isSafeOffSiteUrl(location))) {
        log.warn({ location }, 'refused an off-site redirect');
        return pageReply.send(reply, errors.notFound('/', ctx, 'html'));
      }
      setCookies(reply, ctx);
      reply.header('cache-control', options.cacheControl ?? NO_CACHE);
      return reply.code(code).redirect(location, code);
    },

    sendJson(reply, answer) {
      return reply.code(200).header('cache-control', NO_CACHE).send(answer);
    },
  };
  return pageReply;
}
