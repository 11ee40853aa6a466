// Prometheus metrics for /_node/metrics (prom-client): requests and latency by route
// name, reported errors, and the process metrics. Under `neutron start --workers`, the
// worker a scrape reaches answers for them all: it asks the primary, which sums every
// worker's (prom-client's AggregatorRegistry), so counters never seem to go back.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** How long a worker waits for its primary's sum before it answers with its own. */
const CLUSTER_METRICS_WAIT_MS = 6000;

/** What a worker asks its primary, and what the primary answers. */
interface MetricsAsk {
  neutronMetrics: number;
}
interface MetricsAnswer {
  neutronMetricsAnswer: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is MetricsAsk => typeof (message as Partial<MetricsAsk> | null)?.neutronMetrics === 'number';
const isAnswer = (message: unknown): message is MetricsAnswer => typeof (message as Partial<MetricsAnswer> | null)?.neutronMetricsAnswer === 'number';

/** In the primary: answers each worker's ask with the sum of every worker's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    const answer = (reply: Omit<MetricsAnswer, 'neutronMetricsAnswer'>) => {
      if (worker.isConnected()) worker.send({ neutronMetricsAnswer: message.neutronMetrics, ...reply } satisfies MetricsAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: (error as Error).message }),
    );
  });
}

let nextAsk = 0;

/** The text /_node/metrics answers: every worker's, summed, in a cluster worker (its own
 *  when the primary does not answer in time, saying so in a comment); else this process's. */
export async function metricsText(metrics: ServerMetrics): Promise<string> {
  if (!cluster.isWorker || !process.send) return metrics.registry.metrics();
  const id = nextAsk++;
  const summed = await new Promise<string | undefined>((resolve) => {
    const done = (text: string | undefined) => {
      clearTimeout(timer);
      process.off('message', listener);
      resolve(text);
    };
    const listener = (message: unknown) => {
      if (isAnswer(message) && message.neutronMetricsAnswer === id) done(message.text);
    };
    const timer = setTimeout(() => done(undefined), CLUSTER_METRICS_WAIT_MS);
    process.on('message', listener);
    process.send?.({ neutronMetrics: id } satisfies MetricsAsk);
  });
  return summed ?? `# this worker's metrics only: the primary did not sum the workers'\n${await metrics.registry.metrics()}`;
}

export interface ServerMetrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  duration: Histogram<'route'>;
  errors: Counter<'route' | 'status'>;
  /** Errors readers' browsers reported (spec 001 §8 client error reporting). */
  clientErrors: Counter<'route'>;
  /** Content-Security-Policy violations browsers reported. */
  cspViolations: Counter;
  /** Readers' Core Web Vitals by route: LCP and INP in seconds, CLS as its score. */
  webVitals: Record<'LCP' | 'INP' | 'CLS', Histogram<'route'>>;
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // The worker answers the primary's asks for its metrics with this registry.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  return {
    registry,
    requests: new Counter({
      name: 'neutron_http_requests_total',
      help: 'HTTP requests by route name, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'neutron_http_request_duration_seconds',
      help: 'HTTP request latency by route name',
      labelNames: ['route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'neutron_errors_reported_total',
      help: 'Errors reported to error tracking (404s are not reported)',
      labelNames: ['route', 'status'],
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'neutron_client_errors_total',
      help: "Errors readers' browsers reported, by route",
      labelNames: ['route'],
      registers: [registry],
    }),
    cspViolations: new Counter({ name: 'neutron_csp_violations_total', help: 'Content-Security-Policy violations browsers reported', registers: [registry] }),
    webVitals: {
      // Thresholds of "good" and "poor" sit on bucket edges (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25).
      LCP: new Histogram({ name: 'neutron_web_vitals_lcp_seconds', help: 'Largest Contentful Paint of readers, by route', labelNames: ['route'], buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10], registers: [registry] }),
      INP: new Histogram({ name: 'neutron_web_vitals_inp_seconds', help: 'Interaction to Next Paint of readers, by route', labelNames: ['route'], buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2], registers: [registry] }),
      CLS: new Histogram({ name: 'neutron_web_vitals_cls', help: 'Cumulative Layout Shift of readers, by route', labelNames: ['route'], buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1], registers: [registry] }),
    },
  };
}

/** Counts a request by its route name; the duration where it was timed. */
export function recordRequest(metrics: ServerMetrics, request: Pick<FastifyRequest, 'routeName' | 'method'>, status: number, elapsedMs?: number): void {
  metrics.requests.inc({ route: request.routeName, method: request.method, status: String(status) });
  if (elapsedMs !== undefined) metrics.duration.observe({ route: request.routeName }, elapsedMs / 1000);
}

/** Every routed request is counted when its response is sent. */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    recordRequest(metrics, request, reply.statusCode, reply.elapsedTime);
    done();
  });
}
