// A ContentList component: a titled list of story cards, with its "view more" link, or
// with "Load more" when the page shows it paged and its component has a next link.
import { LoadMoreList } from '../listing/LoadMore.tsx';
import { StoryList } from '../listing/StoryList.tsx';
import type { ComponentRendererProps, ContentListView } from './component-views.ts';

export function ContentListComponent({ view }: ComponentRendererProps<ContentListView>) {
  const { title, description, stories, emptyText, anchor, viewMore, more, shownElsewhere } = view.data;
  const listProps = { ...(title ? { title } : {}), stories, ...(emptyText ? { emptyText } : {}), ...(anchor ? { id: anchor } : {}) };
  return (
    <div className="page-component page-component--content-list" data-component={view.name}>
      {more ? (
        // Keyed by its first next link: another page opened in-app starts afresh.
        <LoadMoreList key={more.link} more={more} {...(shownElsewhere ? { shownElsewhere } : {})} {...listProps} />
      ) : (
        <StoryList {...listProps} />
      )}
      {description ? <p className="page-component__description">{description}</p> : null}
      {viewMore ? (
        <p className="page-component__more">
          <a href={viewMore.url}>{viewMore.text}</a>
        </p>
      ) : null}
    </div>
  );
}
