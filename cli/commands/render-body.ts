// `neutron render-body <file.html> [--brand default|auto] [--json]`: runs the whole
// body pipeline of a brand on a body file and prints the HTML; with --json, the node
// list, the chosen ad slots with their reasons and the table of contents.
import path from 'node:path';
import { createBodyPipeline } from '../../core/body/pipeline.tsx';
import type { BodyLogger } from '../../core/body/types.ts';
import type { SiteConfig } from '../../core/config/types.ts';
import type { CoreHooks } from '../../core/hooks.ts';
import type { BrandId } from '../../core/routing/types.ts';
import { type CliIO, type Command, EXIT_FINDING, EXIT_OK, parseCommandArgs, readInputFile, UsageError } from '../../core/command.ts';
import { loadProjectForCommand } from './routes.ts';

export interface BrandForBody {
  site: SiteConfig;
  hooks: CoreHooks;
  environment: string;
}

/** Finds the brand's site config and its hook bag (plugins applied), or an exit code. */
export type LoadBrandForBody = (io: CliIO, brand: BrandId) => Promise<BrandForBody | number>;

const loadFromProject: LoadBrandForBody = async (io, brand) => {
  const project = await loadProjectForCommand(io);
  if (typeof project === 'number') return project;
  const runtime = project.brands.get(brand);
  if (runtime === undefined) {
    io.stderr(`no site config defines the brand '${brand}'\n`);
    return EXIT_FINDING;
  }
  return { site: runtime.site, hooks: runtime.hooks, environment: project.app.environment };
};

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function createRenderBodyCommand(loadBrand: LoadBrandForBody = loadFromProject): Command {
  return {
    name: ['render-body'],
    usage: 'render-body <file.html> [--brand default|auto] [--json]',
    json: true,
    summary: 'run the article body pipeline on a file: HTML, or nodes, ad slots and TOC as JSON',
    async run(args, io) {
      const { values, positionals } = parseCommandArgs(
        args,
        { brand: { type: 'string' }, json: { type: 'boolean' }, 'content-id': { type: 'string' }, type: { type: 'string' } },
        { min: 1, max: 1 },
      );
      const brand = values.brand ?? 'default';
      if (brand !== 'default' && brand !== 'auto') throw new UsageError(`--brand must be default or auto, got '${brand}'`);
      const file = path.resolve(io.cwd, positionals[0] as string);
      const html = await readInputFile(io, file);
      const loaded = await loadBrand(io, brand);
      if (typeof loaded === 'number') return loaded;

      const messages: { level: string; message: string; detail: unknown }[] = [];
      const note = (level: string) => (detail: unknown, message?: string) => {
        // What failed says why: the error's text goes with the line.
        const cause = typeof detail === 'object' && detail !== null && typeof (detail as { err?: unknown }).err === 'string' ? (detail as { err: string }).err : undefined;
        const line = message ?? stringify(detail);
        messages.push({ level, message: cause !== undefined && message !== undefined ? `${line}: ${cause}` : line, detail });
      };
      const log: BodyLogger = { warn: note('warn'), info: note('info'), error: note('error') };
      const content: Record<string, unknown> = {};
      if (values.type !== undefined) content.type = values.type;
      const pipeline = createBodyPipeline(loaded.hooks, loaded.site);
      const result = pipeline.render(html, {
        contentId: values['content-id'] ?? path.basename(file).replace(/\.[^.]+$/, ''),
        content,
        log,
        environment: loaded.environment,
        includeNodes: values.json === true,
      });
      const { rejected } = result;
      // A rejected body is said once, by the command: the pipeline's own error line for it is left out.
      for (const entry of messages) if (!(rejected && entry.level === 'error')) io.stderr(`${entry.level}: ${entry.message}\n`);
      if (rejected !== undefined) {
        if (values.json === true) io.stdout(`${JSON.stringify({ brand, rejected: { code: rejected.code, message: rejected.message } }, null, 2)}\n`);
        io.stderr(`neutron render-body: ${positionals[0] as string}: body rejected: ${rejected.message} (${rejected.code})\n`);
        return EXIT_FINDING;
      }
      if (values.json === true) {
        const { html: rendered, ...rest } = result;
        io.stdout(`${JSON.stringify({ brand, html: rendered, ...rest, log: messages.map(({ level, message }) => ({ level, message })) }, null, 2)}\n`);
      } else {
        io.stdout(`${result.html}\n`);
      }
      return EXIT_OK;
    },
  };
}

export const renderBody = createRenderBodyCommand();
