// The video page (and share, replay, sponsored variants): poster and metadata; the
// video plugin mounts its player on `.video-page__player` using the data attributes.
// "More videos" is the page's VideoList component, through the component registry.
import { ArticleFooter } from '../components/article/ArticleFooter.tsx';
import { ArticleHeader } from '../components/article/ArticleHeader.tsx';
import type { VideoPageProps } from '../components/article/article-props.ts';
import { ContentImage } from '../components/article/ContentImage.tsx';
import { PageComponents } from '../components/PageComponents.tsx';
import type { PageProps } from '../page-props.ts';

export function VideoPage({ props }: PageProps<VideoPageProps>) {
  return (
    <article className={`article-page video-page video-page--${props.variant}`} data-ads={props.adsSuppressed ? 'suppressed' : 'allowed'}>
      <ArticleHeader header={props.header} />
      <div className="video-page__player" data-manifest-url={props.manifestUrl} data-mp4-url={props.mp4Url}>
        {props.poster ? <ContentImage image={props.poster} className="video-page__poster" priority /> : null}
        {props.duration ? <span className="video-page__duration">{props.duration}</span> : null}
      </div>
      {props.description ? <p className="video-page__description">{props.description}</p> : null}
      {props.transcript ? (
        <section className="video-page__transcript">
          <h2>Transcript</h2>
          <p>{props.transcript}</p>
        </section>
      ) : null}
      {props.components && props.components.length > 0 ? (
        <div className="video-page__more">
          <PageComponents items={props.components} />
        </div>
      ) : null}
      <ArticleFooter frame={props} />
    </article>
  );
}
