// Review types and their aliases (spec 000 §2.8), read by route choice and the loaders.
export type ReviewType = 'review' | 'preview';

const REVIEW_TYPE_ALIASES: Readonly<Record<string, ReviewType>> = {
  preview: 'preview',
  firsttake: 'preview',
  review: 'review',
  indepth: 'review',
};

/** preview (First Take, firsttake) or review (In Depth, indepth); else undefined. */
export function normalizeReviewType(value: unknown): ReviewType | undefined {
  if (typeof value !== 'string') return undefined;
  const alias = value.toLowerCase().replace(/[\s_-]+/g, '');
  // Own keys only: `constructor` or `toString` is in every object, and no review type.
  return Object.hasOwn(REVIEW_TYPE_ALIASES, alias) ? REVIEW_TYPE_ALIASES[alias] : undefined;
}

/** Ratings are on a 0 to 10 scale (spec 000 §5). */
export function isValidRating(rating: number | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating >= 0 && rating <= 10;
}
