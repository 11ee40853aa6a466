// The request context every content API call of a page carries: transaction id,
// edition, logger, and the preview value (spec 000 §6: preview requests are recognised
// by a configured query parameter and forwarded upstream).
import type { ContentRequestContext } from '../../content/transport.ts';
import type { PageContext } from '../../context.ts';

/** The query parameter that asks for preview (unpublished) content. */
export const PREVIEW_PARAM = 'preview';
const PREVIEW_VALUE = /^[A-Za-z0-9._~-]{1,200}$/;

export function baseContentRequest(ctx: PageContext): ContentRequestContext {
  const preview = ctx.request.query.get(PREVIEW_PARAM);
  const request: ContentRequestContext = { txId: ctx.txId, edition: ctx.edition, log: ctx.log };
  if (preview !== null && PREVIEW_VALUE.test(preview)) {
    // A preview is one editor's view: never cached, never shared.
    ctx.response.private = true;
    ctx.response.headers.set('cache-control', 'no-cache');
    request.preview = preview;
  }
  return request;
}
