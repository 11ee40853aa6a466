// `neutron`: validates configs, inspects routes and bodies, starts the server; and runs
// the commands the installed plugins bring.
import { type Command, type CliIO, EXIT_FINDING, EXIT_USAGE, UsageError } from '../core/command.ts';
import { formatFinding } from '../core/config/load-yaml.ts';
import { coreCommands } from './commands/index.ts';
import { type DiscoveredCommands, discoverPluginCommands, withPluginCommands } from './plugin-commands.ts';

function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((command) => command.usage.length)) + 2;
  const lines = commands.map((command) => `  ${command.usage.padEnd(width)}${command.summary}`);
  return `usage: neutron <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
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
  if (discovered.findings.length === 0) return false;
  for (const finding of discovered.findings) io.stderr(`${formatFinding(finding)}\n`);
  io.stderr("neutron: some plugins' commands are missing: fix the findings above\n");
  return true;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    const discovered = await discoverPluginCommands(io, coreCommands);
    const text = helpText(withPluginCommands(coreCommands, discovered.commands));
    if (argv.length === 0) {
      io.stderr(text);
      reportDiscovery(io, discovered);
      return EXIT_USAGE;
    }
    io.stdout(text);
    return reportDiscovery(io, discovered) ? EXIT_FINDING : 0;
  }
  let found = findCommand(coreCommands, argv);
  if (!found) {
    const discovered = await discoverPluginCommands(io, coreCommands);
    const commands = withPluginCommands(coreCommands, discovered.commands);
    found = findCommand(commands, argv);
    if (!found) {
      const broken = reportDiscovery(io, discovered);
      // `neutron validate` (or a typo after it): name the subcommands of that group.
      const group = commands.filter((command) => command.name.length > 1 && command.name[0] === argv[0]);
      if (group.length > 0) {
        const names = group.map((command) => command.name[1]).join(', ');
        io.stderr(`neutron ${argv[0]}: ${argv[1] === undefined ? 'missing subcommand' : `unknown subcommand '${argv[1]}'`}; one of: ${names}\n`);
      } else {
        io.stderr(`neutron: unknown command '${argv.join(' ')}'\n\n${helpText(commands)}`);
      }
      return broken ? EXIT_FINDING : EXIT_USAGE;
    }
  }
  if (found.rest.includes('--help') || found.rest.includes('-h')) {
    io.stdout(`usage: neutron ${found.command.usage}\n  ${found.command.summary}\n`);
    return 0;
  }
  try {
    return await found.command.run(found.rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`neutron ${found.command.name.join(' ')}: ${error.message}\nusage: neutron ${found.command.usage}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

export const processIO: CliIO = {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
