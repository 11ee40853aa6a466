// Two checkouts of the site compared on one page, in interleaved rounds: the CPU time
// each server spends per request (and its throughput), medians over the rounds. For
// judging a change to the request path on a shared machine.
//   npx tsx bench/compare.ts <checkout A> <checkout B> [mode] [path]
// COMPARE_FLAGS_A / COMPARE_FLAGS_B add node flags to one side (the same checkout twice
// compares a flag).
// mode is a bench/serve.ts mode (uncached, cached, cold); both checkouts need their
// node_modules, and each runs as the bench runs it (its server build when fresh).
import { type Server, startServer } from './bench-server.ts';
import { measure, median, warm } from './load.ts';

const [first, second, mode = 'uncached', path = '/news/politics/senate-passes-data-broker-bill/'] = process.argv.slice(2);
if (!first || !second) {
  process.stderr.write('usage: tsx bench/compare.ts <checkout A> <checkout B> [mode] [path]\n');
  process.exit(2);
}

const flagsOf = (value: string | undefined) => (value ? value.split(' ').filter(Boolean) : []);
const servers = [
  await startServer([mode], { root: first, nodeFlags: flagsOf(process.env.COMPARE_FLAGS_A) }),
  await startServer([mode], { root: second, nodeFlags: flagsOf(process.env.COMPARE_FLAGS_B) }),
];
try {
  for (const server of servers) await warm(server, path);
  const runs: { cpu: number[]; rps: number[] }[] = servers.map(() => ({ cpu: [], rps: [] }));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which goes first.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const measured = await measure(servers[index] as Server, path);
      runs[index]?.cpu.push(measured.cpuMicrosPerRequest);
      runs[index]?.rps.push(measured.requestsPerSecond);
    }
  }
  const summary = runs.map((run, index) => ({ checkout: index === 0 ? first : second, cpuMicrosPerRequest: median(run.cpu), requestsPerSecond: median(run.rps), rounds: run }));
  process.stdout.write(`${JSON.stringify({ mode, path, results: summary, cpuRatio: Number(((summary[1]?.cpuMicrosPerRequest ?? 0) / (summary[0]?.cpuMicrosPerRequest ?? 1)).toFixed(3)) }, null, 2)}\n`);
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
}
