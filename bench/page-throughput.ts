// Throughput of a rendered page against the render floor and the fixed-Buffer ceiling,
// all measured in one run: uncached (content API answers kept), cold (none kept), a
// page-cache hit, the same uncached site on every core (node:cluster), the cost of
// compression on a miss and on a hit, and a long-form article. The scenarios run in
// several interleaved rounds and the medians are reported, so one noisy moment on a
// shared machine cannot decide a target. Servers run with NODE_ENV=production and the
// production logging. Each scenario also reports the CPU time its server and the load
// generator spent per request, and `cpuRatios` the same ratios from the servers' costs.
// Two ceilings are measured beside the targets: `machine`, how much faster a loop and the
// page's own render run on every core than on one here (the ceiling of workersVsOne), and
// `hitFloor`, node:http alone sending the page as a hit sends it, with nothing else (the
// ceiling of cachedVsFixed); and `uncachedFloor`, the site with each page's loader
// answered from memory, so everything an uncached page costs but its loader (the ceiling
// of uncachedVsRenderOnly for any loader). Prints JSON. Compare the ratios, not the
// absolute numbers.
import { availableParallelism } from 'node:os';
import { memoryOf, startServer } from './bench-server.ts';
import { machineScaling, renderScaling } from './machine-scaling.ts';
import { CONNECTIONS, DURATION_SECONDS, LOAD_GENERATOR, type Measured, measure, median, ratio, ROUNDS, warm } from './load.ts';

const COMPRESSED = { 'accept-encoding': 'br, gzip' };

/** The targets of the throughput issue, as ratios of medians. */
const TARGETS = { uncachedVsRenderOnly: 0.7, uncachedColdVsRenderOnly: 0.4, cachedVsFixed: 0.5, workersVsOne: 1.7 } as const;

/** The targets' ratios, each of a scenario to its base, as `of` compares them. */
function targetRatios(of: (subject: string, base: string) => number): Record<keyof typeof TARGETS, number> {
  return {
    uncachedVsRenderOnly: of('uncached', 'renderOnly'),
    uncachedColdVsRenderOnly: of('uncachedCold', 'renderOnly'),
    cachedVsFixed: of('cached', 'fixed'),
    workersVsOne: of('uncachedWorkers', 'uncached'),
  };
}

