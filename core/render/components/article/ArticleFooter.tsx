// What follows every article-like page's content: the brand's promotions and widgets for
// it, topics, tags and related links.
import type { ArticleFrameProps } from './article-props.ts';
import { LinkList } from './LinkList.tsx';
import { Merchandising } from './Merchandising.tsx';

interface Props {
  frame: Pick<ArticleFrameProps, 'tags' | 'topics' | 'related' | 'merchandising'>;
}

export function ArticleFooter({ frame }: Props) {
  return (
    <footer className="article-footer">
      <Merchandising merchandising={frame.merchandising} />
      <LinkList title="Topics" links={frame.topics} className="article-footer__topics" />
      <LinkList title="Tags" links={frame.tags} className="article-footer__tags" />
      <LinkList title="Related" links={frame.related} className="article-footer__related" />
    </footer>
  );
}
