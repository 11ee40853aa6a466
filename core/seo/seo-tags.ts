// SEO and social head tags as data (canonical, robots, Open Graph, Twitter, rel links,
// JSON-LD). Empty values are omitted and only valid images are used (spec 000 §5).
import type { HeadTag } from '../page-data.ts';
import type { JsonLd } from './structured-data.ts';

export interface SeoInput {
  title: string;
  description?: string;
  canonicalUrl?: string;
  noIndex?: boolean;
  /** og:type: article, website, video.other, product … */
  type?: string;
  siteName: string;
  /** Absolute URL of a valid image (seo_image_wide), or undefined. */
  image?: string;
  imageAlt?: string;
  twitterCreator?: string;
  twitterSite?: string;
  relPrev?: string;
  relNext?: string;
  relAlternate?: { href: string; type?: string; hreflang?: string }[];
  keywords?: string;
  publishedTime?: string;
  modifiedTime?: string;
  structuredData?: (JsonLd | undefined)[];
}

function meta(attrs: Record<string, string | undefined>): HeadTag | undefined {
  if (attrs.content === undefined || attrs.content.trim() === '') return undefined;
  return { tag: 'meta', attrs: attrs as Record<string, string> };
}

/** "Title - Site", unless the title already begins with the site's name (a front door's
 *  "Neutron: product reviews…" is not followed by "- Neutron" again). */
export function documentTitle(title: string, siteName: string): string {
  return siteName !== '' && title.toLowerCase().startsWith(siteName.toLowerCase()) ? title : `${title} - ${siteName}`;
}

export function seoHeadTags(input: SeoInput): HeadTag[] {
  const twitterCreator = input.twitterCreator ? `@${input.twitterCreator.replace(/^@+/, '')}` : undefined;
  const tags: (HeadTag | undefined)[] = [
    { tag: 'title', attrs: {}, children: documentTitle(input.title, input.siteName) },
    meta({ name: 'description', content: input.description }),
    meta({ name: 'robots', content: input.noIndex ? 'noindex' : undefined }),
    meta({ name: 'news_keywords', content: input.keywords }),
    input.canonicalUrl ? { tag: 'link', attrs: { rel: 'canonical', href: input.canonicalUrl } } : undefined,
    input.relPrev ? { tag: 'link', attrs: { rel: 'prev', href: input.relPrev } } : undefined,
    input.relNext ? { tag: 'link', attrs: { rel: 'next', href: input.relNext } } : undefined,
    ...(input.relAlternate ?? []).map((alternate): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', href: alternate.href, ...(alternate.type ? { type: alternate.type } : {}), ...(alternate.hreflang ? { hreflang: alternate.hreflang } : {}) },
    })),
    meta({ property: 'og:title', content: input.title }),
    meta({ property: 'og:description', content: input.description }),
    meta({ property: 'og:type', content: input.type ?? 'website' }),
    meta({ property: 'og:url', content: input.canonicalUrl }),
    meta({ property: 'og:site_name', content: input.siteName }),
    meta({ property: 'og:image', content: input.image }),
    meta({ property: 'og:image:alt', content: input.image ? input.imageAlt : undefined }),
    meta({ property: 'article:published_time', content: input.publishedTime }),
    meta({ property: 'article:modified_time', content: input.modifiedTime }),
    meta({ name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: input.title }),
    meta({ name: 'twitter:description', content: input.description }),
    meta({ name: 'twitter:image', content: input.image }),
    meta({ name: 'twitter:creator', content: twitterCreator }),
    meta({ name: 'twitter:site', content: input.twitterSite }),
    ...(input.structuredData ?? [])
      .filter((value): value is JsonLd => value !== undefined)
      .map((value, index): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json', id: `jsonld-${index}` }, children: JSON.stringify(value) })),
  ];
  return tags.filter((tag): tag is HeadTag => tag !== undefined);
}
