// How much faster this machine does CPU-bound work on every core than on one: the same
// work in one process, then in one process per core at once, in interleaved rounds. Two
// kinds of work: a JavaScript loop (the processor alone), and a page's React render (the
// work of an uncached page, with its memory traffic). The render's speed-up is the ceiling
// of any workers-versus-one ratio measured here, before the load generator takes its share
// of the same cores. Prints JSON.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { type Server, startServer } from './bench-server.ts';
import { median } from './load.ts';

const run = promisify(execFile);
/** About half a second of work for one core. */
const LOOP = 'let x = 0; for (let i = 0; i < 2e8; i += 1) x += i % 7; if (x < 0) console.log(x);';

async function milliseconds(processes: number): Promise<number> {
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: processes }, () => run(process.execPath, ['-e', LOOP])));
  return Math.round(Number(process.hrtime.bigint() - started) / 1e6);
}

export async function machineScaling(rounds = 5) {
  const cores = availableParallelism();
  const one: number[] = [];
  const all: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    one.push(await milliseconds(1));
    all.push(await milliseconds(cores));
  }
  const [oneMs, allMs] = [median(one), median(all)];
  // The work of every core in the time they took together, against one core's.
  return { cores, oneMs, allMs, speedup: Number(((cores * oneMs) / allMs).toFixed(2)) };
}

/** Milliseconds a render-work server took for its renders (bench/serve.ts). */
async function renderMs(server: Server): Promise<number> {
  const answer = once(server.child.stdout!, 'data') as Promise<[Buffer]>;
  server.child.kill('SIGUSR2');
  const [chunk] = await answer;
  return (JSON.parse(chunk.toString()) as { ms: number }).ms;
}

/** The render of the page at `path` (the render-only floor's work, without a server): one
 *  process alone, then one per core at once. The speed-up is the renders all of them did
 *  per unit of time against the one's. */
export async function renderScaling(path: string, rounds = 3) {
  const cores = availableParallelism();
  const servers = await Promise.all(Array.from({ length: cores }, () => startServer(['render-work', path])));
  try {
    for (const server of servers) await renderMs(server);
    const one: number[] = [];
    const speedups: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const alone = await renderMs(servers[0] as Server);
      const together = await Promise.all(servers.map(renderMs));
      one.push(alone);
      speedups.push(together.reduce((sum, ms) => sum + alone / ms, 0));
    }
    return { cores, oneMs: Math.round(median(one)), speedup: Number(median(speedups.map((value) => Math.round(value * 100))) / 100) };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${JSON.stringify({ loop: await machineScaling(), render: await renderScaling(process.argv[2] ?? '/news/politics/senate-passes-data-broker-bill/') })}\n`);
