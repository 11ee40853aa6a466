// `neutron validate site|routes|all`: the configs the app loads, checked as the app
// checks them, every finding reported as file:line:col: message.
import path from 'node:path';
import { type ConfigFinding, ConfigError, formatFinding } from '../../core/config/load-yaml.ts';
import { loadProject, productionFindings, projectRouteTargets, projectTargetSources, validateRoutesFile, validateSiteFile } from '../../core/project.ts';
import { type CliIO, type Command, parseCommandArgs, reportFindings } from '../../core/command.ts';
import { appCheckFindings } from '../../core/server/app-checks.ts';
import { onScratchState } from '../../core/state-files.ts';

function relative(io: CliIO, file: string): string {
  return path.relative(io.cwd, path.resolve(io.cwd, file)) || file;
}

export const validateSite: Command = {
  name: ['validate', 'site'],
  usage: 'validate site <file> [--app config/app.yaml] [--production] [--json]',
  json: true,
  appOption: true,
  summary: 'check a site config (brand, plugins and their options); --app against another app config; --production also fails on sample data',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      { json: { type: 'boolean' }, app: { type: 'string' }, production: { type: 'boolean' } },
      { min: 1, max: 1 },
    );
    const file = relative(io, positionals[0] as string);
    // The paths an app config names (plugins, sites, files) are the project's, wherever the
    // app config itself is: a scratch copy outside the project is checked against it.
    const appFile = values.app ? relative(io, values.app) : undefined;
    const findings = await validateSiteFile(io.cwd, file, appFile);
    // As the deploy would run it: production, where no upstream may serve sample data.
    if (values.production === true) {
      const seen = new Set(findings.map(formatFinding));
      findings.push(...(await productionFindings(io.cwd, appFile, file)).filter((finding) => !seen.has(formatFinding(finding))));
    }
    return reportFindings(findings, io, values.json === true, file, { file: true });
  },
};

export const validateRoutes: Command = {
  name: ['validate', 'routes'],
  usage: 'validate routes [file] [--json]',
  json: true,
  summary: 'check the route config (topic allow-lists, evergreen terms) and that its targets and the navigation resolve',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 0, max: 1 });
    const file = relative(io, positionals[0] ?? 'config/routes.yaml');
    const findings = validateRoutesFile(io.cwd, file);
    // A well-formed file's targets are checked against the project's route table.
    if (!findings.some((finding) => finding.severity === 'error')) findings.push(...(await routeTargets(io.cwd, file)));
    return reportFindings(findings, io, values.json === true, file, { file: true });
  },
};

/** The targets of a routes file; when the project does not load, a warning that they
 *  were not checked (`validate all` reports why). */
async function routeTargets(root: string, file: string): Promise<ConfigFinding[]> {
  return onScratchState(root, async (state) => {
    try {
      return projectRouteTargets(await loadProject(root, { state }), path.relative(root, path.resolve(root, file)));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return [{ file, line: 1, col: 1, severity: 'warning', message: 'targets not checked: the project does not load (see neutron validate all)' }];
    }
  });
}

/** The findings of a ConfigError; any other error is not the configs' and goes on. */
function configFindings(error: unknown): ConfigFinding[] {
  if (!(error instanceof ConfigError)) throw error;
  return error.findings;
}

export const validateAll: Command = {
  name: ['validate', 'all'],
  usage: 'validate all [--json]',
  json: true,
  summary: "check every config the app would load, and the app itself: the answer of each route target, and where a plugin checks it (vanity targets)",
  async run(args, io) {
    const { values } = parseCommandArgs(args, { json: { type: 'boolean' } }, { min: 0, max: 0 });
    // The app is built on scratch stores and secrets: a check writes nothing of the site's.
    const findings = await onScratchState(io.cwd, async (state) => {
      try {
        const project = await loadProject(io.cwd, { state });
        const targets = projectRouteTargets(project);
        // Building the app runs the plugins' server hooks: one that throws refuses the start,
        // and is said first, then the warnings, as start says them.
        let refused: ConfigFinding[] | undefined;
        const checks = await appCheckFindings(project, undefined, projectTargetSources(project)).catch((error: unknown) => {
          refused = configFindings(error);
          return [];
        });
        return refused ? [...refused, ...project.warnings, ...targets] : [...project.warnings, ...targets, ...checks];
      } catch (error) {
        return configFindings(error);
      }
    });
    return reportFindings(findings, io, values.json === true, 'all configs');
  },
};

