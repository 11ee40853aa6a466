// A static page held as content (about, awards, newsletters, …): the Text component's data.
import { type Static, Type } from '@sinclair/typebox';
import { Opt } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';

export const StaticPageSchema = Type.Object({
  ...ContentBaseFields,
  headline: Type.String({ minLength: 1 }),
  dek: Opt(Type.String()),
  body: Type.String(),
  image: Opt(ImageSchema),
  layoutName: Opt(Type.String()),
  noIndex: Opt(Type.Boolean()),
  /** Named blocks a landing page arranges (newsletter list, award list, …). */
  sections: Opt(
    Type.Array(
      Type.Object({
        id: Type.String(),
        title: Type.String(),
        body: Opt(Type.String()),
        links: Opt(Type.Array(Type.Object({ title: Type.String(), url: Type.String(), description: Opt(Type.String()) }))),
      }),
    ),
  ),
});
export type StaticPage = Static<typeof StaticPageSchema>;
