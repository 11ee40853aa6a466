// `neutron routes [--brand default|auto] [--json]`: the route table as the app builds it
// (routes.yaml, the brand's site config, then each plugin's `routes` hook).
import { ConfigError } from '../../core/config/load-yaml.ts';
import { loadProject, type Project } from '../../core/project.ts';
import type { BrandId, RouteDefinition } from '../../core/routing/types.ts';
import { type CliIO, type Command, EXIT_FINDING, EXIT_OK, findingText, parseCommandArgs, reportFindings, UsageError } from '../../core/command.ts';

/** Loads the project; a broken config is reported (as `validate` reports it, in JSON when
 *  `json`) and answers the exit code instead. */
export async function loadProjectForCommand(io: CliIO, json = false): Promise<Project | number> {
  try {
    return await loadProject(io.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (json) return reportFindings(error.findings, io, true, 'the project');
    for (const finding of error.findings) io.stderr(findingText(finding, io));
    return EXIT_FINDING;
  }
}

export interface RouteRow {
  brand: BrandId;
  name: string;
  path: string;
  page: string;
  layout: string;
  maxAge: number | null;
  locale?: string;
}

export function routeRows(routes: readonly RouteDefinition[]): RouteRow[] {
  return routes.map((route) => ({
    brand: route.meta.brand ?? 'default',
    name: route.name,
    path: route.path,
    page: route.meta.page,
    layout: route.meta.layout,
    maxAge: route.meta.maxAge ?? null,
    ...(route.locale !== undefined ? { locale: route.locale } : {}),
  }));
}

function formatTable(rows: RouteRow[]): string {
  const header = ['name', 'path', 'page', 'layout', 'maxAge'];
  const cells = rows.map((row) => [row.name, row.path, row.page, row.layout, row.maxAge === null ? '-' : String(row.maxAge)]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)));
  const render = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[render(header), ...cells.map(render)].join('\n')}\n`;
}

export const routes: Command = {
  name: ['routes'],
  usage: 'routes [--brand default|auto] [--json]',
  json: true,
  summary: 'list the route table (name, path, page, layout, maxAge)',
  async run(args, io) {
    const { values } = parseCommandArgs(args, { brand: { type: 'string' }, json: { type: 'boolean' } }, { min: 0, max: 0 });
    const brand = values.brand;
    if (brand !== undefined && brand !== 'default' && brand !== 'auto') {
      throw new UsageError(`--brand must be default or auto, got '${brand}'`);
    }
    const project = await loadProjectForCommand(io, values.json === true);
    if (typeof project === 'number') return project;
    const selected =
      brand === undefined ? [...project.brands.values()] : [project.brands.get(brand)].filter((entry) => entry !== undefined);
    if (selected.length === 0) {
      io.stderr(`no site config defines the brand '${brand}'\n`);
      return EXIT_FINDING;
    }
    const rows = routeRows(selected.flatMap((entry) => entry.routes));
    io.stdout(values.json === true ? `${JSON.stringify(rows, null, 2)}\n` : formatTable(rows));
    return EXIT_OK;
  },
};
