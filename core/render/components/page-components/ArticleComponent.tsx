// An Article component embedded in another page: its story card.
import { StoryCard } from '../listing/StoryCard.tsx';
import type { ArticleView, ComponentRendererProps } from './component-views.ts';

export function ArticleComponent({ view }: ComponentRendererProps<ArticleView>) {
  return (
    <div className="page-component page-component--article" data-component={view.name}>
      <StoryCard story={view.data.story} />
    </div>
  );
}
