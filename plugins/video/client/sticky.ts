// The sticky mini-player: on desktop, while the video plays and the reader has scrolled
// past its place, the player docks in a corner; back in view, or paused, it returns.
import type { ClientApi } from '../../../core/browser.ts';

export function stickyPlayer(place: HTMLElement, player: HTMLElement, api: ClientApi, isPlaying: () => boolean, onChange: (sticky: boolean) => void) {
  let outOfView = false;
  let sticky = false;
  const update = () => {
    const next = outOfView && isPlaying() && api.device() === 'desktop';
    if (next === sticky) return;
    sticky = next;
    // The place keeps its height so the page does not jump.
    place.style.minHeight = next ? `${place.getBoundingClientRect().height}px` : '';
    player.classList.toggle('video-player--sticky', next);
    onChange(next);
  };
  const observer = new IntersectionObserver(([entry]) => {
    // Above the viewport only: scrolled past, not yet reached.
    outOfView = entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.bottom < 0;
    update();
  });
  observer.observe(place);
  return { update, stop: () => observer.disconnect() };
}
