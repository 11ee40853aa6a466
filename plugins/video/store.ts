// The video store (spec 001 §3): the video on the page, its players, whether it has one,
// the player's state, a playlist without duplicate ids, and the last inline click.
// Isomorphic: a plain subscribable store the browser's players write to.
import type { AutoplayType, PlayState, PlayerState } from './states.ts';
import { PLAY_STATES, PLAYER_STATES } from './states.ts';

export interface StoreVideo {
  id: string;
  slug?: string;
  title?: string;
}

export interface StorePlayerState {
  autoplay: boolean;
  autoplayType: AutoplayType;
  /** When the content (not the ad) started, in ms since the epoch; 0 before. */
  contentStartTime: number;
  isAd: boolean;
  /** The player state number (spec 001 §3). */
  player: PlayerState;
  sticky: boolean;
  videoState: PlayState;
}

export interface VideoStoreState {
  video: StoreVideo | undefined;
  /** Ids of the players on the page. */
  players: string[];
  hasVideo: boolean;
  playerState: StorePlayerState;
  videoPlaylist: StoreVideo[];
  inlineClick: { id: string; click: boolean };
}

export interface VideoStore {
  get(): VideoStoreState;
  setVideo(video: StoreVideo | undefined): void;
  addPlayer(id: string): void;
  removePlayer(id: string): void;
  setPlayerState(change: Partial<StorePlayerState>): void;
  /** Adds the videos whose ids the playlist does not hold yet, in order. */
  addToPlaylist(videos: readonly StoreVideo[]): void;
  setInlineClick(id: string, click: boolean): void;
  subscribe(listener: (state: VideoStoreState, previous: VideoStoreState) => void): () => void;
}

export function initialPlayerState(): StorePlayerState {
  return {
    autoplay: false,
    autoplayType: 'MANUAL',
    contentStartTime: 0,
    isAd: false,
    player: PLAYER_STATES.EMPTY,
    sticky: false,
    videoState: PLAY_STATES.UNPLAYED,
  };
}

export function createVideoStore(): VideoStore {
  let state: VideoStoreState = {
    video: undefined,
    players: [],
    hasVideo: false,
    playerState: initialPlayerState(),
    videoPlaylist: [],
    inlineClick: { id: '', click: false },
  };
  const listeners = new Set<(next: VideoStoreState, previous: VideoStoreState) => void>();
  const update = (change: Partial<VideoStoreState>) => {
    const previous = state;
    state = Object.freeze({ ...state, ...change });
    for (const listener of listeners) listener(state, previous);
  };
  return {
    get: () => state,
    setVideo: (video) => update({ video, hasVideo: video !== undefined }),
    addPlayer: (id) => (state.players.includes(id) ? undefined : update({ players: [...state.players, id] })),
    removePlayer: (id) => update({ players: state.players.filter((player) => player !== id) }),
    setPlayerState: (change) => update({ playerState: { ...state.playerState, ...change } }),
    addToPlaylist(videos) {
      const seen = new Set(state.videoPlaylist.map((video) => video.id));
      const added = videos.filter((video) => !seen.has(video.id) && seen.add(video.id));
      if (added.length > 0) update({ videoPlaylist: [...state.videoPlaylist, ...added] });
    },
    setInlineClick: (id, click) => update({ inlineClick: { id, click } }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
