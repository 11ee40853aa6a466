// The live plugin on a test app, and the sample live articles it publishes to.
import { testPlugin } from '../../../core/index.ts';
import type { PluginTestSite } from '../../../core/index.ts';
import { createLivePlugin } from '../../../plugins/live/index.ts';
import type { LiveItem } from '../../../plugins/live/item.ts';
import type { LiveOptions } from '../../../plugins/live/options.ts';

export const TOKEN = 'test-token-0123456789abcdef';
export const ENDED_PATH = '/news-live/apple-event-live/';
export const ONGOING_PATH = '/deals-live/black-friday-deals-live/';

export function liveSite(options: Partial<LiveOptions> = {}): Promise<PluginTestSite> {
  return testPlugin(createLivePlugin(), { options: { publishToken: TOKEN, ...options } });
}

export interface LivePageData {
  content: { id: string };
  props: { items: { id: string; sequence: number; headline?: string; important: boolean; body: { html: string } }[] };
  plugins: { live: { contentId: string; since: number; socketPath: string; itemsPath: string; hasEarlier: boolean } };
}

export async function pageData(site: PluginTestSite, path: string): Promise<LivePageData> {
  const response = await site.inject(`/_neutron/data${path}?fresh=${Math.random()}`);
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  return (JSON.parse(response.body) as { page: LivePageData }).page;
}

export async function publish(site: PluginTestSite, contentId: string, body: Record<string, unknown>, method: 'POST' | 'PUT' | 'DELETE' = 'POST', itemId?: string) {
  const response = await site.inject({
    method,
    url: `/_neutron/live/${contentId}/items${itemId ? `/${itemId}` : ''}`,
    headers: { authorization: `Bearer ${TOKEN}` },
    ...(method === 'DELETE' ? {} : { payload: body }),
  });
  return { status: response.statusCode, item: (JSON.parse(response.body) as { item?: LiveItem }).item, body: response.body };
}
