// Browser side of the video plugin, in the initial bundle and small: it finds the places a
// video plays (the video page, the player page, video shortcodes and playlists in bodies),
// gives each a play button, and loads the player (./player.ts, with hls.js and the ad code
// behind it) only when the reader starts playback or the page autoplays.
import { defineClientPlugin, type ClientApi, type PageData } from '../../../core/browser.ts';
import { PLAYER_PAGE, VIDEO_PLUGIN } from '../constants.ts';
import { VIDEO_DISABLED } from '../errors.ts';
import type { VideoPageSettings } from '../page-settings.ts';
import type { PlayerConfig } from '../player-config.ts';
import { playerPage } from '../pages.ts';
import type { PlayerHost } from './player.ts';
import './start.css';

function hostsOf(page: PageData, settings: VideoPageSettings): PlayerHost[] {
  const hosts: PlayerHost[] = [];
  const main = document.querySelector<HTMLElement>('.video-page__player');
  if (main && settings.slug) hosts.push({ element: main, name: settings.slug, main: true });
  const embed = document.querySelector<HTMLElement>('[data-video-player]');
  const config = (page.props as { config?: PlayerConfig }).config;
  if (embed && page.page === PLAYER_PAGE && config) hosts.push({ element: embed, name: config.slug, config, main: true });
  for (const figure of document.querySelectorAll<HTMLElement>('figure.video[data-video-id]')) {
    // A body video the server marked to autoplay (spec 000 §6 suppressAutoplay aside).
    const autoplay = figure.closest('[data-video-autoplay="muted"]') !== null;
    hosts.push({ element: figure, name: figure.dataset.videoId ?? '', main: false, ...(autoplay ? { autoplay } : {}) });
  }
  for (const list of document.querySelectorAll<HTMLElement>('.video-playlist')) {
    const names = [...list.querySelectorAll<HTMLElement>('li[data-video-id]')].map((item) => item.dataset.videoId ?? '').filter(Boolean);
    const first = names[0];
    if (first) hosts.push({ element: list, name: first, main: false, playlist: names });
  }
  return hosts.filter((host) => host.name !== '' && host.element.dataset.videoReady === undefined);
}

function prepare(host: PlayerHost, api: ClientApi, settings: VideoPageSettings, autoplay: boolean): void {
  host.element.dataset.videoReady = 'poster';
  const start = (startAutoplay: boolean) => {
    button.remove();
    host.element.dataset.videoReady = 'loading';
    import('./player.ts')
      .then(async ({ mountPlayer }) => {
        await mountPlayer(host, { api, settings, autoplay: startAutoplay });
        // The Play button the reader pressed is gone: focus goes to the player (Space
        // pauses), unless the reader has moved on meanwhile.
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (!startAutoplay && lost) host.element.querySelector<HTMLVideoElement>('video')?.focus();
      })
      .catch((error: unknown) => {
        host.element.dataset.videoReady = 'failed';
        api.reportError(error);
      });
  };
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'video-start';
  button.textContent = 'Play video';
  button.addEventListener('click', () => start(false), { once: true });
  host.element.prepend(button);
  if (autoplay) start(true);
}

export default defineClientPlugin({
  name: VIDEO_PLUGIN,
  pages: { [PLAYER_PAGE]: playerPage },
  setup(api) {
    const scan = (page: PageData) => {
      const settings = page.plugins[VIDEO_PLUGIN] as VideoPageSettings | undefined;
      if (!settings) return;
      const hosts = hostsOf(page, settings);
      if (hosts.length === 0) return;
      // spec 001 §8: a page with videos on a brand whose video is off.
      if (!settings.enabled) return console.warn(VIDEO_DISABLED);
      for (const host of hosts) prepare(host, api, settings, (settings.autoplay && host.main) || host.autoplay === true);
    };
    // Setup runs after the first render, onNavigate once the new page is in the document;
    // the scan waits a frame more, after the core's own work for the navigation.
    scan(api.page());
    api.onNavigate((page) => requestAnimationFrame(() => scan(page)));
  },
});
