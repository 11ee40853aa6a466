import { type Server, startServer } from './bench-server.ts';
import { measure, median, warm } from './load.ts';
const path = process.argv[2] ?? '/news/politics/senate-passes-data-broker-bill/';
const servers: [string, Server][] = [
  ['render', await startServer(['render', path], { root: '/work/main' })],
  ['uncached', await startServer(['uncached'], { root: '/work/main' })],
  ['uncachedFreeLoader', await startServer(['kept-loads'], { root: '/work/main' })],
];
try {
  for (const [, server] of servers) await warm(server, path);
  const runs = new Map(servers.map(([name]) => [name, { cpu: [] as number[], rps: [] as number[] }]));
  for (let round = 0; round < 5; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const [name, server] of order) {
      const m = await measure(server, path);
      runs.get(name)?.cpu.push(m.cpuMicrosPerRequest);
      runs.get(name)?.rps.push(m.requestsPerSecond);
    }
  }
  const med = Object.fromEntries([...runs].map(([name, run]) => [name, { cpuUs: median(run.cpu), rps: median(run.rps) }]));
  const r = (a: string, b: string) => Number((med[a].rps / med[b].rps).toFixed(3));
  process.stdout.write(JSON.stringify({ path, med, uncachedVsRenderOnly: r('uncached', 'render'), freeLoaderVsRenderOnly: r('uncachedFreeLoader', 'render'), runs: Object.fromEntries(runs) }, null, 1) + '\n');
} finally {
  for (const [, server] of servers) server.child.kill('SIGTERM');
}
