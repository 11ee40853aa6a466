// A live article's items as the content API has them (spec 001 §7 items call): the channel
// must exist before anything is published to it, and its highest sequence is the floor
// the store's counter starts above.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveCoverageItem } from '../../../core/index.ts';
import { LiveArticleNotFoundError } from '../errors.ts';

export interface UpstreamChannel {
  items: readonly LiveCoverageItem[];
  /** The highest sequence upstream (0 when none). */
  floor: number;
}

export async function upstreamChannel(app: FastifyInstance, apiSite: string, edition: string, contentId: string, request: FastifyRequest): Promise<UpstreamChannel> {
  try {
    const { items } = await app.contentApi.getLiveItems({ site: apiSite, contentId, start: 0 }, { txId: String(request.id), edition, log: request.log });
    return { items, floor: items.reduce((highest, item) => Math.max(highest, item.sequence ?? 0), 0) };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 400) throw new LiveArticleNotFoundError(contentId);
    throw error;
  }
}
