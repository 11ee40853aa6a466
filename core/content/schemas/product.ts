// Tech products and their family, manufacturer, resellers and related products (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { Opt } from './common.ts';
import { ImageSchema } from './image.ts';

export const ProductAttributeSchema = Type.Object({
  id: Opt(Type.String()),
  name: Type.String(),
  slug: Opt(Type.String()),
  val: Type.Array(Type.String()),
  valSlug: Opt(Type.Array(Type.String())),
});

export const SeoUrlSchema = Type.Object({
  code: Opt(Type.String()),
  reviewType: Opt(Type.String()),
  reviewUUID: Opt(Type.String()),
  route: Opt(Type.String()),
  slug: Opt(Type.String()),
  slugType: Opt(Type.String()),
  style: Opt(Type.String()),
});
export type SeoUrl = Static<typeof SeoUrlSchema>;

export const ResellerSchema = Type.Object({
  cpc: Opt(Type.Number()),
  id: Opt(Type.String()),
  price: Opt(Type.Number()),
  weight: Opt(Type.Number()),
  name: Type.String(),
  tTag: Opt(Type.String()),
  url: Type.String(),
});
export type Reseller = Static<typeof ResellerSchema>;

export const ProductFamilySchema = Type.Object({
  name: Opt(Type.String()),
  uuid: Opt(Type.String()),
  slug: Opt(Type.String()),
  type: Opt(Type.String()),
  siblings: Opt(Type.Array(Type.Object({ name: Opt(Type.String()), slug: Opt(Type.String()) }))),
});

export const ManufacturerSchema = Type.Object({ id: Opt(Type.String()), name: Opt(Type.String()), slug: Opt(Type.String()) });

export const SubProductSchema = Type.Object({
  cdId: Opt(Type.String()),
  cdModel: Opt(Type.String()),
  cdModelSlug: Opt(Type.String()),
  htopic: Opt(Type.String()),
  msrp: Opt(Type.Number()),
  catName: Opt(Type.String()),
  modelYear: Opt(Type.Integer()),
  hes: Opt(Type.Unknown()),
  shortSpecs: Opt(Type.Array(Type.String())),
  name: Opt(Type.String()),
  sku: Opt(Type.String()),
  slug: Opt(Type.String()),
  topic: Opt(Type.String()),
});

export const PriceSummarySchema = Type.Object({
  currency: Type.String({ default: 'USD' }),
  low: Opt(Type.Number()),
  high: Opt(Type.Number()),
  median: Opt(Type.Number()),
  msrp: Opt(Type.Number()),
  offerCount: Opt(Type.Integer({ minimum: 0 })),
});
export type PriceSummary = Static<typeof PriceSummarySchema>;

export const RelatedProductSchema = Type.Object({
  family: Opt(ProductFamilySchema),
  id: Opt(Type.String()),
  manufacturer: Opt(ManufacturerSchema),
  product: Opt(Type.Object({ name: Opt(Type.String()), slug: Opt(Type.String()) })),
  reviews: Opt(Type.Array(Type.Object({ slug: Opt(Type.String()), rating: Opt(Type.Number()) }))),
  resellers: Opt(Type.Array(ResellerSchema)),
  slugs: Opt(Type.Array(Type.String())),
  seoUrl: Opt(SeoUrlSchema),
});
export type RelatedProduct = Static<typeof RelatedProductSchema>;

export const TechProductSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  slug: Opt(Type.String()),
  typeName: Opt(Type.String()),
  description: Opt(Type.String()),
  attributes: Opt(Type.Array(ProductAttributeSchema)),
  images: Opt(Type.Array(ImageSchema)),
  seoUrl: Opt(SeoUrlSchema),
  priceSummary: Opt(PriceSummarySchema),
  slugs: Opt(Type.Array(Type.String())),
  family: Opt(ProductFamilySchema),
  manufacturer: Opt(ManufacturerSchema),
  resellers: Opt(Type.Array(ResellerSchema)),
  subProducts: Opt(Type.Array(SubProductSchema)),
  relatedProducts: Opt(Type.Array(RelatedProductSchema)),
  canonicalUrl: Opt(Type.String()),
  site: Opt(Type.String()),
});
export type TechProduct = Static<typeof TechProductSchema>;
