// The content base every content type shares (spec 000 §3 "Content (base)").
import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_EDITION } from '../api-words.ts';
import { DateString, Opt } from './common.ts';
import { ImageSchema } from './image.ts';
import { AuthorSchema } from './people.ts';
import { RelatedObjectSchema } from './related.ts';
import { CollectionSchema, TagSchema, TopicSchema } from './taxonomy.ts';

export const ContentBaseFields = {
  id: Type.String({ minLength: 1 }),
  slug: Type.String({ minLength: 1 }),
  typeName: Opt(Type.String()),
  headline: Opt(Type.String()),
  author: Opt(AuthorSchema),
  moreAuthors: Opt(Type.Array(AuthorSchema)),
  canonicalUrl: Opt(Type.String()),
  collections: Opt(Type.Array(CollectionSchema)),
  datePublished: Opt(DateString),
  dateUpdated: Opt(DateString),
  displayDatePublished: Opt(DateString),
  displayDateUpdated: Opt(DateString),
  edition: Type.String({ default: DEFAULT_EDITION }),
  relatedObjects: Opt(Type.Array(RelatedObjectSchema)),
  section: Opt(Type.String()),
  seoMetaDescription: Opt(Type.String()),
  seoNewsKeywords: Opt(Type.String()),
  seoOgDescription: Opt(Type.String()),
  seoOgImage: Opt(ImageSchema),
  seoOgTitle: Opt(Type.String()),
  seoTwitterCreator: Opt(Type.String()),
  tags: Opt(Type.Array(TagSchema)),
  topics: Opt(Type.Array(TopicSchema)),
};

export const ContentSchema = Type.Object(ContentBaseFields);
export type Content = Static<typeof ContentSchema>;
