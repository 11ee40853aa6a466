// The review box: rating out of 10, editors' choice, good and bad, bottom line, sub-ratings.
import type { ReviewPageProps } from './article-props.ts';

interface Props {
  review: Pick<ReviewPageProps, 'productName' | 'rating' | 'subRatings' | 'good' | 'bad' | 'bottomLine' | 'editorsChoice' | 'reviewType'>;
}

export const EDITORS_CHOICE_LABEL = "Editors' Choice";
export const PREVIEW_LABEL = 'First Take';

/** Ratings show with one decimal: 9.0, 8.5 (scale 0 to 10, spec 000 §5). */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function ReviewSummary({ review }: Props) {
  return (
    <section className="review-summary" aria-label={`${review.productName} review summary`}>
      {review.reviewType === 'preview' ? <p className="review-summary__type">{PREVIEW_LABEL}</p> : null}
      {review.editorsChoice ? (
        <p className="review-summary__editors-choice">
          {EDITORS_CHOICE_LABEL}
          {review.editorsChoice.date ? (
            <>
              {' '}
              <time dateTime={review.editorsChoice.iso}>{review.editorsChoice.date}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {review.rating !== undefined ? (
        <p className="review-summary__rating">
          <strong>{formatRating(review.rating)}</strong>
          <span>/10</span>
        </p>
      ) : null}
      {review.good.length > 0 ? (
        <div className="review-summary__good">
          <h2>Good</h2>
          <ul>
            {review.good.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.bad.length > 0 ? (
        <div className="review-summary__bad">
          <h2>Bad</h2>
          <ul>
            {review.bad.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.bottomLine ? (
        <div className="review-summary__bottom-line">
          <h2>Bottom line</h2>
          <p>{review.bottomLine}</p>
        </div>
      ) : null}
      {review.subRatings.length > 0 ? (
        <dl className="review-summary__sub-ratings">
          {review.subRatings.map((entry) => (
            <div key={entry.name}>
              <dt>{entry.name}</dt>
              <dd>{formatRating(entry.rating)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
