// A VideoList component ("More videos"): video cards with their durations.
import { StoryList } from '../listing/StoryList.tsx';
import type { ComponentRendererProps, VideoListView } from './component-views.ts';

export function VideoListComponent({ view }: ComponentRendererProps<VideoListView>) {
  const { title, stories, emptyText, anchor, viewMore } = view.data;
  return (
    <div className="page-component page-component--video-list" data-component={view.name}>
      <StoryList title={title ?? 'Videos'} stories={stories} {...(emptyText ? { emptyText } : {})} {...(anchor ? { id: anchor } : {})} />
      {viewMore ? (
        <p className="page-component__more">
          <a href={viewMore.url}>{viewMore.text}</a>
        </p>
      ) : null}
    </div>
  );
}
