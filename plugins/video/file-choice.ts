// Which file of a video the player plays (spec 001 §5): files that are not https are
// ignored (the embedded service's own files, paths on this site, count as same-origin);
// HLS clear first, then the highest-bitrate HLS, then mp4. An mp4 is valid for the wifi
// or HDS types, or for downloadable or untyped files in mpeg4 format. Isomorphic.

export interface ChoosableFile {
  url: string;
  type?: string | undefined;
  format?: string | undefined;
  bitrate?: number | undefined;
}

export type PlayableSource = { kind: 'hls' | 'mp4'; url: string };

/** spec 000 §3 stream types and formats, compared without case. */
const HLS_CLEAR = 'hls_clear';
const HLS = 'hls';
const MP4_TYPES = new Set(['wifi', 'hds']);
const MPEG4_TYPES = new Set(['downloadable', '']);
const HLS_FORMATS = new Set(['m3u', 'm3u8']);

const lower = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** An https URL, or a path on this site (not `//host`, which leaves it). */
export function isAllowedUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https:\/\/[^/\\]/i.test(url);
}

function isHls(file: ChoosableFile): boolean {
  const type = lower(file.type);
  return type === HLS_CLEAR || type === HLS || (type === '' && HLS_FORMATS.has(lower(file.format)));
}

/** spec 001 §5: wifi or HDS types, or downloadable or untyped files in mpeg4 format. */
export function isValidMp4(file: ChoosableFile): boolean {
  const type = lower(file.type);
  if (MP4_TYPES.has(type)) return true;
  return MPEG4_TYPES.has(type) && lower(file.format) === 'mpeg4';
}

const byBitrate = (a: ChoosableFile, b: ChoosableFile) => (b.bitrate ?? 0) - (a.bitrate ?? 0);

/** The file to play, or undefined when no file qualifies. */
export function chooseVideoFile(files: readonly ChoosableFile[]): PlayableSource | undefined {
  const allowed = files.filter((file) => isAllowedUrl(file.url));
  const clear = allowed.find((file) => lower(file.type) === HLS_CLEAR);
  if (clear) return { kind: 'hls', url: clear.url };
  const hls = allowed.filter((file) => isHls(file)).sort(byBitrate)[0];
  if (hls) return { kind: 'hls', url: hls.url };
  const mp4 = allowed.filter((file) => isValidMp4(file)).sort(byBitrate)[0];
  return mp4 ? { kind: 'mp4', url: mp4.url } : undefined;
}
