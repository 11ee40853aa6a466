// `neutron`: validates configs, inspects routes and bodies, starts the server; and runs
// the commands the installed plugins bring.
import { type Command, type CliIO, EXIT_FINDING, EXIT_USAGE, notAProject, projectRootFrom, reportFindings, UsageError } from '../core/command.ts';
import { formatFinding } from '../core/config/load-yaml.ts';
import { errorStack, errorSummary } from '../core/error-summary.ts';
import { coreCommands } from './commands/index.ts';
import { type DiscoveredCommands, discoverPluginCommands, withPluginCommands } from './plugin-commands.ts';

function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((command) => command.usage.length)) + 2;
  const lines = commands.map((command) => `  ${command.usage.padEnd(width)}${command.summary}`);
  return `usage: neutron [--verbose] [--json] <command> [options]\n\ncommands:\n${lines.join('\n')}\n\n--verbose (or NEUTRON_ENV=development): an error's stack after its one-line message\n--json: machine-readable output (the commands whose usage shows [--json]), before or after the command\n`;
}

function findCommand(commands: readonly Command[], argv: string[]): { command: Command; rest: string[] } | undefined {
  // Longest name first, so `validate site` wins over a bare `validate`.
  const sorted = [...commands].sort((a, b) => b.name.length - a.name.length);
  for (const command of sorted) {
    if (command.name.every((word, index) => argv[index] === word)) {
      return { command, rest: argv.slice(command.name.length) };
    }
  }
  return undefined;
}

/** Why plugin commands are missing; answers whether there was anything to say. */
function reportDiscovery(io: CliIO, discovered: DiscoveredCommands): boolean {
  const findings = [...discovered.findings, ...discovered.clashes];
  if (findings.length === 0) return false;
  for (const finding of findings) io.stderr(`${formatFinding(finding)}\n`);
  io.stderr("neutron: some plugins' commands are missing: fix the findings above\n");
  return true;
}

/** The options that may go before the command, in any order: `--verbose`, the CLI's own
 *  (only there, so it never takes a command's own option), and `--json`, which a command
 *  that declares it (`json: true`) gets as if it were written after it; any other option
 *  there is a usage error. */
const GLOBAL_OPTIONS: readonly string[] = ['--verbose', '--json'];

function globalOptions(argv: string[], io: CliIO): { argv: string[]; io: CliIO; json: boolean } {
  let count = 0;
  while (GLOBAL_OPTIONS.includes(argv[count] ?? '')) count += 1;
  const leading = argv.slice(0, count);
  const verbose = io.verbose === true || leading.includes('--verbose') || process.env.NEUTRON_ENV === 'development';
  return { argv: argv.slice(count), io: { ...io, verbose }, json: leading.includes('--json') };
}

/** The CLI's options written between a command and its subcommand (`neutron validate
 *  --json site`), taken out of `argv`. */
function optionsAfterGroup(argv: string[], commands: readonly Command[]): string[] {
  const grouped = commands.some((command) => command.name.length > 1 && command.name[0] === argv[0]);
  const moved: string[] = [];
  while (grouped && GLOBAL_OPTIONS.includes(argv[1] ?? '')) moved.push(...argv.splice(1, 1));
  return moved;
}

/** A usage error: one line naming the command, with where to read its usage. */
function usageError(io: CliIO, name: string | undefined, message: string): number {
  const prefix = name === undefined ? 'neutron' : `neutron ${name}`;
  io.stderr(`${prefix}: ${message}; see ${prefix} --help\n`);
  return EXIT_USAGE;
}

