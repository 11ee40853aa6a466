// The commands of the plugins config/app.yaml installs. Loading them imports every
// installed plugin, so the CLI does it only when a command is not one of its own (and
// for help). A plugin cannot take over or extend a core command's name.
import type { CliIO, Command } from '../core/command.ts';
import type { ConfigFinding } from '../core/config/load-yaml.ts';
import { loadInstalledPlugins } from '../core/project.ts';

export interface DiscoveredCommands {
  commands: Command[];
  /** Why some plugins' commands are missing: a broken app config, a plugin that does
   *  not load, a name already taken. */
  findings: ConfigFinding[];
}

/** True when the words of `prefix` start `name`. */
function startsWith(name: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((word, index) => name[index] === word);
}

export async function discoverPluginCommands(io: CliIO, core: readonly Command[]): Promise<DiscoveredCommands> {
  const { app, source, installed, findings } = await loadInstalledPlugins(io.cwd);
  const commands: Command[] = [];
  if (!app || !source) return { commands, findings };
  for (const [pluginName, plugin] of installed) {
    for (const command of plugin.definition.commands ?? []) {
      const words = command.name.join(' ');
      const clash =
        core.find((other) => startsWith(command.name, other.name) || startsWith(other.name, command.name)) ??
        commands.find((other) => other.name.join(' ') === words);
      if (clash) {
        findings.push(source.finding(['plugins', pluginName], `plugin '${pluginName}': command '${words}' clashes with the command '${clash.name.join(' ')}'`));
        continue;
      }
      commands.push({
        name: command.name,
        usage: command.usage,
        summary: command.summary,
        run: (args, commandIO) => command.run(args, commandIO, { root: commandIO.cwd, app }),
      });
    }
  }
  return { commands, findings };
}

/** The core's commands with the plugins', each plugin command listed after the last
 *  command of its group (`validate ab-tests` after `validate all`). */
export function withPluginCommands(core: readonly Command[], plugins: readonly Command[]): Command[] {
  const all = [...core];
  for (const command of plugins) {
    const last = all.findLastIndex((other) => other.name[0] === command.name[0]);
    all.splice(last === -1 ? all.length : last + 1, 0, command);
  }
  return all;
}
