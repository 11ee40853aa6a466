// Small building blocks shared by the entity schemas. Upstream objects carry more
// fields than the spec names, so objects stay open (extra properties are kept).
import { type TSchema, Type } from '@sinclair/typebox';

export const Opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

/** A date as the upstream sends it: an ISO string (read as UTC, spec 000 §3). */
export const DateString = Type.String({ minLength: 1 });

export const Paging = Type.Object({
  limit: Opt(Type.Integer({ minimum: 0 })),
  offset: Opt(Type.Integer({ minimum: 0 })),
  total: Opt(Type.Integer({ minimum: 0 })),
});

/** An edition that also carries the content, under its own slug (spec 000 §3 Article.availableOn). */
export const AvailableOn = Type.Object({
  edition: Type.String({ minLength: 1 }),
  slug: Opt(Type.String()),
});

export const WinningInterest = Type.Object({
  id: Opt(Type.String()),
  name: Opt(Type.String()),
  type: Opt(Type.String()),
  description: Opt(Type.String()),
});
