// Article (spec 000 §3): the content base plus body, layout and SEO link fields.
import { type Static, Type } from '@sinclair/typebox';
import { AvailableOn, Opt, WinningInterest } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';
import { ListicleEntrySchema } from './listicle.ts';
import { ContentPlatformSchema } from './related.ts';

export const MortgageRateSchema = Type.Object({
  productid: Opt(Type.String()),
  productdescription: Opt(Type.String()),
  ratevalue: Opt(Type.Union([Type.Number(), Type.String()])),
  apryield: Opt(Type.Union([Type.Number(), Type.String()])),
});

export const ArticleFields = {
  ...ContentBaseFields,
  body: Opt(Type.String()),
  contentPlatform: Opt(ContentPlatformSchema),
  dek: Opt(Type.String()),
  image: Opt(ImageSchema),
  mobileImage: Opt(ImageSchema),
  layoutName: Opt(Type.String()),
  availableOn: Opt(Type.Array(AvailableOn)),
  listicles: Opt(Type.Array(ListicleEntrySchema)),
  noIndex: Opt(Type.Boolean()),
  pageLayout: Opt(Type.String()),
  promoDek: Opt(Type.String()),
  promoHed: Opt(Type.String()),
  promoImage: Opt(ImageSchema),
  relAlternate: Opt(Type.String()),
  relHrefLang: Opt(Type.Array(Type.Object({ hrefLang: Type.String(), href: Type.String() }))),
  relNext: Opt(Type.String()),
  relPrev: Opt(Type.String()),
  shortcodeTags: Opt(Type.Array(Type.String())),
  additionalShortcodeData: Opt(Type.Record(Type.String(), Type.Unknown())),
  site: Opt(Type.String()),
  titleTag: Opt(Type.String()),
  type: Opt(Type.String()),
  /** An attached video (the video plugin plays it). */
  video: Opt(Type.Record(Type.String(), Type.Unknown())),
  suppressAds: Opt(Type.Boolean()),
  suppressAutoplay: Opt(Type.Boolean()),
  suppressBio: Opt(Type.Boolean()),
  wordCount: Opt(Type.Integer({ minimum: 0 })),
  winningInterest: Opt(WinningInterest),
  mortgage: Opt(Type.Array(MortgageRateSchema)),
};

export const ArticleSchema = Type.Object(ArticleFields);
export type Article = Static<typeof ArticleSchema>;
