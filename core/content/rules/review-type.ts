// Review types and their aliases (spec 000 §2.8).
export type ReviewType = 'review' | 'preview';

const ALIASES: Record<string, ReviewType> = {
  preview: 'preview',
  'first take': 'preview',
  firsttake: 'preview',
  review: 'review',
  'in depth': 'review',
  indepth: 'review',
};

export function normalizeReviewType(value: string | undefined): ReviewType | undefined {
  return value === undefined ? undefined : ALIASES[value.trim().toLowerCase()];
}

/** Ratings are on a 0 to 10 scale (spec 000 §5). */
export function isValidRating(rating: number | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating >= 0 && rating <= 10;
}
