// Browser side of the ab-test plugin: the summary page, so in-app navigation can
// render it, and the fillers of the core's slots. Components read buckets with abBucket (../variant.ts) from page data.
import { defineClientPlugin } from '../../../core/browser.ts';
import { abSlotFillers } from '../AbSlot.tsx';
import { SUMMARY_PAGE, summaryPage } from '../pages.ts';

export default defineClientPlugin({
  name: 'ab-test',
  pages: { [SUMMARY_PAGE]: summaryPage },
  slots: abSlotFillers,
});
