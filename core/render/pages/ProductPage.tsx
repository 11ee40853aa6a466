// The product page: price summary, resellers, specs and the product's reviews.
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { ProductPageProps } from '../components/article/article-props.ts';
import { PriceSummary } from '../components/article/PriceSummary.tsx';
import { formatRating } from '../components/article/ReviewSummary.tsx';
import type { PageProps } from '../page-props.ts';

export function ProductPage({ props }: PageProps<ProductPageProps>) {
  return (
    <article className="article-page product-page">
      <ArticleHeader header={props.header} />
      {props.manufacturer ? <p className="product-page__manufacturer">{props.manufacturer}</p> : null}
      {props.affiliateDisclosure && !props.specsOnly ? <AffiliateDisclosure /> : null}
      {props.specsOnly ? null : <PriceSummary summary={props.priceSummary} resellers={props.resellers} />}
      {props.specs.length > 0 ? (
        <section className="product-page__specs">
          <h2>Specs</h2>
          <dl>
            {props.specs.map((spec) => (
              <div key={spec.name}>
                <dt>{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {props.reviews.length > 0 && !props.specsOnly ? (
        <section className="product-page__reviews">
          <h2>Reviews</h2>
          <ul>
            {props.reviews.map((review) => (
              <li key={review.href}>
                <a href={review.href}>{review.title}</a>
                {review.rating !== undefined ? <span className="product-page__rating">{formatRating(review.rating)}</span> : null}
                {review.description ? <p>{review.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
