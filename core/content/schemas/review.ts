// Review (spec 000 §3); ratings are on a 0 to 10 scale (spec 000 §5).
import { type Static, Type } from '@sinclair/typebox';
import { Opt, WinningInterest } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';
import { RelatedProductSchema } from './product.ts';
import { ContentPlatformSchema } from './related.ts';

const Rating = Type.Number({ minimum: 0, maximum: 10 });

export const SubRatingSchema = Type.Object({ id: Opt(Type.String()), name: Type.String(), rating: Rating });
export type SubRating = Static<typeof SubRatingSchema>;

export const ReviewSchema = Type.Object({
  ...ContentBaseFields,
  bad: Opt(Type.String()),
  good: Opt(Type.String()),
  bottomLine: Opt(Type.String()),
  body: Opt(Type.String()),
  dek: Opt(Type.String()),
  editorsChoice: Opt(Type.Boolean()),
  editorsChoiceDate: Opt(Type.String()),
  image: Opt(ImageSchema),
  preferredProductName: Opt(Type.String()),
  promoTitle: Opt(Type.String()),
  promoDek: Opt(Type.String()),
  promoHed: Opt(Type.String()),
  promoImage: Opt(ImageSchema),
  rating: Opt(Rating),
  starRating: Opt(Type.Number({ minimum: 0, maximum: 5 })),
  subRatings: Opt(Type.Array(SubRatingSchema)),
  targetSlug: Opt(Type.String()),
  type: Opt(Type.String()),
  title: Opt(Type.String()),
  suppressAds: Opt(Type.Boolean()),
  /** Leaves out the author's bio at the end (spec 000 §6 per-article switch), as on articles. */
  suppressBio: Opt(Type.Boolean()),
  reviewType: Opt(Type.String()),
  contentPlatform: Opt(ContentPlatformSchema),
  additionalShortcodeData: Opt(Type.Record(Type.String(), Type.Unknown())),
  winningInterest: Opt(WinningInterest),
  relatedProduct: Opt(RelatedProductSchema),
  site: Opt(Type.String()),
  noIndex: Opt(Type.Boolean()),
});
export type Review = Static<typeof ReviewSchema>;
