// The review page (review or preview, and their replay form).
import { ArticleBody } from '../../body/ArticleBody.tsx';
import { AdDebugPanel } from '../components/article/AdDebugPanel.tsx';
import { AuthorBio } from '../components/article/AuthorBio.tsx';
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleFooter } from '../components/article/ArticleFooter.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { ReviewPageProps } from '../components/article/article-props.ts';
import { PriceSummary } from '../components/article/PriceSummary.tsx';
import { ReviewSummary } from '../components/article/ReviewSummary.tsx';
import { TableOfContents } from '../components/article/TableOfContents.tsx';
import type { PageProps } from '../page-props.ts';

export function ReviewPage({ props }: PageProps<ReviewPageProps>) {
  return (
    <article className={`article-page review-page review-page--${props.reviewType}`} data-ads={props.adsSuppressed ? 'suppressed' : 'allowed'}>
      <ArticleHeader header={props.header} />
      {props.affiliateDisclosure ? <AffiliateDisclosure /> : null}
      <ReviewSummary review={props} />
      <PriceSummary summary={props.priceSummary} resellers={props.resellers} />
      {props.productHref ? (
        <p className="review-page__product">
          <a href={props.productHref}>{`${props.productName} specs and prices`}</a>
        </p>
      ) : null}
      <TableOfContents />
      <ArticleBody html={props.body.html} />
      <AdDebugPanel debug={props.adDebug} />
      <ArticleFooter frame={props} />
      <AuthorBio bio={props.authorBio} />
    </article>
  );
}
