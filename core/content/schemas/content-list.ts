// Content links and lists, and seamless items (spec 000 §3).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt, Paging } from './common.ts';
import { ImageSchema } from './image.ts';
import { AuthorSchema } from './people.ts';

/** A summary of a content item, enough to link to it and show a card. */
export const ContentLinkSchema = Type.Object({
  id: Opt(Type.String()),
  slug: Type.String({ minLength: 1 }),
  title: Type.String(),
  type: Opt(Type.String()),
  typeName: Opt(Type.String()),
  /** Site-relative path of the item. */
  url: Type.String(),
  description: Opt(Type.String()),
  image: Opt(ImageSchema),
  section: Opt(Type.String()),
  datePublished: Opt(DateString),
  dateUpdated: Opt(DateString),
  author: Opt(AuthorSchema),
  rating: Opt(Type.Number()),
  duration: Opt(Type.Number()),
});
export type ContentLink = Static<typeof ContentLinkSchema>;

export const ContentListSchema = Type.Object({
  componentLabel: Opt(Type.String()),
  description: Opt(Type.String()),
  items: Type.Array(ContentLinkSchema),
  paging: Opt(Paging),
  slug: Opt(Type.String()),
  title: Opt(Type.String()),
  viewMoreText: Opt(Type.String()),
  viewMoreUrl: Opt(Type.String()),
  label: Opt(Type.String()),
});
export type ContentList = Static<typeof ContentListSchema>;

export const SeamlessItemSchema = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  source: Opt(Type.String()),
  title: Type.String(),
  type: Opt(Type.String()),
  url: Type.String(),
});
export type SeamlessItem = Static<typeof SeamlessItemSchema>;

export const SeamlessListSchema = Type.Object({ items: Type.Array(SeamlessItemSchema) });
export type SeamlessList = Static<typeof SeamlessListSchema>;
