// Load on a benchmark's server and the statistics the benchmarks report: medians over
// interleaved rounds, ratios of medians. The load comes from wrk when it is installed
// (Debian's package; about a third of autocannon's CPU time per request, so less of the
// shared cores goes to the generator), else from autocannon in this process;
// BENCH_LOAD=wrk|autocannon chooses.
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { CLOCK_TICKS, cpuSecondsOf, type Server } from './bench-server.ts';

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const CONNECTIONS = 10;

const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;
export const LOAD_GENERATOR: 'wrk' | 'autocannon' = (process.env.BENCH_LOAD as 'wrk' | 'autocannon' | undefined) ?? (hasWrk() ? 'wrk' : 'autocannon');
const WRK_SCRIPT = fileURLToPath(new URL('./wrk-load.lua', import.meta.url));
const run = promisify(execFile);

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
  /** CPU time the load generator (wrk, or autocannon in this process) spent per request, in µs:
   *  when it is near the server's, the generator, not the server, sets the pace. */
  generatorMicrosPerRequest: number;
}

/** Load for `seconds` (DURATION_SECONDS) on one path, or on several in turn. */
export async function measure(server: Server, paths: string | readonly string[], headers: Record<string, string> = {}, seconds = DURATION_SECONDS): Promise<Measured> {
  const list = typeof paths === 'string' ? [paths] : paths;
  return LOAD_GENERATOR === 'wrk' ? withWrk(server, list, headers, seconds) : withAutocannon(server, list, headers, seconds);
}

interface WrkTotals {
  requests: number;
  durationUs: number;
  bytes: number;
  errors: number;
  status: number;
  fivexx: number;
  p99Us: number;
  cpuTicks: number;
}

async function withWrk(server: Server, list: readonly string[], headers: Record<string, string>, seconds: number): Promise<Measured> {
  const cpuBefore = cpuSecondsOf(server);
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '-s', WRK_SCRIPT];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, `http://127.0.0.1:${server.port}${list[0] ?? '/'}`, '--', ...list]);
  const cpuSeconds = cpuSecondsOf(server) - cpuBefore;
  const totals = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as WrkTotals;
  const per = (value: number) => (totals.requests > 0 ? Math.round(value / totals.requests) : 0);
  return {
    requestsPerSecond: Math.round(totals.requests / (totals.durationUs / 1e6)),
    p99Ms: Number((totals.p99Us / 1000).toFixed(1)),
    // Socket errors, and answers of 400 or more (wrk's status errors).
    errors: totals.errors + totals.status,
    fivexx: totals.fivexx,
    bytesPerResponse: per(totals.bytes),
    cpuMicrosPerRequest: per(cpuSeconds * 1e6),
    generatorMicrosPerRequest: per((totals.cpuTicks / CLOCK_TICKS) * 1e6),
  };
}

async function withAutocannon(server: Server, list: readonly string[], headers: Record<string, string>, seconds: number): Promise<Measured> {
  const cpuBefore = cpuSecondsOf(server);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${list[0] ?? '/'}`,
    connections: CONNECTIONS,
    duration: seconds,
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

/** Rounds of load each of a server's processes gets before it is measured: a fresh
 *  process's cost per request fell by two thirds over its first three rounds and no further
 *  (the JIT's optimised code, V8's heap sizes settling). */
const WARM_ROUNDS_PER_PROCESS = 3;

/** Each path requested a few times, then under load for as many rounds per process as
 *  it takes a process to settle, so modules, caches and the JIT's optimised code are ready
 *  before the first measured round. A server of N processes shares its load among them,
 *  so it is warmed N times as long. */
export async function warm(server: Server, path: string): Promise<void> {
  for (let request = 0; request < 20; request += 1) await (await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { connection: 'close' } })).arrayBuffer();
  for (let round = 0; round < WARM_ROUNDS_PER_PROCESS * server.pids.length; round += 1) await measure(server, path);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

export const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
