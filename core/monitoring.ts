// What the browser reports to the node about readers' pages: errors (spec 001 §8 client
// error reporting) and Core Web Vitals. Isomorphic: the browser sends these shapes, the
// server validates them (core/server/client-reports.ts).
import { type Static, Type } from '@sinclair/typebox';

export const CLIENT_ERRORS_PATH = '/_neutron/errors';
export const WEB_VITALS_PATH = '/_neutron/vitals';
/** The largest report body either endpoint reads. */
export const CLIENT_REPORT_MAX_BYTES = 16 * 1024;

const Text = (max: number) => Type.String({ maxLength: max });

export const ClientErrorReportSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('error'), Type.Literal('unhandledrejection')]),
    message: Text(1000),
    stack: Type.Optional(Text(4000)),
    path: Text(2048),
    route: Text(200),
    breadcrumbs: Type.Array(
      Type.Object({ at: Type.Number(), kind: Type.Union([Type.Literal('navigation'), Type.Literal('click'), Type.Literal('console')]), text: Text(200) }, { additionalProperties: false }),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReportSchema>;

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;

export const WebVitalReportSchema = Type.Object(
  {
    name: Type.Union(WEB_VITAL_NAMES.map((name) => Type.Literal(name))),
    /** Milliseconds for LCP and INP; the unitless shift score for CLS. */
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    route: Text(200),
  },
  { additionalProperties: false },
);
export type WebVitalReport = Static<typeof WebVitalReportSchema>;

/** Monitoring settings of a brand that its browser code reads (site YAML `monitoring`). */
export interface MonitoringSettings {
  /** Report errors to this Sentry project instead of the node (production only). */
  sentryDsn?: string;
  /** Collect readers' Core Web Vitals. */
  webVitals: boolean;
}
