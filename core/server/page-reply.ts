// Sends what the page handler decided: a rendered page with the headers and cookies the
// middleware set, or a redirect whose Location never leaves the site.
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

/** `compress`: page bodies go out as brotli or gzip to readers that accept them. */
export function createPageReply(errors: ErrorPages, log: FastifyBaseLogger, compress = false): PageReply {
  const pageReply: PageReply = {
    send(reply, rendered, ctx) {
      reply.code(rendered.status);
      const framable = rendered.status < 400 && ctx?.route.meta.framable === true;
      if (!framable) reply.header(NO_FRAMING[0], NO_FRAMING[1]);
      for (const [name, value] of rendered.headers) reply.header(name, value);
      // Ids of a page view and the CSP nonce are the response's own, also when the bytes
      // come from the cache; a packed body knows where they go, any other is searched.
      const { packed: kept } = rendered;
      const values = new Map<string, string>();
      if (kept ? kept.holes.includes(RESPONSE_ID_PLACEHOLDER) : rendered.body.includes(RESPONSE_ID_PLACEHOLDER)) values.set(RESPONSE_ID_PLACEHOLDER, randomUUID());
      const policy = rendered.policy && framable ? allowFraming(rendered.policy) : rendered.policy;
      if (policy) {
        const nonce = createNonce();
        values.set(NONCE_PLACEHOLDER, nonce);
        reply.header(policy.header, policy.template.replaceAll(NONCE_PLACEHOLDER, nonce));
      }
      setCookies(reply, ctx);
      const vary = ctx ? [...ctx.response.vary] : [];
      if (compress) vary.push('accept-encoding');
      if (vary.length > 0) reply.header('vary', vary.join(', '));
      reply.header('content-type', rendered.contentType);
      const accept = compress ? reply.request.headers['accept-encoding'] : undefined;
      const encoding = kept ? chooseEncoding(accept, kept) : 'identity';
      if (kept && encoding !== 'identity') {
        // Kept pages come compressed: brotli when the page has no holes, else the gzip
        // runs around this response's values.
        reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' && kept.brotli ? kept.brotli : gzipOf(kept, values, rendered.body));
      }
      let body = rendered.body;
      if (kept) body = fillHoles(body, kept, values);
      else for (const [placeholder, value] of values) body = replacePlaceholder(body, placeholder, value, { inPlace: rendered.owned === true });
      // Any other body is compressed here, once: a page that is not kept, or a kept page
      // for a reader that takes brotli but not gzip when it was kept without brotli.
      const once = accept ? compressOnce(body, accept) : undefined;
      if (!once) return reply.send(body);
      return reply.header('content-encoding', once.encoding).send(once.bytes);
    },

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
