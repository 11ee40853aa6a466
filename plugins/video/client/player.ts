// The player, loaded when a reader starts playback (or the page autoplays): the video
// element with its captions track, the transcript below it, the pre-roll before the
// content, the poster with a retry when the manifest or the network fails, the sticky
// mini-player, and every player and play state change sent to tracking.
import type { ClientApi } from '../../../core/browser.ts';
import { isGranted } from '../../../core/browser.ts';
import { isAmpIframe, videoAdSuppression, videoAdUrl } from '../ad-request.ts';
import { noWindow, videoManagerFailed } from '../errors.ts';
import type { VideoPageSettings } from '../page-settings.ts';
import type { PlayerConfig } from '../player-config.ts';
import { nextPlayerState, nextPlayState, type PlayEvent, type PlayerEvent } from '../states.ts';
import { createVideoStore, type VideoStore } from '../store.ts';
import { attachSource, type AttachedSource } from './hls-source.ts';
import { stickyPlayer } from './sticky.ts';
import { sendVideoState, videoStateEvent } from './track-events.ts';
import './player.css';

export interface PlayerHost {
  element: HTMLElement;
  /** The video's slug or id. */
  name: string;
  config?: PlayerConfig;
  /** The page's own video (the video page, the player page), not one in a body. */
  main: boolean;
  /** A body video marked to start by itself. */
  autoplay?: boolean;
  /** Slugs or ids of a playlist, played one after the other. */
  playlist?: string[];
}

interface MountOptions {
  api: ClientApi;
  settings: VideoPageSettings;
  autoplay: boolean;
}

const DATA_PREFIX = '/_neutron/data';
/** One store per page: the video store of spec 001 §3. */
export const videoStore: VideoStore = createVideoStore();

async function fetchConfig(settings: VideoPageSettings, name: string): Promise<PlayerConfig> {
  const response = await fetch(`${DATA_PREFIX}${settings.playerPath}${encodeURIComponent(name)}/`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`video ${name} answered ${response.status}`);
  const answer = (await response.json()) as { page?: { props?: { config?: PlayerConfig } } };
  const config = answer.page?.props?.config;
  if (!config) throw new Error(`video ${name} has no player data`);
  return config;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  return node;
}

/** spec 001 §5: no ads for a video with suppressAds, with adSuppress=all, or without
 *  targeting consent outside an AMP iframe. */
function adUrlFor(settings: VideoPageSettings, config: PlayerConfig, api: ClientApi, playerWidth: number): string | undefined {
  const ads = settings.ads;
  if (!ads) return undefined;
  const suppressed = videoAdSuppression({
    suppressAds: config.suppressAds,
    adSuppress: ads.adSuppress,
    targetingConsent: isGranted(api.consent.state(), 'targeting'),
    inAmpIframe: isAmpIframe(location.hash),
  });
  if (suppressed) return undefined;
  const targeting = { ...ads.targeting, videoId: config.id };
  return videoAdUrl({ vastUrl: ads.vastUrl, adUnit: ads.adUnit, targeting, correlator: Date.now(), playerWidth }, location.href);
}

