// Image (spec 000 §3). A string image becomes `imageUrl` (see normalize.ts).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt } from './common.ts';

export const ImageSchema = Type.Object({
  id: Opt(Type.String()),
  filename: Opt(Type.String()),
  dateCreated: Opt(DateString),
  alt: Opt(Type.String()),
  credits: Opt(Type.String()),
  caption: Opt(Type.String()),
  path: Opt(Type.String()),
  cropGravity: Opt(Type.Integer()),
  crop: Opt(Type.String()),
  typeName: Opt(Type.String()),
  imageUrl: Opt(Type.String()),
  width: Opt(Type.Integer({ minimum: 0 })),
  height: Opt(Type.Integer({ minimum: 0 })),
  bucketPath: Opt(Type.String()),
  bucketType: Opt(Type.String()),
});
export type Image = Static<typeof ImageSchema>;

/** Property names that hold an image anywhere in a content response. */
export const IMAGE_KEYS: ReadonlySet<string> = new Set([
  'image',
  'promoImage',
  'mobileImage',
  'seoOgImage',
  'imageGroup',
  'precapImageGroup',
]);