export async function main(commandLine: string[], callerIO: CliIO): Promise<number> {
  const global = globalOptions(commandLine, callerIO);
  const { argv } = global;
  let { io, json } = global;
  // Outside a project there are no plugins to ask for commands, only the core's.
  const outside = notAProject(io, false);
  const discovered: DiscoveredCommands = outside === undefined ? await discoverPluginCommands(io, coreCommands) : { commands: [], findings: [], clashes: [] };
  const commands = withPluginCommands(coreCommands, discovered.commands);
  const between = optionsAfterGroup(argv, commands);
  if (between.includes('--json')) json = true;
  if (between.includes('--verbose')) io = { ...io, verbose: true };
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    const text = helpText(commands);
    if (argv.length === 0) {
      io.stderr(text);
      reportDiscovery(io, discovered);
      return EXIT_USAGE;
    }
    io.stdout(text);
    return reportDiscovery(io, discovered) ? EXIT_FINDING : 0;
  }
  const option = argv[0] ?? '';
  if (option.startsWith('-')) return usageError(io, undefined, `unknown option '${option}'`);
  const found = findCommand(commands, argv);
  if (!found) {
    const broken = reportDiscovery(io, discovered);
    // The plugins' commands could not all be read (a config that does not load): a program
    // that asked for JSON gets the findings that say why, as a failing check gives them.
    if (broken && (json || argv.includes('--json'))) io.stdout(`${JSON.stringify({ ok: false, findings: [...discovered.findings, ...discovered.clashes] }, null, 2)}\n`);
    const maybePlugin = broken ? " (a plugin's command by that name, if any, could not be read)" : '';
    // `neutron validate` (or a typo after it): name the subcommands of that group.
    const group = commands.filter((command) => command.name.length > 1 && command.name[0] === argv[0]);
    if (group.length > 0 && (argv[1] === '--help' || argv[1] === '-h')) {
      // `neutron validate --help`: the usage of each subcommand of the group.
      io.stdout(group.map((command) => `usage: neutron ${command.usage}\n  ${command.summary}\n`).join(''));
      return 0;
    }
    if (group.length > 0) {
      const names = group.map((command) => command.name[1]).join(', ');
      const code = usageError(io, argv[0], `${argv[1] === undefined ? 'missing subcommand' : `unknown subcommand '${argv[1]}'${maybePlugin}`}; one of: ${names}`);
      return broken ? EXIT_FINDING : code;
    }
    // The plugins' commands are not known outside a project: say so with the unknown name.
    const code = usageError(io, undefined, `unknown command '${argv[0]}'${maybePlugin}${outside === undefined ? '' : `; ${outside}`}`);
    return broken ? EXIT_FINDING : code;
  }
  const name = found.command.name.join(' ');
  if (found.rest.includes('--help') || found.rest.includes('-h')) {
    io.stdout(`usage: neutron ${found.command.usage}\n  ${found.command.summary}\n`);
    return 0;
  }
  // Before the command or after it, --json is refused the same way by a command without it.
  if ((json || found.rest.includes('--json')) && found.command.json !== true) return usageError(io, name, `--json is not an option of ${name}`);
  if (json) found.rest.unshift('--json');
  // `validate site <file> --app <file>` checks the app config it is given, wherever it runs.
  const appGiven = found.command.appOption === true && found.rest.some((arg) => arg === '--app' || arg.startsWith('--app='));
  const elsewhere = appGiven ? undefined : notAProject(io, found.command.appOption === true);
  if (elsewhere !== undefined) {
    // Its own usage would not help: the command is right, the folder is not.
    io.stderr(`neutron ${name}: ${elsewhere}\n`);
    return EXIT_USAGE;
  }
  // A plugin command that takes another's name: which of the two `neutron <name>` should
  // run is not for the CLI to guess, and the core's running would hide the clash.
  if (discovered.clashes.length > 0) {
    // Asked for JSON, the findings are the answer, as the command's own would be.
    if (found.rest.includes('--json')) return reportFindings(discovered.clashes, io, true, name);
    for (const finding of discovered.clashes) io.stderr(`${formatFinding(finding)}\n`);
    io.stderr(`neutron ${name}: not run: a plugin's command takes a name already taken; fix the findings above\n`);
    return EXIT_FINDING;
  }
  try {
    return await found.command.run(found.rest, io);
  } catch (error) {
    if (error instanceof UsageError) return usageError(io, name, error.message);
    // An error the command did not expect: one line, the stack only when asked for.
    io.stderr(`neutron ${name}: ${errorSummary(error)}\n`);
    const stack = errorStack(error);
    if (io.verbose === true && stack) io.stderr(`${stack}\n`);
    return EXIT_FINDING;
  }
}

export const processIO: CliIO = {
  // Run from any folder inside the project, a command acts on the project.
  cwd: projectRootFrom(process.cwd()),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