export async function pageThroughput(path: string, longPath: string) {
  const uncached = await startServer(['uncached']);
  const probe = await fetch(`http://127.0.0.1:${uncached.port}${path}`);
  const bytes = Buffer.byteLength(await probe.text());
  const longProbe = await fetch(`http://127.0.0.1:${uncached.port}${longPath}`);
  const longBytes = Buffer.byteLength(await longProbe.text());
  const servers = {
    uncached,
    cold: await startServer(['cold']),
    cached: await startServer(['cached']),
    fixed: await startServer(['fixed', String(bytes)]),
    bareHit: await startServer(['bare-hit', path]),
    render: await startServer(['render', path]),
    keptLoads: await startServer(['kept-loads']),
    longRender: await startServer(['render', longPath]),
    workers: await startServer(['workers', String(availableParallelism())]),
  };
  const scenarios: Record<string, () => Promise<Measured>> = {
    fixed: () => measure(servers.fixed, path),
    renderOnly: () => measure(servers.render, path),
    uncached: () => measure(servers.uncached, path),
    keptLoads: () => measure(servers.keptLoads, path),
    uncachedCold: () => measure(servers.cold, path),
    cached: () => measure(servers.cached, path),
    bareHit: () => measure(servers.bareHit, path),
    uncachedWorkers: () => measure(servers.workers, path),
    uncachedCompressed: () => measure(servers.uncached, path, COMPRESSED),
    cachedCompressed: () => measure(servers.cached, path, COMPRESSED),
    longRenderOnly: () => measure(servers.longRender, longPath),
    longUncached: () => measure(servers.uncached, longPath),
  };
  try {
    // Every server answers its pages a while first (modules, JIT, the pages' components), one
    // at a time so each gets the cores.
    const sites = [servers.cold, servers.cached, servers.workers, servers.uncached].flatMap((server) => [path, longPath].map((target) => [server, target] as const));
    const alone = [[servers.fixed, path], [servers.bareHit, path], [servers.render, path], [servers.keptLoads, path], [servers.longRender, longPath]] as const;
    for (const [server, target] of [...sites, ...alone]) await warm(server, target);
    // What every core gives over one on this machine now: the ceiling of workersVsOne.
    const machine = { loop: await machineScaling(3), render: await renderScaling(path) };
    const rssBefore = { uncached: memoryOf(servers.uncached), cached: memoryOf(servers.cached), cold: memoryOf(servers.cold) };
    const rounds: Record<string, Measured[]> = Object.fromEntries(Object.keys(scenarios).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round in another order, so no scenario always runs right after the same one.
      const names = Object.keys(scenarios);
      const order = names.map((_, index) => names[(index + round * 3) % names.length] as string);
      for (const name of order) rounds[name]?.push(await (scenarios[name] as () => Promise<Measured>)());
    }
    const medians = Object.fromEntries(
      Object.entries(rounds).map(([name, runs]) => [
        name,
        {
          requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
          p99Ms: median(runs.map((run) => run.p99Ms)),
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
          bytesPerResponse: median(runs.map((run) => run.bytesPerResponse)),
          cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
          generatorMicrosPerRequest: median(runs.map((run) => run.generatorMicrosPerRequest)),
          rounds: runs.map((run) => run.requestsPerSecond),
        },
      ]),
    ) as Record<keyof typeof scenarios, Measured & { rounds: number[] }>;
    const rps = (name: string) => medians[name]?.requestsPerSecond ?? 0;
    const cpu = (name: string) => medians[name]?.cpuMicrosPerRequest ?? 0;
    const measured = targetRatios((subject, base) => ratio(rps(subject), rps(base)));
    // The same ratios from the CPU time each server spent per request (base over subject,
    // a cost): a server that had a whole core would reach these throughput ratios. The
    // load generator shares the cores, so it takes more of them from a faster server.
    const cpuRatios = targetRatios((subject, base) => ratio(cpu(base), cpu(subject)));
    const rssAfter = { uncached: memoryOf(servers.uncached), cached: memoryOf(servers.cached), cold: memoryOf(servers.cold) };
    return {
      benchmark: 'page-throughput',
      path,
      bytes,
      longPath,
      longBytes,
      rounds: ROUNDS,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      generator: LOAD_GENERATOR,
      workers: availableParallelism(),
      medians,
      ratios: Object.fromEntries(
        (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((name) => [name, { measured: measured[name], target: TARGETS[name], met: measured[name] >= TARGETS[name] }]),
      ),
      cpuRatios,
      machine,
      // What any hit of this page could reach here, and how much of it the site's hit reaches.
      hitFloor: { bareHitVsFixed: ratio(rps('bareHit'), rps('fixed')), cachedVsBareHit: ratio(rps('cached'), rps('bareHit')), cpuUs: cpu('bareHit') },
      // What an uncached page could reach here with a loader that cost nothing, and how much
      // of it the site reaches with its real loaders.
      uncachedFloor: { keptLoadsVsRenderOnly: ratio(rps('keptLoads'), rps('renderOnly')), uncachedVsKeptLoads: ratio(rps('uncached'), rps('keptLoads')), cpuUs: cpu('keptLoads') },
      longForm: { uncachedVsRenderOnly: ratio(rps('longUncached'), rps('longRenderOnly')), renderOnly: rps('longRenderOnly'), uncached: rps('longUncached') },
      compression: {
        uncachedCost: ratio(rps('uncachedCompressed'), rps('uncached')),
        cachedCost: ratio(rps('cachedCompressed'), rps('cached')),
        bytesIdentity: medians.uncached?.bytesPerResponse,
        bytesCompressed: medians.uncachedCompressed?.bytesPerResponse,
      },
      rss: { before: rssBefore, after: rssAfter },
    };
  } finally {
    for (const server of Object.values(servers)) server.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await pageThroughput(process.argv[2] ?? '/about/', process.argv[3] ?? '/about/'), null, 2)}\n`);
}
