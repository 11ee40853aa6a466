// JSON-LD per page type, produced once in the core (spec 000 §9 structured data: logo
// 310x310; SEO images 1200x675, 1200x900, 1200x1200; review best 10, worst 0).
export type JsonLd = Record<string, unknown> & { '@type': string };

export const LOGO_SIZE = 310;
export const SEO_IMAGE_SIZES = [
  { preset: 'seo_image_wide', width: 1200, height: 675 },
  { preset: 'seo', width: 1200, height: 900 },
  { preset: 'seo_image_square', width: 1200, height: 1200 },
] as const;
export const REVIEW_BEST = 10;
export const REVIEW_WORST = 0;

export interface PublisherInput {
  name: string;
  url: string;
  logoUrl: string;
}

export interface PersonInput {
  name: string;
  url?: string;
}

export interface ArticleInput {
  headline: string;
  description?: string;
  url: string;
  datePublished?: string;
  dateModified?: string;
  authors: PersonInput[];
  /** URLs of the three SEO image sizes, when the content has a valid image. */
  images: string[];
  section?: string;
  keywords?: string;
}

function withContext(value: JsonLd): JsonLd {
  return { '@context': 'https://schema.org', ...value };
}

function compact<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === '' || (Array.isArray(item) && item.length === 0)) continue;
    out[key] = item;
  }
  return out as T;
}

export function organization(publisher: PublisherInput): JsonLd {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url: publisher.url,
    logo: { '@type': 'ImageObject', url: publisher.logoUrl, width: LOGO_SIZE, height: LOGO_SIZE },
  };
}

function people(authors: PersonInput[]): JsonLd[] {
  return authors.map((author) => compact({ '@type': 'Person', name: author.name, url: author.url }));
}

export function article(input: ArticleInput, publisher: PublisherInput, type: 'NewsArticle' | 'Article' = 'NewsArticle'): JsonLd {
  return withContext(
    compact({
      '@type': type,
      headline: input.headline.slice(0, 110),
      description: input.description,
      mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
      url: input.url,
      datePublished: input.datePublished,
      dateModified: input.dateModified ?? input.datePublished,
      author: people(input.authors),
      publisher: organization(publisher),
      image: input.images,
      articleSection: input.section,
      keywords: input.keywords,
    }),
  );
}

export interface ReviewInput extends ArticleInput {
  itemName: string;
  rating?: number;
  pros?: string[];
  cons?: string[];
  /** The page's Product block: the reviewed item points at it by `@id` and carries its offers. */
  product?: { id: string; offers: OfferInput[] };
}

/** Review markup requires a rating (spec 000 §5): none means no markup. */
export function review(input: ReviewInput, publisher: PublisherInput): JsonLd | undefined {
  if (input.rating === undefined || !Number.isFinite(input.rating) || input.rating < REVIEW_WORST || input.rating > REVIEW_BEST) return undefined;
  return withContext(
    compact({
      '@type': 'Review',
      name: input.headline,
      url: input.url,
      datePublished: input.datePublished,
      dateModified: input.dateModified ?? input.datePublished,
      author: people(input.authors),
      publisher: organization(publisher),
      itemReviewed: compact({
        '@type': 'Product',
        '@id': input.product?.id,
        name: input.itemName,
        image: input.images,
        offers: offerList(input.product?.offers ?? []),
      }),
      reviewRating: { '@type': 'Rating', ratingValue: input.rating, bestRating: REVIEW_BEST, worstRating: REVIEW_WORST },
      positiveNotes: input.pros?.length
        ? { '@type': 'ItemList', itemListElement: input.pros.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })) }
        : undefined,
      negativeNotes: input.cons?.length
        ? { '@type': 'ItemList', itemListElement: input.cons.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name })) }
        : undefined,
    }),
  );
}

export interface OfferInput {
  price: number;
  url: string;
  seller: string;
}

/** Every offer comes from a reseller's current listing or the product's price summary. */
export const OFFER_AVAILABILITY = 'https://schema.org/InStock';

function offerList(offers: OfferInput[]): JsonLd[] {
  return offers
    .filter((offer) => Number.isFinite(offer.price) && offer.price >= 0)
    .map((offer) => ({
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: 'USD',
      availability: OFFER_AVAILABILITY,
      url: offer.url,
      seller: { '@type': 'Organization', name: offer.seller },
    }));
}

export interface ProductInput {
  /** Set when another block (a Review) refers to this product. */
  id?: string;
  name: string;
  url: string;
  description?: string;
  brand?: string;
  images: string[];
  offers: OfferInput[];
}

