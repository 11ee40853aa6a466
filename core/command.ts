// The contract every `neutron` command follows, the CLI's own and those plugins bring:
// exit 0 on success, 1 on a finding, 2 on a usage error; messages to stderr; `--json`
// for machine-readable output.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type ConfigFinding, findingLine, nonUtf8At } from './config/load-yaml.ts';

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
  /** The command takes `--json` (machine-readable output, on failure too); a `neutron --json`
   *  before a command that does not is a usage error naming it. */
  json?: boolean;
  /** The command's `--app <file>` names the app config to check, so it runs outside a
   *  project too (`validate site --app`). */
  appOption?: boolean;
  run(args: string[], io: CliIO): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** The option a parseArgs message names (`Option '--workers <value>' argument missing`). */
function optionNamed(message: string): string {
  return /'(-[^' ]+)/.exec(message)?.[1] ?? 'an option';
}

/** A parseArgs error in a line of our own: node's text spans lines and, for an unknown
 *  option, suggests a `--` quoting that leaves a quote open. */
function parseErrorMessage(error: NodeJS.ErrnoException): string {
  const option = optionNamed(error.message);
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option '${option}'`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (error.message.includes('does not take an argument')) return `${option} takes no value`;
      // `--workers -1`: parseArgs will not take a value that starts with a dash.
      if (error.message.includes('ambiguous')) return `${option} needs a value (write ${option}=<value> for one that starts with '-')`;
      return `${option} needs a value`;
    default:
      return (error.message.split('\n', 1)[0] ?? error.message).replace(/^\w/, (letter) => letter.toLowerCase());
  }
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
      throw new UsageError(parseErrorMessage(error as NodeJS.ErrnoException));
    }
  })();
  const count = parsed.positionals.length;
  if (count < positionals.min) throw new UsageError('missing argument');
  if (count > positionals.max) throw new UsageError(`unexpected argument '${parsed.positionals[positionals.max]}'`);
  return parsed;
}

/** The largest input file a command reads (a body, a content JSON file). */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** Reads a command's input file (relative to the project) as UTF-8 text; a missing,
 *  unreadable, oversized or non-UTF-8 file is a usage error with a plain message. */
export async function readInputFile(io: CliIO, file: string): Promise<string> {
  let bytes: Buffer;
  try {
    const absolute = path.resolve(io.cwd, file);
    const { size } = await stat(absolute);
    if (size > MAX_INPUT_BYTES) throw Object.assign(new Error(`${size} bytes, more than the ${MAX_INPUT_BYTES / 1024 / 1024} MB an input file may have`), { code: 'TOO_LARGE' });
    bytes = await readFile(absolute);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${readProblem(error)}`);
  }
  const bad = nonUtf8At(bytes);
  if (bad) throw new UsageError(`cannot read ${file}: not UTF-8 (byte 0x${bad.byte} at line ${bad.line}, column ${bad.col}): save it as UTF-8`);
  // A byte order mark says the file is UTF-8; it is not part of the text.
  const text = bytes.toString('utf8');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Why a file could not be read, in words for the common cases. */
function readProblem(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'file not found';
    case 'EISDIR':
      return 'a folder, not a file';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'EACCES':
      return 'not allowed to read it';
    case 'TOO_LARGE':
      return (error as Error).message;
    default:
      return (error as Error).message;
  }
}

/** Text from an input file quoted in a one-line message: line breaks escaped, and cut
 *  short past `limit` characters. */
export function quoteInput(text: string, limit = 60): string {
  const line = (text.length > limit ? text.slice(0, limit) : text).replace(/[\u0000-\u001f]/g, (character) => JSON.stringify(character).slice(1, -1));
  return text.length > limit ? `${line}…` : line;
}

/** Why `io.cwd` is not a Neutron project, or undefined when it is one. */
export function notAProject(io: CliIO, appOption: boolean): string | undefined {
  if (existsSync(path.join(io.cwd, 'config/app.yaml'))) return undefined;
  const hint = appOption ? "run neutron from the project's root, or pass --app <file>" : "run neutron from the project's root or a folder inside it";
  return `not inside a Neutron project: no config/app.yaml in ${io.cwd} (${hint})`;
}

/** A finding as the CLI prints it, `file:line:col: message` and a line break, followed
 *  by the stack of the error behind it when the user asked for details. */
export function findingText(finding: ConfigFinding, io: CliIO): string {
  const line = `${findingLine(finding)}\n`;
  return io.verbose === true && finding.stack ? `${line}${finding.stack}\n` : line;
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/** The summary of a check that failed. Where `file` is the one file checked and errors are
 *  in the files it reads too (the app config, the routes config), it does not blame the
 *  file for them: `sites/default.yaml and the files it reads: 2 errors (1 in config/app.yaml,
 *  1 in sites/default.yaml)`. The warnings found beside them are counted too. */
function errorsSummary(errors: readonly ConfigFinding[], warnings: number, what: string, file: boolean): string {
  const files = new Map<string, number>();
  for (const error of errors) files.set(error.file, (files.get(error.file) ?? 0) + 1);
  const warned = warnings > 0 ? `, ${count(warnings, 'warning')}` : '';
  if (!file || [...files.keys()].every((name) => name === what)) return `${what}: ${count(errors.length, 'error')}${warned}`;
  const each = [...files].map(([name, amount]) => `${amount} in ${name}`).join(', ');
  return `${what} and the files it reads: ${count(errors.length, 'error')} (${each})${warned}`;
}

/** Prints config findings as `file:line:col: message` (or JSON) and answers the exit
 *  code: 1 when any is an error, 0 when there are only warnings or none. `file`: `what` is
 *  the one file checked, and the summary counts the errors in the files it reads apart. */
export function reportFindings(findings: ConfigFinding[], io: CliIO, json: boolean, what: string, options: { file?: boolean } = {}): number {
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (json) {
    const shown = io.verbose === true ? findings : findings.map(({ stack: _stack, ...finding }) => finding);
    io.stdout(`${JSON.stringify({ ok: errors.length === 0, findings: shown }, null, 2)}\n`);
  } else {
    for (const finding of findings) io.stderr(findingText(finding, io));
    if (errors.length === 0) io.stdout(`${what}: ok${findings.length > 0 ? ` (${count(findings.length, 'warning')})` : ''}\n`);
    else io.stderr(`${errorsSummary(errors, findings.length - errors.length, what, options.file === true)}\n`);
  }
  return errors.length === 0 ? EXIT_OK : EXIT_FINDING;
}
