// The plugin's CLI command, `neutron tracking report`, as a plain object the plugin
// contract's `commands` takes: exit 0 on success, 1 when there is no store to read,
// 2 on a usage error; messages to stderr; --json for machine-readable output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs, type PluginCommand, shownPath, UsageError } from '../../core/index.ts';
import { TrackingStore } from './collector/store.ts';
import { DEFAULT_DATABASE } from './options.ts';
import { buildReport, formatReport, parseDuration } from './report.ts';

const DEFAULT_SINCE = '24h';
const NAME = ['tracking', 'report'] as const;
const USAGE = 'tracking report [--since 1h] [--json] [--db data/tracking.sqlite]';

/** `neutron tracking report`; `now` is the clock the window ends at (tests fix it). */
export function createTrackingReportCommand(now: () => number = Date.now): PluginCommand {
  return {
  name: NAME,
  usage: USAGE,
  json: true,
  summary: `page views per route and events per type from the tracking store (default: the last ${DEFAULT_SINCE})`,
  async run(args, io) {
    // Usage errors are thrown: the CLI prints them as it prints every command's.
    const { values } = parseCommandArgs(args, { since: { type: 'string' }, json: { type: 'boolean' }, db: { type: 'string' } }, { min: 0, max: 0 });
    const window = parseDuration(values.since ?? DEFAULT_SINCE);
    if (window === undefined) throw new UsageError(`--since takes a number and a unit (s, m, h, d), e.g. 1h; got '${values.since}'`);
    const file = path.resolve(io.cwd, values.db ?? DEFAULT_DATABASE);
    const shown = shownPath(io.cwd, file);
    /** A store that cannot be read: said on stderr, and as JSON to a program that asked for it. */
    const refuse = (problem: string): number => {
      if (values.json) io.stdout(`${JSON.stringify({ ok: false, db: shown, error: problem }, null, 2)}\n`);
      io.stderr(`neutron ${NAME.join(' ')}: ${problem}\n`);
      return 1;
    };
    if (!existsSync(file)) return refuse(`no tracking store at ${shown} (start the site first, or pass --db)`);
    let store: TrackingStore;
    let report;
    try {
      store = new TrackingStore(file, { readonly: true });
    } catch (error) {
      return refuse(`${shown} is not a tracking store (${storeProblem(error)})`);
    }
    try {
      report = buildReport(store, now() - window);
    } catch (error) {
      return refuse(`${shown} is not a tracking store (${storeProblem(error)})`);
    } finally {
      store.close();
    }
    io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    return 0;
  },
  };
}

/** Why an SQLite file could not be read as the tracking store, in words. */
function storeProblem(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'SQLITE_NOTADB') return 'not an SQLite database';
  if (code?.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'it cannot be read: a folder, or not allowed';
  if (message?.startsWith('no such table')) return 'it has no tracking tables: another SQLite file';
  return message ?? String(error);
}

export const trackingReportCommand = createTrackingReportCommand();
