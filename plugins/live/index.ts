// The live plugin (spec 001 §3, §4, §7–§9): live coverage published durably through an
// embedded endpoint, shown on the server-rendered live article page and its structured
// data, pushed to readers over a WebSocket (fanned out across nodes with Redis when
// configured), with a polling fallback in the browser.
import { brandFacts, definePlugin, defineRequestState, type LiveArticlePageProps, type PluginDefinition } from '../../core/index.ts';
import { livePostCommand } from './commands.ts';
import { LIVE_ARTICLE_PAGE, LIVE_PLUGIN, MAX_RETRIES } from './constants.ts';
import type { LiveItem } from './item.ts';
import { LiveOptions } from './options.ts';
import type { LivePageState } from './page-state.ts';
import { createItemBodyRenderer } from './server/item-body.ts';
import { type Installed, installLive } from './server/install.ts';
import { DEFAULT_DATABASE } from './options.ts';
import { mergePageItems, withPublishedUpdates } from './server/page-items.ts';
import { publishToken } from './server/publish-token.ts';

export { LIVE_PLUGIN } from './constants.ts';
export type { LiveItem } from './item.ts';

/** The published changes of the page being rendered, for its structured data. */
const publishedOnPage = defineRequestState<{ items: LiveItem[]; headline: string }>(LIVE_PLUGIN);

export interface LivePluginSettings {
  now?: () => Date;
  /** Where NEUTRON_LIVE_TOKEN is read (process.env). */
  env?: NodeJS.ProcessEnv;
}

export function createLivePlugin(settings: LivePluginSettings = {}): PluginDefinition<typeof LiveOptions> {
  const now = settings.now ?? (() => new Date());
  return definePlugin({
    name: LIVE_PLUGIN,
    options: LiveOptions,
    commands: [livePostCommand],
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      const renderBody = createItemBodyRenderer(hooks, site, context.environment);
      let installed: Installed | undefined;

      hooks.server.tapPromise(LIVE_PLUGIN, async (app) => {
        installed = await installLive(app, {
          options,
          site,
          app: context.app,
          database: context.state.store(options.database, DEFAULT_DATABASE),
          token: publishToken(context.environment, settings.env ?? process.env, options.publishToken),
          renderBody,
        });
      });

      hooks.loadPage.tapPromise(LIVE_PLUGIN, async (data, ctx) => {
        if (data.page !== LIVE_ARTICLE_PAGE || !data.content || !installed) return data;
        const contentId = data.content.id;
        const props = data.props as unknown as LiveArticlePageProps;
        const stored = installed.store.since(contentId);
        const items = mergePageItems(props.items, stored, now());
        publishedOnPage.set(ctx, { items: stored, headline: data.title });
        const since = Math.max(installed.store.lastRevision(contentId), ...props.items.map((item) => item.sequence));
        const state: LivePageState = {
          contentId,
          since,
          socketPath: installed.socketPath,
          itemsPath: `${site.prefix}api/neutron/livearticles/${brandFacts(site).contentSite}/items/${encodeURIComponent(contentId)}`,
          pageSize: options.pageSize,
          hasEarlier: items.length > options.pageSize,
          ended: props.ended,
          maxRetries: MAX_RETRIES,
          ...options.client,
        };
        return {
          ...data,
          props: { ...data.props, items: items.slice(0, options.pageSize) },
          plugins: { ...data.plugins, [LIVE_PLUGIN]: state },
        };
      });

      hooks.headTags.tap(LIVE_PLUGIN, (tags, ctx) => {
        const published = publishedOnPage.get(ctx);
        return published ? withPublishedUpdates(tags, published.items, published.headline) : tags;
      });
    },
  });
}

export default createLivePlugin();
