// A benchmark's subject server (bench/serve.ts) in its own process, so the load generator
// does not share its event loop, and the memory its processes hold. The subject runs as
// production's `npm start` runs the server: compiled, from the server build (bench/serve.ts
// is compiled next to it), with npm start's MALLOC_ARENA_MAX; from the TypeScript sources
// through tsx only when there is no fresh build (it says so).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileModules } from '../core/build/compile-server.ts';
import { serverBuildStatus } from '../core/build/server-build.ts';
import { mallocArenas } from '../core/server/cluster.ts';

export interface Server {
  child: ChildProcess;
  port: number;
  pids: number[];
}

const SERVE = 'bench/serve.ts';
/** How node runs bench/serve.ts, per project root. */
const serveArgs = new Map<string, Promise<string[]>>();

/** How node runs bench/serve.ts in the project at root: its compiled file in the server
 *  build, or the source through tsx. */
function serveCommand(root: string): Promise<string[]> {
  let args = serveArgs.get(root);
  if (!args) {
    args = (async () => {
      const status = serverBuildStatus(root);
      if (!status.fresh) {
        process.stderr.write(`bench: the subject servers in ${root} run from the TypeScript sources (${status.reason}); npm run build compiles them as production runs them\n`);
        return ['--import', 'tsx', SERVE];
      }
      await compileModules(root, [SERVE], status.outDir);
      return [path.join(status.outDir, SERVE.replace(/\.ts$/, '.js'))];
    })();
    serveArgs.set(root, args);
  }
  return args;
}

export interface StartOptions {
  /** The project whose server runs (default: this one). */
  root?: string;
  /** Node flags for the subject (a GC setting, say). */
  nodeFlags?: readonly string[];
}

/** Starts `bench/serve.ts <args>` with NODE_ENV=production; resolves once it listens. */
export async function startServer(args: string[], { root: at = process.cwd(), nodeFlags = [] }: StartOptions = {}): Promise<Server> {
  const root = path.resolve(at);
  const env = { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: mallocArenas() };
  const child = spawn(process.execPath, [...nodeFlags, ...(await serveCommand(root)), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  const { port, pids } = JSON.parse(chunk.toString()) as { port: number; pids: number[] };
  return { child, port, pids };
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
export const CLOCK_TICKS = 100;

/** CPU time (user + system) the server's processes have used so far, in seconds. */
export function cpuSecondsOf(server: Server): number {
  let ticks = 0;
  for (const pid of server.pids) {
    // The fields after the command name (which may hold spaces): utime and stime are
    // the 14th and 15th of the whole line, the 12th and 13th after ") ".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** Resident and peak memory of a server's processes, in MB. */
export function memoryOf(server: Server): { rssMb: number; peakMb: number } {
  let rss = 0;
  let peak = 0;
  for (const pid of server.pids) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return { rssMb: Math.round(rss / 1024), peakMb: Math.round(peak / 1024) };
}
