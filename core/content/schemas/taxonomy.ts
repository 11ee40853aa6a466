// Tags, topics and collections (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { Opt } from './common.ts';
import { ImageSchema } from './image.ts';

export const TagSchema = Type.Object({
  slug: Type.String({ minLength: 1 }),
  name: Opt(Type.String()),
});
export type Tag = Static<typeof TagSchema>;

const TopicRef = Type.Object({
  id: Opt(Type.String()),
  slug: Type.String({ minLength: 1 }),
  name: Opt(Type.String()),
  uuid: Opt(Type.String()),
  typeName: Opt(Type.String()),
});

/** A topic; hierarchical topics add typePath/hPath/hslugPath, full topics primary and topicPath. */
export const TopicSchema = Type.Object({
  id: Opt(Type.String()),
  slug: Type.String({ minLength: 1 }),
  name: Opt(Type.String()),
  uuid: Opt(Type.String()),
  typeName: Opt(Type.String()),
  typePath: Opt(Type.String()),
  hPath: Opt(Type.String()),
  hslugPath: Opt(Type.String()),
  primary: Opt(Type.Boolean()),
  /** Ancestors, root first. */
  topicPath: Opt(Type.Array(TopicRef)),
  description: Opt(Type.String()),
  image: Opt(ImageSchema),
  metaData: Opt(Type.Object({ hubTopicPathString: Opt(Type.String()) })),
});
export type Topic = Static<typeof TopicSchema>;

export const CollectionSchema = Type.Object({
  id: Opt(Type.String()),
  image: Opt(ImageSchema),
  primary: Opt(Type.Boolean()),
  title: Opt(Type.String()),
  slug: Type.String({ minLength: 1 }),
  hide: Opt(Type.Boolean()),
  description: Opt(Type.String()),
  threads: Opt(Type.Array(Type.Object({ slug: Type.String() }))),
  typeSlug: Opt(Type.String()),
});
export type Collection = Static<typeof CollectionSchema>;

export const CollectionListItemSchema = Type.Object({
  slug: Type.String(),
  title: Opt(Type.String()),
  type: Opt(Type.String()),
});
export type CollectionListItem = Static<typeof CollectionListItemSchema>;
