// The read-next stories of an article whose route has the `seamless` flag (spec 000 §2.5,
// §7 seamless call, limit 3): the browser appends them as the reader reaches the end.
// They are the seamless call's answer the page already asked for its related links.
import type { PageContext } from '../../../context.ts';
import type { LinkItem, SeamlessLink } from '../../../render/components/article/article-props.ts';
import type { LoaderServices } from '../../page-loaders.ts';

/** What a seamless listing must name (spec 001 §5): without any, it is not asked for. */
export interface SeamlessSubject {
  slug?: string | undefined;
  contentId?: string | undefined;
  pageType?: string | undefined;
}

export const SEAMLESS_SUBJECT_MISSING = 'A seamless listing needs a slug, a content id or a page type; none was given, so it is empty';

/** The stories to append after this one: site paths of this brand, never the page itself. */
export function seamlessLinks(ctx: PageContext, services: LoaderServices, subject: SeamlessSubject, recommended: readonly LinkItem[]): SeamlessLink[] {
  if (!ctx.route.meta.seamless) return [];
  if (!subject.slug && !subject.contentId && !subject.pageType) {
    ctx.log.warn({ route: ctx.route.name }, SEAMLESS_SUBJECT_MISSING);
    return [];
  }
  return recommended
    .filter((item) => item.href.startsWith('/') && !item.href.startsWith('//') && item.href !== ctx.request.path && services.project.router.match(item.href)?.brand === ctx.brand)
    .map((item) => ({ url: item.href, title: item.title }));
}
