// Listicle entries, merchant offers and credit-card products (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt } from './common.ts';
import { ImageSchema } from './image.ts';

export const MerchantOfferSchema = Type.Object({
  useMonetization: Opt(Type.Boolean()),
  monetizedUrl: Opt(Type.String()),
  offerMerchant: Opt(Type.String()),
  offerPrice: Opt(Type.Union([Type.Number(), Type.String()])),
  monetizationStatus: Opt(Type.String()),
  rawUrl: Opt(Type.String()),
  url: Opt(Type.String()),
});
export type MerchantOffer = Static<typeof MerchantOfferSchema>;

const IdType = Type.Object({ id: Type.String(), type: Type.String() });

export const CreditCardProductSchema = Type.Object({
  id: Type.String(),
  type: Opt(Type.String()),
  attributes: Opt(
    Type.Object({
      image: Opt(Type.Unknown()),
      fees: Opt(Type.Unknown()),
      rewardRates: Opt(Type.Unknown()),
      cardBenefits: Opt(Type.Unknown()),
      introBonuses: Opt(Type.Unknown()),
      rewardRules: Opt(Type.Unknown()),
      review: Opt(Type.Unknown()),
      additionalData: Opt(Type.Unknown()),
      aprs: Opt(Type.Unknown()),
      links: Opt(Type.Unknown()),
      productTypeId: Opt(Type.Union([Type.String(), Type.Number()])),
      network: Opt(Type.String()),
      annualRewardValue: Opt(Type.Union([Type.String(), Type.Number()])),
      name: Opt(Type.String()),
      legacyId: Opt(Type.Union([Type.String(), Type.Number()])),
      sku: Opt(Type.String()),
      bullets: Opt(Type.Array(Type.String())),
    }),
  ),
  relationships: Opt(
    Type.Object({
      loyaltyPrograms: Opt(Type.Array(IdType)),
      additionalBonuses: Opt(Type.Array(IdType)),
      creditNeeded: Opt(Type.Array(IdType)),
      issuer: Opt(Type.Array(IdType)),
      tags: Opt(Type.Array(IdType)),
    }),
  ),
  meta: Opt(
    Type.Object({
      lastUpdated: Opt(DateString),
      commission: Opt(Type.Union([Type.String(), Type.Number()])),
      monetized: Opt(Type.Boolean()),
    }),
  ),
});
export type CreditCardProduct = Static<typeof CreditCardProductSchema>;

export const ListicleEntrySchema = Type.Object({
  uuid: Opt(Type.String()),
  additionalDetails: Opt(Type.String()),
  creditCardData: Opt(CreditCardProductSchema),
  description: Opt(Type.String()),
  edition: Opt(Type.String()),
  hed: Opt(Type.String()),
  id: Opt(Type.String()),
  imageCaptionOverride: Opt(Type.String()),
  imageCreditOverride: Opt(Type.String()),
  imageGroup: Opt(ImageSchema),
  merchantOffers: Opt(Type.Array(MerchantOfferSchema)),
  priceScale: Opt(Type.Union([Type.String(), Type.Number()])),
  productScore: Opt(Type.Number()),
  shortcodeType: Opt(Type.String()),
  subhed: Opt(Type.String()),
  supplementalText: Opt(Type.String()),
  supplementalUrl: Opt(Type.String()),
  techProd: Opt(Type.Unknown()),
  usePricing: Opt(Type.Boolean()),
  productName: Opt(Type.String()),
  providerPhone: Opt(Type.String()),
  listicleType: Opt(Type.String()),
  tapiProduct: Opt(Type.Unknown()),
  zip: Opt(Type.String()),
  precapImageGroup: Opt(ImageSchema),
});
export type ListicleEntry = Static<typeof ListicleEntrySchema>;
