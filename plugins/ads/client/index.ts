// Browser entry of the ads plugin: only the slot styles (so reserved boxes hold from the
// first paint) and a loader. The ad code itself (runtime.ts and its providers) loads
// after the page is interactive, on the brands that enable the plugin; the taser score
// listener starts at once, so a score reported before the ad code arrives still counts.
import { afterLoadWhenIdle, type ClientApi, defineClientPlugin } from '../../../core/browser.ts';
import { ADS_PLUGIN } from '../constants.ts';
import { listenForTaserScores } from './taser-scores.ts';
import './ads.css';


export default defineClientPlugin({
  name: ADS_PLUGIN,
  setup(api: ClientApi) {
    const taser = listenForTaserScores();
    // After load, when the browser is idle: ads never compete with the page for the main thread.
    afterLoadWhenIdle(() => {
      import('./runtime.ts')
        .then((runtime) => runtime.startAds(api, taser))
        // spec 001 §8: ad failures are logged only and never break the page.
        .catch((error: unknown) => console.warn('[ads] the ad code failed to load', error));
    }, { timeout: 2000 });
  },
});
