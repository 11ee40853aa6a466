// Load on a benchmark's server (autocannon) and the statistics the benchmarks report:
// medians over interleaved rounds, ratios of medians.
import autocannon from 'autocannon';
import { cpuSecondsOf, type Server } from './bench-server.ts';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 10;

export interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
  /** Failed requests and answers outside 2xx. */
  errors: number;
  /** Answers with a 5xx status. */
  fivexx: number;
  bytesPerResponse: number;
  /** CPU time the server's processes spent per answered request, in µs: unlike
   *  requests per second, it does not depend on how much of the machine the load
   *  generator (on the same cores) leaves the server. */
  cpuMicrosPerRequest: number;
  /** CPU time the load generator (autocannon, in this process) spent per request, in µs:
   *  when it is near the server's, the generator, not the server, sets the pace. */
  generatorMicrosPerRequest: number;
}

/** Load for DURATION_SECONDS on one path, or on several in turn. */
export async function measure(server: Server, paths: string | readonly string[], headers: Record<string, string> = {}): Promise<Measured> {
  const list = typeof paths === 'string' ? [paths] : paths;
  const cpuBefore = cpuSecondsOf(server);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${list[0] ?? '/'}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
    ...(list.length > 1 ? { requests: list.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  const cpuSeconds = cpuSecondsOf(server) - cpuBefore;
  const generator = process.cpuUsage(generatorBefore);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    fivexx: result['5xx'],
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    cpuMicrosPerRequest: result.requests.total > 0 ? Math.round((cpuSeconds * 1e6) / result.requests.total) : 0,
    generatorMicrosPerRequest: result.requests.total > 0 ? Math.round((generator.user + generator.system) / result.requests.total) : 0,
  };
}

/** Each path requested a few times, so modules, JIT and caches are warm. */
export async function warm(server: Server, path: string): Promise<void> {
  for (let request = 0; request < 20; request += 1) await (await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { connection: 'close' } })).arrayBuffer();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

export const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
