// Browser side of the ab-test plugin: the summary page, so in-app navigation can
// render it. Components read buckets with abBucket (../variant.ts) from page data.
import { defineClientPlugin } from '../../../core/browser.ts';

export default defineClientPlugin({
  name: 'ab-test',
  pages: { 'ab-test-summary': () => import('../SummaryPage.tsx').then((module) => module.SummaryPage) },
});
