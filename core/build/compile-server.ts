// The server build: compiles the server's TypeScript (core/, cli/ and the folders of the
// plugins config/app.yaml installs) to JavaScript in dist/server, one module per source
// file in the same layout, relative imports pointing at the compiled files and packages
// left to node_modules. `neutron start` runs it (bin/neutron.js) when it is still that of
// the sources; tests and the other commands run the sources through tsx. Part of
// `npm run build`; core/build/server-build.ts says where a build lives and whether it is fresh.
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { AppConfigSchema } from '../config/types.ts';
import { ConfigError, loadYamlConfig } from '../config/load-yaml.ts';
import { APP_CONFIG, BUILD_MANIFEST, SERVER_OUT_DIR, type ServerBuildManifest } from './server-build.ts';

/** Always compiled: the framework and its CLI. */
const SERVER_DIRS = ['core', 'cli'];
/** Files the server reads next to its own modules (import.meta.url), copied into the build. */
const MODULE_FILES = ['core/render/assets'];

const SOURCE = /\.tsx?$/;

/** A source the server imports lies outside the project, so the build cannot mirror it. */
class OutsideProjectError extends Error {}
const NOT_COMPILED = /(\.test\.tsx?|\.d\.ts)$/;

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** The TypeScript sources under a folder (project-relative), tests left out. */
function sourcesUnder(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_COMPILED.test(entry.name))
    .map((entry) => toPosix(path.relative(root, path.join(entry.parentPath, entry.name))))
    .filter((file) => !file.split('/').includes('node_modules') && !file.split('/').includes('tests'));
}

function compiledPath(outDir: string, file: string): string {
  return path.join(outDir, file.replace(SOURCE, '.js'));
}

/**
 * Compiles `files` (project-relative) into outDir, and every source they import that has
 * no compiled file there yet. A relative import of a source stays an import of its
 * compiled file; anything else is left to Node. Answers the files compiled.
 */
export async function compileModules(root: string, files: readonly string[], outDir: string): Promise<string[]> {
  const compiled = new Set(files);
  for (;;) {
    const imported = new Set<string>();
    const keepModules: Plugin = {
      name: 'keep-modules',
      setup(context) {
        context.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          if (!args.path.startsWith('.')) return { path: args.path, external: true };
          if (SOURCE.test(args.path)) {
            imported.add(toPosix(path.relative(root, path.resolve(args.resolveDir, args.path))));
            return { path: args.path.replace(SOURCE, '.js'), external: true };
          }
          return { path: args.path, external: true };
        });
      },
    };
    await build({
      absWorkingDir: root,
      entryPoints: [...compiled],
      outdir: outDir,
      outbase: root,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // For `node --enable-source-maps`; nothing is loaded without it.
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
      plugins: [keepModules],
    });
    const missing = [...imported].filter((file) => !compiled.has(file) && !existsSync(compiledPath(outDir, file)));
    if (missing.length === 0) return [...compiled];
    const outside = missing.find((file) => file.startsWith('../') || path.isAbsolute(file));
    if (outside) throw new OutsideProjectError(`the server imports ${outside}, outside the project: it cannot be part of the server build`);
    for (const file of missing) compiled.add(file);
  }
}

export type CompileResult = { built: true; files: number } | { built: false; reason: string };

/** Writes the server build of the project at root (dist/server), replacing any earlier one.
 *  Another outDir must lie inside the project too, where the build's packages resolve. */
export async function compileServer(root: string, outDir = path.join(root, SERVER_OUT_DIR)): Promise<CompileResult> {
  const startedAt = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  const { value: app } = loadYamlConfig(path.join(root, APP_CONFIG), AppConfigSchema, { root });
  const dirs = new Set(SERVER_DIRS);
  for (const [name, module] of Object.entries(app.plugins)) {
    const relative = toPosix(path.relative(root, path.resolve(root, module)));
    // A plugin outside the project (an absolute path elsewhere) has no place in the build:
    // such a project runs from its sources.
    if (relative.startsWith('../') || path.isAbsolute(relative)) return { built: false, reason: `plugin '${name}' (${module}) lives outside the project` };
    dirs.add(relative.split('/').length > 1 ? path.posix.dirname(relative) : relative);
  }
  const sources = [...new Set([...dirs].flatMap((dir) => (SOURCE.test(dir) ? [dir] : sourcesUnder(root, dir))))];
  let files: string[];
  try {
    files = await compileModules(root, sources, outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    if (error instanceof OutsideProjectError) return { built: false, reason: error.message };
    throw error;
  }
  for (const dir of MODULE_FILES) cpSync(path.join(root, dir), path.join(outDir, dir), { recursive: true });
  const manifest: ServerBuildManifest = { root: toPosix(path.relative(outDir, root)) || '.', startedAt, inputs: files.sort(), plugins: app.plugins };
  writeFileSync(path.join(outDir, BUILD_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return { built: true, files: files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await compileServer(process.cwd());
    if (!result.built) process.stderr.write(`server build skipped (neutron start will run the TypeScript sources): ${result.reason}\n`);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
