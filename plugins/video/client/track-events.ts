// Player and play state changes as `neutron:track` window events for the tracking plugin,
// with the Chartbeat words (spec 001 §9): state s1–s4, autoplay type unkn/man/auto/cont,
// content type ad/ct.
import type { StorePlayerState } from '../store.ts';
import { chartbeatAutoplayType, chartbeatState, CHARTBEAT_CONTENT_TYPES } from '../states.ts';

export const TRACK_EVENT = 'neutron:track';

export interface VideoStateEvent {
  event: 'video-state';
  videoId: string;
  playState: StorePlayerState['videoState'];
  playerState: StorePlayerState['player'];
  state: ReturnType<typeof chartbeatState>;
  autoplayType: ReturnType<typeof chartbeatAutoplayType>;
  contentType: 'ad' | 'ct';
}

export function videoStateEvent(videoId: string, state: StorePlayerState, continued: boolean): VideoStateEvent {
  return {
    event: 'video-state',
    videoId,
    playState: state.videoState,
    playerState: state.player,
    state: chartbeatState(state.videoState),
    autoplayType: chartbeatAutoplayType(state.autoplayType, continued),
    contentType: state.isAd ? CHARTBEAT_CONTENT_TYPES.ad : CHARTBEAT_CONTENT_TYPES.content,
  };
}

export function sendVideoState(detail: VideoStateEvent): void {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail }));
}
