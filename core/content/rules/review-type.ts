// Review types and their aliases (spec 000 §2.8): one implementation, the router's.
export { normalizeReviewType, type ReviewType } from '../../routing/route-for-content.ts';

/** Ratings are on a 0 to 10 scale (spec 000 §5). */
export function isValidRating(rating: number | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating >= 0 && rating <= 10;
}
