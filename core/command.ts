// The contract every `neutron` command follows, the CLI's own and those plugins bring:
// exit 0 on success, 1 on a finding, 2 on a usage error; messages to stderr; `--json`
// for machine-readable output.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type ConfigFinding, findingLine } from './config/load-yaml.ts';

export const EXIT_OK = 0;
export const EXIT_FINDING = 1;
export const EXIT_USAGE = 2;

export interface CliIO {
  /** Project root (where config/app.yaml lives): file arguments are read relative to it. */
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** The user asked for details (`neutron --verbose`, NEUTRON_ENV=development): the
   *  stacks of errors, which are otherwise left out. */
  verbose?: boolean;
}

/** The project a command run in `dir` acts on: the nearest folder, `dir` or above, that
 *  holds config/app.yaml; `dir` itself when none does (its commands then say the file is
 *  missing). */
export function projectRootFrom(dir: string): string {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'config/app.yaml'))) return at;
    if (path.dirname(at) === at) return path.resolve(dir);
  }
}

export interface Command {
  /** Words that select the command, e.g. ['validate', 'site']. */
  name: readonly string[];
  usage: string;
  summary: string;
  run(args: string[], io: CliIO): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** parseArgs with usage errors instead of exceptions a user cannot read. */
export function parseCommandArgs<T extends ParseArgsConfig['options']>(
  args: string[],
  options: T,
  positionals: { min: number; max: number },
) {
  const parsed = (() => {
    try {
      return parseArgs({ args, options, allowPositionals: true, strict: true });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  const count = parsed.positionals.length;
  if (count < positionals.min) throw new UsageError('missing argument');
  if (count > positionals.max) throw new UsageError(`unexpected argument '${parsed.positionals[positionals.max]}'`);
  return parsed;
}

/** Reads a command's input file (relative to the project); a missing or unreadable file
 *  is a usage error with a plain message. */
export async function readInputFile(io: CliIO, command: string, file: string): Promise<string | typeof EXIT_USAGE> {
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    io.stderr(`neutron ${command}: cannot read ${file}: ${reason}\n`);
    return EXIT_USAGE;
  }
}

/** A finding as the CLI prints it, `file:line:col: message` and a line break, followed
 *  by the stack of the error behind it when the user asked for details. */
export function findingText(finding: ConfigFinding, io: CliIO): string {
  const line = `${findingLine(finding)}\n`;
  return io.verbose === true && finding.stack ? `${line}${finding.stack}\n` : line;
}

/** Prints config findings as `file:line:col: message` (or JSON) and answers the exit
 *  code: 1 when any is an error, 0 when there are only warnings or none. */
export function reportFindings(findings: ConfigFinding[], io: CliIO, json: boolean, what: string): number {
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (json) {
    const shown = io.verbose === true ? findings : findings.map(({ stack: _stack, ...finding }) => finding);
    io.stdout(`${JSON.stringify({ ok: errors.length === 0, findings: shown }, null, 2)}\n`);
  } else {
    for (const finding of findings) io.stderr(findingText(finding, io));
    if (errors.length === 0) io.stdout(`${what}: ok${findings.length > 0 ? ` (${findings.length} warning${findings.length === 1 ? '' : 's'})` : ''}\n`);
    else io.stderr(`${what}: ${errors.length} error${errors.length === 1 ? '' : 's'}\n`);
  }
  return errors.length === 0 ? EXIT_OK : EXIT_FINDING;
}
