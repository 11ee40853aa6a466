// A titled list of story cards; an empty list says so instead of rendering nothing. Card
// headlines sit one level under the list's title, or under the page's h1 when untitled.
import { StoryCard } from './StoryCard.tsx';
import type { StoryCardData } from './story-card-data.ts';

interface Props {
  title?: string;
  stories: StoryCardData[];
  emptyText?: string;
  id?: string;
}

export function StoryList({ title, stories, emptyText = 'No stories yet.', id }: Props) {
  return (
    <section className="story-list" aria-label={title} id={id}>
      {title ? <h2 className="story-list__title">{title}</h2> : null}
      {stories.length === 0 ? (
        <p className="story-list__empty">{emptyText}</p>
      ) : (
        <ul className="story-list__items">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} headingLevel={title ? 3 : 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
