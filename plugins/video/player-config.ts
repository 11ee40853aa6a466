// What a player needs to play one video, built on the server from the content API's
// video and its captions call: the file chosen by spec 001 §5 (and an mp4 for browsers
// without HLS), the webvtt captions, the transcript, poster and ad suppression.
import type { PlayableSource } from './file-choice.ts';
import { chooseVideoFile, isAllowedUrl, isValidMp4 } from './file-choice.ts';

/** The fields of a content API video (spec 000 §3) the player reads. */
export interface VideoForPlayer {
  id: string;
  slug: string;
  title?: string | undefined;
  headline?: string | undefined;
  duration?: number | undefined;
  files: readonly { url: string; type?: string | undefined; format?: string | undefined; bitrate?: number | undefined }[];
  manifestUrl?: string | undefined;
  mp4Url?: string | undefined;
  captions?: readonly { data: string; format: string }[] | undefined;
  suppressAds: boolean;
}

export interface PlayerConfig {
  id: string;
  slug: string;
  title: string;
  poster?: string;
  duration?: number;
  source?: PlayableSource;
  /** An mp4 for browsers that play neither HLS natively nor through Media Source. */
  mp4?: string;
  /** WEBVTT text of the captions. */
  captions?: string;
  /** spec 000 §3: the txt caption with newlines removed. */
  transcript?: string;
  suppressAds: boolean;
}

/** The transcript: the txt caption, newlines removed. */
export function transcriptOf(captions: VideoForPlayer['captions']): string | undefined {
  const caption = captions?.find((entry) => entry.format.toLowerCase() === 'txt');
  return caption?.data.replace(/\s*\r?\n\s*/g, ' ').trim() || undefined;
}

/** The video's files, then its manifestUrl and mp4Url as an HLS file and an mpeg4 file. */
function candidateFiles(video: VideoForPlayer): VideoForPlayer['files'] {
  return [
    ...video.files,
    ...(video.manifestUrl ? [{ url: video.manifestUrl, type: 'HLS', format: 'm3u8' }] : []),
    ...(video.mp4Url ? [{ url: video.mp4Url, format: 'MPEG4' }] : []),
  ];
}

export function playerConfig(video: VideoForPlayer, extras: { poster?: string | undefined; captions?: string | undefined }): PlayerConfig {
  const files = candidateFiles(video);
  const source = chooseVideoFile(files);
  const mp4 = source?.kind === 'hls' ? chooseVideoFile(files.filter((file) => isValidMp4(file) && isAllowedUrl(file.url))) : undefined;
  const transcript = transcriptOf(video.captions);
  const duration = video.duration;
  return {
    id: video.id,
    slug: video.slug,
    title: video.title ?? video.headline ?? video.slug,
    ...(extras.poster ? { poster: extras.poster } : {}),
    ...(duration !== undefined ? { duration } : {}),
    ...(source ? { source } : {}),
    ...(mp4 ? { mp4: mp4.url } : {}),
    ...(extras.captions ? { captions: extras.captions } : {}),
    ...(transcript ? { transcript } : {}),
    suppressAds: video.suppressAds,
  };
}
