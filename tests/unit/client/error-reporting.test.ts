// Browser error reports name the page they happened on from the first moment of the page
// load (a plugin's setup failing before the first page is ready), and the plugin whose
// code failed (core/client/error-reporting.ts).
import { describe, expect, it } from 'vitest';
import { createErrorReporter, MAX_ERRORS_PER_PAGE } from '../../../core/client/error-reporting.ts';
import { CLIENT_ERRORS_PATH, type ClientErrorReport } from '../../../core/monitoring.ts';

function reporter() {
  const sent: ClientErrorReport[] = [];
  const errors = createErrorReporter(
    (path, body) => {
      expect(path).toBe(CLIENT_ERRORS_PATH);
      sent.push(JSON.parse(body) as ClientErrorReport);
    },
    { path: '/news/politics/senate-passes-data-broker-bill/', route: 'article' },
    () => 1000,
  );
  return { errors, sent };
}

describe('browser error reports', () => {
  it("a plugin's setup failure is the first page's, with the plugin's name", () => {
    const { errors, sent } = reporter();
    errors.report(new TypeError('ads is not ready'), 'error', 'ads');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'error',
      message: 'TypeError: ads is not ready',
      path: '/news/politics/senate-passes-data-broker-bill/',
      route: 'article',
      plugin: 'ads',
      breadcrumbs: [{ at: 1000, kind: 'navigation', text: '/news/politics/senate-passes-data-broker-bill/' }],
    });
  });

  it('an error of no plugin names none; after a navigation the page is the new one', () => {
    const { errors, sent } = reporter();
    errors.pageView('/about/', 'about');
    errors.report('plain failure', 'unhandledrejection');
    expect(sent[0]).toMatchObject({ kind: 'unhandledrejection', message: 'plain failure', path: '/about/', route: 'about' });
    expect(sent[0]).not.toHaveProperty('plugin');
    expect(sent[0]?.breadcrumbs.map((crumb) => crumb.text)).toEqual(['/news/politics/senate-passes-data-broker-bill/', '/about/']);
  });

  it('sends at most the cap per page, and ignores network failures', () => {
    const { errors, sent } = reporter();
    errors.report(new TypeError('Failed to fetch'), 'error', 'tracking');
    for (let i = 0; i < MAX_ERRORS_PER_PAGE + 2; i += 1) errors.report(new Error(`failure ${i}`), 'error');
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE);
    errors.pageView('/about/', 'about');
    errors.report(new Error('on the next page'), 'error');
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE + 1);
  });
});
