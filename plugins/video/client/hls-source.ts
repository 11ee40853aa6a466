// Plays a video's chosen file: an mp4 directly; HLS natively where the browser can
// (`canPlayType('application/vnd.apple.mpegurl')`), else through hls.js's light build,
// imported here, so it is fetched only once playback starts. Without HLS support at all
// the mp4 plays instead.
import type { PlayerConfig } from '../player-config.ts';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface AttachedSource {
  /** Which way the video plays. */
  via: 'native' | 'hls.js' | 'mp4';
  detach(): void;
}

/** Resolves once the source is attached; `onFatal` reports an unrecoverable failure later. */
export async function attachSource(video: HTMLVideoElement, config: PlayerConfig, onFatal: (reason: string) => void): Promise<AttachedSource> {
  const source = config.source;
  if (!source) throw new Error(`video ${config.id} has no playable file`);
  const plain = (url: string, via: AttachedSource['via']): AttachedSource => {
    video.src = url;
    return { via, detach: () => video.removeAttribute('src') };
  };
  if (source.kind === 'mp4') return plain(source.url, 'mp4');
  if (video.canPlayType(HLS_TYPE) !== '') return plain(source.url, 'native');
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    if (config.mp4) return plain(config.mp4, 'mp4');
    throw new Error('this browser plays neither HLS nor Media Source');
  }
  // No worker: the page's Content-Security-Policy allows scripts of the site only.
  const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(`${data.type}: ${data.details}`);
  });
  hls.loadSource(new URL(source.url, location.href).toString());
  hls.attachMedia(video);
  return { via: 'hls.js', detach: () => hls.destroy() };
}
