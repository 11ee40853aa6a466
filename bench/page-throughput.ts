// Throughput of a rendered page, uncached (content API answers kept, or `cold`: none kept)
// and from the page cache, next to the ceiling
// (a fastify route returning a fixed string of the same size) and the render floor (the
// same page's React render alone, its data loaded once), all measured in one run.
// Servers run with NODE_ENV=production (React's production build).
// Prints JSON. Compare the ratios, not the absolute numbers (the machine is shared).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { child, port: (JSON.parse(chunk.toString()) as { port: number }).port };
}

async function measure(port: number, path: string) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

function ratio(a: { requestsPerSecond: number }, b: { requestsPerSecond: number }): number {
  return Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(3));
}

/** The throughput targets: uncached at least 0.75x the fixed-string ceiling, a cache hit
 *  at least 3x uncached. */
const TARGETS = { uncachedVsFixed: 0.75, cachedVsUncached: 3 } as const;

export async function pageThroughput(path: string) {
  const uncached = await startServer(['uncached']);
  const cold = await startServer(['cold']);
  const probe = await fetch(`http://127.0.0.1:${uncached.port}${path}`);
  const bytes = Buffer.byteLength(await probe.text());
  const fixed = await startServer(['fixed', String(bytes)]);
  const cached = await startServer(['cached']);
  const render = await startServer(['render', path]);
  try {
    const ceiling = await measure(fixed.port, path);
    const floor = await measure(render.port, path);
    const rendered = await measure(uncached.port, path);
    const coldRendered = await measure(cold.port, path);
    const hit = await measure(cached.port, path);
    const ratios = {
      uncachedVsFixed: ratio(rendered, ceiling),
      uncachedVsRenderOnly: ratio(rendered, floor),
      uncachedColdVsFixed: ratio(coldRendered, ceiling),
      renderOnlyVsFixed: ratio(floor, ceiling),
      cachedVsUncached: ratio(hit, rendered),
      cachedVsFixed: ratio(hit, ceiling),
    };
    return {
      benchmark: 'page-throughput',
      path,
      status: probe.status,
      bytes,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      fixedString: ceiling,
      renderOnly: floor,
      uncached: rendered,
      uncachedCold: coldRendered,
      cached: hit,
      ratios,
      targets: Object.fromEntries(
        (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((name) => [name, { target: TARGETS[name], measured: ratios[name], met: ratios[name] >= TARGETS[name] }]),
      ),
    };
  } finally {
    for (const server of [uncached, cold, fixed, cached, render]) server.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? '/about/';
  process.stdout.write(`${JSON.stringify(await pageThroughput(path), null, 2)}\n`);
}
