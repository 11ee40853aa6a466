// The 'video' page and its share, replay and sponsored variants: poster, metadata,
// duration m:ss, transcript (the txt caption without newlines), and the page's "More
// videos" VideoList as a page component. The player comes with the video plugin, which
// reads `manifestUrl` / `mp4Url` from the props.
import { toUtcString } from '../../../content/rules/dates.ts';
import { formatDuration } from '../../../content/rules/duration.ts';
import { videoTranscript } from '../../../content/rules/media.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { Video } from '../../../content/schemas/video.ts';
import type { PageContext } from '../../../context.ts';
import type { VideoPageProps } from '../../../render/components/article/article-props.ts';
import { videoObject } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { toComponentViews } from '../page-components.ts';
import { articleLikePage } from './article-page.ts';
import { ARTICLE_COLUMN_WIDTH, articleHeader, HERO_IMAGE_PRESET, imageProps, tagLinks, topicLinks } from './frame.ts';
import { optional } from './optional.ts';
import { contentItem, safeParam } from './request.ts';
import { canonicalUrl, descriptionOf, structuredImages } from './seo.ts';

const HTTPS = /^https:\/\//i;

export function videoVariant(ctx: PageContext): VideoPageProps['variant'] {
  const name = ctx.route.name;
  if (ctx.route.meta.paidContent || ctx.route.meta.isSponsored || name.includes('sponsored')) return 'sponsored';
  if (name.includes('share')) return 'share';
  if (ctx.route.meta.replay || name.includes('replay')) return 'replay';
  return 'standard';
}

/** The HLS manifest and the largest https mp4 (mixed content is never offered). */
export function videoSources(video: Video): { manifestUrl?: string; mp4Url?: string } {
  const manifest = [video.manifestUrl, ...video.files.filter((file) => /m3u/i.test(file.format ?? '')).map((file) => file.url)].find(
    (url): url is string => typeof url === 'string' && HTTPS.test(url),
  );
  const mp4 = [...video.files]
    .filter((file) => /mp4|mpeg4/i.test(file.format ?? '') && HTTPS.test(file.url))
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0))
    .map((file) => file.url);
  const mp4Url = video.mp4Url && HTTPS.test(video.mp4Url) ? video.mp4Url : mp4[0];
  return { ...optional('manifestUrl', manifest), ...optional('mp4Url', mp4Url) };
}

export async function loadVideo(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<VideoPageProps>> {
  const { item: video, page } = await contentItem(ctx, services, { type: 'videos', slug: safeParam(ctx, 'slug'), kind: 'Video' });
  const list = page.components.find((entry) => isComponentOf(entry, 'VideoList'));
  // "More videos" never lists the video being watched.
  const others = isComponentOf(list, 'VideoList') ? list.data.items.filter((item) => item.slug !== video.slug) : [];
  const more = isComponentOf(list, 'VideoList') && others.length > 0 ? [{ ...list, data: { ...list.data, items: others } }] : [];
  const now = new Date();
  const variant = videoVariant(ctx);
  const title = video.title ?? video.headline ?? video.slug;
  const seconds = video.duration ?? video.metaData?.duration;
  const transcript = videoTranscript(video);
  const description = video.description ?? video.metaData?.promoDescription;
  const sources = videoSources(video);
  const adsSuppressed = variant === 'sponsored' || video.suppressAds === true;

  const props: VideoPageProps = {
    variant,
    header: articleHeader(ctx, services, video, { headline: title, now, sponsored: variant === 'sponsored' }),
    ...optional('poster', imageProps(video.image, HERO_IMAGE_PRESET, services, ARTICLE_COLUMN_WIDTH)),
    ...optional('duration', typeof seconds === 'number' ? formatDuration(seconds) : undefined),
    ...optional('description', description),
    ...optional('transcript', transcript),
    ...sources,
    components: toComponentViews(more, ctx, services, { now }),
    tags: tagLinks(services, video.tags),
    topics: topicLinks(ctx, services, video.topics),
    related: [],
    affiliateDisclosure: false,
    adsSuppressed,
  };

  // A video is dated by its upload; its own description comes before the promo's.
  const seo = {
    url: canonicalUrl(ctx, services, video.canonicalUrl),
    description: descriptionOf(video, description),
    image: video.image,
    published: toUtcString(video.datePublished ?? video.displayDatePublished),
  };
  return articleLikePage(ctx, services, {
    props,
    content: video,
    seo,
    type: 'video.other',
    structuredData: [
      videoObject({
        name: title,
        url: seo.url,
        thumbnailUrls: structuredImages(services, video.image),
        ...optional('description', seo.description),
        ...optional('uploadDate', seo.published),
        ...optional('durationSeconds', seconds),
        ...optional('contentUrl', sources.mp4Url ?? sources.manifestUrl),
        ...optional('transcript', transcript),
      }),
    ],
  });
}
