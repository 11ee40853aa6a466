// A Video component embedded in another page: a teaser with poster and duration that
// links to the video page (the player lives there).
import type { ComponentRendererProps, VideoView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function VideoComponent({ view }: ComponentRendererProps<VideoView>) {
  const { title, url, description, poster, duration } = view.data;
  return (
    <article className="page-component page-component--video video-teaser" data-component={view.name}>
      <a className="video-teaser__poster" href={url} tabIndex={-1} aria-hidden="true">
        {poster ? <img {...imageAttrs(poster)} loading="lazy" /> : null}
        {duration ? <span className="video-teaser__duration">{duration}</span> : null}
      </a>
      <h3 className="video-teaser__title">
        <a href={url}>{title}</a>
      </h3>
      {description ? <p className="video-teaser__description">{description}</p> : null}
    </article>
  );
}
