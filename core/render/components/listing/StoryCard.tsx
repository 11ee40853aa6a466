// One story in a listing: image, label, headline link, dek and byline. A story without a
// picture gets a text card (a rule above its label) rather than an empty picture box.
import { useDateText } from '../article/DateLine.tsx';
import { imageAttrs } from '../image-attrs.ts';
import type { StoryCardData } from './story-card-data.ts';

/** Every card of a paid post says so, whatever list it is in. */
export const SPONSORED_CARD_LABEL = 'Sponsored';

interface Props {
  story: StoryCardData;
  /** The lead story of a front door: bigger image fetched first (the page's largest
   *  paint), headline as h2. */
  lead?: boolean;
  /** The headline's level under the heading above the card (default h3; a lead is h2). */
  headingLevel?: 2 | 3;
}

export function StoryCard({ story, lead = false, headingLevel = lead ? 2 : 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = useDateText(story.date ?? '', story.dateTime);
  return (
    <article className={`story-card${lead ? ' story-card--lead' : ''}${story.image ? '' : ' story-card--text'}`} data-story-id={story.id}>
      {story.image ? (
        <a className="story-card__image" href={story.url} tabIndex={-1} aria-hidden="true">
          <img {...imageAttrs(story.image)} loading={lead ? 'eager' : 'lazy'} {...(lead ? { fetchPriority: 'high' as const } : {})} />
        </a>
      ) : null}
      <div className="story-card__text">
        {story.sponsored ? <span className="story-card__sponsored">{SPONSORED_CARD_LABEL}</span> : null}
        {story.label ? <span className="story-card__label">{story.label}</span> : null}
        <Heading className="story-card__title">
          <a href={story.url}>{story.title}</a>
        </Heading>
        {story.description ? <p className="story-card__dek">{story.description}</p> : null}
        <p className="story-card__meta">
          {story.rating !== undefined ? <span className="story-card__rating">{story.rating.toFixed(1)}/10</span> : null}
          {story.duration ? <span className="story-card__duration">{story.duration}</span> : null}
          {story.byline ? <span className="story-card__byline">{story.byline}</span> : null}
          {date ? <time dateTime={story.dateTime}>{date}</time> : null}
        </p>
      </div>
    </article>
  );
}
