// The embeddable player (/a/video-player/{slug}/): the poster where the player mounts,
// and the transcript below it; nothing else, since other sites frame it.
import type { PageProps } from '../../core/index.ts';
import type { PlayerConfig } from './player-config.ts';

export interface PlayerPageProps {
  config: PlayerConfig;
}

export function VideoPlayerPage({ props }: PageProps<PlayerPageProps>) {
  const { config } = props;
  return (
    <div className="video-player-page">
      <div className="video-embed" data-video-player={config.slug}>
        {config.poster ? <img className="video-embed__poster" src={config.poster} alt="" /> : null}
        <span className="video-embed__title">{config.title}</span>
      </div>
      {config.transcript ? (
        <section className="video-transcript">
          <h2>Transcript</h2>
          <p>{config.transcript}</p>
        </section>
      ) : null}
    </div>
  );
}
