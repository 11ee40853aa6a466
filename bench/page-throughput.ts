// Throughput of a rendered page, uncached and from the page cache, next to the ceiling:
// a fastify route returning a fixed string of the same size, all measured in one run.
// Prints JSON. Compare the ratios, not the absolute numbers (the machine is shared).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { child, port: (JSON.parse(chunk.toString()) as { port: number }).port };
}

async function measure(port: number, path: string) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function pageThroughput(path: string) {
  const uncached = await startServer(['uncached']);
  const probe = await fetch(`http://127.0.0.1:${uncached.port}${path}`);
  const bytes = Buffer.byteLength(await probe.text());
  const fixed = await startServer(['fixed', String(bytes)]);
  const cached = await startServer(['cached']);
  try {
    const ceiling = await measure(fixed.port, path);
    const rendered = await measure(uncached.port, path);
    const hit = await measure(cached.port, path);
    return {
      benchmark: 'page-throughput',
      path,
      status: probe.status,
      bytes,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      fixedString: ceiling,
      uncached: rendered,
      cached: hit,
      ratios: {
        uncachedVsFixed: Number((rendered.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)),
        cachedVsUncached: Number((hit.requestsPerSecond / rendered.requestsPerSecond).toFixed(3)),
      },
    };
  } finally {
    for (const server of [uncached, fixed, cached]) server.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? '/about/';
  process.stdout.write(`${JSON.stringify(await pageThroughput(path), null, 2)}\n`);
}
