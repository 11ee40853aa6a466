// `neutron`: validates configs, inspects routes and bodies, starts the server.
import type { Command, CliIO } from './command.ts';
import { EXIT_USAGE, UsageError } from './command.ts';
import { commands } from './commands/index.ts';

function helpText(): string {
  const width = Math.max(...commands.map((command) => command.usage.length)) + 2;
  const lines = commands.map((command) => `  ${command.usage.padEnd(width)}${command.summary}`);
  return `usage: neutron <command> [options]\n\ncommands:\n${lines.join('\n')}\n`;
}

function findCommand(argv: string[]): { command: Command; rest: string[] } | undefined {
  // Longest name first, so `validate site` wins over a bare `validate`.
  const sorted = [...commands].sort((a, b) => b.name.length - a.name.length);
  for (const command of sorted) {
    if (command.name.every((word, index) => argv[index] === word)) {
      return { command, rest: argv.slice(command.name.length) };
    }
  }
  return undefined;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    (argv.length === 0 ? io.stderr : io.stdout)(helpText());
    return argv.length === 0 ? EXIT_USAGE : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    // `neutron validate` (or a typo after it): name the subcommands of that group.
    const group = commands.filter((command) => command.name.length > 1 && command.name[0] === argv[0]);
    if (group.length > 0) {
      const names = group.map((command) => command.name[1]).join(', ');
      io.stderr(`neutron ${argv[0]}: ${argv[1] === undefined ? 'missing subcommand' : `unknown subcommand '${argv[1]}'`}; one of: ${names}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`neutron: unknown command '${argv.join(' ')}'\n\n${helpText()}`);
    return EXIT_USAGE;
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
