// `neutron validate ab-tests [file]`: every rule of spec 001 §5 on an A/B test
// definitions file, every finding as file:line:col: test <id>: message.
import path from 'node:path';
import { parseCommandArgs, type PluginCommand, reportFindings } from '../../core/index.ts';
import { readDefinitions } from './definitions.ts';
import { DEFAULT_DEFINITIONS } from './options.ts';

/** The plugin's commands; `now` decides which tests have ended (warnings). */
export function abTestCommands(now: () => Date): PluginCommand[] {
  return [
    {
      name: ['validate', 'ab-tests'],
      usage: 'validate ab-tests [file] [--json]',
      json: true,
      summary: 'check A/B test definitions (ids, versions, buckets, allocations, dates, criteria)',
      async run(args, io) {
        const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 0, max: 1 });
        const absolute = path.resolve(io.cwd, positionals[0] ?? DEFAULT_DEFINITIONS);
        const file = path.relative(io.cwd, absolute) || absolute;
        const { findings } = readDefinitions(absolute, file, now());
        return reportFindings(findings, io, values.json === true, file);
      },
    },
  ];
}
