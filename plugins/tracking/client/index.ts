// Browser side of the tracking plugin. The initial bundle carries only this and the
// track() API; the tracker itself (session, consent gate, events, hashing, beacons)
// loads once the page is idle, and the views seen until then are sent in order.
import { defineClientPlugin, type PageData, whenIdle } from '../../../core/browser.ts';
import { TRACKING_PLUGIN } from '../constants.ts';
import { connectTracker, expectTracker, track, TRACK_EVENT, type TrackRequest } from './track.ts';
import type { SeenAt, Tracker } from './tracker.ts';

export { track, TRACK_EVENT, type TrackRequest } from './track.ts';

/** How long the tracker's code may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

export default defineClientPlugin({
  name: TRACKING_PLUGIN,
  setup(api) {
    expectTracker();
    window.addEventListener(TRACK_EVENT, (event) => track((event as CustomEvent<TrackRequest>).detail));
    // The first view starts analytics; every later page read (an in-app navigation, a
    // read-next story scrolled into) is a virtual view.
    // Views before the tracker loads wait here, with where they happened.
    const seen = () => ({ url: location.href, title: document.title });
    let views: { page: PageData; virtual: boolean; at: SeenAt }[] | undefined = [{ page: api.page(), virtual: false, at: seen() }];
    let pageView: Tracker['pageView'] | undefined;
    api.onPageView((page) => (pageView ? pageView(page, true) : views?.push({ page, virtual: true, at: seen() })));
    const start = () =>
      import('./tracker.ts')
        .then(({ startTracker }) => {
          const tracker = startTracker(api);
          pageView = (page, virtual, at) => tracker.pageView(page, virtual, at);
          for (const view of views ?? []) pageView(view.page, view.virtual, view.at);
          views = undefined;
          connectTracker((request) => tracker.track(request));
        })
        .catch((error: unknown) => api.reportError(error));
    whenIdle(() => void start(), { timeout: IDLE_TIMEOUT_MS });
  },
});
