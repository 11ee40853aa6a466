// The 'live-article' page: the coverage items rendered on the server, newest first
// (highest sequence). Live updates arrive later through the live plugin.
import { redirect } from '../../../content/errors.ts';
import { toUtcString, readDate } from '../../../content/rules/dates.ts';
import { sortLiveItemsNewestFirst } from '../../../content/rules/live-items.ts';
import type { PageContext } from '../../../context.ts';
import type { LiveArticlePageProps, LiveItemProps } from '../../../render/components/article/article-props.ts';
import { liveBlogPosting } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { articleLikePage } from './article-page.ts';
import { authorBio } from './author-bio.ts';
import { bodyFrame, renderInlineBody, renderPageBody } from './body.ts';
import { articleHeader, bylineAuthor, displayDate, frameLinks, liveItemDate } from './frame.ts';
import { optional } from './optional.ts';
import { contentItem, requireOwnPath, safeParam } from './request.ts';
import { articleData, contentSeo, publisher } from './seo.ts';

export async function loadLiveArticle(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<LiveArticlePageProps>> {
  const { item: live } = await contentItem(ctx, services, { type: 'livearticles', slug: safeParam(ctx, 'slug'), kind: 'LiveArticle' });
  requireOwnPath(ctx, services, live.canonicalUrl);
  // Route type deals for deals content, else news (spec 000 §2.8): the other one redirects.
  const liveType = (live.type ?? '').toLowerCase().startsWith('deals') ? 'deals' : 'news';
  if (ctx.route.params.type !== undefined && ctx.route.params.type !== liveType) {
    throw redirect(services.project.router.urlFor(ctx.route.name, { ...ctx.route.params, type: liveType }));
  }
  const now = new Date();
  const headline = live.headline ?? live.slug;
  // The intro leads the body; both are content HTML and go through the pipeline together.
  const rendered = renderPageBody(ctx, services, `${live.intro ?? ''}${live.body ?? ''}`, live);

  const visible = sortLiveItemsNewestFirst(live.items).filter((item) => item.deleted !== true);
  const bodies = new Map(visible.map((item) => [item.id, renderInlineBody(ctx, services, item.body ?? '', item.id, item)]));
  const items: LiveItemProps[] = visible.map((item) => ({
      id: item.id,
      sequence: item.sequence,
      body: bodies.get(item.id)?.body ?? { html: '' },
      pinned: item.pinned === true,
      important: item.important === true,
      ...optional('headline', item.headline),
      ...optional('author', bylineAuthor(item.author)),
      ...optional('date', liveItemDate(item.displayDatePublished ?? item.datePublished, now)),
  }));
  const end = readDate(live.eventEnd);
  const props: LiveArticlePageProps = {
    header: articleHeader(ctx, services, live, { headline, now, hero: live.image }),
    body: rendered.body,
    items,
    ended: end !== undefined && end.getTime() <= now.getTime(),
    ...optional('eventStart', displayDate(live.eventStart, 'Published', now)),
    ...optional('eventEnd', displayDate(live.eventEnd, 'Published', now)),
    ...optional('channel', live.channelDetails),
    ...(await frameLinks(ctx, services, live, now)),
    ...bodyFrame(rendered),
    ...optional('authorBio', authorBio(live, services)),
  };

  const seo = contentSeo(ctx, services, live);
  const posting = liveBlogPosting(
    {
      ...articleData(services, seo, { headline, authors: props.header.authors, section: live.section }),
      ...optional('coverageStartTime', toUtcString(live.eventStart) ?? seo.published),
      ...optional('coverageEndTime', toUtcString(live.eventEnd)),
      updates: visible.map((item) => ({
          headline: item.headline ?? headline,
          body: bodies.get(item.id)?.text ?? '',
          url: `${seo.url}#${encodeURIComponent(item.id)}`,
          ...optional('datePublished', toUtcString(item.datePublished)),
        })),
    },
    publisher(ctx, services),
  );
  return articleLikePage(ctx, services, {
    props,
    content: live,
    seo,
    title: live.titleTag || headline,
    structuredData: [posting],
  });
}
