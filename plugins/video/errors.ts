// The video plugin's messages (spec 001 §8, verbatim) and its error class. Isomorphic:
// the browser's player throws them too.

export const VIDEO_DISABLED = 'video is disabled';
export const VIDEO_MANAGER_FAILED = 'UVPJS VideoManager could not be initialized';
export const NO_WINDOW = 'window object not available';

export type VideoErrorCode = 'VIDEO_ERR_DISABLED' | 'VIDEO_ERR_MANAGER' | 'VIDEO_ERR_NO_WINDOW';

export class VideoError extends Error {
  readonly code: VideoErrorCode;
  constructor(code: VideoErrorCode, message: string) {
    super(message);
    this.name = 'VideoError';
    this.code = code;
  }
}

export const videoDisabled = () => new VideoError('VIDEO_ERR_DISABLED', VIDEO_DISABLED);
export const videoManagerFailed = () => new VideoError('VIDEO_ERR_MANAGER', VIDEO_MANAGER_FAILED);
export const noWindow = () => new VideoError('VIDEO_ERR_NO_WINDOW', NO_WINDOW);
