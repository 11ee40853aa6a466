// `neutron start`: what `npm start` runs.
import { ConfigError } from '../../core/config/load-yaml.ts';
import cluster from 'node:cluster';
import { startPrimary, type WorkerCount } from '../../core/server/cluster.ts';
import { ListenError, startServer } from '../../core/server/start.ts';
import { type Command, EXIT_FINDING, EXIT_OK, findingText, parseCommandArgs, UsageError } from '../../core/command.ts';

/** `--workers N` (1 to 64) or `auto` (one per core). */
function workersOf(value: string | undefined): WorkerCount | undefined {
  if (value === undefined) return undefined;
  if (value === 'auto') return 'auto';
  const count = /^[1-9][0-9]?$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= 64)) throw new UsageError(`--workers takes a number from 1 to 64 or 'auto', not '${value}'`);
  return count;
}

export const start: Command = {
  name: ['start'],
  usage: 'start [--workers N|auto]',
  summary: 'serve both brands (PORT overrides the port); --workers: one process per core',
  async run(args, io) {
    const { values } = parseCommandArgs(args, { workers: { type: 'string' } }, { min: 0, max: 0 });
    const workers = workersOf(values.workers);
    try {
      if (workers !== undefined && cluster.isPrimary) await startPrimary(io.cwd, workers);
      else await startServer(io.cwd);
      return EXIT_OK;
    } catch (error) {
      if (error instanceof ConfigError) {
        io.stderr(`${error.findings.map((finding) => findingText(finding, io)).join('')}neutron start: the configuration is invalid; nothing was started\n`);
        // A worker's channel to the primary would keep it alive: it lets go, and exits.
        if (cluster.isWorker) cluster.worker?.disconnect();
        return EXIT_FINDING;
      }
      if (error instanceof ListenError) {
        io.stderr(`neutron start: ${error.message}\n`);
        if (cluster.isWorker) cluster.worker?.disconnect();
        return EXIT_FINDING;
      }
      throw error;
    }
  },
};
