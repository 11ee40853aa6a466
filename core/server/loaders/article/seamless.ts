// The read-next stories of an article whose route has the `seamless` flag (spec 000 §2.5,
// §7 seamless call, limit 3): the browser appends them as the reader reaches the end.
import type { PageContext } from '../../../context.ts';
import type { SeamlessLink } from '../../../render/components/article/article-props.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { contentRequest, siteOf } from '../content-request.ts';

/** What a seamless listing must name (spec 001 §5): without any, it is not asked for. */
export interface SeamlessSubject {
  slug?: string | undefined;
  contentId?: string | undefined;
  pageType?: string | undefined;
}

export const SEAMLESS_SUBJECT_MISSING = 'A seamless listing needs a slug, a content id or a page type; none was given, so it is empty';

/** The stories to append after this one: site paths other routes serve, never the page itself. */
export async function seamlessLinks(ctx: PageContext, services: LoaderServices, subject: SeamlessSubject): Promise<SeamlessLink[]> {
  if (!ctx.route.meta.seamless) return [];
  if (!subject.slug && !subject.contentId && !subject.pageType) {
    ctx.log.warn({ route: ctx.route.name }, SEAMLESS_SUBJECT_MISSING);
    return [];
  }
  try {
    const list = await services.content.getSeamless(
      { site: siteOf(ctx.site), slug: subject.slug ?? subject.contentId ?? '', contentId: subject.contentId ?? subject.slug ?? '', ...(subject.pageType ? { recommendationContentType: subject.pageType } : {}) },
      contentRequest(ctx),
    );
    return list.items
      .filter((item) => item.url.startsWith('/') && !item.url.startsWith('//') && item.url !== ctx.request.path && services.project.router.match(item.url)?.brand === ctx.brand)
      .map((item) => ({ url: item.url, title: item.title }));
  } catch (error) {
    ctx.log.warn({ err: (error as Error).message }, 'seamless call failed; the article ends without read-next stories');
    return [];
  }
}
