// The loader of the embeddable player: the video by slug (or by id, through the content
// API's URL generator), its captions from the content API's captions call, and the
// player config built from both.
import { isComponentOf, NotFoundError, type PageContext } from '../../core/index.ts';
import type { LoadedPage, PageDeclaration } from '../../core/index.ts';
import { PLAYER_PAGE } from './constants.ts';
import { playerConfig } from './player-config.ts';
import type { PlayerPageProps } from './VideoPlayerPage.tsx';

type Load = NonNullable<PageDeclaration<PlayerPageProps>['load']>;
type Services = Parameters<Load>[1];

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
const HERO_PRESET = 'hero';

const isNotFound = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 404;

function requestOf(ctx: PageContext) {
  return { txId: ctx.txId, edition: ctx.edition, log: ctx.log };
}

async function videoPage(ctx: PageContext, services: Services, site: string, slug: string) {
  const page = await services.content.getPage({ site, type: 'videos', id: slug, contentOnly: true }, requestOf(ctx));
  const component = page.components.find((entry) => isComponentOf(entry, 'Video'));
  if (!isComponentOf(component, 'Video')) throw new NotFoundError(`no video ${slug}`);
  return component.data;
}

/** The video named by slug, or by id when no video has that slug. */
async function findVideo(ctx: PageContext, services: Services, site: string, name: string) {
  try {
    return await videoPage(ctx, services, site, name);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const generated = await services.content.generateUrl({ site, contentType: 'videos', slug: name }, requestOf(ctx)).catch((lookup: unknown) => {
      if (isNotFound(lookup)) throw new NotFoundError(`no video ${name}`);
      throw lookup;
    });
    const slug = new URL(generated.url, 'https://site.invalid/').pathname.split('/').filter(Boolean).at(-1);
    if (!slug || slug === name || !SEGMENT.test(slug)) throw new NotFoundError(`no video ${name}`);
    return videoPage(ctx, services, site, slug);
  }
}

export function loadPlayerPage(contentSite: (ctx: PageContext) => string): Load {
  return async (ctx, services): Promise<LoadedPage<PlayerPageProps>> => {
    const name = ctx.route.params.slug ?? '';
    if (!SEGMENT.test(name)) throw new NotFoundError(`no video ${name}`);
    const site = contentSite(ctx);
    const video = await findVideo(ctx, services, site, name);
    const hasVtt = video.captions?.some((caption) => caption.format === 'webvtt') ?? false;
    // A video without captions plays without them; any other failure is the page's.
    const captions = hasVtt
      ? await services.content.getCaptions({ site, slug: video.slug, format: 'webvtt' }, requestOf(ctx)).catch((error: unknown) => {
          if (isNotFound(error)) return undefined;
          throw error;
        })
      : undefined;
    const poster = video.image ? services.images.stillImageUrlForPreset(video.image, HERO_PRESET) : undefined;
    const config = playerConfig({ ...video, slug: video.slug }, { poster, captions });
    return { title: config.title, props: { config }, content: { id: video.id, typeName: 'content_video' } };
  };
}

export { PLAYER_PAGE };
