// A LiveArticle component embedded in another page: its card, marked live, with the
// number of updates so far.
import { StoryCard } from '../listing/StoryCard.tsx';
import type { ComponentRendererProps, LiveArticleView } from './component-views.ts';

export function LiveArticleComponent({ view }: ComponentRendererProps<LiveArticleView>) {
  const { story, updates } = view.data;
  return (
    <div className="page-component page-component--live-article" data-component={view.name}>
      <StoryCard story={{ ...story, label: story.label ?? 'Live' }} />
      {updates > 0 ? <p className="page-component__note">{updates === 1 ? '1 update' : `${updates} updates`}</p> : null}
    </div>
  );
}
