// `neutron validate vanity [--json]`: every brand's vanity entries, checked as the plugin
// checks them at start, then against the app (the plugin's `checkApp`, which `validate
// all` runs too): routes they shadow, targets no route matches, targets that answer 404 or
// send readers on. Exit 0 clean (warnings allowed), 1 on findings, 2 on a usage or config
// error.
import {
  appCheckFindings,
  ConfigError,
  type ConfigFinding,
  EXIT_USAGE,
  findingText,
  loadProject,
  parseCommandArgs,
  type PluginCommand,
  reportFindings,
} from '../../core/index.ts';
import { VANITY_PLUGIN } from './constants.ts';
import { contentDirOf } from './entries-file.ts';

const WHAT = 'vanity entries';

/** True when a finding is about a vanity file of the embedded content (not the configs). */
function isVanityFinding(finding: ConfigFinding): boolean {
  return /(^|\/)vanity(\.[^/]+)?\.ya?ml$/.test(finding.file);
}

export function vanityCommands(): PluginCommand[] {
  return [
    {
      name: ['validate', 'vanity'],
      usage: 'validate vanity [--json]',
      json: true,
      summary: 'check vanity entries: loops, chains, targets that 404 or match no route, shadowed routes, expiry',
      async run(args, io) {
        const { values } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 0, max: 0 });
        const json = values.json === true;
        let project: Awaited<ReturnType<typeof loadProject>>;
        try {
          project = await loadProject(io.cwd);
        } catch (error) {
          if (!(error instanceof ConfigError)) throw error;
          // The entries themselves stop the app: report them, with their warnings (the
          // other configs' are validate all's); the checks against the app wait.
          if (error.findings.filter((finding) => finding.severity === 'error').every(isVanityFinding)) {
            io.stderr('neutron validate vanity: the app does not start with these entries; routes and targets are checked once they are fixed\n');
            return reportFindings(error.findings.filter(isVanityFinding), io, json, WHAT);
          }
          for (const finding of error.findings) io.stderr(findingText(finding, io));
          io.stderr('neutron validate vanity: the configs have errors (neutron validate all)\n');
          return EXIT_USAGE;
        }
        const enabled = [...project.brands.values()].some((brand) => brand.plugins.some((entry) => entry.plugin.definition.name === VANITY_PLUGIN));
        if (!enabled) {
          io.stderr(`neutron validate vanity: no brand enables the ${VANITY_PLUGIN} plugin\n`);
          return EXIT_USAGE;
        }
        if (!contentDirOf(project.root, project.app)) {
          io.stdout(`${WHAT}: the content comes from a remote API; only the embedded content's entries are checked here\n`);
          return reportFindings([], io, json, WHAT);
        }
        // The entries' own warnings (the app starts only without errors), then the app's answers.
        const findings = [...project.warnings.filter(isVanityFinding), ...(await appCheckFindings(project, [VANITY_PLUGIN]))];
        return reportFindings(findings, io, json, WHAT);
      },
    },
  ];
}
