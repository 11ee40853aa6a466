// `neutron start --workers N|auto`: one server process per core with node:cluster. The
// primary validates the config once, forks the workers (they share the listening port),
// forks a new one when one dies, passes purges from one worker to the others (purge.ts),
// restarts them one by one on SIGHUP (the next is stopped once its replacement listens),
// and on SIGINT/SIGTERM lets each finish what it is serving before it exits.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism, hostname } from 'node:os';
import { ConfigError } from '../config/load-yaml.ts';
import { loadProject } from '../project.ts';
import { isPurgeMessage } from './purge.ts';
import { reportStartup } from './start.ts';
import { serveClusterMetrics } from './metrics.ts';
import { WORKER_COUNT_ENV } from './ops-routes.ts';

export type WorkerCount = number | 'auto';

/** glibc's malloc arenas per worker, unless MALLOC_ARENA_MAX says otherwise. By default a
 *  process may have eight per core: the libvips and libuv threads that resize images each
 *  take one, and what they free stays there (about 40 MB more per node once images have
 *  been resized). npm start sets the same for a single process; glibc reads it only as a
 *  process starts. */
const WORKER_MALLOC_ARENAS = '2';

/** MALLOC_ARENA_MAX for a server process: the environment's, else WORKER_MALLOC_ARENAS. */
export function mallocArenas(env: NodeJS.ProcessEnv = process.env): string {
  return env.MALLOC_ARENA_MAX ?? WORKER_MALLOC_ARENAS;
}

/** How long a worker may take to listen before it is given up. */
const WORKER_START_SECONDS = 120;

/** `auto`: one per core. */
export function workerCountOf(count: WorkerCount): number {
  return count === 'auto' ? availableParallelism() : count;
}

/** pino's levels, which the primary's lines use too. */
const INFO = 30;
const WARN = 40;
const ERROR = 50;
/** The longest pause before another try at replacing a worker that does not start. */
const MAX_REPLACE_PAUSE_SECONDS = 30;

/** A log line of the primary, as pino writes the workers' (level, time, pid, hostname). */
function say(line: string, level = INFO): void {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: hostname(), msg: line })}\n`);
}

/** Runs in the primary; resolves once every worker listens. */
export async function startPrimary(root: string, count: WorkerCount): Promise<void> {
  // Config errors are the primary's to report, before anything is forked.
  const project = await loadProject(root);
  // Said once here; the workers say none of it.
  reportStartup(project, { warn: (line) => say(line, WARN), info: (line) => say(line) });
  const wanted = workerCountOf(count);
  let stopping = false;
  serveClusterMetrics();

  const relay = (from: Worker) => (message: unknown) => {
    if (!isPurgeMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message);
  };
  const fork = (): Promise<Worker> => {
    const worker = cluster.fork({ MALLOC_ARENA_MAX: mallocArenas(), [WORKER_COUNT_ENV]: String(wanted) });
    worker.on('message', relay(worker));
    return new Promise((resolve, reject) => {
      // A worker that neither listens nor exits in time is stopped.
      const late = setTimeout(() => {
        reject(new Error(`worker ${worker.process.pid} did not listen within ${WORKER_START_SECONDS} s`));
        worker.process.kill('SIGKILL');
      }, WORKER_START_SECONDS * 1000);
      worker.once('listening', () => {
        clearTimeout(late);
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        clearTimeout(late);
        reject(new Error(`worker ${worker.process.pid} exited (${signal ?? code}) before listening`));
      });
    });
  };
  const stop = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      // The worker closes its server (in-flight requests finish), then exits.
      worker.process.kill('SIGTERM');
    });

  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()).length;
  /** Replaces a worker that died; a replacement that does not start is tried again after a
   *  growing pause. With no worker left the primary exits 1, so that its service manager
   *  (systemd, Kubernetes) starts the node again rather than leaving the port dead. */
  const replace = (attempt: number): void => {
    fork().then(
      () => {
        if (attempt > 0) say(`a replacement worker is serving (after ${attempt + 1} tries)`);
      },
      (error: unknown) => {
        say((error as Error).message, ERROR);
        if (stopping) return;
        if (running() === 0) {
          say('no worker is running and none starts: the primary exits', ERROR);
          process.exit(1);
        }
        const pause = Math.min(MAX_REPLACE_PAUSE_SECONDS, 2 ** attempt);
        say(`starting another worker in ${pause} s`, WARN);
        setTimeout(() => replace(attempt + 1), pause * 1000);
      },
    );
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || worker.exitedAfterDisconnect || signal === 'SIGTERM') return;
    say(`worker ${worker.process.pid} died (${signal ?? code}); starting another`, WARN);
    replace(0);
  });
  await Promise.all(Array.from({ length: wanted }, fork));
  say(`Neutron is serving with ${wanted} worker${wanted === 1 ? '' : 's'} (primary ${process.pid})`);

  /** A restart under way: a SIGHUP meanwhile waits for none. */
  let restarting = false;
  /** Checks the config as it is now, then replaces the workers one by one. A config that
   *  does not load, or a replacement that does not come up, stops the restart: the
   *  workers still running keep serving. */
  const restart = async (): Promise<void> => {
    say('SIGHUP: restarting the workers one by one');
    try {
      await loadProject(root);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      say(`SIGHUP: the configuration is invalid; the workers keep running as they are\n${error.message}`, ERROR);
      return;
    }
    for (const old of Object.values(cluster.workers ?? {})) {
      if (!old) continue;
      try {
        await fork();
      } catch (error) {
        say(`SIGHUP: a new worker did not start (${(error as Error).message}); the others keep running as they are`, ERROR);
        return;
      }
      old.exitedAfterDisconnect = true;
      await stop(old);
    }
    say('SIGHUP: every worker restarted');
  };
  process.on('SIGHUP', () => {
    if (restarting) return say('SIGHUP: a restart is under way; this one is not started', WARN);
    restarting = true;
    restart()
      .catch((error: unknown) => say(`SIGHUP: the restart failed (${(error as Error).message}); the workers still running keep serving`, ERROR))
      .finally(() => (restarting = false));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      say(`${signal}: stopping the workers`);
      void Promise.all(Object.values(cluster.workers ?? {}).map((worker) => (worker ? stop(worker) : undefined))).then(() => process.exit(0));
    });
  }
}
