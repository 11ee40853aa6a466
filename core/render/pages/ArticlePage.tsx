// The article page: every article variant (standard, longform, how-to, deal, sponsored,
// replay). The body is the pipeline's HTML, shipped once (ArticleBody).
import { ArticleBody } from '../../body/ArticleBody.tsx';
import { AdDebugPanel } from '../components/article/AdDebugPanel.tsx';
import { AuthorBio } from '../components/article/AuthorBio.tsx';
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleFooter } from '../components/article/ArticleFooter.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { ArticlePageProps } from '../components/article/article-props.ts';
import { BestListSummary } from '../components/article/BestListSummary.tsx';
import { TableOfContents } from '../components/article/TableOfContents.tsx';
import type { PageProps } from '../page-props.ts';
import { useStores } from '../stores.ts';

export function ArticlePage({ props }: PageProps<ArticlePageProps>) {
  const centered = useStores().brand.isCenterJustified;
  const modifiers = [props.merchandising?.wideButtons ? ' article-page--wide-buttons' : '', centered ? ' article-page--centered' : ''].join('');
  return (
    <article className={`article-page article-page--${props.variant}${modifiers}`} data-ads={props.adsSuppressed ? 'suppressed' : 'allowed'}>
      <ArticleHeader header={props.header} />
      {props.affiliateDisclosure ? <AffiliateDisclosure /> : null}
      <BestListSummary />
      <TableOfContents />
      <ArticleBody html={props.body.html} />
      <AdDebugPanel debug={props.adDebug} />
      <ArticleFooter frame={props} />
      <AuthorBio bio={props.authorBio} />
    </article>
  );
}
