// Live articles and their coverage items (spec 000 §3; newest item has the highest sequence).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';
import { AuthorSchema } from './people.ts';

export const LiveCoverageItemSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  sequence: Type.Integer({ minimum: 0, default: 0 }),
  author: Opt(AuthorSchema),
  body: Opt(Type.String()),
  datePublished: Opt(DateString),
  dateUpdated: Opt(DateString),
  displayDatePublished: Opt(DateString),
  headline: Opt(Type.String()),
  important: Opt(Type.Boolean()),
  parentId: Opt(Type.String()),
  pinned: Opt(Type.Boolean()),
  type: Opt(Type.String()),
  view: Opt(Type.String()),
  deleted: Opt(Type.Boolean()),
  namespace: Opt(Type.String()),
});
export type LiveCoverageItem = Static<typeof LiveCoverageItemSchema>;

/** The livearticles items call's answer (spec 001 §7): data.items. */
export const LiveItemsSchema = Type.Object({ items: Type.Array(LiveCoverageItemSchema) });
export type LiveItems = Static<typeof LiveItemsSchema>;

export const LiveArticleSchema = Type.Object({
  ...ContentBaseFields,
  callToAction: Opt(Type.String()),
  channelDetails: Opt(Type.Object({ namespace: Opt(Type.String()), name: Opt(Type.String()), key: Opt(Type.String()) })),
  dek: Opt(Type.String()),
  eventStart: Opt(DateString),
  eventEnd: Opt(DateString),
  eventTimeZone: Opt(Type.String()),
  image: Opt(ImageSchema),
  intro: Opt(Type.String()),
  items: Type.Array(LiveCoverageItemSchema, { default: [] }),
  promoDek: Opt(Type.String()),
  promoImage: Opt(ImageSchema),
  suppressAds: Opt(Type.Boolean()),
  /** Leaves out the author's bio at the end (spec 000 §6 per-article switch), as on articles. */
  suppressBio: Opt(Type.Boolean()),
  titleTag: Opt(Type.String()),
  video: Opt(Type.Record(Type.String(), Type.Unknown())),
  body: Opt(Type.String()),
  layoutName: Opt(Type.String()),
  type: Opt(Type.String()),
  site: Opt(Type.String()),
  noIndex: Opt(Type.Boolean()),
});
export type LiveArticle = Static<typeof LiveArticleSchema>;
