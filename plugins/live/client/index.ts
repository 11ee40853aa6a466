// Browser side of the live plugin. The initial bundle carries only this: on a live
// article page the rest (store, socket, view) loads once the page is idle, and leaves
// when the reader navigates away.
import { defineClientPlugin, type PageData, whenIdle } from '../../../core/browser.ts';
import { LIVE_ARTICLE_PAGE, LIVE_PLUGIN } from '../constants.ts';
import type { LivePageState } from '../page-state.ts';

const IDLE_TIMEOUT_MS = 1000;

export default defineClientPlugin({
  name: LIVE_PLUGIN,
  setup(api) {
    let stop: (() => void) | undefined;
    let shown = 0;
    const onPage = (page: PageData) => {
      stop?.();
      stop = undefined;
      const visit = ++shown;
      const state = page.plugins[LIVE_PLUGIN] as LivePageState | undefined;
      if (page.page !== LIVE_ARTICLE_PAGE || !state) return;
      whenIdle(
        () =>
          void import('./live-page.ts')
            .then(({ startLivePage }) => {
              if (visit === shown) stop = startLivePage(page, state);
            })
            .catch((error: unknown) => api.reportError(error)),
        { timeout: IDLE_TIMEOUT_MS },
      );
    };
    onPage(api.page());
    api.onNavigate(onPage);
  },
});
