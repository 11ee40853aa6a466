// The request context every content API call of a page carries: transaction id,
// edition, logger, the preview value (spec 000 §6: preview requests are recognised by a
// configured query parameter and forwarded upstream), and where a renamed slug moves to.
import { notFound } from '../../content/errors.ts';
import type { ContentReads, ContentRequestContext } from '../../content/transport.ts';
import type { PageContext } from '../../context.ts';
import { brandFacts } from '../../config/brand-facts.ts';
import { NO_CACHE } from '../cache-headers.ts';
import type { SiteConfig } from '../../config/types.ts';
import type { LoaderProject } from '../page-loaders.ts';
import type { BrandId } from '../../routing/types.ts';

/** The query parameter that asks for preview (unpublished) content. */
export const PREVIEW_PARAM = 'preview';
const PREVIEW_VALUE = /^[A-Za-z0-9._~-]{1,200}$/;

const readsOfPages = new WeakMap<PageContext, ContentReads>();

/** What a page's content reads held: the content ids on the page, and whether an answer was stale. */
export function contentReadsOf(ctx: PageContext): ContentReads {
  let reads = readsOfPages.get(ctx);
  if (!reads) readsOfPages.set(ctx, (reads = { ids: new Set() }));
  return reads;
}

/** The content request context of a page. `pathForSlug` names the page under a renamed
 *  slug; a slug it cannot carry is content this site cannot show: 404, not 500. */
export function contentRequest(ctx: PageContext, pathForSlug?: (slug: string) => string): ContentRequestContext {
  const preview = ctx.request.query.get(PREVIEW_PARAM);
  const request: ContentRequestContext = { txId: ctx.txId, edition: ctx.edition, log: ctx.log, reads: contentReadsOf(ctx) };
  if (preview !== null && PREVIEW_VALUE.test(preview)) {
    // A preview is one editor's view: never cached, never shared.
    ctx.response.private = true;
    ctx.response.headers.set('cache-control', NO_CACHE);
    request.preview = preview;
  }
  if (!pathForSlug) return request;
  const guarded = (slug: string) => {
    try {
      return pathForSlug(slug);
    } catch {
      throw notFound();
    }
  };
  return { ...request, pathForSlug: guarded };
}

/** The content API's site segment of a brand (its site YAML's `contentApi.site`). */
export function siteOf(site: SiteConfig): string {
  return brandFacts(site).contentSite;
}

/** The content API's site segment of a brand of the project. */
export function contentSiteOf(project: Pick<LoaderProject, 'brands'>, brand: BrandId): string {
  const site = project.brands.get(brand)?.site;
  if (!site) throw new Error(`no brand ${brand}`);
  return siteOf(site);
}
