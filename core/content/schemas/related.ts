// Related objects and the content platform's classification data (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { Opt } from './common.ts';
import { ImageSchema } from './image.ts';
import { TopicSchema } from './taxonomy.ts';

export const RelatedObjectSchema = Type.Object({
  image: Opt(ImageSchema),
  metaData: Opt(Type.Record(Type.String(), Type.Unknown())),
  objectId: Opt(Type.String()),
  promoImage: Opt(ImageSchema),
  promoTitle: Opt(Type.String()),
  slug: Opt(Type.String()),
  title: Opt(Type.String()),
  description: Opt(Type.String()),
  topic: Opt(TopicSchema),
  typeName: Opt(Type.String()),
  api: Opt(Type.String()),
});
export type RelatedObject = Static<typeof RelatedObjectSchema>;

const Strings = Type.Array(Type.String());
export const ContentPlatformSchema = Type.Object({
  revisionId: Opt(Type.String()),
  entity: Opt(Strings),
  clusterId: Opt(Strings),
  ctopic: Opt(Strings),
  ctax: Opt(Strings),
  csig: Opt(Strings),
});
export type ContentPlatform = Static<typeof ContentPlatformSchema>;
