// The 'article' page: every article variant (section articles at any topic depth,
// longform, how-to, deals, replay, sponsored/paid content, auto articles).
import { isBranded, isDeal, isHowTo, isLongform } from '../../../content/classification.ts';
import { isHowToLayout } from '../../../content/rules/layouts.ts';
import type { Article } from '../../../content/schemas/article.ts';
import type { PageContext } from '../../../context.ts';
import type { ArticlePageProps } from '../../../render/components/article/article-props.ts';
import { article as articleJsonLd, faqPage, howTo } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { articleLikePage } from './article-page.ts';
import { bodyFrame, commerceAnswers, howToSteps, renderPageBody } from './body.ts';
import { authorBio } from './author-bio.ts';
import { articleHeader, frameLinks } from './frame.ts';
import { listicleMarkup } from './listicle-markup.ts';
import { optional } from './optional.ts';
import { contentItem, requireOwnPath, safeParam } from './request.ts';
import { seamlessLinks } from './seamless.ts';
import { absoluteUrl, articleData, contentSeo, publisher } from './seo.ts';

export function articleVariant(ctx: PageContext, article: Article): ArticlePageProps['variant'] {
  if (ctx.route.meta.paidContent || ctx.route.meta.isSponsored || isBranded(article)) return 'sponsored';
  if (isHowTo(article)) return 'how-to';
  if (isLongform(article)) return 'longform';
  if (isDeal(article) || article.section === 'deals') return 'deal';
  return 'standard';
}

export async function loadArticle(ctx: PageContext, services: LoaderServices): Promise<LoadedPage<ArticlePageProps>> {
  const { item: article } = await contentItem(ctx, services, { type: 'articles', slug: safeParam(ctx, 'slug'), kind: 'Article' });
  requireOwnPath(ctx, services, article.canonicalUrl);
  const now = new Date();
  const variant = articleVariant(ctx, article);
  const howToPage = variant === 'how-to' || isHowToLayout(article.layoutName);
  const headerLevel = services.bodies.get(ctx.brand)?.config.toc.headerLevel ?? 'h2';
  // Sponsored content never carries ads (spec 000 §6), whatever its own flag says.
  const commerce = await commerceAnswers(ctx, services, article.body ?? '', article);
  const rendered = renderPageBody(ctx, services, article.body ?? '', article, { includeNodes: howToPage, suppressAds: variant === 'sponsored', commerce });

  const headline = article.headline ?? article.slug;
  const props: ArticlePageProps = {
    variant,
    replay: ctx.route.meta.replay === true,
    header: articleHeader(ctx, services, article, { headline, now, hero: article.image, sponsored: variant === 'sponsored' }),
    body: rendered.body,
    ...(await frameLinks(ctx, services, article, now)),
    ...bodyFrame(rendered),
  };
  const seamless = seamlessLinks(ctx, services, { slug: article.slug, contentId: article.id }, props.related);
  if (seamless.length > 0) props.seamless = seamless;
  const bio = authorBio(article, services);
  if (bio) props.authorBio = bio;

  const seo = contentSeo(ctx, services, article);
  const data = articleData(services, seo, { headline, authors: props.header.authors, section: article.section });
  return articleLikePage(ctx, services, {
    props,
    content: article,
    toc: rendered.toc,
    seo,
    title: article.titleTag || headline,
    links: {
      ...optional('relPrev', article.relPrev ? absoluteUrl(services, article.relPrev) : undefined),
      ...optional('relNext', article.relNext ? absoluteUrl(services, article.relNext) : undefined),
      relAlternate: (article.relHrefLang ?? []).map((entry) => ({ href: absoluteUrl(services, entry.href), hreflang: entry.hrefLang })),
    },
    structuredData: [
      articleJsonLd({ ...data, ...optional('keywords', article.seoNewsKeywords) }, publisher(ctx, services), variant === 'standard' || variant === 'deal' ? 'NewsArticle' : 'Article'),
      faqPage(rendered.faq),
      listicleMarkup(services, { name: headline, url: seo.url }, article.listicles),
      howToPage ? howTo({ name: headline, url: seo.url, images: data.images, steps: howToSteps(rendered.nodes ?? [], headerLevel), ...optional('description', seo.description) }) : undefined,
    ],
  });
}
