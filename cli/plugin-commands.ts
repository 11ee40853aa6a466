// The commands of the plugins config/app.yaml installs. Loading them imports every
// installed plugin, which the CLI does for every command: a plugin cannot take over or
// extend a core command's name (nor another plugin's), and such a clash stops every
// command until it is fixed, so it cannot go unnoticed while the core's command runs.
import type { CliIO, Command } from '../core/command.ts';
import type { ConfigFinding } from '../core/config/load-yaml.ts';
import { loadInstalledPlugins } from '../core/project.ts';

export interface DiscoveredCommands {
  commands: Command[];
  /** Why some plugins' commands are missing: a broken app config, a plugin that does
   *  not load. */
  findings: ConfigFinding[];
  /** Plugin commands left out because their name is taken, by the core or by another
   *  plugin: the CLI runs no command while there is one. */
  clashes: ConfigFinding[];
}

/** True when the words of `prefix` start `name`. */
function startsWith(name: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((word, index) => name[index] === word);
}

export async function discoverPluginCommands(io: CliIO, core: readonly Command[]): Promise<DiscoveredCommands> {
  const { app, source, installed, findings } = await loadInstalledPlugins(io.cwd);
  const clashes: ConfigFinding[] = [];
  /** The commands so far, with the plugin that brought each. */
  const brought: { command: Command; pluginName: string }[] = [];
  if (!app || !source) return { commands: [], findings, clashes };
  for (const [pluginName, plugin] of installed) {
    for (const command of plugin.definition.commands ?? []) {
      const words = command.name.join(' ');
      const coreClash = core.find((other) => startsWith(command.name, other.name) || startsWith(other.name, command.name));
      const pluginClash = brought.find((other) => other.command.name.join(' ') === words);
      if (coreClash || pluginClash) {
        const other = coreClash ? `the core's command '${coreClash.name.join(' ')}'` : `the command '${words}' of plugin '${pluginClash?.pluginName}'`;
        clashes.push(source.finding(['plugins', pluginName], `plugin '${pluginName}': command '${words}' clashes with ${other}`));
        continue;
      }
      brought.push({
        pluginName,
        command: {
          name: command.name,
          usage: command.usage,
          summary: command.summary,
          ...(command.json === true ? { json: true } : {}),
          run: (args, commandIO) => command.run(args, commandIO, { root: commandIO.cwd, app }),
        },
      });
    }
  }
  return { commands: brought.map((entry) => entry.command), findings, clashes };
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
