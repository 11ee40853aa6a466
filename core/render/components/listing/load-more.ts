// "Load more" on lists that come from a content-list component with a next link (spec 000
// §4 and §7: loading a component with a next link appends items): the endpoint the browser
// asks with that link, the links it takes, and the shape of its answer (shared by the
// server and the browser).
import type { StoryCardData } from './story-card-data.ts';

/** GET ?link={content API link}: the stories of the component at that link. */
export const LOAD_MORE_PATH = '/_neutron/more';
export const MAX_LOAD_MORE_LINK_LENGTH = 1024;

const LIMIT = 'limit=[1-9][0-9]{0,8}';
const OFFSET = 'offset=[0-9]{1,9}';
/** The links the endpoint follows: a listing component of the content API
 *  (`/api/neutron/components/{site}/listing/{type}/{id}/web`), paged by a limit of at
 *  least one and an offset, each given once. */
export const LOAD_MORE_LINK_PATTERN =
  '^/api/neutron/components/([A-Za-z0-9_][A-Za-z0-9._~-]*)/listing/[A-Za-z0-9_][A-Za-z0-9._~-]*/[A-Za-z0-9_][A-Za-z0-9._~-]*/web' +
  `(?:\\?(?:${LIMIT}(?:&${OFFSET})?|${OFFSET}(?:&${LIMIT})?))?$`;
const LINK = new RegExp(LOAD_MORE_LINK_PATTERN);

/** The content site a link asks, when it is a link the endpoint follows. */
export function loadMoreLinkSite(link: string): string | undefined {
  return link.length <= MAX_LOAD_MORE_LINK_LENGTH ? LINK.exec(link)?.[1] : undefined;
}

/** What a list with more stories carries in the page data. */
export interface LoadMoreData {
  /** The list component's own next link on the content API (`links.next`). */
  link: string;
  /** Site path of the page after this one (`?page=N`, `/N/`): the control's link without
   *  JavaScript. A list on a page without page links has none. */
  href?: string;
}

export interface LoadMoreAnswer {
  stories: StoryCardData[];
  /** The content API link of the items after these, when there are more. */
  next?: string;
}

export function loadMoreUrl(link: string): string {
  return `${LOAD_MORE_PATH}?${new URLSearchParams({ link }).toString()}`;
}

/** The site path `pages` pages after `href`, for the page numbers listings use (`?page=N`
 *  and a last `/N/` segment); undefined for any other shape. */
export function laterPageHref(href: string, pages: number): string | undefined {
  if (pages === 0) return href;
  const [path = '', search] = href.split('?', 2);
  if (search !== undefined) {
    const query = new URLSearchParams(search);
    const page = Number(query.get('page'));
    if (!Number.isSafeInteger(page) || page < 1) return undefined;
    query.set('page', String(page + pages));
    return `${path}?${query.toString()}`;
  }
  const segment = /^(.*\/)([1-9][0-9]*)\/$/.exec(path);
  return segment ? `${segment[1]}${Number(segment[2]) + pages}/` : undefined;
}
