// A Review component embedded in another page: a teaser with the rating out of 10,
// the editors' choice badge and the good and the bad.
import type { ComponentRendererProps, ReviewView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function ReviewComponent({ view }: ComponentRendererProps<ReviewView>) {
  const { title, url, description, image, rating, editorsChoice, good, bad } = view.data;
  return (
    <article className="page-component page-component--review review-teaser" data-component={view.name}>
      {image ? (
        <a className="review-teaser__image" href={url} tabIndex={-1} aria-hidden="true">
          <img {...imageAttrs(image)} loading="lazy" />
        </a>
      ) : null}
      <h3 className="review-teaser__title">
        <a href={url}>{title}</a>
      </h3>
      {rating !== undefined ? <span className="review-teaser__rating">{rating.toFixed(1)}/10</span> : null}
      {editorsChoice ? <span className="review-teaser__badge">Editors&apos; Choice</span> : null}
      {description ? <p className="review-teaser__description">{description}</p> : null}
      {good || bad ? (
        <dl className="review-teaser__verdict">
          {good ? (
            <>
              <dt>The good</dt>
              <dd>{good}</dd>
            </>
          ) : null}
          {bad ? (
            <>
              <dt>The bad</dt>
              <dd>{bad}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