export async function mountPlayer(host: PlayerHost, options: MountOptions): Promise<void> {
  if (typeof window === 'undefined') throw noWindow();
  const { api, settings } = options;
  const configs = new Map<string, PlayerConfig>(host.config ? [[host.name, host.config]] : []);
  const configOf = async (name: string) => configs.get(name) ?? (await fetchConfig(settings, name));

  const player = element('div', 'video-player');
  const video = element('video', 'video-player__video');
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  const overlay = element('div', 'video-ad');
  overlay.hidden = true;
  const failure = element('div', 'video-player__failure');
  failure.hidden = true;
  player.append(video, overlay, failure);
  host.element.append(player);
  host.element.dataset.videoReady = 'player';

  const id = `${host.name}-${Math.random().toString(36).slice(2, 8)}`;
  videoStore.addPlayer(id);
  let continued = false;
  let current: PlayerConfig | undefined;
  let attached: AttachedSource | undefined;

  const report = () => {
    const state = videoStore.get().playerState;
    player.dataset.playerState = String(state.player);
    player.dataset.playState = state.videoState;
    player.dataset.contentType = state.isAd ? 'ad' : 'ct';
    if (current) sendVideoState(videoStateEvent(current.id, state, continued));
  };
  const playerEvent = (event: PlayerEvent) => {
    const state = videoStore.get().playerState;
    const next = nextPlayerState(state.player, event);
    if (next !== state.player) {
      videoStore.setPlayerState({ player: next });
      report();
    }
  };
  const playEvent = (event: PlayEvent) => {
    const state = videoStore.get().playerState;
    const next = nextPlayState(state.videoState, event);
    if (next !== state.videoState) {
      videoStore.setPlayerState({ videoState: next });
      report();
    }
  };

  video.addEventListener('playing', () => {
    playerEvent('play');
    if (videoStore.get().playerState.isAd) return;
    if (videoStore.get().playerState.contentStartTime === 0) videoStore.setPlayerState({ contentStartTime: Date.now() });
    playEvent('playing');
  });
  video.addEventListener('pause', () => {
    if (video.ended) return;
    playerEvent('pause');
    if (!videoStore.get().playerState.isAd) playEvent('paused');
  });
  video.addEventListener('waiting', () => playerEvent('waiting'));
  video.addEventListener('volumechange', () => {
    if (!videoStore.get().playerState.isAd) playEvent(video.muted ? 'muted' : 'unmuted');
  });
  video.addEventListener('error', () => {
    if (!videoStore.get().playerState.isAd && video.getAttribute('src')) fail('the video could not be loaded');
  });
  video.addEventListener('ended', () => {
    if (videoStore.get().playerState.isAd) return;
    playerEvent('end');
    playEvent('content-ended');
    const next = nextInPlaylist();
    if (next) return void play(next, true);
    playEvent('completed');
  });

  const sticky = settings.sticky && host.main ? stickyPlayer(host.element, player, api, () => !video.paused, (value) => videoStore.setPlayerState({ sticky: value })) : undefined;
  video.addEventListener('play', () => sticky?.update());
  video.addEventListener('pause', () => sticky?.update());

  function nextInPlaylist(): string | undefined {
    const list = host.playlist;
    if (!list || !current) return undefined;
    const at = list.findIndex((name) => name === current?.slug || name === current?.id);
    return at >= 0 ? list[at + 1] : undefined;
  }

  /** A broken manifest or network: the poster with a retry, never a blank box. */
  function fail(reason: string): void {
    attached?.detach();
    attached = undefined;
    playerEvent('error');
    player.dataset.failed = reason;
    const poster = current?.poster ? Object.assign(element('img', 'video-player__failure-poster'), { src: current.poster, alt: '' }) : undefined;
    const message = element('p', 'video-player__failure-message');
    message.textContent = 'This video could not be played.';
    const retry = element('button', 'video-player__retry');
    retry.type = 'button';
    retry.textContent = 'Retry';
    retry.addEventListener('click', () => {
      failure.hidden = true;
      delete player.dataset.failed;
      if (current) void startContent(current, true);
    });
    failure.replaceChildren(...(poster ? [poster] : []), message, retry);
    failure.hidden = false;
    video.hidden = true;
  }

  function showCaptions(config: PlayerConfig): void {
    for (const track of video.querySelectorAll('track')) {
      URL.revokeObjectURL(track.src);
      track.remove();
    }
    if (config.captions) {
      const track = document.createElement('track');
      track.kind = 'captions';
      track.label = 'English';
      track.srclang = 'en';
      track.default = true;
      track.src = URL.createObjectURL(new Blob([config.captions], { type: 'text/vtt' }));
      video.append(track);
    }
    // The transcript below the player, unless the page shows it already.
    const page = host.element.closest('article, .video-player-page');
    if (!config.transcript || page?.querySelector('.video-page__transcript, .video-transcript')) return;
    let transcript = host.element.nextElementSibling?.classList.contains('video-transcript') ? host.element.nextElementSibling : undefined;
    if (!transcript) {
      transcript = element('section', 'video-transcript');
      host.element.after(transcript);
    }
    const heading = element('h2', 'video-transcript__title');
    heading.textContent = 'Transcript';
    const text = element('p', 'video-transcript__text');
    text.textContent = config.transcript;
    transcript.replaceChildren(heading, text);
  }

  async function startContent(config: PlayerConfig, play_: boolean): Promise<void> {
    video.hidden = false;
    playerEvent('load');
    try {
      attached = await attachSource(video, config, fail);
    } catch (error) {
      api.reportError(error);
      return fail(videoManagerFailed().message);
    }
    player.dataset.via = attached.via;
    if (play_) await video.play().catch(() => playerEvent('pause'));
  }

  async function play(name: string, isContinued: boolean): Promise<void> {
    continued = isContinued;
    let config: PlayerConfig;
    try {
      config = await configOf(name);
    } catch (error) {
      api.reportError(error);
      current = undefined;
      return fail('the video could not be found');
    }
    current = config;
    attached?.detach();
    videoStore.setVideo({ id: config.id, slug: config.slug, title: config.title });
    if (host.playlist) videoStore.addToPlaylist([{ id: config.id, slug: config.slug }]);
    videoStore.setPlayerState({ contentStartTime: 0, videoState: 'UNPLAYED', isAd: false });
    if (config.poster) video.poster = config.poster;
    showCaptions(config);
    report();

    // The player's width at this video decides the ad size (640x480, or 300x300 when narrower).
    const adUrl = adUrlFor(settings, config, api, player.getBoundingClientRect().width);
    // The VAST code loads only for a video that may show an ad.
    const ads = adUrl ? await import('./preroll.ts') : undefined;
    const preroll = adUrl && ads ? await ads.findPreroll(adUrl).catch((error: unknown) => api.reportError(error)) : undefined;
    if (ads && preroll) {
      videoStore.setPlayerState({ isAd: true });
      playerEvent('load');
      const how = await ads.playPreroll(preroll, { video, overlay, onStart: () => playEvent('ad-loaded') });
      player.dataset.adResult = how;
      videoStore.setPlayerState({ isAd: false, player: -1 });
    }
    await startContent(config, true);
  }

  // spec 001 §3: autoplay only muted.
  videoStore.setPlayerState({ autoplay: options.autoplay, autoplayType: options.autoplay ? 'AUTOPLAY' : 'MANUAL' });
  video.muted = options.autoplay;
  if (host.playlist) {
    for (const item of host.element.querySelectorAll<HTMLElement>('li[data-video-id]')) {
      item.tabIndex = 0;
      item.addEventListener('click', () => {
        videoStore.setInlineClick(item.dataset.videoId ?? '', true);
        void play(item.dataset.videoId ?? '', false);
      });
    }
  }
  await play(host.name, false);
}
