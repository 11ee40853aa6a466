// The plugin's page, by key and component (loaded lazily): the server side declares it
// with its loader (index.ts), the client entry registers it for in-app navigation.
export const SUMMARY_PAGE = 'ab-test-summary';

export const summaryPage = () => import('./SummaryPage.tsx').then((module) => module.SummaryPage);
