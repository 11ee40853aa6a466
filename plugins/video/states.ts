// Play states and player states with the spec's names and numbers (spec 001 §3), the
// transitions between them, and how each is reported the Chartbeat way (spec 001 §9).
// Isomorphic and pure: the browser's player feeds it media events.

export const PLAY_STATES = Object.freeze({
  ADLOADED: 'ADLOADED',
  MUTED: 'MUTED',
  PLAYED: 'PLAYED',
  PLAYING: 'PLAYING',
  STOPPED: 'STOPPED',
  UNMUTED: 'UNMUTED',
  UNPLAYED: 'UNPLAYED',
  COMPLETED: 'COMPLETED',
  CONTENT_COMPLETED: 'CONTENT_COMPLETED',
});
export type PlayState = (typeof PLAY_STATES)[keyof typeof PLAY_STATES];

export const PLAYER_STATES = Object.freeze({
  EMPTY: -2,
  LOADING: -1,
  STOPPED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
});
export type PlayerState = (typeof PLAYER_STATES)[keyof typeof PLAYER_STATES];

/** What the media element (or the ad) reports to the player state machine. */
export type PlayerEvent = 'load' | 'ready' | 'play' | 'pause' | 'waiting' | 'end' | 'error' | 'unload';

const { EMPTY, LOADING, STOPPED, PLAYING, PAUSED, BUFFERING } = PLAYER_STATES;

/** The player state each event leads to, from the states it may come from. An event from
 *  any other state is ignored (the state stays). */
const PLAYER_TRANSITIONS: Record<PlayerEvent, { to: PlayerState; from: readonly PlayerState[] }> = {
  load: { to: LOADING, from: [EMPTY, STOPPED] },
  ready: { to: STOPPED, from: [LOADING] },
  play: { to: PLAYING, from: [LOADING, STOPPED, PAUSED, BUFFERING, PLAYING] },
  pause: { to: PAUSED, from: [PLAYING, BUFFERING] },
  waiting: { to: BUFFERING, from: [LOADING, PLAYING, PAUSED] },
  end: { to: STOPPED, from: [PLAYING, PAUSED, BUFFERING] },
  error: { to: EMPTY, from: [LOADING, STOPPED, PLAYING, PAUSED, BUFFERING] },
  unload: { to: EMPTY, from: [LOADING, STOPPED, PLAYING, PAUSED, BUFFERING] },
};

export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  const transition = PLAYER_TRANSITIONS[event];
  return transition.from.includes(state) ? transition.to : state;
}

/** What happens to the video as a whole: ads, content, sound. */
export type PlayEvent = 'ad-loaded' | 'playing' | 'paused' | 'muted' | 'unmuted' | 'content-ended' | 'completed';

const STARTED: readonly PlayState[] = [PLAY_STATES.PLAYED, PLAY_STATES.PLAYING, PLAY_STATES.STOPPED, PLAY_STATES.MUTED, PLAY_STATES.UNMUTED];
const FINISHED: readonly PlayState[] = [PLAY_STATES.CONTENT_COMPLETED, PLAY_STATES.COMPLETED];

export function nextPlayState(state: PlayState, event: PlayEvent): PlayState {
  switch (event) {
    case 'ad-loaded':
      return state === PLAY_STATES.UNPLAYED ? PLAY_STATES.ADLOADED : state;
    case 'playing':
      // The first time content plays it is PLAYED; after that PLAYING (a replay starts over).
      return STARTED.includes(state) ? PLAY_STATES.PLAYING : PLAY_STATES.PLAYED;
    case 'paused':
      return STARTED.includes(state) ? PLAY_STATES.STOPPED : state;
    case 'muted':
      return STARTED.includes(state) ? PLAY_STATES.MUTED : state;
    case 'unmuted':
      return STARTED.includes(state) ? PLAY_STATES.UNMUTED : state;
    case 'content-ended':
      return FINISHED.includes(state) ? state : PLAY_STATES.CONTENT_COMPLETED;
    case 'completed':
      return PLAY_STATES.COMPLETED;
  }
}

/** spec 001 §9: Chartbeat video states. */
export const CHARTBEAT_STATES = Object.freeze({ unplayed: 's1', played: 's2', stopped: 's3', completed: 's4' });
export type ChartbeatState = (typeof CHARTBEAT_STATES)[keyof typeof CHARTBEAT_STATES];
/** spec 001 §9: autoplay types: unknown, manual, autoplay, continuous (the next of a playlist). */
export const CHARTBEAT_AUTOPLAY_TYPES = Object.freeze({ unknown: 'unkn', manual: 'man', autoplay: 'auto', continuous: 'cont' });
export type ChartbeatAutoplayType = (typeof CHARTBEAT_AUTOPLAY_TYPES)[keyof typeof CHARTBEAT_AUTOPLAY_TYPES];
/** spec 001 §9: content types: an ad or the content. */
export const CHARTBEAT_CONTENT_TYPES = Object.freeze({ ad: 'ad', content: 'ct' });
export type ChartbeatContentType = (typeof CHARTBEAT_CONTENT_TYPES)[keyof typeof CHARTBEAT_CONTENT_TYPES];

export function chartbeatState(state: PlayState): ChartbeatState {
  switch (state) {
    case PLAY_STATES.UNPLAYED:
    case PLAY_STATES.ADLOADED:
      return CHARTBEAT_STATES.unplayed;
    case PLAY_STATES.STOPPED:
      return CHARTBEAT_STATES.stopped;
    case PLAY_STATES.COMPLETED:
    case PLAY_STATES.CONTENT_COMPLETED:
      return CHARTBEAT_STATES.completed;
    default:
      return CHARTBEAT_STATES.played;
  }
}

/** The store's autoplay type (spec 001 §3), and whether playback continues a playlist. */
export type AutoplayType = 'AUTOPLAY' | 'MANUAL';

export function chartbeatAutoplayType(type: AutoplayType | undefined, continued = false): ChartbeatAutoplayType {
  if (continued) return CHARTBEAT_AUTOPLAY_TYPES.continuous;
  if (type === 'AUTOPLAY') return CHARTBEAT_AUTOPLAY_TYPES.autoplay;
  if (type === 'MANUAL') return CHARTBEAT_AUTOPLAY_TYPES.manual;
  return CHARTBEAT_AUTOPLAY_TYPES.unknown;
}
