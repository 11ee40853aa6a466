// The livearticles items call (spec 001 §7), answered on this node:
//   GET /api/neutron/livearticles/{site}/items/{contentId}/{start}/web
// with the content API's items and the published ones merged (the store's version of an
// id wins), newest first. `start` asks for what changed from that sequence on, deleted
// items included so a reader drops them; `?before=S&limit=N` pages back through the N
// items before sequence S. Bodies are rendered, as on the page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ITEMS_PATH } from '../constants.ts';
import type { LiveItem } from '../item.ts';
import { toLiveItem } from './page-items.ts';
import type { ItemBodyRenderer } from './item-body.ts';
import type { LiveStore } from './store.ts';
import { upstreamChannel } from './upstream.ts';

const MAX_LIMIT = 200;
const RENDERED_CACHE_LIMIT = 5000;

export interface ItemsRouteDeps {
  store: LiveStore;
  renderBody: ItemBodyRenderer;
  apiSite: string;
  edition: string;
  pageSize: number;
}

interface Query {
  before?: string;
  limit?: string;
}

const wholeNumber = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export function registerItemsRoute(app: FastifyInstance, deps: ItemsRouteDeps): void {
  // The content API's items rendered once per body (they change only with the content).
  const rendered = new Map<string, { html: string; text: string }>();
  const render = (html: string, contentId: string, request: FastifyRequest) => {
    const key = `${contentId}\u0000${html}`;
    let found = rendered.get(key);
    if (!found) {
      if (rendered.size >= RENDERED_CACHE_LIMIT) rendered.clear();
      rendered.set(key, (found = deps.renderBody(html, contentId, request.log)));
    }
    return found;
  };

  app.get<{ Params: { contentId: string; start: string }; Querystring: Query }>(
    API_ITEMS_PATH.replace('{site}', deps.apiSite),
    async (request, reply) => {
      const { contentId } = request.params;
      const start = wholeNumber(request.params.start);
      const before = wholeNumber(request.query.before);
      const limit = Math.min(wholeNumber(request.query.limit) ?? deps.pageSize, MAX_LIMIT);
      reply.header('cache-control', 'no-store');
      if (start === undefined || (request.query.before !== undefined && before === undefined)) {
        return reply.code(400).send({ code: 400, message: 'start, before and limit are whole numbers' });
      }
      const upstream = await upstreamChannel(app, deps.apiSite, deps.edition, contentId, request);
      const byId = new Map<string, LiveItem>();
      for (const item of upstream.items) {
        if (item.deleted) continue;
        byId.set(item.id, toLiveItem(item, render(item.body ?? '', contentId, request)));
      }
      for (const item of deps.store.since(contentId)) byId.set(item.id, item);
      const all = [...byId.values()].sort((a, b) => b.sequence - a.sequence);
      const items =
        before !== undefined
          ? all.filter((item) => !item.deleted && item.sequence < before).slice(0, limit)
          : all.filter((item) => item.revision >= start && (start > 0 || !item.deleted));
      return { items };
    },
  );
}
