// How every article-like page ends: its head tags (canonical URL, description, social
// image, dates, Open Graph from the content's SEO fields, the page's own structured data
// and then its breadcrumbs) and its title, around the props its loader built.
import type { TocItem } from '../../../body/types.ts';
import type { Topic } from '../../../content/schemas/taxonomy.ts';
import type { PageContext } from '../../../context.ts';
import type { ArticleFrameProps } from '../../../render/components/article/article-props.ts';
import type { SeoInput } from '../../../seo/seo-tags.ts';
import type { JsonLd } from '../../../seo/structured-data.ts';
import type { LoadedPage, LoaderServices } from '../../page-loaders.ts';
import { contentStores, type StoreContent } from './content-stores.ts';
import { optional } from './optional.ts';
import { type ArticleSeo, breadcrumbs, headTags, type SocialContent, socialImage } from './seo.ts';

export interface ArticleLikePage<Props extends ArticleFrameProps> {
  props: Props;
  /** The content item: its SEO fields and its topics (the breadcrumbs). */
  content: SocialContent & StoreContent & { id?: string; typeName?: string; section?: string; topics?: Topic[] };
  /** The body's table of contents, for the brand store. */
  toc?: readonly TocItem[];
  /** Canonical URL, description, social image and dates. */
  seo: ArticleSeo;
  /** <title> and og:title, where they say more than the headline (a title tag, a page number). */
  title?: string;
  /** og:type. */
  type?: 'article' | 'video.other' | 'product';
  /** rel prev, next and alternate links. */
  links?: Pick<SeoInput, 'relPrev' | 'relNext' | 'relAlternate'>;
  /** The page's own structured data; its breadcrumbs follow. */
  structuredData: (JsonLd | undefined)[];
}

export function articleLikePage<Props extends ArticleFrameProps>(ctx: PageContext, services: LoaderServices, page: ArticleLikePage<Props>): LoadedPage<Props> {
  const { seo } = page;
  const { headline } = page.props.header;
  const title = page.title ?? headline;
  const head = headTags(ctx, services, page.content, {
    title,
    canonicalUrl: seo.url,
    type: page.type ?? 'article',
    ...optional('description', seo.description),
    ...optional('image', socialImage(services, seo.image)),
    ...optional('imageAlt', seo.image?.alt),
    ...optional('publishedTime', seo.published),
    ...optional('modifiedTime', seo.modified),
    ...page.links,
    // The breadcrumbs end with the page under its headline.
    structuredData: [...page.structuredData, breadcrumbs(ctx, services, page.content.topics, { name: headline, url: seo.url })],
  });
  const { id, typeName, section } = page.content;
  const stores = contentStores(page.content, page.toc);
  return { title, props: page.props, head, stores, ...(id ? { content: { id, ...optional('typeName', typeName), ...optional('section', section) } } : {}) };
}
