// What the browser side reads from every page of a brand that enables video
// (page data `plugins.video`): whether video is on, whether this page autoplays, the
// sticky mini-player, where a video's player data lives, and the video ad request.
import type { PageContext, PageData } from '../../core/index.ts';
import { AD_SUPPRESS_PARAM, PLAYER_PAGE, PLAYER_PATH_SEGMENT, VIDEO_AD_PAGE_TYPE, VIDEO_AD_SECTION } from './constants.ts';
import type { VideoOptions } from './options.ts';

export interface VideoPageSettings {
  enabled: boolean;
  /** This page's video starts by itself, muted. */
  autoplay: boolean;
  sticky: boolean;
  /** The player page path of a video: this plus its slug or id and '/'. */
  playerPath: string;
  /** On the video page: the video's slug. */
  slug?: string;
  ads?: {
    vastUrl: string;
    adUnit: string;
    targeting: Record<string, string>;
    /** The page's `adSuppress` query value. */
    adSuppress: string | null;
  };
}

/** Pages that show one video: the video pages and the player page. */
const VIDEO_PAGES = new Set(['video', PLAYER_PAGE]);

/** spec 000 §3: a video's ad targeting is page type video_page, section videos. */
export function adTargeting(data: Pick<PageData, 'page' | 'content'>, ctx: Pick<PageContext, 'route'>): Record<string, string> {
  const video = VIDEO_PAGES.has(data.page);
  return {
    pageType: video ? VIDEO_AD_PAGE_TYPE : data.page,
    section: video ? VIDEO_AD_SECTION : (ctx.route.meta.section ?? ''),
    ...(data.content ? { contentId: data.content.id } : {}),
  };
}

export function pageSettings(data: PageData, ctx: PageContext, options: VideoOptions, prefix: string, suppressAutoplay: boolean): VideoPageSettings {
  const slug = VIDEO_PAGES.has(data.page) ? ctx.route.params.slug : undefined;
  const { vastUrl, adUnit } = options.ads;
  return {
    enabled: options.enabled,
    autoplay: options.enabled && !suppressAutoplay && options.autoplay.includes(data.page),
    sticky: options.sticky,
    playerPath: `${prefix}${PLAYER_PATH_SEGMENT}/`,
    ...(slug ? { slug } : {}),
    ...(vastUrl ? { ads: { vastUrl, adUnit, targeting: adTargeting(data, ctx), adSuppress: ctx.request.query.get(AD_SUPPRESS_PARAM) } } : {}),
  };
}
