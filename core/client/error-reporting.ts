// Browser error reporting (spec 001 §8 client error reporting, §9 limits): uncaught
// errors and rejections of a page go to the node's endpoint as beacons, with the last 20
// breadcrumbs, at most 10 per page; network errors, failed fetches, aborted requests and
// ResizeObserver loop notices are not errors of the site. A site that configures a
// Sentry DSN gets the Sentry SDK instead, loaded once the page is idle.
import { whenIdle } from './idle.ts';
import { CLIENT_ERRORS_PATH, type ClientErrorReport } from '../monitoring.ts';

export const MAX_ERRORS_PER_PAGE = 10;
export const BREADCRUMB_LIMIT = 20;
const IGNORED = [/networkerror/i, /failed to fetch/i, /load failed/i, /aborterror/i, /the (operation|user) aborted/i, /resizeobserver loop/i];

export interface Breadcrumb {
  at: number;
  kind: 'navigation' | 'click' | 'console';
  text: string;
}

export interface ErrorReporter {
  /** An in-app navigation's page: the per-page cap starts again. */
  pageView(path: string, route: string): void;
  breadcrumb(kind: Breadcrumb['kind'], text: string): void;
  /** Reports an error of the page on screen; `plugin` names the plugin it came from. */
  report(error: unknown, kind: ClientErrorReport['kind'], plugin?: string): void;
}

export function isIgnoredError(message: string): boolean {
  return IGNORED.some((pattern) => pattern.test(message));
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, ...(error.stack ? { stack: error.stack.slice(0, 4000) } : {}) };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error) };
}

/** The reporter of a page load whose first page is `first` (its path and route name). */
export function createErrorReporter(send: (path: string, body: string) => void, first: { path: string; route: string }, now: () => number = Date.now): ErrorReporter {
  const breadcrumbs: Breadcrumb[] = [{ at: now(), kind: 'navigation', text: first.path }];
  let page = { path: first.path, route: first.route };
  let sent = 0;
  return {
    pageView(path, route) {
      page = { path, route };
      sent = 0;
      breadcrumbs.push({ at: now(), kind: 'navigation', text: path });
      if (breadcrumbs.length > BREADCRUMB_LIMIT) breadcrumbs.splice(0, breadcrumbs.length - BREADCRUMB_LIMIT);
    },
    breadcrumb(kind, text) {
      breadcrumbs.push({ at: now(), kind, text: text.slice(0, 200) });
      if (breadcrumbs.length > BREADCRUMB_LIMIT) breadcrumbs.splice(0, breadcrumbs.length - BREADCRUMB_LIMIT);
    },
    report(error, kind, plugin) {
      const { message, stack } = describe(error);
      if (isIgnoredError(message) || sent >= MAX_ERRORS_PER_PAGE) return;
      sent += 1;
      const report: ClientErrorReport = {
        kind,
        message: message.slice(0, 1000),
        ...(stack ? { stack } : {}),
        path: page.path,
        route: page.route,
        ...(plugin ? { plugin } : {}),
        breadcrumbs: [...breadcrumbs],
      };
      send(CLIENT_ERRORS_PATH, JSON.stringify(report));
    },
  };
}

/** Listens for the window's uncaught errors and rejections; with a Sentry DSN, hands over
 *  to the Sentry SDK once the page is idle (its code is never in the initial bundle). */
export function installErrorReporting(reporter: ErrorReporter, options: { sentryDsn?: string; environment: string }): void {
  let handedOver = false;
  window.addEventListener('error', (event) => {
    if (!handedOver) reporter.report(event.error ?? event.message, 'error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (!handedOver) reporter.report(event.reason, 'unhandledrejection');
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest?.('a, button');
      if (target) reporter.breadcrumb('click', `${target.tagName.toLowerCase()} ${target.textContent?.trim() ?? ''}`);
    },
    { capture: true },
  );
  const { sentryDsn } = options;
  if (!sentryDsn) return;
  whenIdle(() => {
    void import('@sentry/browser')
      .then((Sentry) => {
        Sentry.init({ dsn: sentryDsn, environment: options.environment, maxBreadcrumbs: BREADCRUMB_LIMIT, ignoreErrors: IGNORED });
        handedOver = true;
      })
      .catch((error: unknown) => console.warn('error reporting: the Sentry SDK did not load', error));
  });
}
