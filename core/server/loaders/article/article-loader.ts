// The 'article' page: every article variant (section articles at any topic depth,
// longform, how-to, deals, replay, sponsored/paid content, auto articles).
import { isBranded, isDeal, isHowTo, isLongform } from '../../../content/classification.ts';
import { isComponentOf } from '../../../content/schemas/page.ts';
import { isHowToLayout } from '../../../content/rules/layouts.ts';
import { toUtcString } from '../../../content/rules/dates.ts';
import { notFound } from '../../../content/errors.ts';
import type { Article } from '../../../content/schemas/article.ts';
import type { PageContext } from '../../../context.ts';
import type { ArticlePageProps } from '../../../render/components/article/article-props.ts';
import { article as articleJsonLd, faqPage, howTo } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { howToSteps, renderPageBody } from './body.ts';
import { byline, HERO_IMAGE_PRESET, imageProps, kickerFor, preferredDisplayDate, relatedLinks, tagLinks, topicLinks } from './frame.ts';
import { optional } from './optional.ts';
import { contentRequest, safeParam, siteOf } from './request.ts';
import { absoluteUrl, breadcrumbs, canonicalPath, descriptionOf, headTags, people, publisher, socialImage, structuredImages } from './seo.ts';

export function articleVariant(ctx: PageContext, article: Article): ArticlePageProps['variant'] {
  if (ctx.route.meta.paidContent || ctx.route.meta.isSponsored || isBranded(article)) return 'sponsored';
  if (isHowTo(article)) return 'how-to';
  if (isLongform(article)) return 'longform';
  if (isDeal(article) || article.section === 'deals') return 'deal';
  return 'standard';
}

export async function loadArticle(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ArticlePageProps>> {
  const slug = safeParam(ctx, 'slug');
  const page = await services.content.getPage({ site: siteOf(ctx), type: 'articles', id: slug, contentOnly: true }, contentRequest(ctx, services));
  const component = page.components.find((entry) => isComponentOf(entry, 'Article'));
  if (!isComponentOf(component, 'Article')) throw notFound();
  const article = component.data;
  const now = new Date();
  const variant = articleVariant(ctx, article);
  const howToPage = variant === 'how-to' || isHowToLayout(article.layoutName);
  const headerLevel = services.bodies.get(ctx.brand)?.config.toc.headerLevel ?? 'h2';
  // Sponsored content never carries ads (spec 000 §6), whatever its own flag says.
  const rendered = renderPageBody(ctx, services, article.body ?? '', article, { includeNodes: howToPage, suppressAds: variant === 'sponsored' });

  const headline = article.headline ?? article.slug;
  const authors = byline(article);
  const props: ArticlePageProps = {
    variant,
    replay: ctx.route.meta.replay === true,
    header: {
      headline,
      authors,
      ...(article.dek ? { dek: article.dek } : {}),
      ...optional('kicker', kickerFor(ctx, services, article.topics)),
      ...optional('date', preferredDisplayDate(article, now)),
      ...optional('hero', imageProps(article.image, HERO_IMAGE_PRESET, services)),
      ...(variant === 'sponsored' ? { sponsored: true } : {}),
    },
    body: rendered.body,
    tags: tagLinks(services, article.tags),
    topics: topicLinks(ctx, services, article.topics),
    related: await relatedLinks(ctx, services, article),
    affiliateDisclosure: rendered.body.affiliateDisclosure,
    adsSuppressed: rendered.body.adsSuppressed !== undefined,
    ...optional('adDebug', rendered.adDebug),
  };

  const url = absoluteUrl(services, canonicalPath(ctx, services, article.canonicalUrl));
  const images = structuredImages(services, article.image);
  const description = descriptionOf(article, article.dek);
  const published = toUtcString(article.displayDatePublished ?? article.datePublished);
  const modified = toUtcString(article.displayDateUpdated ?? article.dateUpdated);
  const articleInput = {
    headline,
    url,
    authors: people(services, authors),
    images,
    ...optional('description', description),
    ...optional('datePublished', published),
    ...optional('dateModified', modified),
    ...optional('section', article.section),
    ...optional('keywords', article.seoNewsKeywords),
  };
  const structuredData = [
    articleJsonLd(articleInput, publisher(ctx, services), variant === 'standard' || variant === 'deal' ? 'NewsArticle' : 'Article'),
    faqPage(rendered.faq),
    howToPage ? howTo({ name: headline, url, images, steps: howToSteps(rendered.nodes ?? [], headerLevel), ...optional('description', description) }) : undefined,
    breadcrumbs(ctx, services, article.topics, { name: headline, url }),
  ];
  const head = headTags(ctx, services, article, {
    title: article.titleTag || headline,
    canonicalUrl: url,
    type: 'article',
    ...optional('description', description),
    ...optional('image', socialImage(services, article.image)),
    ...optional('imageAlt', article.image?.alt),
    ...optional('publishedTime', published),
    ...optional('modifiedTime', modified),
    ...optional('relPrev', article.relPrev ? absoluteUrl(services, article.relPrev) : undefined),
    ...optional('relNext', article.relNext ? absoluteUrl(services, article.relNext) : undefined),
    relAlternate: (article.relHrefLang ?? []).map((entry) => ({ href: absoluteUrl(services, entry.href), hreflang: entry.hrefLang })),
    structuredData,
  });
  return { title: article.titleTag || headline, props, head };
}
