// A ContentList component: a titled list of story cards, with its "view more" link.
import { StoryList } from '../listing/StoryList.tsx';
import type { ComponentRendererProps, ContentListView } from './component-views.ts';

export function ContentListComponent({ view }: ComponentRendererProps<ContentListView>) {
  const { title, description, stories, emptyText, anchor, viewMore } = view.data;
  return (
    <div className="page-component page-component--content-list" data-component={view.name}>
      <StoryList {...(title ? { title } : {})} stories={stories} {...(emptyText ? { emptyText } : {})} {...(anchor ? { id: anchor } : {})} />
      {description ? <p className="page-component__description">{description}</p> : null}
      {viewMore ? (
        <p className="page-component__more">
          <a href={viewMore.url}>{viewMore.text}</a>
        </p>
      ) : null}
    </div>
  );
}
