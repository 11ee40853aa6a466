// GET /_neutron/more?path=…&page=…: the stories of the next page of a listing paged by
// `?page=N`, for the "Load more" button. The page is made as in-app navigation makes it
// (the data route, its cache and its errors); only its stories and next link are sent.
// The input is checked first: a plain site path and a page number in range, else a 400.
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { statusOf } from '../errors.ts';
import {
  LOAD_MORE_PATH,
  type LoadMoreAnswer,
  MAX_LOAD_MORE_PAGE,
  MAX_LOAD_MORE_PATH_LENGTH,
} from '../render/components/listing/load-more.ts';
import type { StoryCardData } from '../render/components/listing/story-card-data.ts';
import type { CachedPage } from './page-cache.ts';
import type { PageHandler } from './page-handler.ts';

const QuerySchema = Type.Object(
  {
    // A site path as a link spells it: one leading slash, then path characters only (no
    // query, fragment, backslash or second slash at the start).
    path: Type.String({ maxLength: MAX_LOAD_MORE_PATH_LENGTH, pattern: "^/(?!/)[A-Za-z0-9._~%!$&'()*+,;=:@/-]*$" }),
    page: Type.String({ pattern: `^(?:[2-9]|[1-9][0-9]{1,${String(MAX_LOAD_MORE_PAGE).length - 1}})$` }),
  },
  { additionalProperties: false },
);
const checkQuery = TypeCompiler.Compile(QuerySchema);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stories and next link of a listing page's data answer (`{ page: PageData, … }`),
 *  when it is page `page` of a listing. */
function answerOf(answer: unknown, page: number): LoadMoreAnswer | undefined {
  const data = isRecord(answer) ? answer.page : undefined;
  if (!isRecord(data) || !isRecord(data.props)) return undefined;
  const { stories, pagination } = data.props;
  if (!Array.isArray(stories) || !isRecord(pagination) || pagination.page !== page) return undefined;
  const next = typeof pagination.next === 'string' ? pagination.next : undefined;
  return { stories: stories as StoryCardData[], ...(next ? { next } : {}) };
}

export function registerLoadMoreRoute(app: FastifyInstance, { pageData }: Pick<PageHandler, 'pageData'>): void {
  app.get(LOAD_MORE_PATH, async (request, reply) => {
    request.routeName = '_load_more';
    reply.header('cache-control', 'private, no-cache');
    const query = request.query as Static<typeof QuerySchema>;
    if (!checkQuery.Check(query) || Number(query.page) > MAX_LOAD_MORE_PAGE) {
      return reply.code(400).send({ error: `Expected path (a site path) and page (2 to ${MAX_LOAD_MORE_PAGE})` });
    }
    const page = Number(query.page);
    let made: CachedPage | undefined;
    try {
      // The page reads this request's headers: its device, sign-in and consent.
      made = await pageData(request, { path: query.path, search: `?page=${page}` });
    } catch (error) {
      // A 4xx of the page is no listing page; its failure is the gateway's.
      if (statusOf(error) >= 500) return reply.code(502).send({ error: 'The listing could not be loaded' });
      made = undefined;
    }
    if (made && made.status >= 500) return reply.code(502).send({ error: 'The listing could not be loaded' });
    let answer: LoadMoreAnswer | undefined;
    try {
      answer = made?.status === 200 ? answerOf(JSON.parse(made.body.toString('utf8')), page) : undefined;
    } catch {
      answer = undefined;
    }
    if (!answer) return reply.code(404).send({ error: 'No such listing page' });
    return reply.send(answer);
  });
}
