// What follows every article-like page's content: topics, tags and related links.
import type { ArticleFrameProps } from './article-props.ts';
import { LinkList } from './LinkList.tsx';

interface Props {
  frame: Pick<ArticleFrameProps, 'tags' | 'topics' | 'related'>;
}

export function ArticleFooter({ frame }: Props) {
  return (
    <footer className="article-footer">
      <LinkList title="Topics" links={frame.topics} className="article-footer__topics" />
      <LinkList title="Tags" links={frame.tags} className="article-footer__tags" />
      <LinkList title="Related" links={frame.related} className="article-footer__related" />
    </footer>
  );
}
