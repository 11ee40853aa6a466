// Ops endpoints (spec 000 §7 server-side routes): node status, Prometheus metrics, and
// the intentional error route; `/_error/static/` is a page route of the table.
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { ThrowRouteError } from '../errors.ts';
import type { Project } from '../project.ts';
import { metricsText, type ServerMetrics } from './metrics.ts';

/** Where the ops endpoints answer (`neutron match` names them too). */
export const OPS_URLS = { status: '/_node/status', metrics: '/_node/metrics', throw: '/_error/throw' } as const;

/** How many workers the primary runs (cluster.ts sets it for each), for their status. */
export const WORKER_COUNT_ENV = 'NEUTRON_WORKERS';

/** What the status says of the process beside the node: which worker of how many
 *  (`neutron start --workers`), and whether Redis answers (purges reach the other nodes). */
export interface StatusFacts {
  redis?(): 'ready' | 'unreachable';
}

export function registerOpsRoutes(app: FastifyInstance, project: Project, metrics: ServerMetrics, facts: StatusFacts = {}): void {
  const workers = Number(process.env[WORKER_COUNT_ENV]);
  app.get(OPS_URLS.status, async (request) => {
    request.routeName = '_node_status';
    return {
      // Serving: the node answers whatever an upstream does (a health check keeps it in).
      status: 'ok',
      ...(cluster.isWorker && cluster.worker ? { worker: { id: cluster.worker.id, pid: process.pid, ...(Number.isInteger(workers) ? { of: workers } : {}) } } : {}),
      ...(facts.redis ? { redis: facts.redis() } : {}),
      uptimeSeconds: Math.round(process.uptime()),
      environment: project.app.environment,
      brands: [...project.brands.keys()],
      routes: project.router.routes.length,
      plugins: [...project.installed.keys()],
      // Upstreams answering with sample data (an empty list when none).
      sampleData: project.sampleData.list().map((source) => source.upstream),
    };
  });
  app.get(OPS_URLS.metrics, async (request, reply) => {
    request.routeName = '_node_metrics';
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metricsText(metrics);
  });
  // It is there to show the error page.
  app.get(OPS_URLS.throw, { config: { errorPage: true } }, async (request) => {
    request.routeName = '_error_throw';
    throw new ThrowRouteError();
  });
}
