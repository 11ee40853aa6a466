// Gallery and gallery items (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { Opt, WinningInterest } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';
import { RelatedProductSchema } from './product.ts';
import { ContentPlatformSchema, RelatedObjectSchema } from './related.ts';

export const GalleryItemSchema = Type.Object({
  body: Opt(Type.String()),
  description: Opt(Type.String()),
  title: Opt(Type.String()),
  headline: Opt(Type.String()),
  id: Opt(Type.String()),
  image: Opt(ImageSchema),
  photoCredit: Opt(Type.String()),
  position: Opt(Type.Integer({ minimum: 0 })),
  video: Opt(Type.Record(Type.String(), Type.Unknown())),
  relatedObjects: Opt(Type.Array(RelatedObjectSchema)),
  relatedProduct: Opt(RelatedProductSchema),
});
export type GalleryItem = Static<typeof GalleryItemSchema>;

export const GallerySchema = Type.Object({
  ...ContentBaseFields,
  contentPlatform: Opt(ContentPlatformSchema),
  dek: Opt(Type.String()),
  image: Opt(ImageSchema),
  items: Type.Array(GalleryItemSchema),
  promoImage: Opt(ImageSchema),
  relatedProduct: Opt(RelatedProductSchema),
  title: Opt(Type.String()),
  type: Opt(Type.String()),
  winningInterest: Opt(WinningInterest),
  site: Opt(Type.String()),
  noIndex: Opt(Type.Boolean()),
});
export type Gallery = Static<typeof GallerySchema>;
