// The 'live-article' page: the coverage items rendered on the server, newest first
// (highest sequence). Live updates arrive later through the live plugin.
import { notFound, redirect } from '../../../content/errors.ts';
import { toUtcString, readDate } from '../../../content/rules/dates.ts';
import { sortLiveItemsNewestFirst } from '../../../content/rules/live-items.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import type { PageContext } from '../../../context.ts';
import type { LiveArticlePageProps, LiveItemProps } from '../../../render/components/article/article-props.ts';
import { liveBlogPosting } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { renderInlineBody, renderPageBody } from './body.ts';
import { bylineAuthor, byline, displayDate, HERO_IMAGE_PRESET, imageProps, kickerFor, preferredDisplayDate, relatedLinks, tagLinks, topicLinks } from './frame.ts';
import { optional } from './optional.ts';
import { contentRequest, safeParam, siteOf } from './request.ts';
import { absoluteUrl, breadcrumbs, canonicalPath, descriptionOf, headTags, people, publisher, socialImage, structuredImages } from './seo.ts';

export async function loadLiveArticle(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<LiveArticlePageProps>> {
  const slug = safeParam(ctx, 'slug');
  const page = await services.content.getPage({ site: siteOf(ctx), type: 'livearticles', id: slug, contentOnly: true }, contentRequest(ctx, services));
  const component = page.components.find((entry) => isComponentOf(entry, 'LiveArticle'));
  if (!isComponentOf(component, 'LiveArticle')) throw notFound();
  const live = component.data;
  // Route type deals for deals content, else news (spec 000 §2.8): the other one redirects.
  const liveType = (live.type ?? '').toLowerCase().startsWith('deals') ? 'deals' : 'news';
  if (ctx.route.params.type !== undefined && ctx.route.params.type !== liveType) {
    throw redirect(services.project.router.urlFor(ctx.route.name, { ...ctx.route.params, type: liveType }));
  }
  const now = new Date();
  const headline = live.headline ?? live.slug;
  const authors = byline(live);
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
      ...optional('date', displayDate(item.displayDatePublished ?? item.datePublished, 'Published', now)),
  }));
  const end = readDate(live.eventEnd);
  const props: LiveArticlePageProps = {
    header: {
      headline,
      authors,
      ...optional('dek', live.dek),
      ...optional('kicker', kickerFor(ctx, services, live.topics)),
      ...optional('date', preferredDisplayDate(live, now)),
      ...optional('hero', imageProps(live.image, HERO_IMAGE_PRESET, services)),
    },
    body: rendered.body,
    items,
    ended: end !== undefined && end.getTime() <= now.getTime(),
    ...optional('eventStart', displayDate(live.eventStart, 'Published', now)),
    ...optional('eventEnd', displayDate(live.eventEnd, 'Published', now)),
    ...optional('channel', live.channelDetails),
    tags: tagLinks(services, live.tags),
    topics: topicLinks(ctx, services, live.topics),
    related: await relatedLinks(ctx, services, live),
    affiliateDisclosure: rendered.body.affiliateDisclosure,
    adsSuppressed: rendered.body.adsSuppressed !== undefined,
    ...optional('adDebug', rendered.adDebug),
  };

  const url = absoluteUrl(services, canonicalPath(ctx, services, live.canonicalUrl));
  const description = descriptionOf(live, live.dek);
  const published = toUtcString(live.displayDatePublished ?? live.datePublished);
  const modified = toUtcString(live.displayDateUpdated ?? live.dateUpdated);
  const posting = liveBlogPosting(
    {
      headline,
      url,
      authors: people(services, authors),
      images: structuredImages(services, live.image),
      ...optional('description', description),
      ...optional('datePublished', published),
      ...optional('dateModified', modified),
      ...optional('section', live.section),
      ...optional('coverageStartTime', toUtcString(live.eventStart) ?? published),
      ...optional('coverageEndTime', toUtcString(live.eventEnd)),
      updates: visible.map((item) => ({
          headline: item.headline ?? headline,
          body: bodies.get(item.id)?.text ?? '',
          url: `${url}#${encodeURIComponent(item.id)}`,
          ...optional('datePublished', toUtcString(item.datePublished)),
        })),
    },
    publisher(ctx, services),
  );
  const head = headTags(ctx, services, live, {
    title: live.titleTag || headline,
    canonicalUrl: url,
    type: 'article',
    ...optional('description', description),
    ...optional('image', socialImage(services, live.image)),
    ...optional('imageAlt', live.image?.alt),
    ...optional('publishedTime', published),
    ...optional('modifiedTime', modified),
    structuredData: [posting, breadcrumbs(ctx, services, live.topics, { name: headline, url })],
  });
  return { title: live.titleTag || headline, props, head };
}
