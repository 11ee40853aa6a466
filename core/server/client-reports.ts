// The endpoints readers' browsers report to: errors (logged with pino and counted) and
// Core Web Vitals (histograms per route in /_node/metrics). Each body is size-limited and
// validated against its schema, each client rate-limited; a bad report is a 4xx, never
// an error of the site.
import fastifyRateLimit from '@fastify/rate-limit';
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { CLIENT_ERRORS_PATH, CLIENT_REPORT_MAX_BYTES, type ClientErrorReport, WEB_VITAL_NAMES, WEB_VITALS_PATH, type WebVitalReport } from '../monitoring.ts';
import { CSP_REPORT_PATH } from '../scripts/content-security-policy.ts';
import type { ServerMetrics } from './metrics.ts';

const Text = (max: number) => Type.String({ maxLength: max });
const Strict = { additionalProperties: false } as const;

const ClientErrorReportSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('error'), Type.Literal('unhandledrejection')]),
    message: Text(1000),
    stack: Type.Optional(Text(4000)),
    path: Text(2048),
    route: Text(200),
    plugin: Type.Optional(Text(200)),
    breadcrumbs: Type.Array(
      Type.Object({ at: Type.Number(), kind: Type.Union([Type.Literal('navigation'), Type.Literal('click'), Type.Literal('console')]), text: Text(200) }, Strict),
      { maxItems: 20 },
    ),
  },
  Strict,
);

const WebVitalReportSchema = Type.Object(
  { name: Type.Union(WEB_VITAL_NAMES.map((name) => Type.Literal(name))), value: Type.Number({ minimum: 0, maximum: 600_000 }), route: Text(200) },
  Strict,
);

// The schemas describe exactly the shapes the browser sends (checked at compile time).
const sameShape = <A, B extends A>(value: B extends A ? (A extends B ? true : never) : never) => value;
sameShape<Static<typeof ClientErrorReportSchema>, ClientErrorReport>(true);
sameShape<Static<typeof WebVitalReportSchema>, WebVitalReport>(true);

const checkError = TypeCompiler.Compile(ClientErrorReportSchema);
const checkVital = TypeCompiler.Compile(WebVitalReportSchema);
/** Reports one client may send per minute to each endpoint. */
export const CLIENT_REPORTS_PER_MINUTE = 120;

/** Route names are the router's; anything else is counted as 'other' so labels stay bounded. */
function routeLabel(route: string, known: ReadonlySet<string>): string {
  return known.has(route) ? route : 'other';
}

/** The report endpoints; resolves with their paths, which take POST alone. */
export async function registerClientReports(app: FastifyInstance, metrics: ServerMetrics, routeNames: ReadonlySet<string>): Promise<readonly string[]> {
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { max: CLIENT_REPORTS_PER_MINUTE, timeWindow: 60_000 });
    // Beacons are sent as text/plain or application/json; both are read as JSON here.
    scope.addContentTypeParser(['application/json', 'text/plain', 'application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: CLIENT_REPORT_MAX_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('report is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    // Named in the route's config: a report whose body never arrives is counted under it too.
    const options = (routeName: string) => ({ bodyLimit: CLIENT_REPORT_MAX_BYTES, config: { routeName } });

    scope.post(CLIENT_ERRORS_PATH, options('_client_errors'), async (request, reply) => {
      if (!checkError.Check(request.body)) return reply.code(400).send({ error: 'invalid error report' });
      const report = request.body;
      metrics.clientErrors.inc({ route: routeLabel(report.route, routeNames) });
      const origin = report.plugin === undefined ? '' : ` (plugin ${report.plugin})`;
      request.log.warn({ clientError: report }, `browser error on ${report.path}${origin}: ${report.message}`);
      return reply.code(204).send();
    });

    // Browsers post violations of the Content-Security-Policy here (report-uri); they are
    // logged for the site engineer, never shown to anyone.
    scope.post(CSP_REPORT_PATH, options('_csp_report'), async (request, reply) => {
      const body = request.body as { 'csp-report'?: Record<string, unknown> } | Record<string, unknown>[] | null;
      const reports = Array.isArray(body) ? body.map((entry) => (entry as { body?: unknown }).body) : [body?.['csp-report']];
      const valid = reports.filter((report): report is Record<string, unknown> => typeof report === 'object' && report !== null).slice(0, 10);
      if (valid.length === 0) return reply.code(400).send({ error: 'invalid report' });
      for (const report of valid) {
        metrics.cspViolations.inc();
        request.log.warn({ cspViolation: report }, 'content security policy violation');
      }
      return reply.code(204).send();
    });

    scope.post(WEB_VITALS_PATH, options('_web_vitals'), async (request, reply) => {
      if (!checkVital.Check(request.body)) return reply.code(400).send({ error: 'invalid web vital' });
      const { name, value, route } = request.body;
      metrics.webVitals[name].observe({ route: routeLabel(route, routeNames) }, name === 'CLS' ? value : value / 1000);
      return reply.code(204).send();
    });
  });
  return [CLIENT_ERRORS_PATH, CSP_REPORT_PATH, WEB_VITALS_PATH];
}