export function product(input: ProductInput): JsonLd {
  return withContext(
    compact({
      '@type': 'Product',
      '@id': input.id,
      name: input.name,
      url: input.url,
      description: input.description,
      brand: input.brand ? { '@type': 'Brand', name: input.brand } : undefined,
      image: input.images,
      offers: offerList(input.offers),
    }),
  );
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Only questions whose heading ends with '?' (spec 000 §5); none left means no markup. */
export function faqPage(entries: FaqEntry[]): JsonLd | undefined {
  const questions = entries.filter((entry) => entry.question.trim().endsWith('?') && entry.answer.trim() !== '');
  if (questions.length === 0) return undefined;
  return withContext({
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({ '@type': 'Question', name: entry.question.trim(), acceptedAnswer: { '@type': 'Answer', text: entry.answer.trim() } })),
  });
}

export function howTo(input: { name: string; description?: string; url: string; images: string[]; steps: { name: string; text: string }[] }): JsonLd | undefined {
  if (input.steps.length === 0) return undefined;
  return withContext(
    compact({
      '@type': 'HowTo',
      name: input.name,
      description: input.description,
      url: input.url,
      image: input.images,
      step: input.steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text || step.name })),
    }),
  );
}

/** ISO 8601 duration from seconds (PT#M#S). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}

export function videoObject(input: {
  name: string;
  description?: string;
  thumbnailUrls: string[];
  uploadDate?: string;
  durationSeconds?: number;
  contentUrl?: string;
  url: string;
  transcript?: string;
}): JsonLd {
  return withContext(
    compact({
      '@type': 'VideoObject',
      name: input.name,
      description: input.description ?? input.name,
      thumbnailUrl: input.thumbnailUrls,
      uploadDate: input.uploadDate,
      duration: input.durationSeconds !== undefined ? isoDuration(input.durationSeconds) : undefined,
      contentUrl: input.contentUrl,
      embedUrl: input.url,
      transcript: input.transcript,
    }),
  );
}

export function liveBlogPosting(
  input: ArticleInput & { coverageStartTime?: string; coverageEndTime?: string; updates: { headline: string; body: string; datePublished?: string; url: string }[] },
  publisher: PublisherInput,
): JsonLd {
  const base = article(input, publisher, 'NewsArticle');
  return compact({
    ...base,
    '@type': 'LiveBlogPosting',
    coverageStartTime: input.coverageStartTime,
    coverageEndTime: input.coverageEndTime,
    liveBlogUpdate: input.updates.map((update) =>
      compact({ '@type': 'BlogPosting', headline: update.headline, articleBody: update.body, datePublished: update.datePublished, url: update.url }),
    ),
  });
}

export function breadcrumbList(items: { name: string; url: string }[]): JsonLd | undefined {
  if (items.length === 0) return undefined;
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  });
}

export interface ListicleInput {
  name: string;
  description?: string;
  image?: string;
  offer: OfferInput;
}

/** A best list's products (spec 000 §5): only listicles with a priced merchant offer are
 *  listed; none left means no markup. */
export function listicleItemList(input: { name: string; url: string; items: ListicleInput[] }): JsonLd | undefined {
  if (input.items.length === 0) return undefined;
  return withContext({
    '@type': 'ItemList',
    name: input.name,
    url: input.url,
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: compact({ '@type': 'Product', name: item.name, description: item.description, image: item.image, offers: offerList([item.offer]) }),
    })),
  });
}

/** Required properties per type (what search engines need to accept the markup). */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  NewsArticle: ['headline', 'datePublished', 'author', 'publisher', 'mainEntityOfPage'],
  Article: ['headline', 'datePublished', 'author', 'publisher', 'mainEntityOfPage'],
  Review: ['itemReviewed', 'reviewRating', 'author'],
  Product: ['name', 'offers'],
  FAQPage: ['mainEntity'],
  HowTo: ['name', 'step'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  LiveBlogPosting: ['headline', 'coverageStartTime', 'liveBlogUpdate', 'author', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  Organization: ['name', 'logo', 'url'],
};

/** Missing required properties, as `Type.property` strings (empty when valid). */
export function missingProperties(value: JsonLd): string[] {
  const required = REQUIRED_PROPERTIES[value['@type']] ?? [];
  const missing = required.filter((property) => {
    const item = value[property];
    return item === undefined || item === '' || (Array.isArray(item) && item.length === 0);
  });
  if (value['@type'] === 'Review') {
    const rating = value.reviewRating as { ratingValue?: unknown; bestRating?: unknown; worstRating?: unknown } | undefined;
    if (rating && (typeof rating.ratingValue !== 'number' || rating.bestRating !== REVIEW_BEST || rating.worstRating !== REVIEW_WORST)) missing.push('reviewRating.ratingValue');
  }
  return missing.map((property) => `${value['@type']}.${property}`);
}
