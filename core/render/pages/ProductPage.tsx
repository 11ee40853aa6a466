// The product page: price summary, resellers, specs and the product's reviews (the
// page's ContentList component, through the component registry).
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { ProductPageProps } from '../components/article/article-props.ts';
import { PriceSummary } from '../components/article/PriceSummary.tsx';
import { PageComponents } from '../components/PageComponents.tsx';
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
      {props.components && props.components.length > 0 && !props.specsOnly ? (
        <div className="product-page__reviews">
          <PageComponents items={props.components} />
        </div>
      ) : null}
    </article>
  );
}
