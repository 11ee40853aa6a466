// spec 001 §3 play and player states, §9 Chartbeat states.
import { describe, expect, it } from 'vitest';
import {
  chartbeatAutoplayType,
  chartbeatState,
  nextPlayerState,
  nextPlayState,
  PLAY_STATES,
  PLAYER_STATES,
  type PlayEvent,
  type PlayerEvent,
  type PlayState,
} from '../../../plugins/video/states.ts';
import { createVideoStore } from '../../../plugins/video/store.ts';

describe('player states', () => {
  it('have the spec numbers', () => {
    expect(PLAYER_STATES).toEqual({ EMPTY: -2, LOADING: -1, STOPPED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3 });
  });

  it('go empty → loading → playing → buffering → playing → paused → playing → stopped', () => {
    const events: PlayerEvent[] = ['load', 'play', 'waiting', 'play', 'pause', 'play', 'end'];
    const seen = events.reduce<number[]>((states, event) => [...states, nextPlayerState(states.at(-1) as -2, event)], [PLAYER_STATES.EMPTY]);
    expect(seen).toEqual([-2, -1, 1, 3, 1, 2, 1, 0]);
  });

  it('ignore events that do not fit the state, and empty on an error', () => {
    expect(nextPlayerState(PLAYER_STATES.EMPTY, 'play')).toBe(PLAYER_STATES.EMPTY);
    expect(nextPlayerState(PLAYER_STATES.EMPTY, 'pause')).toBe(PLAYER_STATES.EMPTY);
    expect(nextPlayerState(PLAYER_STATES.STOPPED, 'pause')).toBe(PLAYER_STATES.STOPPED);
    expect(nextPlayerState(PLAYER_STATES.LOADING, 'ready')).toBe(PLAYER_STATES.STOPPED);
    expect(nextPlayerState(PLAYER_STATES.PLAYING, 'error')).toBe(PLAYER_STATES.EMPTY);
    expect(nextPlayerState(PLAYER_STATES.STOPPED, 'load')).toBe(PLAYER_STATES.LOADING);
  });
});

describe('play states', () => {
  it('have the spec names', () => {
    expect(Object.keys(PLAY_STATES).sort()).toEqual(
      ['ADLOADED', 'MUTED', 'PLAYED', 'PLAYING', 'STOPPED', 'UNMUTED', 'UNPLAYED', 'COMPLETED', 'CONTENT_COMPLETED'].sort(),
    );
  });

  const run = (events: PlayEvent[]) =>
    events.reduce<PlayState[]>((states, event) => [...states, nextPlayState(states.at(-1) ?? PLAY_STATES.UNPLAYED, event)], [PLAY_STATES.UNPLAYED]);

  it('follow an ad, the content, a pause, sound changes and the end', () => {
    expect(run(['ad-loaded', 'playing', 'paused', 'playing', 'muted', 'unmuted', 'content-ended', 'completed'])).toEqual([
      'UNPLAYED',
      'ADLOADED',
      'PLAYED',
      'STOPPED',
      'PLAYING',
      'MUTED',
      'UNMUTED',
      'CONTENT_COMPLETED',
      'COMPLETED',
    ]);
  });

  it('ignore a pause or mute before playback and an ad after it', () => {
    expect(nextPlayState(PLAY_STATES.UNPLAYED, 'paused')).toBe('UNPLAYED');
    expect(nextPlayState(PLAY_STATES.UNPLAYED, 'muted')).toBe('UNPLAYED');
    expect(nextPlayState(PLAY_STATES.PLAYING, 'ad-loaded')).toBe('PLAYING');
    expect(nextPlayState(PLAY_STATES.COMPLETED, 'content-ended')).toBe('COMPLETED');
  });

  it('are reported as Chartbeat states s1 to s4, with autoplay and content types', () => {
    expect(chartbeatState('UNPLAYED')).toBe('s1');
    expect(chartbeatState('ADLOADED')).toBe('s1');
    expect(chartbeatState('PLAYED')).toBe('s2');
    expect(chartbeatState('PLAYING')).toBe('s2');
    expect(chartbeatState('MUTED')).toBe('s2');
    expect(chartbeatState('STOPPED')).toBe('s3');
    expect(chartbeatState('CONTENT_COMPLETED')).toBe('s4');
    expect(chartbeatState('COMPLETED')).toBe('s4');
    expect(chartbeatAutoplayType(undefined)).toBe('unkn');
    expect(chartbeatAutoplayType('MANUAL')).toBe('man');
    expect(chartbeatAutoplayType('AUTOPLAY')).toBe('auto');
    expect(chartbeatAutoplayType('MANUAL', true)).toBe('cont');
  });
});

describe('video store', () => {
  it('starts empty and knows whether the page has a video', () => {
    const store = createVideoStore();
    expect(store.get()).toMatchObject({ video: undefined, hasVideo: false, players: [], videoPlaylist: [], inlineClick: { id: '', click: false } });
    expect(store.get().playerState).toEqual({
      autoplay: false,
      autoplayType: 'MANUAL',
      contentStartTime: 0,
      isAd: false,
      player: -2,
      sticky: false,
      videoState: 'UNPLAYED',
    });
    store.setVideo({ id: 'v1' });
    expect(store.get().hasVideo).toBe(true);
  });

  it('keeps a playlist without duplicate ids, in order', () => {
    const store = createVideoStore();
    store.addToPlaylist([{ id: 'a' }, { id: 'b' }, { id: 'a' }]);
    store.addToPlaylist([{ id: 'b' }, { id: 'c' }]);
    expect(store.get().videoPlaylist.map((video) => video.id)).toEqual(['a', 'b', 'c']);
  });

  it('tells subscribers about player state changes and inline clicks', () => {
    const store = createVideoStore();
    const seen: unknown[] = [];
    const stop = store.subscribe((state, previous) => seen.push([previous.playerState.player, state.playerState.player, state.inlineClick]));
    store.addPlayer('p1');
    store.addPlayer('p1');
    store.setPlayerState({ player: 1, isAd: true, autoplay: true, autoplayType: 'AUTOPLAY' });
    store.setInlineClick('v2', true);
    stop();
    store.setPlayerState({ player: 2 });
    expect(store.get().players).toEqual(['p1']);
    expect(seen).toEqual([
      [-2, -2, { id: '', click: false }],
      [-2, 1, { id: '', click: false }],
      [1, 1, { id: 'v2', click: true }],
    ]);
  });
});
