// A vanity entry as the lookup answers it (spec 001 §7): id, urlType, urlPath, enabled,
// dateExpired.date, targets (edition, targetType url or object, target), maybe an error.
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { URL_TYPES } from './constants.ts';

const ObjectTarget = Type.Object({
  slug: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  availableOn: Type.Optional(Type.Array(Type.Object({ edition: Type.String(), slug: Type.Optional(Type.String()) }))),
});

export const VanityTargetSchema = Type.Object({
  edition: Type.String(),
  targetType: Type.Union([Type.Literal('url'), Type.Literal('object')]),
  target: Type.Union([Type.String(), ObjectTarget]),
});

export const VanityEntrySchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  urlType: Type.Union(URL_TYPES.map((type) => Type.Literal(type))),
  urlPath: Type.String({ minLength: 1 }),
  enabled: Type.Boolean(),
  dateExpired: Type.Optional(Type.Object({ date: Type.String() })),
  targets: Type.Array(VanityTargetSchema),
  error: Type.Optional(Type.Unknown()),
});

export type VanityTarget = Static<typeof VanityTargetSchema>;
export type ObjectTarget = Static<typeof ObjectTarget>;
export type VanityEntry = Static<typeof VanityEntrySchema>;

/** The entry a lookup answered, or undefined when the answer is not one. */
export function readEntry(json: unknown): VanityEntry | undefined {
  return Value.Check(VanityEntrySchema, json) ? json : undefined;
}

/** When the entry stops being used; undefined without an expiry or with an unreadable one. */
export function expiryOf(entry: Pick<VanityEntry, 'dateExpired'>): Date | undefined {
  const text = entry.dateExpired?.date;
  if (!text) return undefined;
  // Dates read as UTC when they name no zone (spec 000 §3).
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) || !/T/.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An entry is used only when enabled and, with an expiry, not yet expired (spec 001 §7). */
export function isInForce(entry: Pick<VanityEntry, 'enabled' | 'dateExpired'>, now: Date): boolean {
  if (!entry.enabled) return false;
  const expiry = expiryOf(entry);
  return expiry === undefined || expiry.getTime() > now.getTime();
}

/** The target of the reader's edition. */
export function targetFor(entry: VanityEntry, edition: string): VanityTarget | undefined {
  return entry.targets.find((target) => target.edition === edition);
}

/** An object target's slug for the edition: it must list the edition in availableOn and
 *  have a slug (spec 001 §7); the edition's own slug wins over the object's. */
export function objectSlug(target: ObjectTarget, edition: string): string | undefined {
  const available = target.availableOn?.find((entry) => entry.edition === edition);
  if (!available) return undefined;
  const slug = available.slug || target.slug;
  return slug ? slug : undefined;
}
