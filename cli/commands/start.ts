// `neutron start`: what `npm start` runs.
import { ConfigError } from '../../core/config/load-yaml.ts';
import { startServer } from '../../core/server/start.ts';
import { type Command, EXIT_FINDING, EXIT_OK, parseCommandArgs } from '../../core/command.ts';

export const start: Command = {
  name: ['start'],
  usage: 'start',
  summary: 'serve both brands (PORT overrides the port)',
  async run(args, io) {
    parseCommandArgs(args, {}, { min: 0, max: 0 });
    try {
      await startServer(io.cwd);
      return EXIT_OK;
    } catch (error) {
      if (error instanceof ConfigError) {
        io.stderr(`${error.message}\nneutron start: the configuration is invalid; nothing was started\n`);
        return EXIT_FINDING;
      }
      throw error;
    }
  },
};
