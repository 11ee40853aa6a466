// The live article page: intro and body, then the coverage items newest first. The live
// plugin adds new items in the browser later; this renders what the server knows.
import { ArticleBody } from '../../body/ArticleBody.tsx';
import { AdDebugPanel } from '../components/article/AdDebugPanel.tsx';
import { AuthorBio } from '../components/article/AuthorBio.tsx';
import { AffiliateDisclosure } from '../components/article/AffiliateDisclosure.tsx';
import { ArticleFooter } from '../components/article/ArticleFooter.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { LiveArticlePageProps } from '../components/article/article-props.ts';
import { LiveItem } from '../components/article/LiveItem.tsx';
import type { PageProps } from '../page-props.ts';

export const LIVE_LABEL = 'Live';
export const ENDED_LABEL = 'Live coverage has ended';

export function LiveArticlePage({ props }: PageProps<LiveArticlePageProps>) {
  return (
    <article className="article-page live-article" data-live-channel={props.channel?.key}>
      <p className={props.ended ? 'live-article__status live-article__status--ended' : 'live-article__status'}>{props.ended ? ENDED_LABEL : LIVE_LABEL}</p>
      <ArticleHeader header={props.header} />
      {props.affiliateDisclosure ? <AffiliateDisclosure /> : null}
      <ArticleBody html={props.body.html} />
      <AdDebugPanel debug={props.adDebug} />
      <ol className="live-article__items" aria-label="Live updates" reversed>
        {props.items.map((item) => (
          <LiveItem key={item.id} item={item} />
        ))}
      </ol>
      <ArticleFooter frame={props} />
      <AuthorBio bio={props.authorBio} />
    </article>
  );
}
