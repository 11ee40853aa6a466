// "Load more" on paged listings: the endpoint the browser asks for the next page's stories,
// and the shape of its answer (shared by the server and the browser).
import type { StoryCardData } from './story-card-data.ts';

/** GET ?path={site path of page 1}&page={n}: the stories of page n of that listing. */
export const LOAD_MORE_PATH = '/_neutron/more';
/** The highest page the endpoint serves; a listing longer than this is paged by link. */
export const MAX_LOAD_MORE_PAGE = 1000;
export const MAX_LOAD_MORE_PATH_LENGTH = 2048;

export interface LoadMoreAnswer {
  stories: StoryCardData[];
  /** Site path of the page after, when there is one. */
  next?: string;
}
