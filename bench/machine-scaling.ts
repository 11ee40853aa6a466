// How much faster this machine does CPU-bound work on every core than on one: the same
// JavaScript loop in one process, then in one process per core at once, in interleaved
// rounds. The speed-up is the ceiling of any workers-versus-one ratio measured here
// (before the load generator takes its share of the same cores). Prints JSON.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
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

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${JSON.stringify(await machineScaling())}\n`);
