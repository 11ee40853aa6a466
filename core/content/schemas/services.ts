// Shapes of the service calls of spec 000 §7 other than pages and components:
// vanity, sitemaps, feeds, url-generator and commerce shortcodes.
import { type Static, Type } from '@sinclair/typebox';
import { AvailableOn, DateString, Opt, Paging } from './common.ts';
import { ContentLinkSchema } from './content-list.ts';
import { MerchantOfferSchema } from './listicle.ts';

/** Vanity url types and their statuses (spec 000 §4). */
export const VANITY_URL_TYPES = {
  OK: 200,
  NOT_FOUND: 404,
  TEMPORARY_REDIRECT: 302,
  PERMANENT_REDIRECT: 301,
  MASK: 301,
  TEMPORARY_MASK: 302,
} as const;
export type VanityUrlType = keyof typeof VANITY_URL_TYPES;

export const VanityTargetSchema = Type.Object({
  edition: Type.String(),
  targetType: Type.Union([Type.Literal('url'), Type.Literal('object')]),
  target: Type.Union([
    Type.String(),
    Type.Object({ slug: Opt(Type.String()), availableOn: Opt(Type.Array(AvailableOn)), type: Opt(Type.String()) }),
  ]),
});

export const VanityEntrySchema = Type.Object({
  id: Type.String(),
  urlType: Type.Union(Object.keys(VANITY_URL_TYPES).map((key) => Type.Literal(key))),
  urlPath: Type.String(),
  enabled: Type.Boolean(),
  dateExpired: Opt(Type.Object({ date: DateString })),
  targets: Type.Array(VanityTargetSchema, { default: [] }),
  error: Opt(Type.String()),
});
export type VanityEntry = Static<typeof VanityEntrySchema> & { urlType: VanityUrlType };

export const VanityDictionarySchema = Type.Object({ entries: Type.Record(Type.String(), Type.String()) });
export type VanityDictionary = Static<typeof VanityDictionarySchema>;

export const SitemapSchema = Type.Object({
  slug: Type.String(),
  year: Opt(Type.Integer()),
  month: Opt(Type.Integer()),
  day: Opt(Type.Integer()),
  items: Type.Array(ContentLinkSchema),
  paging: Opt(Paging),
});
export type Sitemap = Static<typeof SitemapSchema>;

export const SitemapIndexSchema = Type.Object({
  slug: Type.String(),
  entries: Type.Array(
    Type.Object({ year: Type.Integer(), month: Type.Integer(), count: Type.Integer({ minimum: 0 }), lastModified: Opt(DateString) }),
  ),
});
export type SitemapIndex = Static<typeof SitemapIndexSchema>;

export const FeedSchema = Type.Object({
  endpoint: Type.String(),
  title: Type.String(),
  description: Opt(Type.String()),
  items: Type.Array(ContentLinkSchema),
  paging: Opt(Paging),
});
export type Feed = Static<typeof FeedSchema>;

export const GeneratedUrlSchema = Type.Object({
  contentType: Type.String(),
  slug: Type.String(),
  edition: Opt(Type.String()),
  url: Type.String(),
});
export type GeneratedUrl = Static<typeof GeneratedUrlSchema>;

export const CommerceShortcodeSchema = Type.Object({
  id: Type.String(),
  productName: Opt(Type.String()),
  description: Opt(Type.String()),
  offers: Type.Array(MerchantOfferSchema),
  medianPrice: Opt(Type.Number()),
});
export type CommerceShortcode = Static<typeof CommerceShortcodeSchema>;
