// What the browser reports to the node about readers' pages: errors (spec 001 §8 client
// error reporting) and Core Web Vitals. Isomorphic and dependency-free, since it is part
// of every page's JavaScript: the server validates these shapes with its own schemas
// (core/server/client-reports.ts).

export const CLIENT_ERRORS_PATH = '/_neutron/errors';
export const WEB_VITALS_PATH = '/_neutron/vitals';
/** The largest report body either endpoint reads. */
export const CLIENT_REPORT_MAX_BYTES = 16 * 1024;

export interface ClientErrorReport {
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack?: string;
  /** The page's path and route name. */
  path: string;
  route: string;
  /** The plugin whose browser code failed, when the core knows (its setup, a page
   *  listener, or an error the plugin reported). */
  plugin?: string;
  /** The last breadcrumbs before the error, oldest first (at most 20). */
  breadcrumbs: { at: number; kind: 'navigation' | 'click' | 'console'; text: string }[];
}

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;

export interface WebVitalReport {
  name: (typeof WEB_VITAL_NAMES)[number];
  /** Milliseconds for LCP and INP; the unitless shift score for CLS. */
  value: number;
  route: string;
}

/** Monitoring settings of a brand that its browser code reads (site YAML `monitoring`). */
export interface MonitoringSettings {
  /** Report errors to this Sentry project instead of the node (production only). */
  sentryDsn?: string;
  /** Collect readers' Core Web Vitals. */
  webVitals: boolean;
}
