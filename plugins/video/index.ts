// The video plugin (spec 001 §3, §4, §5, §8, §9): players on video pages, in bodies and
// playlists, and the embeddable player page; video ads from a VMAP/VAST endpoint; the
// sample media served by the embedded media service. The player itself is browser code
// (client/), loaded when a reader starts playback.
import path from 'node:path';
import { brandFacts, definePage, definePlugin, STAGE_EARLY, type HeadTag, type PageContext, type PluginDefinition, type SiteConfig } from '../../core/index.ts';
import { PLAYER_PAGE, PLAYER_PATH_SEGMENT, VIDEO_PLUGIN } from './constants.ts';
import { markBodyAutoplay } from './body-autoplay.ts';
import { installMediaRoutes } from './media-routes.ts';
import { VideoOptions } from './options.ts';
import { pageSettings } from './page-settings.ts';
import { loadPlayerPage } from './player-page.ts';
import { playerPage } from './pages.ts';
import { validateVideo } from './validate.ts';

/** The JSON-LD VideoObject's embedUrl is the player page of the video. */
function withEmbedUrl(tags: HeadTag[], playerUrl: (origin: string) => string): HeadTag[] {
  return tags.map((tag) => {
    if (tag.tag !== 'script' || tag.attrs.type !== 'application/ld+json' || !tag.children?.includes('"VideoObject"')) return tag;
    try {
      const data = JSON.parse(tag.children) as Record<string, unknown>;
      // The core's VideoObject names the page itself as its embedUrl: the same origin.
      const pageUrl = data.embedUrl ?? data.url;
      if (data['@type'] !== 'VideoObject' || typeof pageUrl !== 'string') return tag;
      return { ...tag, children: JSON.stringify({ ...data, embedUrl: playerUrl(new URL(pageUrl).origin) }) };
    } catch {
      return tag;
    }
  });
}

const contentSite = (site: SiteConfig) => brandFacts(site).contentSite;

export function createVideoPlugin(): PluginDefinition<typeof VideoOptions> {
  const siteOf = (ctx: PageContext) => contentSite(ctx.site);
  return definePlugin({
    name: VIDEO_PLUGIN,
    options: VideoOptions,
    contentRequests: ['page', 'generateUrl', 'captions'],
    validate: validateVideo,
    pages: [definePage({ key: PLAYER_PAGE, load: loadPlayerPage(siteOf), component: playerPage })],
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      hooks.routes.tap(VIDEO_PLUGIN, (routes) => [
        ...routes,
        {
          name: site.id === 'default' ? PLAYER_PAGE : `${site.id}-${PLAYER_PAGE}`,
          path: `${site.prefix}${PLAYER_PATH_SEGMENT}/{slug}/`,
          meta: { page: PLAYER_PAGE, layout: 'empty', framable: true },
        },
      ]);

      hooks.loadPage.tap(VIDEO_PLUGIN, (data, ctx) => ({
        ...data,
        plugins: { ...data.plugins, [VIDEO_PLUGIN]: pageSettings(data, ctx, options, site.prefix, false) },
      }));

      if (options.enabled && options.autoplayInBodies) {
        hooks.injectAds.tap({ name: VIDEO_PLUGIN, stage: STAGE_EARLY }, (nodes, bodyContext) => markBodyAutoplay(nodes, bodyContext.content));
      }

      hooks.headTags.tap(VIDEO_PLUGIN, (tags, ctx) =>
        ctx.route.meta.page === 'video' && ctx.route.params.slug
          ? withEmbedUrl(tags, (origin) => `${origin}${site.prefix}${PLAYER_PATH_SEGMENT}/${ctx.route.params.slug}/`)
          : tags,
      );

      if (options.media) {
        const directory = path.resolve(context.root, options.media);
        hooks.server.tapPromise(VIDEO_PLUGIN, (app) => installMediaRoutes(app, directory));
      }
    },
  });
}

export default createVideoPlugin();
